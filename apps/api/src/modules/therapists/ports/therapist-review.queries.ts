import { and, asc, count, desc, eq, gte, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AdminTherapistsQuery } from '@app/domain/schemas/admin';
import type { Db, Tx } from '../../../db/client';
import { therapists } from '../therapists.schema';
import { containsPattern, offsetOf, type Paging } from '../../../db/paging';

export type TherapistRecord = typeof therapists.$inferSelect;
export type TherapistStatus = TherapistRecord['status'];

/** What the admin team changes on a profile; the listing_version trigger follows every write. */
export type ReviewChange = Partial<
  Pick<
    TherapistRecord,
    | 'status'
    | 'statusReason'
    | 'statusChangedAt'
    | 'verified'
    | 'verificationGranted'
    | 'available'
    | 'featured'
    | 'featuredExpiry'
    | 'listedAt'
  >
>;

export async function findTherapist(db: Db | Tx, id: string) {
  const [row] = await db.select().from(therapists).where(eq(therapists.id, id));
  return row ?? null;
}

/** The profile of an account, locked (an account closure changes it). */
export async function lockTherapistOfAccount(tx: Tx, accountId: string) {
  const [row] = await tx
    .select()
    .from(therapists)
    .where(eq(therapists.accountId, accountId))
    .limit(1)
    .for('no key update');
  return row ?? null;
}

/**
 * A closed therapist account's erasure: the profile stays hidden under its name (clients' past
 * sessions and payments name it) but loses its contact details, address and about text.
 */
export async function eraseProfileContacts(tx: Tx, accountId: string) {
  await tx
    .update(therapists)
    .set({
      email: null,
      phone: null,
      addressLine1: '',
      addressLine2: '',
      pincode: '',
      about: '',
      available: false,
      updatedAt: sql`now()`,
    })
    .where(eq(therapists.accountId, accountId));
}

/**
 * Locked against other changes of the profile, but not against rows that merely point at it: a
 * decision on one of its appointments checks that reference (FOR KEY SHARE) and must not wait
 * for a suspension that is itself waiting for that appointment.
 */
export async function lockTherapist(tx: Tx, id: string) {
  const [row] = await tx
    .select()
    .from(therapists)
    .where(eq(therapists.id, id))
    .for('no key update');
  return row ?? null;
}

export async function updateTherapist(tx: Tx, id: string, values: ReviewChange) {
  const [row] = await tx
    .update(therapists)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(therapists.id, id))
    .returning();
  if (!row) throw new Error('therapist update failed');
  return row;
}

/** The profiles of `ids` that exist, by id (a list of another table's rows names them). */
export async function recordsOf(db: Db | Tx, ids: readonly string[]) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map<string, TherapistRecord>();
  const rows = await db.select().from(therapists).where(inArray(therapists.id, unique));
  return new Map(rows.map((r) => [r.id, r]));
}

/** Applications in one state, oldest first (the queue order). */
export async function listByStatus(db: Db, statuses: TherapistStatus[], paging: Paging) {
  const where = inArray(therapists.status, statuses);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(therapists)
      .where(where)
      .orderBy(asc(therapists.createdAt), asc(therapists.seq))
      .limit(paging.pageSize)
      .offset(offsetOf(paging)),
    db.select({ n: count() }).from(therapists).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

const SORTS = {
  name: therapists.name,
  createdAt: therapists.createdAt,
  listedAt: therapists.listedAt,
  status: therapists.status,
} as const;

export async function searchTherapists(db: Db, q: AdminTherapistsQuery) {
  const filters: SQL[] = [];
  if (q.q) {
    const p = containsPattern(q.q);
    filters.push(
      or(
        ilike(therapists.name, p),
        ilike(therapists.email, p),
        ilike(therapists.slug, p),
        ilike(therapists.city, p),
        sql`${therapists.id}::text = ${q.q}`,
      ) as SQL,
    );
  }
  if (q.status) filters.push(eq(therapists.status, q.status));
  if (q.verified) filters.push(eq(therapists.verified, q.verified === 'true'));
  if (q.featured) filters.push(eq(therapists.featured, q.featured === 'true'));
  const where = filters.length > 0 ? and(...filters) : undefined;
  const order = q.dir === 'asc' ? asc(SORTS[q.sort]) : desc(SORTS[q.sort]);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(therapists)
      .where(where)
      .orderBy(order, asc(therapists.seq))
      .limit(q.pageSize)
      .offset(offsetOf(q)),
    db.select({ n: count() }).from(therapists).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function countWithStatus(db: Db, status: TherapistStatus) {
  const [row] = await db
    .select({ n: count() })
    .from(therapists)
    .where(eq(therapists.status, status));
  return row?.n ?? 0;
}

/** Profiles created per IST day since `since` (every application creates one). */
export async function createdPerDay(db: Db, since: Date) {
  const day = sql<string>`to_char(${therapists.createdAt} AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM-DD')`;
  return db
    .select({ day, value: count() })
    .from(therapists)
    .where(and(gte(therapists.createdAt, since), sql`${therapists.accountId} IS NOT NULL`))
    .groupBy(day);
}
