import type { AdminReport, ReportsQuery } from '@app/domain/schemas/admin';
import type { Db } from '../../db/client';
import type { AccountContacts } from '../accounts/accounts.module';
import type { TherapistLabels } from '../therapists/therapists.module';
import { conflict, notFound } from '../../shared/app-error';
import { recordAudit } from '../../shared/audit/audit-log';
import { isUuid } from '../../shared/ids';
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
  accounts: Pick<AccountContacts, 'labelsOf'>;
  now?: () => Date;
}

/** The admin team's queue of reports: read, then resolve or dismiss with a note. */
export function createReportReview({
  db,
  therapists,
  accounts,
  now = () => new Date(),
}: ReportReviewDeps) {
  return {
    /** A page of reports with the therapist's page and the reporter's address (either may be gone). */
    async list(query: ReportsQuery) {
      const { rows, total } = await q.listReports(db, query.status, query);
      const [pages, reporters] = await Promise.all([
        therapists.of(rows.flatMap((r) => (r.therapistId ? [r.therapistId] : []))),
        accounts.labelsOf(rows.flatMap((r) => (r.accountId ? [r.accountId] : []))),
      ]);
      const items: AdminReport[] = rows.map((r) => ({
        id: r.id,
        therapistId: r.therapistId,
        therapistName: r.therapistName,
        therapistSlug: (r.therapistId && pages.get(r.therapistId)?.slug) ?? null,
        reporterEmail: (r.accountId && reporters.get(r.accountId)?.email) ?? null,
        message: r.message,
        status: r.status as AdminReport['status'],
        resolutionNote: r.resolutionNote,
        resolvedAt: r.resolvedAt ? r.resolvedAt.toISOString() : null,
        createdAt: r.createdAt.toISOString(),
      }));
      return { success: true as const, items, total, page: query.page, pageSize: query.pageSize };
    },

    /** Closes an open report as resolved (acted on) or dismissed (nothing to do), with a note. */
    async decide(id: string, adminId: string, outcome: 'resolved' | 'dismissed', note: string) {
      if (!isUuid(id)) throw notFound(REPORT_NOT_FOUND);
      await db.transaction(async (tx) => {
        const before = await q.lockReport(tx, id);
        if (!before) throw notFound(REPORT_NOT_FOUND);
        if (before.status !== 'open') throw conflict(`This report was already ${before.status}.`);
        const after = await q.decideReport(tx, id, {
          status: outcome,
          resolutionNote: note,
          resolvedAt: now(),
          resolvedBy: adminId,
        });
        await recordAudit(tx, {
          actorAccountId: adminId,
          actorKind: 'admin',
          action: `report.${outcome}`,
          entity: 'report',
          entityId: id,
          data: { before: view(before), after: view(after), therapistId: before.therapistId },
        });
      });
      return {
        success: true as const,
        message: outcome === 'resolved' ? 'Report resolved.' : 'Report dismissed.',
      };
    },

    openCount: () => q.countOpenReports(db),
  };
}

export type ReportReview = ReturnType<typeof createReportReview>;
