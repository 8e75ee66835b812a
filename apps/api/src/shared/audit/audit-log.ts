import type { Db, Tx } from '../../db/client';
import { insertAudit, searchAudit, type AuditEntry, type AuditFilter } from './audit.queries';

export type { AuditEntry, AuditFilter };

/** Records who changed what and when, inside the caller's transaction. */
export function recordAudit(tx: Db | Tx, entry: AuditEntry | AuditEntry[]): Promise<void> {
  return insertAudit(tx, entry);
}

/** The audit log as the admin console reads it: filtered, newest first, paged. */
export const readAudit = searchAudit;
