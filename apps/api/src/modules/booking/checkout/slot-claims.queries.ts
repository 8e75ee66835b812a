import { and, eq, gt, gte, inArray, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import { lockForTransaction, type Db, type Tx } from '../../../db/client';
import { appointments, slotHolds, slotVersions } from '../booking.schema';

type Handle = Db | Tx;
export type HoldRow = typeof slotHolds.$inferSelect;

/**
 * Claims a slot (decision 0002) in one statement: inserts the claim, or takes over the slot's
 * expired claim in place (a new id, as if deleted and inserted). The unique key on
 * (therapist, start) lets exactly one concurrent claimant win; the others, and anyone finding a
 * live claim, get null.
 */
export async function claimSlot(
  tx: Tx,
  c: {
    therapistId: string;
    startsAt: Date;
    clientId: string;
    kind: 'payment' | 'reservation' | 'booking';
    expiresAt: Date | null;
    now: Date;
  },
): Promise<HoldRow | null> {
  await lockTherapistSlots(tx, c.therapistId);
  const [row] = await tx
    .insert(slotHolds)
    .values({
      therapistId: c.therapistId,
      startsAt: c.startsAt,
      clientId: c.clientId,
      kind: c.kind,
      expiresAt: c.expiresAt,
    })
    .onConflictDoUpdate({
      target: [slotHolds.therapistId, slotHolds.startsAt],
      set: {
        id: sql`excluded.id`,
        clientId: c.clientId,
        kind: c.kind,
        appointmentId: null,
        expiresAt: c.expiresAt,
        createdAt: sql`now()`,
      },
      setWhere: lte(slotHolds.expiresAt, c.now),
    })
    .returning();
  return row ?? null;
}

/**
 * Takes the therapist's slot version row before claiming: every write to their claims moves it
 * (a trigger, after the write), so a claimant that held a slot's key first and then waited for this
 * row could deadlock with a series claiming several weeks, which holds this row and waits for that
 * key. Taken first, claimants of one therapist go one after another. The version stays as it is.
 */
async function lockTherapistSlots(tx: Tx, therapistId: string) {
  await tx
    .insert(slotVersions)
    .values({ therapistId, version: sql`nextval('slot_version_seq')` })
    .onConflictDoUpdate({
      target: slotVersions.therapistId,
      set: { version: sql`${slotVersions}.version` },
    });
}

/** The client's live payment hold with this therapist: on the given start, or on any. */
export async function findLivePaymentHold(
  db: Handle,
  h: { therapistId: string; startsAt?: Date; clientId: string; now: Date },
) {
  const [row] = await db
    .select()
    .from(slotHolds)
    .where(
      and(
        eq(slotHolds.therapistId, h.therapistId),
        h.startsAt ? eq(slotHolds.startsAt, h.startsAt) : undefined,
        eq(slotHolds.clientId, h.clientId),
        eq(slotHolds.kind, 'payment'),
        gt(slotHolds.expiresAt, h.now),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function deleteHold(db: Handle, holdId: string) {
  await deletePaymentHolds(db, [holdId]);
}

/**
 * Turns our own payment hold into a permanent claim; null when someone else took it meanwhile.
 * The therapist's slot version row is taken first, as every claimant takes it (lockTherapistSlots).
 */
export async function confirmHold(
  tx: Tx,
  h: { holdId: string; therapistId: string },
): Promise<string | null> {
  await lockTherapistSlots(tx, h.therapistId);
  const [row] = await tx
    .update(slotHolds)
    .set({ kind: 'booking', expiresAt: null })
    .where(and(eq(slotHolds.id, h.holdId), eq(slotHolds.kind, 'payment')))
    .returning({ id: slotHolds.id });
  return row?.id ?? null;
}

export async function linkClaim(tx: Tx, claimId: string, appointmentId: string) {
  await tx.update(slotHolds).set({ appointmentId }).where(eq(slotHolds.id, claimId));
}

/** Locks the appointment row: a payment and the expiry sweep of one reservation run in turn. */
/** Turns the reservation's own claim, live or expired, into a permanent one; null when gone. */
export async function confirmReservationHold(
  tx: Tx,
  r: { appointmentId: string; therapistId: string },
) {
  await lockTherapistSlots(tx, r.therapistId);
  const [row] = await tx
    .update(slotHolds)
    .set({ kind: 'booking', expiresAt: null })
    .where(and(eq(slotHolds.appointmentId, r.appointmentId), eq(slotHolds.kind, 'reservation')))
    .returning({ id: slotHolds.id });
  return row?.id ?? null;
}

/** Deletes the dead reservation claims of these appointments (a live or paid claim stays). */
export async function deleteDeadReservationHolds(tx: Tx, appointmentIds: string[], now: Date) {
  if (appointmentIds.length === 0) return;
  await tx
    .delete(slotHolds)
    .where(
      and(
        inArray(slotHolds.appointmentId, appointmentIds),
        eq(slotHolds.kind, 'reservation'),
        lte(slotHolds.expiresAt, now),
      ),
    );
}

/** Drops whatever claim a reservation still has (it was cancelled or can no longer be kept). */
export async function releaseReservationHolds(tx: Tx, appointmentId: string) {
  await tx
    .delete(slotHolds)
    .where(and(eq(slotHolds.appointmentId, appointmentId), eq(slotHolds.kind, 'reservation')));
}

/** Frees the slot of an appointment: deletes every claim it holds. */
export async function releaseSlot(tx: Tx, appointmentId: string) {
  await tx.delete(slotHolds).where(eq(slotHolds.appointmentId, appointmentId));
}

/** A client's own live payment hold, as the read of taken slots returns it. */
export interface OwnPaymentHold {
  id: string;
  startsAt: Date;
  expiresAt: Date;
}

/**
 * Start instants in [from, to) claimed by a live claim (decision 0002) or an active paid
 * appointment, and when the first of those claims expires (the answer changes then without a
 * write). `exceptPaymentHoldsOf` leaves out that client's own payment holds, which come back
 * apart (an order needs them too) in the same statement.
 */
type TakenQuery = { from: Date; to: Date; now: Date; exceptPaymentHoldsOf?: string };

/** Live holds and paid, active appointments of these therapists starting in [from, to). */
function takenRows(db: Db, therapistIds: string[], q: TakenQuery) {
  const own = q.exceptPaymentHoldsOf;
  // One statement for both sources: this runs on every slot check and every order.
  return db
    .select({
      id: slotHolds.id,
      therapistId: slotHolds.therapistId,
      startsAt: slotHolds.startsAt,
      expiresAt: slotHolds.expiresAt,
      ownPayment: own
        ? sql<boolean>`(${slotHolds.clientId} = ${own} and ${slotHolds.kind} = 'payment')`
        : sql<boolean>`false`,
    })
    .from(slotHolds)
    .where(
      and(
        inArray(slotHolds.therapistId, therapistIds),
        gte(slotHolds.startsAt, q.from),
        lt(slotHolds.startsAt, q.to),
        or(isNull(slotHolds.expiresAt), gt(slotHolds.expiresAt, q.now)),
      ),
    )
    .unionAll(
      db
        .select({
          id: appointments.id,
          therapistId: appointments.therapistId,
          startsAt: appointments.startsAt,
          expiresAt: sql<Date | null>`null::timestamptz`,
          ownPayment: sql<boolean>`false`,
        })
        .from(appointments)
        .where(
          and(
            inArray(appointments.therapistId, therapistIds),
            gte(appointments.startsAt, q.from),
            lt(appointments.startsAt, q.to),
            eq(appointments.cancelled, false),
            eq(appointments.payment, 'paid'),
          ),
        ),
    );
}

type TakenRow = Awaited<ReturnType<typeof takenRows>>[number];

function takenOf(rows: TakenRow[]) {
  const others = rows.filter((r) => !r.ownPayment);
  const expiries = others.flatMap((h) => (h.expiresAt ? [h.expiresAt.getTime()] : []));
  return {
    starts: others.map((r) => r.startsAt),
    firstExpiry: expiries.length > 0 ? new Date(Math.min(...expiries)) : null,
    ownPaymentHolds: rows.flatMap((r) =>
      r.ownPayment && r.expiresAt
        ? [{ id: r.id, startsAt: r.startsAt, expiresAt: r.expiresAt }]
        : [],
    ),
  };
}

export async function takenStarts(
  db: Db,
  q: TakenQuery & { therapistId: string },
): Promise<{ starts: Date[]; firstExpiry: Date | null; ownPaymentHolds: OwnPaymentHold[] }> {
  return takenOf(await takenRows(db, [q.therapistId], q));
}

/** The same for many therapists in one statement (the availability read model's batches). */
export async function takenStartsOfMany(db: Db, therapistIds: string[], q: TakenQuery) {
  const rows = therapistIds.length > 0 ? await takenRows(db, therapistIds, q) : [];
  const byTherapist = new Map<string, TakenRow[]>(therapistIds.map((id) => [id, []]));
  for (const r of rows) byTherapist.get(r.therapistId)?.push(r);
  return new Map([...byTherapist].map(([id, mine]) => [id, takenOf(mine)]));
}

/**
 * Makes one client's claims take turns until the transaction ends. Without it, concurrent orders
 * of one client each insert a hold and delete the others they can see (neither sees the other's
 * uncommitted hold, so both survive), and concurrent reservations each count the same earlier ones.
 */
export async function lockClientClaims(tx: Tx, clientId: string) {
  await lockForTransaction(tx, `slot-claims:${clientId}`);
}

/**
 * One live payment hold per client: a new one releases the client's others (`keepHoldId`), and a
 * series' new order, or a single session's order replacing a series, releases them all.
 */
export async function releaseOtherPaymentHolds(tx: Tx, clientId: string, keepHoldId?: string) {
  await tx
    .delete(slotHolds)
    .where(
      and(
        eq(slotHolds.clientId, clientId),
        eq(slotHolds.kind, 'payment'),
        keepHoldId ? ne(slotHolds.id, keepHoldId) : undefined,
      ),
    );
}

export async function deletePaymentHolds(db: Handle, holdIds: string[]) {
  if (holdIds.length === 0) return;
  await db
    .delete(slotHolds)
    .where(and(inArray(slotHolds.id, holdIds), eq(slotHolds.kind, 'payment')));
}

/** How many of these payment holds are still live at `now`. */
export async function countLivePaymentHolds(db: Handle, holdIds: string[], now: Date) {
  if (holdIds.length === 0) return 0;
  const rows = await db
    .select({ id: slotHolds.id })
    .from(slotHolds)
    .where(
      and(
        inArray(slotHolds.id, holdIds),
        eq(slotHolds.kind, 'payment'),
        gt(slotHolds.expiresAt, now),
      ),
    );
  return rows.length;
}
