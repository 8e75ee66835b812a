import { describe, expect, it } from 'vitest';
import {
  CANCELLATION_CAUSES,
  cancellationAudience,
  cancelledByOf,
  refundForCause,
  type CancellationCause,
} from './cancellation';

const bookedAt = new Date('2026-11-29T10:00:00Z');
const hours = (h: number) => new Date(bookedAt.getTime() + h * 3_600_000);
const facts = (cause: CancellationCause, requestedAt: Date, extra = {}) => ({
  cause,
  paid: true,
  bookingFeePaise: 9900,
  bookedAt,
  requestedAt,
  ...extra,
});

describe('a cancellation decided from its cause', () => {
  it('refunds the therapist side’s cancellations in full at any time', () => {
    for (const cause of [
      'therapist-request',
      'therapist-declined',
      'not-accepted',
      'proposal-declined',
      'therapist-suspended',
    ] as const) {
      expect(refundForCause(facts(cause, hours(200)))).toEqual({
        refundPaise: 9900,
        rule: 'therapist-full',
      });
    }
  });

  it('refunds the client’s own cancellation only within 24 hours of booking', () => {
    expect(refundForCause(facts('client-request', hours(24)))).toEqual({
      refundPaise: 9900,
      rule: 'within-window',
    });
    expect(refundForCause(facts('client-request', hours(24.001)))).toEqual({
      refundPaise: 0,
      rule: 'after-window',
    });
    expect(refundForCause(facts('account-deleted', hours(30)))).toMatchObject({ refundPaise: 0 });
    expect(
      refundForCause(facts('account-deleted', hours(30), { pendingRequestBy: 'therapist' })),
    ).toEqual({ refundPaise: 9900, rule: 'therapist-full' });
  });

  it('gives the team’s choice for a team cancellation and nothing for an unpaid reservation', () => {
    expect(refundForCause(facts('team', hours(100), { teamRefundPaise: 4000 }))).toEqual({
      refundPaise: 4000,
      rule: 'team-choice',
    });
    expect(refundForCause({ ...facts('therapist-declined', hours(1)), paid: false })).toEqual({
      refundPaise: 0,
      rule: 'unpaid',
    });
  });

  it('names who cancelled and who hears of it for every cause', () => {
    const table = Object.fromEntries(
      CANCELLATION_CAUSES.map((c) => [c, [cancelledByOf(c), cancellationAudience(c, true)]]),
    );
    expect(table).toEqual({
      'client-reservation': ['user', 'nobody'],
      'reservation-expired': ['system', 'nobody'],
      'client-request': ['user', 'both'],
      'therapist-request': ['therapist', 'both'],
      'therapist-declined': ['therapist', 'both'],
      'not-accepted': ['system', 'both'],
      'proposal-declined': ['therapist', 'both'],
      team: ['admin', 'both'],
      'therapist-suspended': ['admin', 'both'],
      'account-deleted': ['user', 'therapist'],
    });
    expect(cancellationAudience('team', false)).toBe('nobody');
  });
});
