import type { StatusTone } from '@app/domain/appointment-status';
import { formatDateIn, formatTimeIn } from '@app/domain/i18n/dates';
import type { Translator } from '@app/domain/i18n/translator';
import { istNowMinutes, istToday, parseSlotDateKey } from '@app/domain/ist';
import { formatRupees } from '@app/domain/pricing';
import type { TherapistAppointment } from '@app/domain/schemas/dashboard';
import { lifeCycle, type AppointmentState } from '@app/domain/appointment-life-cycle';
import {
  therapistTab,
  type TherapistAction,
  type TherapistSessionFacts,
  type TherapistTab,
  lifeCycleStateOf,
  sessionFactsOf,
  type DashboardBooking,
} from '@app/domain/therapist-sessions';
import { pageT } from '#lib/i18n/messages';
import { DASHBOARD as W } from './dashboard-words';

export const THERAPIST_TABS: readonly TherapistTab[] = ['upcoming', 'past', 'cancelled'];

/** The tab's name in the translator's language: 'Upcoming', 'Past', 'Cancelled'. */
export const tabLabel = (tab: TherapistTab, t: Translator = pageT()) => t(W.tab, { tab });

export interface SessionView {
  item: TherapistAppointment;
  tab: TherapistTab;
  actions: TherapistAction[];
  status: { label: string; tone: StatusTone };
  dateText: string;
  timeText: string;
  modeText: string;
  paidText: string;
  /** 'Accept by 24 Nov, 10:00 AM IST…' while the booking waits for acceptance. */
  acceptByText: string | null;
  /** Once the session started, when it can be marked, while it cannot be yet. */
  markFromText: string | null;
}

const dashboardBooking = (a: TherapistAppointment): DashboardBooking => ({
  ...a,
  startsAt: new Date(a.startsAt),
  paid: a.payment,
});

export const sessionFacts = (a: TherapistAppointment): TherapistSessionFacts =>
  sessionFactsOf(dashboardBooking(a));

/** The life cycle's view of a therapist's booking (only paid bookings reach the dashboard). */
export const lifeCycleState = (a: TherapistAppointment): AppointmentState => ({
  ...lifeCycleStateOf(dashboardBooking(a)),
  proposalPending: a.proposal !== null,
});

type StatusKey =
  | 'expired'
  | 'byTeam'
  | 'declined'
  | 'byYou'
  | 'byClient'
  | 'notAttended'
  | 'completed'
  | 'youAsked'
  | 'clientAsked'
  | 'accepted'
  | 'awaiting';

function statusOf(a: TherapistAppointment): { key: StatusKey; tone: StatusTone } {
  if (a.cancelled) {
    if (a.cancelledBy === 'system') return { key: 'expired', tone: 'negative' };
    // The team's own cancellation (a suspension's too); answering a client's ('user') or the therapist's
    // request, it reads as that request's approval.
    const answeredRequest =
      a.cancellationStatus === 'approved' &&
      (a.cancellationRequestedBy === 'user' || a.cancellationRequestedBy === 'therapist');
    if (a.cancelledBy === 'admin' && !answeredRequest) return { key: 'byTeam', tone: 'negative' };
    if (a.proposalDeclined) return { key: 'declined', tone: 'negative' };
    if (a.cancellationRequestedBy === 'therapist') return { key: 'byYou', tone: 'negative' };
    return { key: 'byClient', tone: 'negative' };
  }
  if (a.sessionStatus === 'not-attended') return { key: 'notAttended', tone: 'neutral' };
  if (a.isCompleted) return { key: 'completed', tone: 'positive' };
  if (a.cancellationStatus === 'pending')
    return a.cancellationRequestedBy === 'therapist'
      ? { key: 'youAsked', tone: 'pending' }
      : { key: 'clientAsked', tone: 'pending' };
  if (a.isApproved) return { key: 'accepted', tone: 'positive' };
  return { key: 'awaiting', tone: 'pending' };
}

/** The status as the therapist reads it, in the translator's language. */
export function therapistStatus(
  a: TherapistAppointment,
  t: Translator = pageT(),
): SessionView['status'] {
  const { key, tone } = statusOf(a);
  return { label: t(W.status, { status: key }), tone };
}

