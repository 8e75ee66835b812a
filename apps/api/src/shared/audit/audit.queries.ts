import {
  and,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  lt,
  sql,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { auditLog } from './audit.schema';
import { containsPattern } from '../../db/paging';
import { isUuid } from '../ids';

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

export interface AuditFilter {
  actor?: string;
  entity?: string;
  entityId?: string;
  action?: string;
  from?: Date;
  to?: Date;
  page: number;
  pageSize: number;
}

const isActorKind = (s: string): s is (typeof auditLog.actorKind.enumValues)[number] =>
  (auditLog.actorKind.enumValues as readonly string[]).includes(s);

/**
 * Audit entries, newest first. An actor that is neither an id nor a kind is a part of an email:
 * `accountIdsWithEmailLike` (the accounts module's subquery) says which accounts match.
 */
export async function searchAudit(
  db: Db,
  f: AuditFilter,
  accountIdsWithEmailLike: (pattern: string) => SQLWrapper,
) {
  const filters: SQL[] = [];
  if (f.actor) {
    filters.push(
      isUuid(f.actor)
        ? eq(auditLog.actorAccountId, f.actor)
        : isActorKind(f.actor)
          ? eq(auditLog.actorKind, f.actor)
          : inArray(auditLog.actorAccountId, accountIdsWithEmailLike(containsPattern(f.actor))),
    );
  }
  if (f.entity) filters.push(eq(auditLog.entity, f.entity));
  if (f.entityId) filters.push(eq(auditLog.entityId, f.entityId));
  if (f.action)
    filters.push(ilike(auditLog.action, `${f.action.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
  if (f.from) filters.push(gte(auditLog.createdAt, f.from));
  if (f.to) filters.push(lt(auditLog.createdAt, f.to));
  const where = filters.length > 0 ? and(...filters) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(f.pageSize)
      .offset((f.page - 1) * f.pageSize),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** An SQL condition: the action was recorded against the entity whose id `entityId` writes. */
export const recordedAgainst = (entity: string, action: string, entityId: SQL) =>
  sql<boolean>`exists (select 1 from ${auditLog} l
    where l.entity = ${entity} and l.entity_id = ${entityId} and l.action = ${action})`;
