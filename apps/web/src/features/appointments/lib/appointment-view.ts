import {
  appointmentActions,
  appointmentStatus,
  appointmentStatusTone,
  appointmentTab,
  type AppointmentAction,
  type AppointmentStatus,
  type AppointmentStatusInput,
  type AppointmentTab,
  type StatusTone,
} from '@app/domain/appointment-status';
import { REFUND_WINDOW_HOURS } from '@app/domain/constants';
import { formatDateIn, formatTimeIn } from '@app/domain/i18n/dates';
import type { Translator } from '@app/domain/i18n/translator';
import { acceptanceDeadline } from '@app/domain/therapist-sessions';
import { istInstant, istNowMinutes, istToday, parseSlotDateKey } from '@app/domain/ist';
import {
  bookingAmounts,
  FEE_WORDS,
  formatRupees,
  paiseToRupees,
  refundForCancellation,
  rupeesToPaise,
  type BookingAmounts,
} from '@app/domain/pricing';
import type { Appointment } from '@app/domain/schemas/appointments';
import { pageT } from '#lib/i18n/messages';
import { supportMailto } from '@app/domain/support-mail';
import { APPOINTMENTS as W } from './appointments-words';

/** Everything a card shows, derived once from the list item and the current time. */
export type AppointmentView = {
  item: Appointment;
  status: AppointmentStatus;
  tone: StatusTone;
  tab: AppointmentTab;
  /** The Upcoming tab's buttons; the other tabs only offer Contact Support. */
  actions: AppointmentAction[];
  dateText: string;
  timeText: string;
  modeText: string;
  /** The session fee and how it splits (pricing.ts bookingAmounts), from what was booked. */
  amounts: BookingAmounts;
  sessionFeeText: string;
  /** What is left to pay at the session; null once the appointment is cancelled. */
  atSessionText: string | null;
  /** 'Booking fee paid', 'Booking fee due' or, for a reservation that ended unpaid, 'Booking fee'. */
  bookingFeeLabel: string;
  /** The amount, or 'Not charged' for a reservation that ended unpaid. */
  bookingFeeText: string;
  refundText: string | null;
  /** A paid booking awaiting the therapist: by when they confirm, and the refund if they do not. */
  confirmationNote: string | null;
  /** What a cancellation started by the therapist means for the client, while it matters. */
  cancellationNote: string | null;
  /** A therapist who is not listed now (suspended): what it means for this session. */
  therapistNote: string | null;
  /** Unpaid reservations still open: when the slot is released. */
  reservedUntil: { timeText: string; minutesLeft: number } | null;
  supportHref: string;
};

const CONTACT_SUPPORT_ONLY: AppointmentAction[] = [
  { kind: 'contact-support', label: 'Contact Support', disabled: false },
];

