/**
 * The appointment life cycle: from one appointment and the time, what each role may do next and,
 * for every move it may not make, why not (the sentence the server answers with). The server's
 * refusals and every screen's buttons read these verdicts. A new move is one more entry in a
 * role's table below. docs/decisions/0031-one-appointment-life-cycle.md
 */

import {
  MOVE_REFUSALS,
  proposalRefusal,
  proposeRefusal,
  rescheduleRefusal,
} from './appointment-moves';
import { formatIstMoment } from './ist';

const MINUTE = 60_000;

/** The fields the life cycle reads, as the appointments table stores them. */
export interface AppointmentState {
  startsAt: Date;
  payment: 'paid' | 'unpaid';
  /** An unpaid reservation's end; null once paid. */
  reservationExpiresAt: Date | null;
  cancelled: boolean;
  isApproved: boolean;
  isCompleted: boolean;
  /** 'not-attended' once marked so. */
  sessionStatus: string | null;
  cancellationStatus: 'pending' | 'approved' | 'rejected' | null;
  cancellationRequestedBy: 'user' | 'therapist' | 'admin' | 'system' | null;
  /** The client's own moves so far (0 when not given). */
  rescheduleCount?: number;
  /** A therapist's proposal of new times waits for the client's answer (false when not given). */
  proposalPending?: boolean;
}

export type Role = 'client' | 'therapist' | 'admin';

export const MOVES = {
  /** `cancel`: an unpaid reservation at once; a paid one needs `request-cancellation`. */
  client: ['cancel', 'request-cancellation', 'reschedule', 'respond-proposal'],
  therapist: [
    'accept',
    'decline',
    'complete',
    'not-attended',
    'request-cancellation',
    'propose-times',
  ],
  /**
   * `request-cancellation` records the therapist's request through the team; `cancel` is the
   * team's own cancellation, with the refund it chooses (decision 0047).
   */
  admin: [
    'confirm',
    'complete',
    'not-attended',
    'approve-cancellation',
    'reject-cancellation',
    'request-cancellation',
    'cancel',
    'reschedule',
  ],
} as const;

/** The moves that change a booking's time (decision 0040). */
export const TIME_MOVES = ['reschedule', 'propose-times', 'respond-proposal'] as const;

export type MoveOf<R extends Role> = (typeof MOVES)[R][number];

/** Allowed, or refused with the reason; `from` when only the time stands in the way. */
export type Verdict = { allowed: true } | { allowed: false; reason: string; from?: Date };

/**
 * Marking a session waits for it to have taken place: not attended (no refund) only once the
 * client is 15 minutes late, completed once most of the hour has passed.
 */
export const MARK_AFTER_MINUTES = { 'not-attended': 15, complete: 45 } as const;

export const markableFrom = (startsAt: Date, mark: keyof typeof MARK_AFTER_MINUTES) =>
  new Date(startsAt.getTime() + MARK_AFTER_MINUTES[mark] * MINUTE);

export const REFUSALS = {
  paidUseRequest:
    'This appointment is paid, so it cannot be cancelled directly. Please request a cancellation instead.',
  alreadyCancelled: 'This appointment is already cancelled.',
  reservationExpired: 'This reservation has expired and its slot was released.',
  unpaidCancelDirectly: 'This appointment is not paid yet. You can cancel it directly instead.',
  requestPending: 'A cancellation request for this appointment is already pending.',
  requestDecided:
    'The cancellation request for this appointment was already reviewed. Please contact support.',
  completed: 'This session is already completed and cannot be cancelled.',
  notAttended: 'This session was marked as not attended and cannot be cancelled.',
  sessionStarted: 'This session has already started and can no longer be cancelled.',
  cancelled: 'This appointment is cancelled.',
  notPaid: 'This appointment is not paid.',
  markedCompleted: 'This session is already marked completed.',
  markedNotAttended: 'This session is already marked not attended.',
  alreadyConfirmed: 'This appointment is already confirmed.',
  decidePendingFirst: 'A cancellation request is pending: approve or reject it first.',
  alreadyAccepted: 'This appointment is already accepted. Request a cancellation instead.',
  startedNotAccepted: 'This session has already started and can no longer be accepted.',
  notAccepted: 'This booking is not accepted yet. Accept or decline it first.',
  cancellationApproved: 'This cancellation was already approved.',
  cancellationRejected: 'This cancellation was already rejected.',
  noPendingRequest: 'There is no pending cancellation request for this appointment.',
  teamCancelUnpaid:
    'This reservation is not paid, so there is nothing to cancel or refund: it is released by itself when its time runs out.',
} as const;

