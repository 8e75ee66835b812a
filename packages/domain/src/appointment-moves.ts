/**
 * Moving a paid booking to another time: how late, how often, how many times a therapist may
 * propose, and when a proposal lapses. The life cycle (appointment-life-cycle.ts) reads these to
 * say who may move a booking and why not. docs/decisions/0040-rescheduling-rules.md
 */

const HOUR = 3_600_000;

export const MOVE_RULES = {
  /** A booking moves up to this long before its start, and only to a time at least this far off. */
  noticeHours: 12,
  /** The client's own moves of one booking (a proposal they accept or the team's move is free). */
  clientMoves: 2,
  /** The times a therapist may propose at once. */
  proposedTimes: 3,
} as const;

/** The last instant a booking starting at `startsAt` may be moved or a proposal answered. */
export const moveDeadline = (startsAt: Date) =>
  new Date(startsAt.getTime() - MOVE_RULES.noticeHours * HOUR);

/** Whether a new start is far enough ahead to move a booking to it now. */
export const farEnoughToMoveTo = (startsAt: Date, now: Date) =>
  startsAt.getTime() >= now.getTime() + MOVE_RULES.noticeHours * HOUR;

export const MOVE_REFUSALS = {
  tooLate: `A booking can be moved up to ${MOVE_RULES.noticeHours} hours before its start. Please request a cancellation instead.`,
  movedTwice: `This booking was already moved ${MOVE_RULES.clientMoves} times, the most a booking can be moved.`,
  proposalWaiting:
    'Your therapist proposed new times for this session. Please pick one of them or decline.',
  alreadyProposed:
    "New times are already proposed for this session. Please wait for the client's answer.",
  noProposal: 'There is no proposal of new times for this appointment.',
  proposalLapsed: `This proposal lapsed ${MOVE_RULES.noticeHours} hours before the session. The session stays at its time.`,
  cancellationPending:
    'A cancellation request for this appointment is pending, so it cannot be moved.',
  started: 'This session has already started and can no longer be moved.',
  newTimeTooSoon: `Please choose a time at least ${MOVE_RULES.noticeHours} hours from now.`,
  sameTime: 'The session is already at this time. Please choose another time.',
  notProposed: 'This time is not one of the proposed times. Please choose one of them.',
  proposeSameTimes: 'Please propose different times, each other than the current one.',
} as const;

/** What the move rules read of an appointment, past the life cycle's own checks. */
interface MoveFacts {
  startsAt: Date;
  rescheduleCount?: number;
  proposalPending?: boolean;
}

const beforeDeadline = (a: MoveFacts, now: Date) =>
  now.getTime() < moveDeadline(a.startsAt).getTime();

/** The client's own move of an open booking. */
export function rescheduleRefusal(a: MoveFacts, now: Date): string | null {
  if (a.proposalPending) return MOVE_REFUSALS.proposalWaiting;
  if ((a.rescheduleCount ?? 0) >= MOVE_RULES.clientMoves) return MOVE_REFUSALS.movedTwice;
  return beforeDeadline(a, now) ? null : MOVE_REFUSALS.tooLate;
}

/** The client picks a proposed time or declines, until the proposal lapses. */
export function proposalRefusal(a: MoveFacts, now: Date): string | null {
  if (!a.proposalPending) return MOVE_REFUSALS.noProposal;
  return beforeDeadline(a, now) ? null : MOVE_REFUSALS.proposalLapsed;
}

/** The therapist proposes new times, one proposal at a time. */
export function proposeRefusal(a: MoveFacts, now: Date): string | null {
  if (a.proposalPending) return MOVE_REFUSALS.alreadyProposed;
  return beforeDeadline(a, now) ? null : MOVE_REFUSALS.tooLate;
}
