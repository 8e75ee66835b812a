import { describe, expect, it } from 'vitest';
import { istInstant, type IstDate } from './ist';
import {
  acceptanceDeadline,
  isRoomOpen,
  lifeCycleStateOf,
  sessionFactsOf,
  therapistTab,
  weeklyTotals,
  type TherapistSessionFacts,
} from './therapist-sessions';
import { fromTimeSlots, toTimeSlots } from './weekly-hours';

const H = 3_600_000;
const at = (iso: string) => new Date(iso);

describe('acceptanceDeadline', () => {
  it('is 24 hours after booking for a session days away', () => {
    const booked = at('2026-11-20T10:00:00Z');
    expect(acceptanceDeadline(booked, at('2026-11-25T10:00:00Z'))).toEqual(
      new Date(booked.getTime() + 24 * H),
    );
  });
  it('leaves 12 hours to rebook when the session is within a day and a half', () => {
    const start = at('2026-11-21T10:00:00Z');
    expect(acceptanceDeadline(at('2026-11-20T12:00:00Z'), start)).toEqual(
      new Date(start.getTime() - 12 * H),
    );
  });
  it('gives a short-notice booking one hour, never past the start', () => {
    const booked = at('2026-11-20T10:00:00Z');
    expect(acceptanceDeadline(booked, at('2026-11-20T15:00:00Z'))).toEqual(
      new Date(booked.getTime() + H),
    );
    const soon = at('2026-11-20T10:30:00Z');
    expect(acceptanceDeadline(booked, soon)).toEqual(soon);
  });
});

describe('session rooms and actions', () => {
  const start = at('2026-11-20T10:00:00Z');
  it('opens the room 10 minutes before the start until the hour ends', () => {
    expect(isRoomOpen(start, at('2026-11-20T09:49:59Z'))).toBe(false);
    expect(isRoomOpen(start, at('2026-11-20T09:50:00Z'))).toBe(true);
    expect(isRoomOpen(start, at('2026-11-20T10:59:59Z'))).toBe(true);
    expect(isRoomOpen(start, at('2026-11-20T11:00:00Z'))).toBe(false);
  });

  const base: TherapistSessionFacts = {
    startsAt: start,
    paid: true,
    cancelled: false,
    isApproved: false,
    isCompleted: false,
    notAttended: false,
    cancellationPending: false,
  };
  const before = at('2026-11-19T10:00:00Z');
  const during = at('2026-11-20T10:30:00Z');
  it('sorts into upcoming, past and cancelled', () => {
    expect(therapistTab(base, before)).toBe('upcoming');
    expect(therapistTab(base, during)).toBe('upcoming');
    expect(therapistTab(base, at('2026-11-20T11:00:00Z'))).toBe('past');
    expect(therapistTab({ ...base, isCompleted: true }, before)).toBe('past');
    expect(therapistTab({ ...base, cancelled: true }, during)).toBe('cancelled');
  });
});

describe('weeklyTotals', () => {
  const now = istInstant({ year: 2026, month: 11, day: 25 }, '12:00'); // a Wednesday
  const session = (day: IstDate, time: string, feeRupees: number, accepted = true) => ({
    startsAt: istInstant(day, time),
    feeRupees,
    bookingFeePaise: 9900,
    accepted,
  });

  it('counts accepted sessions per IST week, 12 weeks back and 5 ahead', () => {
    const weeks = weeklyTotals(
      [
        // Monday 00:30 IST is still Sunday in UTC: it belongs to the new week.
        session({ year: 2026, month: 11, day: 23 }, '00:30', 1500),
        session({ year: 2026, month: 11, day: 29 }, '23:00', 1000),
        session({ year: 2026, month: 12, day: 1 }, '10:00', 800),
        session({ year: 2025, month: 1, day: 1 }, '10:00', 800),
      ],
      now,
    );
    expect(weeks).toHaveLength(18);
    expect(weeks[0]?.weekStart).toBe('31_8_2026');
    expect(weeks[13]).toMatchObject({ weekStart: '30_11_2026', bookings: 1, incomeRupees: 701 });
    expect(weeks.reduce((n, w) => n + w.bookings, 0)).toBe(3);
  });

  it('adds what the therapist collects (fee less the ₹99 booking fee), not the listed fee', () => {
    const weeks = weeklyTotals(
      [
        session({ year: 2026, month: 11, day: 16 }, '10:00', 1500),
        session({ year: 2026, month: 11, day: 18 }, '10:00', 1800),
        // A fee below the booking fee leaves nothing to collect.
        session({ year: 2026, month: 11, day: 19 }, '10:00', 50),
      ],
      now,
    );
    expect(weeks[11]).toEqual({
      weekStart: '16_11_2026',
      bookings: 3,
      incomeRupees: 1401 + 1701,
      past: true,
      current: false,
    });
  });

  it('leaves out bookings the therapist has not accepted', () => {
    const weeks = weeklyTotals(
      [
        session({ year: 2026, month: 11, day: 26 }, '10:00', 1500, false),
        session({ year: 2026, month: 11, day: 27 }, '10:00', 1500),
      ],
      now,
    );
    expect(weeks[12]).toMatchObject({ bookings: 1, incomeRupees: 1401 });
  });

  it('marks the week under way as current, not past; only ended weeks are past', () => {
    const weeks = weeklyTotals([], now);
    expect(weeks[11]).toMatchObject({ weekStart: '16_11_2026', past: true, current: false });
    expect(weeks[12]).toMatchObject({ weekStart: '23_11_2026', past: false, current: true });
    expect(weeks[13]).toMatchObject({ past: false, current: false });
    expect(weeks.filter((w) => w.current)).toHaveLength(1);
    expect(weeks.filter((w) => w.past)).toHaveLength(12);
  });
});

describe('fromTimeSlots', () => {
  it('turns hourly starts back into ranges that store the same hours', () => {
    const slots = { Mon: ['09:00', '10:00', '11:00', '15:00'], Sat: ['18:00'] };
    const week = fromTimeSlots(slots);
    expect(week.Mon.ranges).toEqual([
      { start: '09:00', end: '12:00' },
      { start: '15:00', end: '16:00' },
    ]);
    expect(week.Sun).toEqual({ enabled: false, ranges: [] });
    expect(toTimeSlots(week)).toEqual(slots);
  });
});

describe('a dashboard booking', () => {
  const booking = {
    startsAt: new Date('2026-11-24T04:30:00.000Z'),
    paid: true,
    cancelled: false,
    isApproved: true,
    isCompleted: false,
    sessionStatus: 'not-attended',
    cancellationStatus: 'pending' as const,
    cancellationRequestedBy: 'user' as const,
  };

  it('reads as the facts of the tabs and as a paid appointment of the life cycle', () => {
    expect(sessionFactsOf(booking)).toEqual({
      startsAt: booking.startsAt,
      paid: true,
      cancelled: false,
      isApproved: true,
      isCompleted: false,
      notAttended: true,
      cancellationPending: true,
    });
    expect(lifeCycleStateOf({ ...booking, paid: false })).toMatchObject({
      payment: 'unpaid',
      reservationExpiresAt: null,
      sessionStatus: 'not-attended',
      cancellationRequestedBy: 'user',
    });
  });
});