/** 'This session can be marked not attended from 15 minutes after its start (…).' */
export function tooEarlyToMark(mark: keyof typeof MARK_AFTER_MINUTES, startsAt: Date): string {
  const what = mark === 'complete' ? 'completed' : 'not attended';
  return `This session can be marked ${what} from ${MARK_AFTER_MINUTES[mark]} minutes after its start (${formatIstMoment(markableFrom(startsAt, mark))}).`;
}

type Requester = 'user' | 'therapist';

/**
 * Whose rejected request a new request may replace: the client may ask after the therapist's
 * request was rejected, never again after their own; the therapist (through the team) may always.
 */
export const REPLACES_REJECTED_OF: Record<Requester, readonly Requester[]> = {
  user: ['therapist'],
  therapist: ['user', 'therapist'],
};

/** An unpaid reservation whose time ran out: it reads as cancelled by the system. */
export function isExpiredReservation(a: AppointmentState, now: Date): boolean {
  return (
    a.payment === 'unpaid' &&
    !a.cancelled &&
    a.reservationExpiresAt !== null &&
    a.reservationExpiresAt.getTime() <= now.getTime()
  );
}

const started = (a: AppointmentState, now: Date) => a.startsAt.getTime() <= now.getTime();
type Rule = (a: AppointmentState, now: Date) => string | null;
type TimedRule = (a: AppointmentState, now: Date) => string | Verdict | null;

function directCancel(a: AppointmentState, now: Date): string | null {
  if (a.cancelled) return REFUSALS.alreadyCancelled;
  if (a.payment === 'paid') return REFUSALS.paidUseRequest;
  if (a.reservationExpiresAt === null || isExpiredReservation(a, now))
    return REFUSALS.reservationExpired;
  return null;
}

const requestBy =
  (by: Requester): Rule =>
  (a, now) => {
    if (a.cancelled) return REFUSALS.alreadyCancelled;
    if (a.payment !== 'paid') return REFUSALS.unpaidCancelDirectly;
    if (a.isCompleted) return REFUSALS.completed;
    if (a.sessionStatus !== null) return REFUSALS.notAttended;
    if (a.cancellationStatus === 'pending') return REFUSALS.requestPending;
    const replaces =
      a.cancellationStatus === 'rejected' &&
      a.cancellationRequestedBy !== null &&
      (REPLACES_REJECTED_OF[by] as readonly string[]).includes(a.cancellationRequestedBy);
    if (a.cancellationStatus !== null && !replaces) return REFUSALS.requestDecided;
    if (started(a, now)) return REFUSALS.sessionStarted;
    return null;
  };

/** The admin team's answer to a pending request. */
const decideRequest: Rule = (a) => {
  if (a.cancellationStatus === 'pending' && !a.cancelled) return null;
  if (a.cancellationStatus === 'approved') return REFUSALS.cancellationApproved;
  if (a.cancellationStatus === 'rejected') return REFUSALS.cancellationRejected;
  return REFUSALS.noPendingRequest;
};

/** A paid session that is still open: not cancelled and not yet marked. */
const open = (a: AppointmentState): string | null => {
  if (a.cancelled) return REFUSALS.cancelled;
  if (a.payment !== 'paid') return REFUSALS.notPaid;
  if (a.isCompleted) return REFUSALS.markedCompleted;
  if (a.sessionStatus !== null) return REFUSALS.markedNotAttended;
  return null;
};

/**
 * The team cancels a paid booking on its own initiative (a therapist phones in ill): any time
 * until the session is marked, also once it started (the therapist never came), and also while a
 * request is pending, which the cancellation answers.
 */
const teamCancel: Rule = (a) => {
  if (a.cancelled) return REFUSALS.alreadyCancelled;
  if (a.payment !== 'paid') return REFUSALS.teamCancelUnpaid;
  if (a.isCompleted) return REFUSALS.completed;
  if (a.sessionStatus !== null) return REFUSALS.notAttended;
  return null;
};

const confirm: Rule = (a) => open(a) ?? (a.isApproved ? REFUSALS.alreadyConfirmed : null);

