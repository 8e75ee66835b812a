import { MESSAGES } from '@app/domain/messages';
import type { ReportTherapistBody } from '@app/domain/schemas/appointments';
import type { Db } from '../../db/client';
import type { AccountContacts } from '../accounts/accounts.module';
import type { AppointmentLinks } from '../booking/booking.module';
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
  /** Links the report to the reporter's session with the therapist. */
  appointments: Pick<AppointmentLinks, 'sessionOfReport'>;
  site: { name: string; publicUrl: string; supportEmail: string };
  mailQueued?: () => void;
  now?: () => Date;
}

function supportNotice(
  site: ReportsDeps['site'],
  r: {
    reportId: string;
    therapist: { id: string; name: string; slug: string };
    reporter: { accountId: string; email: string; name: string };
    appointmentId: string | null;
    message: string;
  },
): OutgoingMail {
  return teamNotice('report.team-therapist', site, `Therapist report: ${r.therapist.name}`, [
    'A client reported a therapist. Please review the report.',
    '',
    `Report: ${r.reportId}`,
    `Therapist: ${r.therapist.name} (${r.therapist.id}), ${site.publicUrl}/therapist/${r.therapist.slug}`,
    `Reported by: ${r.reporter.name}, ${r.reporter.email} (account ${r.reporter.accountId})`,
    `Session: ${r.appointmentId ?? '(none booked with this therapist)'}`,
    '',
    `Open it: ${site.publicUrl}/admin/reports?id=${r.reportId}`,
    '',
    'Message:',
    r.message,
  ]);
}

/** Reports of therapists by signed-in clients; the admin team reviews them. */
export function createReportsService({
  db,
  therapists,
  accounts,
  appointments,
  site,
  mailQueued,
  now = () => new Date(),
}: ReportsDeps) {
  return {
    async submit(accountId: string, body: ReportTherapistBody) {
      const therapist = isUuid(body.therapistId) ? await therapists.one(body.therapistId) : null;
      if (!therapist) throw notFound(MESSAGES.report.unknownTherapist, 'THERAPIST_NOT_FOUND');
      await db.transaction(async (tx) => {
        const reporter = await accounts.find(accountId, tx);
        const appointmentId = await appointments.sessionOfReport(tx, {
          clientId: accountId,
          therapistId: therapist.id,
          at: now(),
          appointmentId: body.appointmentId,
        });
        const reportId = await q.insertReport(tx, {
          accountId,
          therapistId: therapist.id,
          // The name on record, not the one the browser sent.
          therapistName: therapist.name,
          appointmentId,
          message: body.message,
        });
        await recordAudit(tx, {
          actorAccountId: accountId,
          actorKind: 'user',
          action: 'report.created',
          entity: 'report',
          entityId: reportId,
          data: { therapistId: therapist.id, appointmentId },
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
            appointmentId,
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
