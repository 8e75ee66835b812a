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
import { notRefundedNote, pendingConfirmationNote } from '@app/domain/booking-notes';
import {
  formatIstDate,
  formatTime12h,
  istInstant,
  istNowMinutes,
  parseSlotDateKey,
} from '@app/domain/ist';
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

/** '6:15 PM' for an instant, read in IST. */
export function istClockText(instant: Date): string {
  const minutes = istNowMinutes(instant);
  const hhmm = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  return formatTime12h(hhmm);
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

function refundText(item: Appointment, status: AppointmentStatus): string | null {
  const refund = item.refund;
  if (status.code === 'cancelled-not-refunded' && item.payment)
    return notRefundedNote({
      bookingFeeRupees: item.bookingFee,
      // The team's choice, not the 24-hour rule, kept the fee of a booking it cancelled.
      requestedBy: item.cancelledBy === 'admin' ? null : (item.cancellationRequestedBy ?? null),
    });
  if (!refund || refund.amountPaise <= 0) return null;
  const amount = formatRupees(paiseToRupees(refund.amountPaise));
  switch (refund.status) {
    case 'pending':
      return `Refund of ${amount}: processing — 4 to 7 working days`;
    case 'processed':
      return `Refund of ${amount} processed`;
    case 'failed':
      return `Refund of ${amount} could not be completed. Please contact support.`;
  }
}

function confirmationNote(
  item: Appointment,
  status: AppointmentStatus,
  tab: AppointmentTab,
): string | null {
  const day = parseSlotDateKey(item.slotDate);
  const bookedAt = ms(item.createdAt);
  if (status.code !== 'pending-confirmation' || tab !== 'upcoming' || !day) return null;
  // An open proposal of new times pauses the acceptance deadline (decision 0059).
  if (item.proposal) return null;
  if (!Number.isFinite(bookedAt)) return null;
  return pendingConfirmationNote({
    bookedAt: new Date(bookedAt),
    startsAt: istInstant(day, item.slotTime),
    bookingFeeRupees: item.bookingFee,
  });
}

function reservedUntil(item: Appointment, now: Date, tab: AppointmentTab) {
  const ends = ms(item.reservationExpiresAt);
  if (item.payment || tab !== 'upcoming' || !Number.isFinite(ends)) return null;
  return {
    timeText: `${istClockText(new Date(ends))} IST`,
    minutesLeft: Math.max(1, Math.ceil((ends - now.getTime()) / 60_000)),
  };
}

export const CANCELLATION_NOTES = {
  therapistPending:
    'The therapist has asked to cancel this session. Our team is reviewing it; if it is cancelled you get a full refund.',
  therapistRejected:
    'The therapist asked to cancel this session and our team declined the request, so your session goes ahead. You can still ask to cancel it yourself.',
} as const;

function cancellationNote(item: Appointment, tab: AppointmentTab): string | null {
  if (tab !== 'upcoming' || item.cancelled || item.cancellationRequestedBy !== 'therapist')
    return null;
  if (item.cancellationStatus === 'pending') return CANCELLATION_NOTES.therapistPending;
  if (item.cancellationStatus === 'rejected') return CANCELLATION_NOTES.therapistRejected;
  return null;
}

/** What a client reads on a session whose therapist is not listed now (decision 0049). */
export function therapistNote(item: Appointment, tab: AppointmentTab): string | null {
  if (item.therapistListed) return null;
  const name = item.docData.name;
  if (item.cancelled && item.cancelledBy === 'admin')
    return `Our team cancelled this session because ${name} is not taking sessions for now.`;
  if (tab !== 'upcoming') return null;
  return item.payment
    ? `${name} is not taking new bookings for now, but this session stays booked and goes ahead as planned. If you would rather not go ahead, contact support and we will cancel it with a full refund.`
    : `${name} is not taking bookings for now, so this reservation cannot be paid.`;
}

function bookingFee(item: Appointment, tab: AppointmentTab) {
  const amount = formatRupees(item.bookingFee);
  if (item.payment) return { bookingFeeLabel: 'Booking fee paid', bookingFeeText: amount };
  if (tab === 'upcoming') return { bookingFeeLabel: 'Booking fee due', bookingFeeText: amount };
  return { bookingFeeLabel: 'Booking fee', bookingFeeText: 'Not charged' };
}

export function appointmentView(
  item: Appointment,
  now: Date,
  supportEmail: string,
): AppointmentView {
  const input = statusInput(item, now);
  const status = appointmentStatus(input);
  const tab = appointmentTab(input, now);
  const date = parseSlotDateKey(item.slotDate);
  const dateText = date ? formatIstDate(date, 'short') : item.slotDate;
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
    timeText: `${formatTime12h(item.slotTime)} IST`,
    modeText: item.sessionType === 'online' ? 'Online' : 'In-Person',
    amounts,
    // A therapist who listed no fee: "Fee on request", never an invented figure (decision 0061).
    sessionFeeText:
      amounts.total === null ? pageT()(FEE_WORDS.onRequest) : formatRupees(amounts.total),
    atSessionText:
      tab === 'cancelled' || amounts.atSession === null ? null : formatRupees(amounts.atSession),
    ...bookingFee(item, tab),
    refundText: refundText(item, status),
    confirmationNote: confirmationNote(item, status, tab),
    cancellationNote: cancellationNote(item, tab),
    therapistNote: therapistNote(item, tab),
    reservedUntil: reservedUntil(item, now, tab),
    supportHref: supportMailto({
      supportEmail,
      therapistName: item.docData.name,
      slotDate: item.slotDate,
      slotTime: item.slotTime,
      appointmentId: item.id,
    }),
  };
}
