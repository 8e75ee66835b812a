import { toCsv } from '@app/domain/admin-console';
import type { PagingQuery } from '@app/domain/schemas/admin';
import type { Db } from '../../db/client';
import { recordAudit } from '../../shared/audit/audit-log';
import { listSubscribers, subscribersAfter } from './newsletter.queries';

const EXPORT_BATCH = 1000;

/** The subscriber list as the admin team reads and exports it. */
export function createNewsletterAdmin(db: Db) {
  return {
    async list(query: PagingQuery & { q?: string }) {
      const { rows, total } = await listSubscribers(db, query.q, query);
      return {
        success: true as const,
        items: rows.map((r) => ({
          id: r.id,
          email: r.email,
          createdAt: r.createdAt.toISOString(),
        })),
        total,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    /** Every subscriber as CSV (email, subscribed at), read in batches; the export is audited. */
    async exportCsv(adminId: string): Promise<{ csv: string; count: number }> {
      const rows: string[][] = [];
      let after: { createdAt: Date; id: string } | null = null;
      for (;;) {
        const batch = await subscribersAfter(db, after, EXPORT_BATCH);
        for (const r of batch) rows.push([r.email, r.createdAt.toISOString()]);
        const last = batch.at(-1);
        if (!last || batch.length < EXPORT_BATCH) break;
        after = { createdAt: last.createdAt, id: last.id };
      }
      await recordAudit(db, {
        actorAccountId: adminId,
        actorKind: 'admin',
        action: 'newsletter.exported',
        entity: 'newsletter',
        entityId: 'subscribers',
        data: { count: rows.length },
      });
      return { csv: toCsv(['email', 'subscribed_at'], rows), count: rows.length };
    },
  };
}

export type NewsletterAdmin = ReturnType<typeof createNewsletterAdmin>;
