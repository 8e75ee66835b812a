import { describe, expect, it } from 'vitest';
import { allowedMoves, refusal, REFUSALS, type AppointmentState } from './appointment-life-cycle';
import { farEnoughToMoveTo, MOVE_REFUSALS, moveDeadline } from './appointment-moves';

const HOUR = 3_600_000;
const NOW = new Date('2026-03-10T06:00:00.000Z');
const at = (hoursFromNow: number) => new Date(NOW.getTime() + hoursFromNow * HOUR);

const booking: AppointmentState = {
  payment: 'paid',
  reservationExpiresAt: null,
  startsAt: at(48),
  cancelled: false,
  isApproved: true,
  isCompleted: false,
  sessionStatus: null,
  cancellationStatus: null,
  cancellationRequestedBy: null,
};

describe("the client's move", () => {
  it('is allowed on a paid booking, accepted or still waiting for acceptance', () => {
    expect(refusal('client', 'reschedule', booking, NOW)).toBeNull();
    expect(refusal('client', 'reschedule', { ...booking, isApproved: false }, NOW)).toBeNull();
  });

  it('ends 12 hours before the start', () => {
    const soon = { ...booking, startsAt: at(12) };
    expect(refusal('client', 'reschedule', { ...booking, startsAt: at(12.01) }, NOW)).toBeNull();
    expect(refusal('client', 'reschedule', soon, NOW)).toBe(MOVE_REFUSALS.tooLate);
    expect(moveDeadline(soon.startsAt)).toEqual(NOW);
  });

  it('is allowed twice, never a third time', () => {
    expect(refusal('client', 'reschedule', { ...booking, rescheduleCount: 1 }, NOW)).toBeNull();
    expect(refusal('client', 'reschedule', { ...booking, rescheduleCount: 2 }, NOW)).toBe(
      MOVE_REFUSALS.movedTwice,
    );
  });

  it('is refused on unpaid, cancelled, marked, started and cancellation-pending bookings', () => {
    const cases: [Partial<AppointmentState>, string][] = [
      [{ payment: 'unpaid', reservationExpiresAt: at(1) }, REFUSALS.notPaid],
      [{ cancelled: true }, REFUSALS.cancelled],
      [{ isCompleted: true }, REFUSALS.markedCompleted],
      [{ sessionStatus: 'not-attended' }, REFUSALS.markedNotAttended],
      [{ startsAt: at(-0.5) }, MOVE_REFUSALS.started],
      [{ cancellationStatus: 'pending' }, MOVE_REFUSALS.cancellationPending],
    ];
    for (const [change, reason] of cases)
      expect(refusal('client', 'reschedule', { ...booking, ...change }, NOW)).toBe(reason);
  });

  it('waits for the answer to a pending proposal', () => {
    const proposed = { ...booking, proposalPending: true };
    expect(refusal('client', 'reschedule', proposed, NOW)).toBe(MOVE_REFUSALS.proposalWaiting);
    expect(allowedMoves('client', proposed, NOW)).toEqual([
      'request-cancellation',
      'respond-proposal',
    ]);
  });
});

describe("the therapist's proposal", () => {
  it('is one at a time, up to 12 hours before the start, pending or accepted', () => {
    expect(refusal('therapist', 'propose-times', booking, NOW)).toBeNull();
    expect(refusal('therapist', 'propose-times', { ...booking, isApproved: false }, NOW)).toBe(
      null,
    );
    expect(refusal('therapist', 'propose-times', { ...booking, proposalPending: true }, NOW)).toBe(
      MOVE_REFUSALS.alreadyProposed,
    );
    expect(refusal('therapist', 'propose-times', { ...booking, startsAt: at(11) }, NOW)).toBe(
      MOVE_REFUSALS.tooLate,
    );
  });

  it('does not use up the client’s own moves', () => {
    const movedTwice = { ...booking, rescheduleCount: 2 };
    expect(refusal('therapist', 'propose-times', movedTwice, NOW)).toBeNull();
  });

  it('is answered until it lapses 12 hours before the original start', () => {
    const proposed = { ...booking, proposalPending: true };
    expect(refusal('client', 'respond-proposal', proposed, NOW)).toBeNull();
    expect(refusal('client', 'respond-proposal', booking, NOW)).toBe(MOVE_REFUSALS.noProposal);
    expect(refusal('client', 'respond-proposal', { ...proposed, startsAt: at(6) }, NOW)).toBe(
      MOVE_REFUSALS.proposalLapsed,
    );
  });
});

describe("the team's move", () => {
  it('has no count or notice limit, only an open booking that has not started', () => {
    const late = { ...booking, startsAt: at(1), rescheduleCount: 2 };
    expect(refusal('admin', 'reschedule', late, NOW)).toBeNull();
    expect(refusal('admin', 'reschedule', { ...late, startsAt: at(0) }, NOW)).toBe(
      MOVE_REFUSALS.started,
    );
    expect(refusal('admin', 'reschedule', { ...booking, cancelled: true }, NOW)).toBe(
      REFUSALS.cancelled,
    );
  });
});

describe('the new time', () => {
  it('is at least 12 hours away', () => {
    expect(farEnoughToMoveTo(at(12), NOW)).toBe(true);
    expect(farEnoughToMoveTo(at(11.9), NOW)).toBe(false);
  });
});
