import type { AdminReport, ReportsQuery } from '@app/domain/schemas/admin';
import type { Db } from '../../db/client';
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

/** The admin team's queue of reports: read, then resolve or dismiss with a note. */
export function createReportReview({ db, now = () => new Date() }: { db: Db; now?: () => Date }) {
  return {
    async list(query: ReportsQuery) {
      const { rows, total } = await q.listReports(db, query.status, query);
      const items: AdminReport[] = rows.map(({ report: r, therapistSlug, reporterEmail }) => ({
        id: r.id,
        therapistId: r.therapistId,
        therapistName: r.therapistName,
        therapistSlug,
        reporterEmail,
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
