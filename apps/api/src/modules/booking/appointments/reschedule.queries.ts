import { and, eq, gt, inArray, lte, ne, sql } from 'drizzle-orm';
import type { SlotChoice } from '@app/domain/schemas/reschedule';
import type { Db, Tx } from '../../../db/client';
import { appointments, rescheduleProposals, slotHolds } from '../booking.schema';
import { claimSlot, linkClaim } from '../checkout/slot-claims.queries';

type Handle = Db | Tx;
export type ProposalRow = typeof rescheduleProposals.$inferSelect;

/**
 * Moves a booking in the caller's transaction: claims the new slot under the same unique key a
 * booking claims it with (decision 0002), and only once that claim is won frees the old one and
 * writes the new time. Null when the new slot is taken or held: nothing changed.
 */
export async function moveAppointment(
  tx: Tx,
  m: {
    appointmentId: string;
    clientId: string;
    therapistId: string;
    startsAt: Date;
    slot: SlotChoice;
    sessionType: 'online' | 'in-person';
    /** The client's own move counts towards their two. */
    clientMove: boolean;
    now: Date;
  },
) {
  const claim = await claimSlot(tx, {
    therapistId: m.therapistId,
    startsAt: m.startsAt,
    clientId: m.clientId,
    kind: 'booking',
    expiresAt: null,
    now: m.now,
  });
  if (!claim) return null;
  await tx
    .delete(slotHolds)
    .where(and(eq(slotHolds.appointmentId, m.appointmentId), ne(slotHolds.id, claim.id)));
  await linkClaim(tx, claim.id, m.appointmentId);
  const [row] = await tx
    .update(appointments)
    .set({
      startsAt: m.startsAt,
      slotDate: m.slot.slotDate,
      slotTime: m.slot.slotTime,
      sessionType: m.sessionType,
      rescheduleCount: m.clientMove
        ? sql`${appointments.rescheduleCount} + 1`
        : appointments.rescheduleCount,
      inviteSequence: sql`${appointments.inviteSequence} + 1`,
      updatedAt: m.now,
    })
    .where(eq(appointments.id, m.appointmentId))
    .returning();
  if (!row) throw new Error('appointment move failed');
  return row;
}

/** A cancellation's invite goes out with the next sequence number; answers it. */
export async function nextInviteSequence(tx: Tx, appointmentId: string) {
  const [row] = await tx
    .update(appointments)
    .set({ inviteSequence: sql`${appointments.inviteSequence} + 1` })
    .where(eq(appointments.id, appointmentId))
    .returning({ sequence: appointments.inviteSequence });
  return row?.sequence ?? 1;
}

/** Records a proposal; null when one is already pending for the appointment. */
export async function insertProposal(
  tx: Tx,
  p: { appointmentId: string; slots: SlotChoice[]; lapsesAt: Date },
) {
  const [row] = await tx
    .insert(rescheduleProposals)
    .values({ appointmentId: p.appointmentId, slots: p.slots, lapsesAt: p.lapsesAt })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

/** The appointments' proposals still waiting for an answer at `now`. */
export async function pendingProposals(db: Handle, appointmentIds: string[], now: Date) {
  if (appointmentIds.length === 0) return [];
  return db
    .select()
    .from(rescheduleProposals)
    .where(
      and(
        inArray(rescheduleProposals.appointmentId, appointmentIds),
        eq(rescheduleProposals.status, 'pending'),
        gt(rescheduleProposals.lapsesAt, now),
      ),
    );
}

/** Whether the appointment has a proposal of new times still open (not yet answered or lapsed). */
export async function hasOpenProposal(db: Handle, appointmentId: string) {
  const [row] = await db
    .select({ id: rescheduleProposals.id })
    .from(rescheduleProposals)
    .where(
      and(
        eq(rescheduleProposals.appointmentId, appointmentId),
        eq(rescheduleProposals.status, 'pending'),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Closes the appointment's pending proposal as accepted, declined or lapsed; null when none is. */
export async function closeProposal(
  tx: Tx,
  appointmentId: string,
  status: 'accepted' | 'declined' | 'lapsed',
  now: Date,
) {
  const [row] = await tx
    .update(rescheduleProposals)
    .set({ status, decidedAt: now })
    .where(
      and(
        eq(rescheduleProposals.appointmentId, appointmentId),
        eq(rescheduleProposals.status, 'pending'),
      ),
    )
    .returning();
  return row ?? null;
}

/**
 * Marks up to `limit` unanswered proposals past their lapse time lapsed and answers them with
 * their appointment; rows another sweep is handling are skipped, so each lapses once.
 */
export async function lapseDueProposals(tx: Tx, now: Date, limit: number) {
  const due = and(
    eq(rescheduleProposals.status, 'pending'),
    lte(rescheduleProposals.lapsesAt, now),
  );
  const ids = tx
    .select({ id: rescheduleProposals.id })
    .from(rescheduleProposals)
    .where(due)
    .limit(limit)
    .for('update', { skipLocked: true });
  const lapsed = await tx
    .update(rescheduleProposals)
    .set({ status: 'lapsed', decidedAt: now })
    .where(and(inArray(rescheduleProposals.id, ids), due))
    .returning({ appointmentId: rescheduleProposals.appointmentId });
  if (lapsed.length === 0) return [];
  return tx
    .select()
    .from(appointments)
    .where(
      inArray(
        appointments.id,
        lapsed.map((l) => l.appointmentId),
      ),
    );
}