const mark =
  (which: keyof typeof MARK_AFTER_MINUTES): TimedRule =>
  (a, now) => {
    const refusal = open(a);
    if (refusal) return refusal;
    if (a.cancellationStatus === 'pending') return REFUSALS.decidePendingFirst;
    const from = markableFrom(a.startsAt, which);
    if (now.getTime() < from.getTime())
      return started(a, now)
        ? { allowed: false, reason: tooEarlyToMark(which, a.startsAt), from }
        : {
            allowed: false,
            reason: `This session has not taken place yet (it starts at ${formatIstMoment(a.startsAt)}).`,
            from,
          };
    return null;
  };

/** The therapist accepts a paid booking before it starts. */
const accept: Rule = (a, now) =>
  confirm(a, now) ?? (started(a, now) ? REFUSALS.startedNotAccepted : null);

const decline: Rule = (a, now) => {
  if (a.cancelled) return REFUSALS.alreadyCancelled;
  if (a.payment !== 'paid') return REFUSALS.notPaid;
  if (a.isApproved) return REFUSALS.alreadyAccepted;
  if (started(a, now)) return REFUSALS.sessionStarted;
  return open(a);
};

/** The therapist's own moves ask for an accepted booking where the team's do not. */
const accepted =
  (rule: TimedRule): TimedRule =>
  (a, now) =>
    rule(a, now) ?? (a.isApproved ? null : REFUSALS.notAccepted);

/** A paid booking still open to a new time: not cancelled, marked, started or being cancelled. */
const movable: Rule = (a, now) => {
  const closed = open(a);
  if (closed) return closed;
  if (started(a, now)) return MOVE_REFUSALS.started;
  if (a.cancellationStatus === 'pending') return MOVE_REFUSALS.cancellationPending;
  return null;
};

const RULES: { [R in Role]: Record<MoveOf<R>, TimedRule> } = {
  client: {
    cancel: directCancel,
    'request-cancellation': requestBy('user'),
    reschedule: (a, now) => movable(a, now) ?? rescheduleRefusal(a, now),
    'respond-proposal': (a, now) => movable(a, now) ?? proposalRefusal(a, now),
  },
  therapist: {
    accept,
    decline,
    complete: accepted(mark('complete')),
    'not-attended': accepted(mark('not-attended')),
    'request-cancellation': accepted(requestBy('therapist')),
    'propose-times': (a, now) => movable(a, now) ?? proposeRefusal(a, now),
  },
  admin: {
    confirm,
    complete: mark('complete'),
    'not-attended': mark('not-attended'),
    'approve-cancellation': decideRequest,
    'reject-cancellation': decideRequest,
    'request-cancellation': requestBy('therapist'),
    cancel: teamCancel,
    /** The team moves either side's booking until it starts, with no count or notice limit. */
    reschedule: movable,
  },
};

function verdictOf(answer: string | Verdict | null): Verdict {
  if (answer === null) return { allowed: true };
  return typeof answer === 'string' ? { allowed: false, reason: answer } : answer;
}

/** One move's verdict. */
export function verdict<R extends Role>(
  role: R,
  move: MoveOf<R>,
  a: AppointmentState,
  now: Date,
): Verdict {
  const rules: Record<string, TimedRule> = RULES[role];
  const rule = rules[move];
  if (!rule) throw new Error(`no rule for ${role} ${move}`);
  return verdictOf(rule(a, now));
}

/** Null when the move is allowed, else the sentence the server refuses it with. */
export function refusal<R extends Role>(
  role: R,
  move: MoveOf<R>,
  a: AppointmentState,
  now: Date,
): string | null {
  const v = verdict(role, move, a, now);
  return v.allowed ? null : v.reason;
}

/** Every move of a role with its verdict, in the role's order. */
export function lifeCycle<R extends Role>(
  role: R,
  a: AppointmentState,
  now: Date,
): { move: MoveOf<R>; verdict: Verdict }[] {
  return (MOVES[role] as readonly MoveOf<R>[]).map((move) => ({
    move,
    verdict: verdict(role, move, a, now),
  }));
}

/** The moves a role may make now. */
export function allowedMoves<R extends Role>(role: R, a: AppointmentState, now: Date): MoveOf<R>[] {
  return lifeCycle(role, a, now)
    .filter((m) => m.verdict.allowed)
    .map((m) => m.move);
}
