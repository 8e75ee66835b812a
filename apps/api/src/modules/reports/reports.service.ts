import { MESSAGES } from '@app/domain/messages';
import type { ReportTherapistBody } from '@app/domain/schemas/appointments';
import type { Db } from '../../db/client';
import type { AccountContacts } from '../accounts/accounts.module';
import type { AppointmentLinks } from '../booking/booking.module';
import type { TherapistLabels } from '../therapists/therapists.module';
import { notFound } from '../../shared/app-error';
import { isUuid } from '../../shared/ids';
import { mailOf, type NoticeSender } from '../notifications/notifications.module';
import * as q from './reports.queries';
import { recordAudit } from '../../shared/audit/audit-log';

export interface ReportsDeps {
  db: Db;
  therapists: Pick<TherapistLabels, 'one'>;
  accounts: Pick<AccountContacts, 'find'>;
  /** Links the report to the reporter's session with the therapist. */
  appointments: Pick<AppointmentLinks, 'sessionOfReport'>;
  /** The team hears of every report. */
  notices: Pick<NoticeSender, 'mail'>;
  jobsQueued?: () => void;
  now?: () => Date;
}

/** Reports of therapists by signed-in clients; the admin team reviews them. */
export function createReportsService({
  db,
  therapists,
  accounts,
  appointments,
  notices,
  jobsQueued,
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
        await notices.mail(tx, [
          mailOf('reportToTeam', {
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
        ]);
      });
      jobsQueued?.();
      return { success: true as const, message: MESSAGES.report.success };
    },
  };
}

export type ReportsService = ReturnType<typeof createReportsService>;
