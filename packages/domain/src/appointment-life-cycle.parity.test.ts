import { describe, expect, it } from 'vitest';
import {
  allowedMoves,
  isExpiredReservation,
  MARK_AFTER_MINUTES,
  tooEarlyToMark,
  refusal,
  REFUSALS,
  type AppointmentState,
} from './appointment-life-cycle';
import { TIME_MOVES } from './appointment-life-cycle';
import * as legacy from './appointment-life-cycle-legacy.fixture';
import { appointmentActions, type AppointmentStatusInput } from './appointment-status';
import { toSlotDateKey, istToday } from './ist';

const START = new Date('2026-11-26T05:30:00Z'); // 11:00 IST
const MINUTE = 60_000;
/** Minutes from the start: days before, around the start, through the hour and after it. */
const OFFSETS = [-2880, -60, -1, 0, 1, 10, 14, 15, 16, 30, 44, 45, 46, 59, 60, 61, 1440];

type Grid = { state: AppointmentState; now: Date; offset: number };

const isTimeMove = (m: string) => (TIME_MOVES as readonly string[]).includes(m);

/** Every combination of the stored fields an appointment can hold, at every offset. */
function* grid(): Generator<Grid> {
  for (const payment of ['paid', 'unpaid'] as const)
    for (const cancelled of [false, true])
      for (const isApproved of [false, true])
        for (const isCompleted of [false, true])
          for (const sessionStatus of [null, 'not-attended'])
            for (const cancellationStatus of [null, 'pending', 'approved', 'rejected'] as const)
              for (const cancellationRequestedBy of [null, 'user', 'therapist'] as const)
                for (const expiry of [null, -5, 5])
                  for (const offset of OFFSETS) {
                    const now = new Date(START.getTime() + offset * MINUTE);
                    const state: AppointmentState = {
                      startsAt: START,
                      payment,
                      reservationExpiresAt:
                        expiry === null ? null : new Date(now.getTime() + expiry * MINUTE),
                      cancelled,
                      isApproved,
                      isCompleted,
                      sessionStatus,
                      cancellationStatus,
                      cancellationRequestedBy,
                    };
                    yield { state, now, offset };
                  }
}

/** States the booking flow can produce (the grid above also holds impossible ones). */
function reachable(a: AppointmentState): boolean {
  if ((a.cancellationStatus === null) !== (a.cancellationRequestedBy === null)) return false;
  if (a.payment === 'unpaid')
    return (
      a.reservationExpiresAt !== null &&
      !a.isApproved &&
      !a.isCompleted &&
      !a.sessionStatus &&
      !a.cancellationStatus
    );
  if (a.reservationExpiresAt !== null) return false;
  if (a.isCompleted && a.sessionStatus) return false;
  if ((a.isCompleted || a.sessionStatus) && (a.cancelled || a.cancellationStatus === 'pending'))
    return false;
  return a.cancellationStatus !== 'approved' || a.cancelled;
}

const oldTherapistFacts = (a: AppointmentState) => ({
  startsAt: a.startsAt,
  paid: a.payment === 'paid',
  cancelled: a.cancelled,
  isApproved: a.isApproved,
  isCompleted: a.isCompleted,
  notAttended: a.sessionStatus === 'not-attended',
  cancellationPending: a.cancellationStatus === 'pending',
});

const DECISIONS = ['confirm', 'complete', 'not-attended'] as const;

/**
 * The one deliberate change of the old answers: a session is marked completed or not attended
 * only after its grace period, so where the old rules allowed marking earlier the life cycle
 * refuses it and says from when.
 */
const inGrace = (move: string, offset: number) =>
  (move === 'complete' || move === 'not-attended') &&
  offset >= 0 &&
  offset < MARK_AFTER_MINUTES[move];
const graceRefusal = (move: string, offset: number, before: string | null) =>
  before === null && inGrace(move, offset)
    ? tooEarlyToMark(move as keyof typeof MARK_AFTER_MINUTES, START)
    : before;

const describeCase = (
  what: string,
  a: AppointmentState,
  offset: number,
  before: string | null,
  after: string | null,
) =>
  `${what} at ${offset} min ${JSON.stringify({ ...a, startsAt: undefined })}: ${before} -> ${after}`;