/** 'HH:MM' of an instant, read in IST. */
function istHhmm(instant: Date): string {
  const minutes = istNowMinutes(instant);
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** '6:15 PM' for an instant, read in IST ('शाम 6:15 बजे' in Hindi). */
export function istClockText(instant: Date, t: Translator = pageT()): string {
  return formatTimeIn(t.language, istHhmm(instant));
}

/** '6:15 PM IST on Fri, 27 Nov 2026': an instant in the translator's language. */
export function istMomentWords(instant: Date, t: Translator): string {
  return t(W.moment, {
    time: istClockText(instant, t),
    date: formatDateIn(t.language, istToday(instant), 'short'),
  });
}

const ms = (iso: string | null) => (iso === null ? Number.NaN : Date.parse(iso));

/** Unpaid, not cancelled, and its hold has run out (the server may not have swept it yet). */
function reservationExpired(item: Appointment, now: Date): boolean {
  const ends = ms(item.reservationExpiresAt);
  return !item.payment && !item.cancelled && ends <= now.getTime();
}

/**
 * The booking-fee refund once it is known: the recorded refund, or for an approved request of the
 * client's without a recorded refund yet, what the refund rule gives for the request's time.
 */
function knownRefundPaise(item: Appointment): number | null {
  if (item.refund) return item.refund.amountPaise;
  // The team's own cancellation records its refund as it cancels: none recorded is none given.
  if (item.cancelled && item.cancelledBy === 'admin' && item.payment) return 0;
  const requestedAt = ms(item.cancellationRequestedAt);
  if (
    item.cancelled &&
    item.cancellationStatus === 'approved' &&
    item.cancellationRequestedBy !== 'therapist' &&
    item.cancelledBy !== 'admin' &&
    Number.isFinite(requestedAt)
  ) {
    return refundForCancellation({
      bookedAt: new Date(item.createdAt),
      requestedAt: new Date(requestedAt),
      requestedBy: 'user',
      bookingFeePaise: rupeesToPaise(item.bookingFee),
    }).refundPaise;
  }
  return null;
}

export function statusInput(item: Appointment, now: Date): AppointmentStatusInput {
  const expired = reservationExpired(item, now);
  return {
    slotDate: item.slotDate,
    slotTime: item.slotTime,
    cancelled: item.cancelled || expired,
    cancelledBy: expired ? 'system' : item.cancelledBy,
    isCompleted: item.isCompleted,
    isApproved: item.isApproved,
    payment: item.payment,
    sessionStatus: item.sessionStatus,
    cancellationStatus: item.cancellationStatus,
    cancellationRequestedBy: item.cancellationRequestedBy,
    refundPaise: knownRefundPaise(item),
    reservationExpiresAt: item.reservationExpiresAt,
    proposalDeclined: item.proposalDeclined ?? false,
  };
}

function refundText(item: Appointment, status: AppointmentStatus, t: Translator): string | null {
  const refund = item.refund;
  if (status.code === 'cancelled-not-refunded' && item.payment) {
    const fee = formatRupees(item.bookingFee);
    // The team's choice, not the 24-hour rule, kept the fee of a booking it cancelled.
    const requestedBy =
      item.cancelledBy === 'admin' ? null : (item.cancellationRequestedBy ?? null);
    return requestedBy === 'user'
      ? t(W.notRefundedLate, { fee, hours: REFUND_WINDOW_HOURS })
      : t(W.notRefunded, { fee });
  }
  if (!refund || refund.amountPaise <= 0) return null;
  const amount = formatRupees(paiseToRupees(refund.amountPaise));
  switch (refund.status) {
    case 'pending':
      return t(W.refundPending, { amount });
    case 'processed':
      return t(W.refundProcessed, { amount });
    case 'failed':
      return t(W.refundFailed, { amount });
  }
}

function confirmationNote(
  item: Appointment,
  status: AppointmentStatus,
  tab: AppointmentTab,
  t: Translator,
): string | null {
  const day = parseSlotDateKey(item.slotDate);
  const bookedAt = ms(item.createdAt);
  if (status.code !== 'pending-confirmation' || tab !== 'upcoming' || !day) return null;
  // An open proposal of new times pauses the acceptance deadline (decision 0059).
  if (item.proposal) return null;
  if (!Number.isFinite(bookedAt)) return null;
  const by = acceptanceDeadline(new Date(bookedAt), istInstant(day, item.slotTime));
  return t(W.awaitingConfirmation, {
    by: istMomentWords(by, t),
    fee: formatRupees(item.bookingFee),
  });
}

function reservedUntil(item: Appointment, now: Date, tab: AppointmentTab, t: Translator) {
  const ends = ms(item.reservationExpiresAt);
  if (item.payment || tab !== 'upcoming' || !Number.isFinite(ends)) return null;
  return {
    timeText: t(W.time, { time: istClockText(new Date(ends), t) }),
    minutesLeft: Math.max(1, Math.ceil((ends - now.getTime()) / 60_000)),
  };
}

function cancellationNote(item: Appointment, tab: AppointmentTab, t: Translator): string | null {
  if (tab !== 'upcoming' || item.cancelled || item.cancellationRequestedBy !== 'therapist')
    return null;
  if (item.cancellationStatus === 'pending') return t(W.therapistPending);
  if (item.cancellationStatus === 'rejected') return t(W.therapistRejected);
  return null;
}

/** What a client reads on a session whose therapist is not listed now (decision 0049). */
export function therapistNote(
  item: Appointment,
  tab: AppointmentTab,
  t: Translator = pageT(),
): string | null {
  if (item.therapistListed) return null;
  const name = item.docData.name;
  if (item.cancelled && item.cancelledBy === 'admin') return t(W.teamCancelled, { name });
  if (tab !== 'upcoming') return null;
  return item.payment ? t(W.unlistedPaid, { name }) : t(W.unlistedUnpaid, { name });
}

function bookingFee(item: Appointment, tab: AppointmentTab, t: Translator) {
  const amount = formatRupees(item.bookingFee);
  if (item.payment) return { bookingFeeLabel: t(W.feePaid), bookingFeeText: amount };
  if (tab === 'upcoming') return { bookingFeeLabel: t(W.feeDue), bookingFeeText: amount };
  return { bookingFeeLabel: t(W.fee), bookingFeeText: t(W.notCharged) };
}

export function appointmentView(
  item: Appointment,
  now: Date,
  supportEmail: string,
  t: Translator = pageT(),
): AppointmentView {
  const input = statusInput(item, now);
  const status = appointmentStatus(input);
  const tab = appointmentTab(input, now);
  const date = parseSlotDateKey(item.slotDate);
  const dateText = date ? formatDateIn(t.language, date, 'short') : item.slotDate;
  const amounts = bookingAmounts(
    item.therapistFee ?? item.docData.fees,
    rupeesToPaise(item.bookingFee),
  );
  return {
    item,
    status,
    tone: appointmentStatusTone(status.code),
    tab,
    actions: tab === 'upcoming' ? appointmentActions(input, now) : CONTACT_SUPPORT_ONLY,
    dateText,
    timeText: t(W.time, { time: formatTimeIn(t.language, item.slotTime) }),
    modeText: t(W.modeShort, { mode: item.sessionType }),
    amounts,
    // A therapist who listed no fee: "Fee on request", never an invented figure (decision 0061).
    sessionFeeText: amounts.total === null ? t(FEE_WORDS.onRequest) : formatRupees(amounts.total),
    atSessionText:
      tab === 'cancelled' || amounts.atSession === null ? null : formatRupees(amounts.atSession),
    ...bookingFee(item, tab, t),
    refundText: refundText(item, status, t),
    confirmationNote: confirmationNote(item, status, tab, t),
    cancellationNote: cancellationNote(item, tab, t),
    therapistNote: therapistNote(item, tab, t),
    reservedUntil: reservedUntil(item, now, tab, t),
    supportHref: supportMailto({
      supportEmail,
      therapistName: item.docData.name,
      slotDate: item.slotDate,
      slotTime: item.slotTime,
      appointmentId: item.id,
    }),
  };
}
