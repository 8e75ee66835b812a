import { describe, expect, it } from 'vitest';
import {
  cancellationRequestRefusal,
  CLIENT_REFUSALS,
  decisionRefusal,
  directCancelRefusal,
  isExpiredReservation,
  type AppointmentFacts,
} from './appointment-rules';

const NOW = new Date('2026-03-10T06:00:00.000Z');
const LATER = new Date('2026-03-12T04:30:00.000Z');
const EARLIER = new Date('2026-03-09T04:30:00.000Z');

const paid: AppointmentFacts = {
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
const reservation: AppointmentFacts = {
  ...paid,
  payment: 'unpaid',
  reservationExpiresAt: new Date(NOW.getTime() + 60_000),
};

describe('reservations', () => {
  it('expire at their end instant, not a millisecond later', () => {
    expect(isExpiredReservation(reservation, NOW)).toBe(false);
    expect(isExpiredReservation(reservation, reservation.reservationExpiresAt!)).toBe(true);
    expect(isExpiredReservation(paid, NOW)).toBe(false);
    expect(isExpiredReservation({ ...reservation, cancelled: true }, LATER)).toBe(false);
  });

  it('are cancelled directly while live; paid and cancelled ones are refused', () => {
    expect(directCancelRefusal(reservation, NOW)).toBeNull();
    expect(directCancelRefusal(reservation, LATER)).toBe(CLIENT_REFUSALS.reservationExpired);
    expect(directCancelRefusal(paid, NOW)).toBe(CLIENT_REFUSALS.paidUseRequest);
    expect(directCancelRefusal({ ...reservation, cancelled: true }, NOW)).toBe(
      CLIENT_REFUSALS.alreadyCancelled,
    );
  });
});

describe('cancellation requests', () => {
  it('are open to paid, upcoming, undecided appointments only', () => {
    expect(cancellationRequestRefusal(paid, NOW, 'user')).toBeNull();
    expect(cancellationRequestRefusal(reservation, NOW, 'user')).toBe(
      CLIENT_REFUSALS.unpaidCancelDirectly,
    );
    expect(cancellationRequestRefusal({ ...paid, isCompleted: true }, NOW, 'user')).toBe(
      CLIENT_REFUSALS.completed,
    );
    expect(
      cancellationRequestRefusal({ ...paid, sessionStatus: 'not-attended' }, NOW, 'user'),
    ).toBe(CLIENT_REFUSALS.notAttended);
    expect(
      cancellationRequestRefusal({ ...paid, cancellationStatus: 'pending' }, NOW, 'therapist'),
    ).toBe(CLIENT_REFUSALS.requestPending);
    expect(cancellationRequestRefusal({ ...paid, startsAt: NOW }, NOW, 'user')).toBe(
      CLIENT_REFUSALS.sessionStarted,
    );
  });

  it("after the client's own request was rejected: the client may not ask again, the therapist may", () => {
    const rejected = {
      ...paid,
      cancellationStatus: 'rejected' as const,
      cancellationRequestedBy: 'user' as const,
    };
    expect(cancellationRequestRefusal(rejected, NOW, 'user')).toBe(CLIENT_REFUSALS.requestDecided);
    expect(cancellationRequestRefusal(rejected, NOW, 'therapist')).toBeNull();
  });

  it("after the therapist's request was rejected: both may ask", () => {
    const rejected = {
      ...paid,
      cancellationStatus: 'rejected' as const,
      cancellationRequestedBy: 'therapist' as const,
    };
    expect(cancellationRequestRefusal(rejected, NOW, 'user')).toBeNull();
    expect(cancellationRequestRefusal(rejected, NOW, 'therapist')).toBeNull();
    expect(cancellationRequestRefusal({ ...rejected, startsAt: NOW }, NOW, 'user')).toBe(
      CLIENT_REFUSALS.sessionStarted,
    );
  });
});

describe('admin decisions', () => {
  const pending = { ...paid, cancellationStatus: 'pending' as const };

  it('approve and reject need a pending request', () => {
    expect(decisionRefusal('approve', pending, NOW)).toBeNull();
    expect(decisionRefusal('reject', pending, NOW)).toBeNull();
    expect(decisionRefusal('approve', paid, NOW)).toMatch(/no pending cancellation request/);
    expect(decisionRefusal('reject', { ...paid, cancellationStatus: 'approved' }, NOW)).toBe(
      'This cancellation was already approved.',
    );
  });

  it('confirm a paid appointment once', () => {
    expect(decisionRefusal('confirm', paid, NOW)).toBeNull();
    expect(decisionRefusal('confirm', { ...paid, isApproved: true }, NOW)).toMatch(/already/);
    expect(decisionRefusal('confirm', reservation, NOW)).toBe('This appointment is not paid.');
  });

  it('complete and not-attended only after the session, with no request pending', () => {
    const past = { ...paid, startsAt: EARLIER };
    expect(decisionRefusal('complete', past, NOW)).toBeNull();
    expect(decisionRefusal('not-attended', past, NOW)).toBeNull();
    expect(decisionRefusal('complete', paid, NOW)).toMatch(/has not taken place yet/);
    expect(
      decisionRefusal('not-attended', { ...past, cancellationStatus: 'pending' }, NOW),
    ).toMatch(/approve or reject it first/);
    expect(decisionRefusal('complete', { ...past, cancelled: true }, NOW)).toBe(
      'This appointment is cancelled.',
    );
    expect(decisionRefusal('not-attended', { ...past, isCompleted: true }, NOW)).toMatch(
      /already marked completed/,
    );
  });
});