describe('the life cycle answers as the old rules did', () => {
  it('refuses what the server refused, with the same sentence, for the client and the team', () => {
    const differences: string[] = [];
    let checked = 0;
    for (const { state: a, now, offset } of grid()) {
      const pairs: [string, string | null, string | null][] = [
        ['client cancel', refusal('client', 'cancel', a, now), legacy.directCancelRefusal(a, now)],
        [
          'client request-cancellation',
          refusal('client', 'request-cancellation', a, now),
          legacy.cancellationRequestRefusal(a, now, 'user'),
        ],
        [
          'admin request-cancellation',
          refusal('admin', 'request-cancellation', a, now),
          legacy.cancellationRequestRefusal(a, now, 'therapist'),
        ],
        ...DECISIONS.map(
          (d) =>
            [
              `admin ${d}`,
              refusal('admin', d, a, now),
              graceRefusal(d, offset, legacy.decisionRefusal(d, a, now)),
            ] as [string, string | null, string | null],
        ),
        [
          'admin approve',
          refusal('admin', 'approve-cancellation', a, now),
          legacy.decisionRefusal('approve', a, now),
        ],
        [
          'admin reject',
          refusal('admin', 'reject-cancellation', a, now),
          legacy.decisionRefusal('reject', a, now),
        ],
      ];
      for (const [what, after, before] of pairs)
        if (after !== before) differences.push(describeCase(what, a, offset, before, after));
      checked++;
    }
    expect(checked).toBe(2 * 2 * 2 * 2 * 2 * 4 * 3 * 3 * OFFSETS.length);
    expect(differences.slice(0, 3)).toEqual([]);
  });

  it("gives the therapist exactly the dashboard's old buttons, on every reachable state", () => {
    const differences: string[] = [];
    let checked = 0;
    for (const { state: a, now, offset } of grid()) {
      if (!reachable(a)) continue;
      // Proposing new times is new (decision 0040): the old dashboard had no such button.
      const after = allowedMoves('therapist', a, now)
        .filter((m) => !isTimeMove(m))
        .join('+');
      const before = legacy
        .therapistActions(oldTherapistFacts(a), now)
        .filter((m) => !inGrace(m, offset))
        .join('+');
      if (after !== before) differences.push(describeCase('therapist', a, offset, before, after));
      checked++;
    }
    expect(checked).toBeGreaterThan(500);
    expect(differences.slice(0, 3)).toEqual([]);
  });

  it('refuses the therapist what the server refused; what it let through, the dashboard never offered', () => {
    const oldServer = {
      accept: (a: AppointmentState, now: Date) => legacy.decisionRefusal('confirm', a, now),
      decline: legacy.declineRefusal,
      complete: (a: AppointmentState, now: Date) => legacy.decisionRefusal('complete', a, now),
      'not-attended': (a: AppointmentState, now: Date) =>
        legacy.decisionRefusal('not-attended', a, now),
      'request-cancellation': (a: AppointmentState, now: Date) =>
        legacy.cancellationRequestRefusal(a, now, 'therapist'),
    } as const;
    const differences: string[] = [];
    let tightened = 0;
    for (const { state: a, now, offset } of grid()) {
      if (!reachable(a)) continue;
      const offered: string[] = legacy
        .therapistActions(oldTherapistFacts(a), now)
        .filter((m) => !inGrace(m, offset));
      for (const move of Object.keys(oldServer) as (keyof typeof oldServer)[]) {
        const before = graceRefusal(move, offset, oldServer[move](a, now));
        const after = refusal('therapist', move, a, now);
        if (before !== null && after !== before)
          differences.push(describeCase(move, a, offset, before, after));
        else if (before === null && after !== null) {
          if (offered.includes(move)) differences.push(describeCase(move, a, offset, null, after));
          tightened++;
        }
      }
    }
    // The API let a therapist accept a started booking, complete an unaccepted one and ask to
    // cancel one they never accepted.
    expect(differences.slice(0, 3)).toEqual([]);
    expect(tightened).toBeGreaterThan(0);
  });
});

/** The card's input as My Appointments builds it: an expired reservation reads as cancelled. */
function cardInput(a: AppointmentState, now: Date): AppointmentStatusInput {
  const expired = isExpiredReservation(a, now);
  return {
    slotDate: toSlotDateKey(istToday(a.startsAt)),
    slotTime: '11:00',
    cancelled: a.cancelled || expired,
    isCompleted: a.isCompleted,
    isApproved: a.isApproved,
    payment: a.payment === 'paid',
    sessionStatus: a.sessionStatus === 'not-attended' ? 'not-attended' : null,
    cancellationStatus: a.cancellationStatus,
    cancellationRequestedBy:
      a.cancellationRequestedBy === 'user' || a.cancellationRequestedBy === 'therapist'
        ? a.cancellationRequestedBy
        : null,
    reservationExpiresAt: a.reservationExpiresAt?.toISOString() ?? null,
  };
}

describe("the client's card", () => {
  it('shows the old buttons on every reachable state; once the session started, Cancel says why not', () => {
    const differences: string[] = [];
    let disabledSinceStart = 0;
    for (const { state: a, now, offset } of grid()) {
      if (!reachable(a)) continue;
      const input = cardInput(a, now);
      const before = legacy.appointmentActions(input);
      const after = appointmentActions(input, now);
      if (JSON.stringify(after) === JSON.stringify(before)) continue;
      // The one change: a request the server refuses because the session started is not offered.
      const expected = before.map((b) =>
        b.kind === 'request-cancellation' && !b.disabled
          ? { ...b, disabled: true, tooltip: REFUSALS.sessionStarted }
          : b,
      );
      if (offset >= 0 && JSON.stringify(after) === JSON.stringify(expected)) disabledSinceStart++;
      else
        differences.push(
          describeCase('card', a, offset, JSON.stringify(before), JSON.stringify(after)),
        );
    }
    expect(differences.slice(0, 3)).toEqual([]);
    expect(disabledSinceStart).toBeGreaterThan(0);
  });
});
