import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNotNull,
  lt,
  ne,
  notExists,
  or,
  sql,
  sum,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { appointments, payments, refunds } from '../booking.schema';
import { containsPattern, offsetOf, type Paging } from '../../../db/paging';
import { isUuid } from '../../../shared/ids';

/** The admin console's reads of the money path: appointments, payments, refunds, day series. */

const istDay = (column: SQL | typeof appointments.createdAt) =>
  sql<string>`to_char(${column} AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM-DD')`;

/**
 * How the owning modules narrow an admin search: subqueries of account ids by email and of
 * therapist ids by name, slug or id (`pattern` is `%text%`).
 */
export interface OwnerSearches {
  accountIdsWithEmailLike(pattern: string): SQLWrapper;
  therapistIdsMatching(pattern: string, text: string): SQLWrapper;
}

export interface AppointmentSearch extends Paging {
  id?: string;
  clientEmail?: string;
  therapist?: string;
  /** [start, end) of the session's IST day. */
  day?: { start: Date; end: Date };
  dir: 'asc' | 'desc';
}

export async function searchAppointments(db: Db, s: AppointmentSearch, owners: OwnerSearches) {
  const filters: SQL[] = [];
  if (s.id) filters.push(isUuid(s.id) ? eq(appointments.id, s.id) : sql`false`);
  if (s.clientEmail) {
    const p = containsPattern(s.clientEmail);
    filters.push(
      or(
        ilike(appointments.email, p),
        inArray(appointments.clientId, owners.accountIdsWithEmailLike(p)),
      ) as SQL,
    );
  }
  if (s.therapist) {
    const p = containsPattern(s.therapist);
    filters.push(inArray(appointments.therapistId, owners.therapistIdsMatching(p, s.therapist)));
  }
  if (s.day)
    filters.push(gte(appointments.startsAt, s.day.start), lt(appointments.startsAt, s.day.end));
  const where = filters.length > 0 ? and(...filters) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(appointments)
      .where(where)
      .orderBy(
        s.dir === 'asc' ? asc(appointments.startsAt) : desc(appointments.startsAt),
        asc(appointments.id),
      )
      .limit(s.pageSize)
      .offset(offsetOf(s)),
    db.select({ n: count() }).from(appointments).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function listPayments(
  db: Db,
  s: Paging & {
    status?: (typeof payments.status.enumValues)[number];
    q?: string;
    /** [start, end) of the payment's creation. */
    created?: { start: Date; end: Date };
  },
  owners: Pick<OwnerSearches, 'accountIdsWithEmailLike'>,
) {
  const filters: SQL[] = [];
  if (s.status) filters.push(eq(payments.status, s.status));
  if (s.created)
    filters.push(gte(payments.createdAt, s.created.start), lt(payments.createdAt, s.created.end));
  if (s.q) {
    const p = containsPattern(s.q);
    filters.push(
      or(
        ilike(payments.providerOrderId, p),
        ilike(payments.providerPaymentId, p),
        inArray(payments.clientId, owners.accountIdsWithEmailLike(p)),
        sql`${payments.appointmentId}::text = ${s.q}`,
      ) as SQL,
    );
  }
  const where = filters.length > 0 ? and(...filters) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(payments)
      .where(where)
      .orderBy(desc(payments.createdAt), asc(payments.id))
      .limit(s.pageSize)
      .offset(offsetOf(s)),
    db.select({ n: count() }).from(payments).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/**
 * Of these payment ids, the captured booking payments with money left to refund, and how much:
 * none once a cancellation or duplicate refund returned it, else its amount less every goodwill
 * refund of it (decision 0063).
 */
export async function refundablePaymentIds(db: Db, ids: string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const refunded = sql<string>`(select coalesce(sum(r.amount_paise), 0) from ${refunds} r
    where r.provider_payment_id = "payments"."provider_payment_id")`;
  const rows = await db
    .select({ id: payments.id, amountPaise: payments.amountPaise, refundedPaise: refunded })
    .from(payments)
    .where(
      and(
        inArray(payments.id, ids),
        eq(payments.status, 'captured'),
        eq(payments.purpose, 'booking'),
        isNotNull(payments.providerPaymentId),
        // A weekly series is refunded week by week: what its weeks left stays refundable.
        or(
          isNotNull(payments.seriesId),
          notExists(
            db
              .select({ one: sql`1` })
              .from(refunds)
              .where(
                and(
                  eq(refunds.providerPaymentId, payments.providerPaymentId),
                  ne(refunds.cause, 'goodwill'),
                ),
              ),
          ),
        ),
        sql`${refunded} < ${payments.amountPaise}`,
      ),
    );
  return new Map(rows.map((r) => [r.id, r.amountPaise - Number(r.refundedPaise)]));
}

export async function listRefunds(
  db: Db,
  s: Paging & { status?: (typeof refunds.status.enumValues)[number] },
) {
  const where = s.status ? eq(refunds.status, s.status) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(refunds)
      .where(where)
      .orderBy(desc(refunds.createdAt), asc(refunds.id))
      .limit(s.pageSize)
      .offset(offsetOf(s)),
    db.select({ n: count() }).from(refunds).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function lockRefund(tx: Tx, id: string) {
  const [row] = await tx.select().from(refunds).where(eq(refunds.id, id)).for('update');
  return row ?? null;
}

/**
 * Makes a failed refund sendable again: pending, no provider id, and a new idempotency key (the
 * provider would answer the old key with the same failed refund).
 */
export async function reopenRefund(tx: Tx, id: string, idempotencyKey: string) {
  const [row] = await tx
    .update(refunds)
    .set({ status: 'pending', providerRefundId: null, idempotencyKey, updatedAt: sql`now()` })
    .where(eq(refunds.id, id))
    .returning();
  if (!row) throw new Error('refund update failed');
  return row;
}

export async function countPendingCancellations(db: Db) {
  const [row] = await db
    .select({ n: count() })
    .from(appointments)
    .where(and(eq(appointments.cancellationStatus, 'pending'), eq(appointments.cancelled, false)));
  return row?.n ?? 0;
}

export async function countFailedRefunds(db: Db) {
  const [row] = await db.select({ n: count() }).from(refunds).where(eq(refunds.status, 'failed'));
  return row?.n ?? 0;
}

/** Paid bookings and their booking fees, per IST day of booking. */
export async function bookingsPerDay(db: Db, since: Date) {
  const day = istDay(appointments.createdAt);
  return db
    .select({
      day,
      bookings: count(),
      feePaise: sum(appointments.bookingFeePaise).mapWith(Number),
    })
    .from(appointments)
    .where(and(eq(appointments.payment, 'paid'), gte(appointments.createdAt, since)))
    .groupBy(day);
}

/** Refunded amounts per IST day the refund was decided (any state but failed). */
export async function refundsPerDay(db: Db, since: Date) {
  const day = istDay(sql`${refunds.createdAt}`);
  return db
    .select({ day, paise: sum(refunds.amountPaise).mapWith(Number) })
    .from(refunds)
    .where(and(sql`${refunds.status} <> 'failed'`, gte(refunds.createdAt, since)))
    .groupBy(day);
}