/** 'HH:MM' of an instant, read in IST. */
function istHhmm(instant: Date): string {
  const minutes = istNowMinutes(instant);
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** '10:00 AM IST' for an instant, whatever the browser's zone ('सुबह 10:00 बजे (भारतीय समय)'). */
export function istTimeOf(iso: string, t: Translator = pageT()): string {
  return t(W.time, { time: formatTimeIn(t.language, istHhmm(new Date(iso))) });
}

/** A slot as the dashboard writes it: 'Thu, 26 Nov 2026, 10:00 AM IST'. */
export function slotText(slotDate: string, slotTime: string, t: Translator = pageT()): string {
  const date = parseSlotDateKey(slotDate);
  return t(W.slot, {
    date: date ? formatDateIn(t.language, date, 'short') : slotDate,
    time: formatTimeIn(t.language, slotTime),
  });
}

/** An instant as a day and a time in IST: 'Thu, 26 Nov 2026, 10:00 AM IST'. */
export function momentText(iso: string, t: Translator = pageT()): string {
  const at = new Date(iso);
  return t(W.slot, {
    date: formatDateIn(t.language, istToday(at), 'short'),
    time: formatTimeIn(t.language, istHhmm(at)),
  });
}

function paidText(a: TherapistAppointment, t: Translator): string {
  const refund = a.refund;
  if (refund && refund.amountPaise > 0) {
    const amount = formatRupees(refund.amountPaise / 100);
    const state =
      refund.status === 'processed'
        ? 'refunded'
        : refund.status === 'failed'
          ? 'failed'
          : 'pending';
    return t(W.paid, { state, amount });
  }
  return t(W.paid, { state: 'paid' });
}

/**
 * 'You can mark this session not attended from 11:15 AM IST and completed from 11:45 AM IST.':
 * the marks the life cycle refuses only for the time, once the session has started.
 */
function markFromText(
  moves: ReturnType<typeof lifeCycle<'therapist'>>,
  startsAt: Date,
  now: Date,
  t: Translator,
): string | null {
  if (startsAt.getTime() > now.getTime()) return null;
  const parts = moves
    .flatMap(({ move, verdict }) =>
      !verdict.allowed && verdict.from && (move === 'not-attended' || move === 'complete')
        ? [{ move, from: verdict.from }]
        : [],
    )
    .sort((x, y) => x.from.getTime() - y.from.getTime());
  const [first, second] = parts;
  if (!first) return null;
  return t(W.markFrom, {
    marks: second ? 'both' : 'one',
    first: first.move,
    firstTime: istTimeOf(first.from.toISOString(), t),
    second: second?.move ?? '',
    secondTime: second ? istTimeOf(second.from.toISOString(), t) : '',
  });
}

export function sessionView(
  a: TherapistAppointment,
  now: Date,
  t: Translator = pageT(),
): SessionView {
  const facts = sessionFacts(a);
  const moves = lifeCycle('therapist', lifeCycleState(a), now);
  const date = parseSlotDateKey(a.slotDate);
  const acceptBy = a.acceptBy ? new Date(a.acceptBy) : null;
  return {
    item: a,
    tab: therapistTab(facts, now),
    actions: moves.filter((m) => m.verdict.allowed).map((m) => m.move),
    status: therapistStatus(a, t),
    dateText: date ? formatDateIn(t.language, date, 'short') : a.slotDate,
    timeText: t(W.time, { time: formatTimeIn(t.language, a.slotTime) }),
    modeText: t(W.modeShort, { mode: a.sessionType }),
    paidText: paidText(a, t),
    acceptByText:
      // An open proposal of new times pauses the acceptance deadline (decision 0059).
      acceptBy && acceptBy.getTime() > now.getTime() && !a.proposal
        ? t(W.acceptBy, {
            date: formatDateIn(t.language, istToday(acceptBy), 'day-month'),
            time: istTimeOf(a.acceptBy!, t),
          })
        : null,
    markFromText: markFromText(moves, facts.startsAt, now, t),
  };
}

/** Upcoming: the next session first; past and cancelled: the latest first. */
export function groupByTab(items: TherapistAppointment[], now: Date, t: Translator = pageT()) {
  const groups: Record<TherapistTab, SessionView[]> = { upcoming: [], past: [], cancelled: [] };
  for (const item of items) {
    const view = sessionView(item, now, t);
    groups[view.tab].push(view);
  }
  const start = (v: SessionView) => new Date(v.item.startsAt).getTime();
  groups.upcoming.sort((x, y) => start(x) - start(y));
  groups.past.sort((x, y) => start(y) - start(x));
  groups.cancelled.sort((x, y) => start(y) - start(x));
  return groups;
}

/** The times a waiting proposal offers, as the card lists them: 'Fri, 4 Dec 2026, 10:00 AM IST'. */
export function proposedTimesText(a: TherapistAppointment, t: Translator = pageT()): string | null {
  if (!a.proposal || a.cancelled) return null;
  return a.proposal.slots.map((s) => slotText(s.slotDate, s.slotTime, t)).join('; ');
}
