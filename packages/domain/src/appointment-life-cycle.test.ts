import { describe, expect, it } from 'vitest';
import {
  allowedMoves,
  isExpiredReservation,
  lifeCycle,
  refusal,
  REFUSALS,
  verdict,
  type AppointmentState,
} from './appointment-life-cycle';
import { MOVE_REFUSALS } from './appointment-moves';

const NOW = new Date('2026-03-10T06:00:00.000Z');
const LATER = new Date('2026-03-12T04:30:00.000Z');
const EARLIER = new Date('2026-03-09T04:30:00.000Z');

const paid: AppointmentState = {
  payment: 'paid',
  reservationExpiresAt: null,
  startsAt: LATER,
  cancelled: false,
  isApproved: false,
  isCompleted: false,
  sessionStatus: null,
  cancellationStatus: null,
  cancellationRequestedBy: null,
};
const accepted: AppointmentState = { ...paid, isApproved: true };
const reservation: AppointmentState = {
  ...paid,
  payment: 'unpaid',
  reservationExpiresAt: new Date(NOW.getTime() + 60_000),
};

describe('the client', () => {
  it('cancels a live reservation directly, a paid booking only by request', () => {
    expect(refusal('client', 'cancel', reservation, NOW)).toBeNull();
    expect(refusal('client', 'cancel', reservation, LATER)).toBe(REFUSALS.reservationExpired);
    expect(refusal('client', 'cancel', paid, NOW)).toBe(REFUSALS.paidUseRequest);
    expect(refusal('client', 'request-cancellation', paid, NOW)).toBeNull();
    expect(refusal('client', 'request-cancellation', reservation, NOW)).toBe(
      REFUSALS.unpaidCancelDirectly,
    );
    expect(refusal('client', 'request-cancellation', { ...paid, startsAt: NOW }, NOW)).toBe(
      REFUSALS.sessionStarted,
    );
    expect(isExpiredReservation(reservation, NOW)).toBe(false);
    expect(isExpiredReservation(reservation, reservation.reservationExpiresAt!)).toBe(true);
  });

  it("asks again after the therapist's request was rejected, never after their own", () => {
    const own = {
      ...paid,
      cancellationStatus: 'rejected',
      cancellationRequestedBy: 'user',
    } as const;
    const theirs = { ...own, cancellationRequestedBy: 'therapist' } as const;
    expect(refusal('client', 'request-cancellation', own, NOW)).toBe(REFUSALS.requestDecided);
    expect(refusal('client', 'request-cancellation', theirs, NOW)).toBeNull();
    expect(refusal('admin', 'request-cancellation', own, NOW)).toBeNull();
  });
});

describe('the therapist', () => {
  it('accepts or declines a paid booking before it starts, then may ask to cancel it', () => {
    expect(allowedMoves('therapist', paid, NOW)).toEqual(['accept', 'decline', 'propose-times']);
    expect(allowedMoves('therapist', accepted, NOW)).toEqual([
      'request-cancellation',
      'propose-times',
    ]);
    expect(allowedMoves('therapist', reservation, NOW)).toEqual([]);
    expect(allowedMoves('therapist', { ...accepted, cancellationStatus: 'pending' }, NOW)).toEqual(
      [],
    );
  });

  it('may not do through the API what the dashboard never offered', () => {
    const started = { ...paid, startsAt: EARLIER };
    expect(refusal('therapist', 'accept', started, NOW)).toBe(REFUSALS.startedNotAccepted);
    expect(refusal('admin', 'confirm', started, NOW)).toBeNull();
    expect(refusal('therapist', 'complete', started, NOW)).toBe(REFUSALS.notAccepted);
    expect(refusal('therapist', 'request-cancellation', paid, NOW)).toBe(REFUSALS.notAccepted);
    expect(refusal('admin', 'request-cancellation', paid, NOW)).toBeNull();
  });
});

