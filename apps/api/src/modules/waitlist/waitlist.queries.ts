import { and, asc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import { lockForTransaction, type Db, type Tx } from '../../db/client';
import { waitlistEntries, waitlistNotices } from './waitlist.schema';

export type WaitlistEntryRow = typeof waitlistEntries.$inferSelect;
export type NewWaitlistEntry = typeof waitlistEntries.$inferInsert;

/** One person's joins wait for each other: the limit of live entries holds under a race. */
export async function lockAccountEntries(tx: Tx, accountId: string) {
  await lockForTransaction(tx, `waitlist:${accountId}`);
}

/** A person's entries whose last day is `today` (ISO date, IST) or later, oldest first. */
export function liveEntriesOf(db: Db | Tx, accountId: string, today: string) {
  return db
    .select()
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.accountId, accountId), gte(waitlistEntries.lastDay, today)))
    .orderBy(asc(waitlistEntries.createdAt), asc(waitlistEntries.id));
}

export async function insertEntry(tx: Tx, entry: NewWaitlistEntry) {
  const [row] = await tx.insert(waitlistEntries).values(entry).returning();
  return row!;
}

/** Deletes the entry if it is the person's own; answers whether it was. */
export async function deleteOwnEntry(db: Db, id: string, accountId: string) {
  const rows = await db
    .delete(waitlistEntries)
    .where(and(eq(waitlistEntries.id, id), eq(waitlistEntries.accountId, accountId)))
    .returning({ id: waitlistEntries.id });
  return rows.length > 0;
}

/** Everyone's live entries with a therapist, oldest first: who is told first when a time opens. */
export function liveEntriesWith(db: Db | Tx, therapistId: string, today: string) {
  return db
    .select()
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.therapistId, therapistId), gte(waitlistEntries.lastDay, today)))
    .orderBy(asc(waitlistEntries.createdAt), asc(waitlistEntries.id));
}

/**
 * Records that a person is told of these opened times; answers the starts not told before (a
 * time already told is skipped, whichever event opened it again).
 */
export async function recordNotices(
  tx: Tx,
  accountId: string,
  therapistId: string,
  starts: Date[],
): Promise<Date[]> {
  if (starts.length === 0) return [];
  const rows = await tx
    .insert(waitlistNotices)
    .values(starts.map((startsAt) => ({ accountId, therapistId, startsAt })))
    .onConflictDoNothing()
    .returning({ startsAt: waitlistNotices.startsAt });
  return rows.map((r) => r.startsAt).sort((a, b) => a.getTime() - b.getTime());
}

/** Counts one more notice on each entry; answers each entry's count after it. */
export async function countNotice(tx: Tx, ids: string[]) {
  if (ids.length === 0) return new Map<string, number>();
  const rows = await tx
    .update(waitlistEntries)
    .set({ noticesSent: sql`${waitlistEntries.noticesSent} + 1` })
    .where(inArray(waitlistEntries.id, ids))
    .returning({ id: waitlistEntries.id, noticesSent: waitlistEntries.noticesSent });
  return new Map(rows.map((r) => [r.id, r.noticesSent]));
}

/** Whether the person has the same wish with the therapist already (a second join is refused). */
export async function findSameWish(
  tx: Tx,
  w: Pick<
    NewWaitlistEntry,
    'accountId' | 'therapistId' | 'firstDay' | 'lastDay' | 'timeOfDay' | 'sessionType'
  >,
) {
  const same = <T>(col: Parameters<typeof eq>[0], v: T | null | undefined) =>
    v == null ? isNull(col) : eq(col, v);
  const [row] = await tx
    .select({ id: waitlistEntries.id })
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.accountId, w.accountId),
        eq(waitlistEntries.therapistId, w.therapistId),
        eq(waitlistEntries.firstDay, w.firstDay),
        eq(waitlistEntries.lastDay, w.lastDay),
        same(waitlistEntries.timeOfDay, w.timeOfDay),
        same(waitlistEntries.sessionType, w.sessionType),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Every entry of a person, ended ones too (their data copy). */
export function entriesOf(db: Db | Tx, accountId: string) {
  return db
    .select()
    .from(waitlistEntries)
    .where(eq(waitlistEntries.accountId, accountId))
    .orderBy(asc(waitlistEntries.createdAt), asc(waitlistEntries.id));
}

/** Deletes a person's entries and the record of the times they were told. */
export async function deleteEntriesOf(tx: Tx, accountId: string) {
  await tx.delete(waitlistNotices).where(eq(waitlistNotices.accountId, accountId));
  await tx.delete(waitlistEntries).where(eq(waitlistEntries.accountId, accountId));
}
