import type { Db, Tx } from '../../db/client';
import {
  clearAuditDetails,
  insertAudit,
  recordedAgainst,
  searchAudit,
  type AuditEntry,
  type AuditFilter,
} from './audit.queries';

export type { AuditEntry, AuditFilter };

/** Records who changed what and when, inside the caller's transaction. */
export function recordAudit(tx: Db | Tx, entry: AuditEntry | AuditEntry[]): Promise<void> {
  return insertAudit(tx, entry);
}

/**
 * Erases the details (such as a chosen username) recorded with an entity's entries, keeping the
 * actions and their times: what an account's erasure leaves of its history.
 */
export function eraseAuditDetails(tx: Db | Tx, entity: string, entityId: string): Promise<void> {
  return clearAuditDetails(tx, entity, entityId);
}

/** The audit log as the admin console reads it: filtered, newest first, paged. */
export const readAudit = searchAudit;

/** Whether an action was recorded against an entity, as a condition a query can use. */
export const auditRecorded = recordedAgainst;
