import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { auditLog } from '../../db/schema';

export type AuditEntry = typeof auditLog.$inferInsert;

/** Records who changed what and when; several entries go in one statement. */
export async function insertAudit(db: Db | Tx, entry: AuditEntry | AuditEntry[]) {
  const entries = Array.isArray(entry) ? entry : [entry];
  if (entries.length > 0) await db.insert(auditLog).values(entries);
}

/** Empties the details of an entity's entries; who did what, and when, stays. */
export async function clearAuditDetails(db: Db | Tx, entity: string, entityId: string) {
  await db
    .update(auditLog)
    .set({ data: sql`'{}'::jsonb` })
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, entityId)));
}
