import { MESSAGES } from '@app/domain/messages';
import type { ReportTherapistBody } from '@app/domain/schemas/appointments';
import type { Db } from '../../db/client';
import type { AccountContacts } from '../accounts/accounts.module';
import type { TherapistLabels } from '../therapists/therapists.module';
import { notFound } from '../../shared/app-error';
import { isUuid } from '../../shared/ids';
import { enqueueMail, type OutgoingMail } from '../../shared/mail/mail-outbox';
import { teamNotice } from '../../shared/mail/mail-kit';
import * as q from './reports.queries';
import { recordAudit } from '../../shared/audit/audit-log';

export interface ReportsDeps {
  db: Db;
  therapists: Pick<TherapistLabels, 'one'>;
  accounts: Pick<AccountContacts, 'find'>;
  site: { name: string; publicUrl: string; supportEmail: string };
  mailQueued?: () => void;
}

function supportNotice(
  site: ReportsDeps['site'],
  r: {
    reportId: string;
    therapist: { id: string; name: string; slug: string };
    reporter: { accountId: string; email: string; name: string };
    message: string;
  },
): OutgoingMail {
  return teamNotice('report.team-therapist', site, `Therapist report: ${r.therapist.name}`, [
    'A client reported a therapist. Please review the report.',
    '',
    `Report: ${r.reportId}`,
    `Therapist: ${r.therapist.name} (${r.therapist.id}), ${site.publicUrl}/therapist/${r.therapist.slug}`,
    `Reported by: ${r.reporter.name}, ${r.reporter.email} (account ${r.reporter.accountId})`,
    '',
    'Message:',
    r.message,
  ]);
}

/** Reports of therapists by signed-in clients; the admin team reviews them. */
export function createReportsService({ db, therapists, accounts, site, mailQueued }: ReportsDeps) {
  return {
    async submit(accountId: string, body: ReportTherapistBody) {
      const therapist = isUuid(body.therapistId) ? await therapists.one(body.therapistId) : null;
      if (!therapist) throw notFound(MESSAGES.report.unknownTherapist);
      await db.transaction(async (tx) => {
        const reporter = await accounts.find(accountId, tx);
        const reportId = await q.insertReport(tx, {
          accountId,
          therapistId: therapist.id,
          // The name on record, not the one the browser sent.
          therapistName: therapist.name,
          message: body.message,
        });
        await recordAudit(tx, {
          actorAccountId: accountId,
          actorKind: 'user',
          action: 'report.created',
          entity: 'report',
          entityId: reportId,
          data: { therapistId: therapist.id },
        });
        await enqueueMail(
          tx,
          supportNotice(site, {
            reportId,
            therapist,
            reporter: {
              accountId,
              email: reporter?.email ?? '',
              name: `${reporter?.firstName ?? ''} ${reporter?.lastName ?? ''}`.trim(),
            },
            message: body.message,
          }),
        );
      });
      mailQueued?.();
      return { success: true as const, message: MESSAGES.report.success };
    },
  };
}

export type ReportsService = ReturnType<typeof createReportsService>;
