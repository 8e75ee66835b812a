import type { AdminReport, ReportsQuery } from '@app/domain/schemas/admin';
import type { ReportDetailResponse } from '@app/domain/schemas/admin-cases';
import type { Db, Tx } from '../../db/client';
import type { AccountContacts } from '../accounts/accounts.module';
import type { AppointmentLinks } from '../booking/booking.module';
import type { TherapistLabels } from '../therapists/therapists.module';
import { conflict, notFound } from '../../shared/app-error';
import { recordAudit } from '../../shared/audit/audit-log';
import { isUuid } from '../../shared/ids';
import { mailOf, type NoticeSender } from '../notifications/notifications.module';
import * as q from './reports.queries';

export const REPORT_NOT_FOUND = 'Report not found';

const view = (r: q.ReportRow) => ({
  status: r.status,
  resolutionNote: r.resolutionNote,
  resolvedAt: r.resolvedAt ? r.resolvedAt.toISOString() : null,
});

export interface ReportReviewDeps {
  db: Db;
  therapists: Pick<TherapistLabels, 'of'>;
  accounts: Pick<AccountContacts, 'labelsOf' | 'find' | 'closing'>;
  appointments: Pick<AppointmentLinks, 'summary'>;
  /** The reporter hears the outcome, in their language. */
  notices: Pick<NoticeSender, 'mail'>;
  jobsQueued?: () => void;
  now?: () => Date;
}

/**
 * The admin team's queue of reports: read one with what it links to (the therapist, the
 * reporter's session, the reporter), then resolve or dismiss it with a note; the reporter is
 * mailed the outcome.
 */
export function createReportReview({
  db,
  therapists,
  accounts,
  appointments,
  notices,
  jobsQueued,
  now = () => new Date(),
}: ReportReviewDeps) {
  async function items(rows: q.ReportRow[]): Promise<AdminReport[]> {
    const [pages, reporters] = await Promise.all([
      therapists.of(rows.map((r) => r.therapistId)),
      accounts.labelsOf(rows.map((r) => r.accountId)),
    ]);
    return rows.map((r) => ({
      id: r.id,
      therapistId: r.therapistId,
      therapistName: r.therapistName,
      therapistSlug: pages.get(r.therapistId)?.slug ?? null,
      therapistStatus: pages.get(r.therapistId)?.status ?? null,
      reporterId: reporters.has(r.accountId) ? r.accountId : null,
      reporterEmail: reporters.get(r.accountId)?.email ?? null,
      appointmentId: r.appointmentId,
      message: r.message,
      status: r.status as AdminReport['status'],
      resolutionNote: r.resolutionNote,
      resolvedAt: r.resolvedAt ? r.resolvedAt.toISOString() : null,
      createdAt: r.createdAt.toISOString(),
    }));
  }

  return {
    /** A page of reports with the therapist's page and the reporter's address (either may be gone). */
    async list(query: ReportsQuery) {
      const { rows, total } = await q.listReports(db, query.status, query);
      return {
        success: true as const,
        items: await items(rows),
        total,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    /** One report with its therapist, session and reporter as they read now. */
    async detail(id: string): Promise<ReportDetailResponse> {
      const row = isUuid(id) ? await q.findReport(db, id) : null;
      if (!row) throw notFound(REPORT_NOT_FOUND);
      const [report] = await items([row]);
      const [pages, reporter, appointment] = await Promise.all([
        therapists.of([row.therapistId]),
        accounts.find(row.accountId),
        row.appointmentId ? appointments.summary(row.appointmentId) : Promise.resolve(null),
      ]);
      const t = pages.get(row.therapistId);
      return {
        success: true,
        report: report!,
        therapist: t
          ? { id: t.id, name: t.name, slug: t.slug, status: t.status, email: t.email }
          : null,
        appointment: appointment
          ? {
              id: appointment.id,
              startsAt: appointment.startsAt.toISOString(),
              sessionType: appointment.sessionType,
              payment: appointment.payment,
              status: appointment.status,
            }
          : null,
        reporter: reporter
          ? {
              id: row.accountId,
              name: `${reporter.firstName} ${reporter.lastName}`.trim() || reporter.email,
              email: reporter.email,
            }
          : null,
      };
    },

    /** The report's therapist, or null when there is no such report (a note's subject check). */
    async therapistOf(id: string, tx: Db | Tx = db) {
      if (!isUuid(id)) return null;
      const row = await q.findReport(tx, id);
      return row ? { therapistId: row.therapistId, status: row.status } : null;
    },

    /**
     * Closes an open report as resolved (acted on) or dismissed (nothing to do), with the team's
     * note; the reporter is mailed the outcome, with the reply when one was written.
     */
    async decide(
      id: string,
      adminId: string,
      outcome: 'resolved' | 'dismissed',
      note: string,
      reply = '',
    ) {
      if (!isUuid(id)) throw notFound(REPORT_NOT_FOUND);
      const mailed = await db.transaction(async (tx) => {
        const before = await q.lockReport(tx, id);
        if (!before) throw notFound(REPORT_NOT_FOUND);
        if (before.status !== 'open') throw conflict(`This report was already ${before.status}.`);
        const after = await q.decideReport(tx, id, {
          status: outcome,
          resolutionNote: note,
          resolvedAt: now(),
          resolvedBy: adminId,
        });
        // A reporter whose account is closing (or erased) is not written to.
        const reporter = (await accounts.closing(before.accountId, tx))
          ? null
          : await accounts.find(before.accountId, tx);
        if (reporter?.email)
          await notices.mail(tx, [
            {
              ...mailOf('reportOutcome', {
                to: reporter.email,
                name: reporter.firstName,
                therapistName: before.therapistName,
                outcome,
                reply,
              }),
              reader: { accountId: before.accountId },
            },
          ]);
        await recordAudit(tx, {
          actorAccountId: adminId,
          actorKind: 'admin',
          action: `report.${outcome}`,
          entity: 'report',
          entityId: id,
          data: {
            before: view(before),
            after: view(after),
            therapistId: before.therapistId,
            reporterMailed: Boolean(reporter?.email),
            ...(reply ? { reply } : {}),
          },
        });
        return Boolean(reporter?.email);
      });
      if (mailed) jobsQueued?.();
      const told = mailed ? ' The reporter was mailed the outcome.' : '';
      return {
        success: true as const,
        message: (outcome === 'resolved' ? 'Report resolved.' : 'Report dismissed.') + told,
      };
    },

    openCount: () => q.countOpenReports(db),
  };
}

export type ReportReview = ReturnType<typeof createReportReview>;
