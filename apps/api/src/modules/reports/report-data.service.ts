import type { Db, Tx } from '../../db/client';
import { eraseReportTexts, reportsOfAccount } from './reports.queries';

/** The reports module's part of a client's data rights: the download and the erasure. */
export function createReportData(db: Db) {
  return {
    async exportForAccount(accountId: string) {
      const rows = await reportsOfAccount(db, accountId);
      return rows.map((r) => ({
        id: r.id,
        therapistName: r.therapistName,
        message: r.message,
        status: r.status,
        createdAt: r.createdAt.toISOString(),
      }));
    },
    eraseForAccount: (tx: Tx, accountId: string) => eraseReportTexts(tx, accountId),
  };
}