describe('marking a session', () => {
  const start = accepted.startsAt.getTime();
  const at = (minutes: number) => new Date(start + minutes * 60_000);

  it('names a session that has not started by its start in IST, never the raw UTC instant', () => {
    const upcoming = { ...accepted, startsAt: new Date('2026-11-26T02:30:00.000Z') };
    expect(refusal('admin', 'complete', upcoming, new Date('2026-11-25T06:00:00.000Z'))).toBe(
      'This session has not taken place yet (it starts at Thu, 26 Nov 2026, 8:00 AM IST).',
    );
  });

  it('not attended only from 15 minutes after the start, completed from 45', () => {
    expect(verdict('therapist', 'not-attended', accepted, at(14.99))).toEqual({
      allowed: false,
      reason:
        'This session can be marked not attended from 15 minutes after its start (Thu, 12 Mar 2026, 10:15 AM IST).',
      from: at(15),
    });
    expect(refusal('therapist', 'not-attended', accepted, at(15))).toBeNull();
    expect(verdict('admin', 'complete', accepted, at(44))).toEqual({
      allowed: false,
      reason:
        'This session can be marked completed from 45 minutes after its start (Thu, 12 Mar 2026, 10:45 AM IST).',
      from: at(45),
    });
    expect(refusal('admin', 'complete', accepted, at(45))).toBeNull();
    expect(allowedMoves('therapist', accepted, at(30))).toEqual(['not-attended']);
  });

  it('before the start, says it has not taken place yet', () => {
    expect(verdict('therapist', 'complete', accepted, at(-1))).toMatchObject({
      allowed: false,
      reason: expect.stringMatching(/^This session has not taken place yet/),
      from: at(45),
    });
  });
});

describe('the admin team', () => {
  const pending = { ...paid, cancellationStatus: 'pending' } as const;

  it('approves or rejects a pending request only', () => {
    expect(refusal('admin', 'approve-cancellation', pending, NOW)).toBeNull();
    expect(refusal('admin', 'reject-cancellation', pending, NOW)).toBeNull();
    expect(refusal('admin', 'approve-cancellation', paid, NOW)).toBe(REFUSALS.noPendingRequest);
    expect(
      refusal('admin', 'reject-cancellation', { ...paid, cancellationStatus: 'approved' }, NOW),
    ).toBe(REFUSALS.cancellationApproved);
  });

  it('confirms a paid appointment once and marks it once it took place', () => {
    expect(refusal('admin', 'confirm', paid, NOW)).toBeNull();
    expect(refusal('admin', 'confirm', accepted, NOW)).toBe(REFUSALS.alreadyConfirmed);
    expect(refusal('admin', 'confirm', reservation, NOW)).toBe(REFUSALS.notPaid);
    const past = { ...paid, startsAt: EARLIER };
    expect(refusal('admin', 'complete', past, NOW)).toBeNull();
    expect(refusal('admin', 'complete', paid, NOW)).toMatch(/has not taken place yet/);
    expect(refusal('admin', 'not-attended', { ...past, cancellationStatus: 'pending' }, NOW)).toBe(
      REFUSALS.decidePendingFirst,
    );
    expect(refusal('admin', 'not-attended', { ...past, isCompleted: true }, NOW)).toBe(
      REFUSALS.markedCompleted,
    );
  });

  it('cancels a paid booking on its own until it is marked, also once started or requested', () => {
    const past = { ...paid, startsAt: EARLIER };
    expect(refusal('admin', 'cancel', paid, NOW)).toBeNull();
    expect(refusal('admin', 'cancel', accepted, NOW)).toBeNull();
    expect(refusal('admin', 'cancel', past, NOW)).toBeNull();
    expect(refusal('admin', 'cancel', pending, NOW)).toBeNull();
    expect(refusal('admin', 'cancel', { ...paid, cancellationStatus: 'rejected' }, NOW)).toBeNull();
    expect(refusal('admin', 'cancel', { ...paid, cancelled: true }, NOW)).toBe(
      REFUSALS.alreadyCancelled,
    );
    expect(refusal('admin', 'cancel', { ...past, isCompleted: true }, NOW)).toBe(
      REFUSALS.completed,
    );
    expect(refusal('admin', 'cancel', { ...past, sessionStatus: 'not-attended' }, NOW)).toBe(
      REFUSALS.notAttended,
    );
    expect(refusal('admin', 'cancel', reservation, NOW)).toBe(REFUSALS.teamCancelUnpaid);
  });
});

describe('the answer for every role', () => {
  it('lists each move of a role in order, with its verdict', () => {
    expect(lifeCycle('client', paid, NOW)).toEqual([
      { move: 'cancel', verdict: { allowed: false, reason: REFUSALS.paidUseRequest } },
      { move: 'request-cancellation', verdict: { allowed: true } },
      { move: 'reschedule', verdict: { allowed: true } },
      { move: 'respond-proposal', verdict: { allowed: false, reason: MOVE_REFUSALS.noProposal } },
    ]);
    expect(verdict('therapist', 'decline', accepted, NOW)).toEqual({
      allowed: false,
      reason: REFUSALS.alreadyAccepted,
    });
  });
});
