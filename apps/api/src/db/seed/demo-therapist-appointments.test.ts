import { describe, expect, it } from 'vitest';
import { allowedMoves, TIME_MOVES } from '@app/domain/appointment-life-cycle';
import {
  acceptanceDeadline,
  lifeCycleStateOf,
  sessionFactsOf,
  therapistTab,
  weeklyTotals,
} from '@app/domain/therapist-sessions';
import { generateTherapists, withDemoFeaturedPool } from './demo-data';
import { planTherapistDemo } from './demo-therapist-appointments';

const HOUR_MS = 3_600_000;
const START = new Date('2026-11-23T00:00:00+05:30').getTime(); // a Monday in IST

const EXPECTED = [
  'cancelled: -',
  'past: -',
  'past: complete+not-attended',
  'upcoming: -',
  'upcoming: accept+decline',
  'upcoming: request-cancellation',
];

describe('planTherapistDemo', () => {
  it('shows every dashboard state at every hour of every weekday', () => {
    for (let hour = 0; hour < 7 * 24; hour++) {
      const now = new Date(START + hour * HOUR_MS + 17 * 60_000);
      const demo = withDemoFeaturedPool(generateTherapists(24, 1, now), now)[0];
      if (!demo) throw new Error('no demo therapist');
      const plan = planTherapistDemo(demo, now, new Set());
      const seen = new Set(
        plan.map((a) => {
          const moves = allowedMoves('therapist', lifeCycleStateOf(a), now);
          // Proposing new times depends on the hour (decision 0040); the states are the others.
          const states = moves.filter((m) => !(TIME_MOVES as readonly string[]).includes(m));
          return `${therapistTab(sessionFactsOf(a), now)}: ${states.join('+') || '-'}`;
        }),
      );
      expect([...seen].sort(), now.toISOString()).toEqual(EXPECTED);
      // Nothing awaiting acceptance is already past its deadline.
      for (const a of plan.filter((p) => !p.cancelled && !p.isApproved))
        expect(acceptanceDeadline(a.bookedAt, a.startsAt) > now, now.toISOString()).toBe(true);
      const counted = plan.filter((a) => !a.cancelled && a.sessionStatus === null);
      const weeks = weeklyTotals(
        counted.map((a) => ({
          startsAt: a.startsAt,
          feeRupees: a.therapistFeeRupees,
          bookingFeePaise: a.bookingFeePaise,
          accepted: a.isApproved || a.isCompleted,
        })),
        now,
      );
      expect(weeks.filter((w) => w.past && w.bookings > 0).length).toBeGreaterThanOrEqual(6);
    }
  });
});
