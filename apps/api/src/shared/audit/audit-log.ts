import type { Db, Tx } from '../../db/client';
import { insertAudit, type AuditEntry } from './audit.queries';

export type { AuditEntry };

/** Records who changed what and when, inside the caller's transaction. */
export function recordAudit(tx: Db | Tx, entry: AuditEntry | AuditEntry[]): Promise<void> {
  return insertAudit(tx, entry);
}
