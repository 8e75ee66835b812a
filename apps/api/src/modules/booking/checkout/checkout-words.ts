import { defineMessages } from '@app/domain/i18n/define';

/**
 * What the checkout answers when a time or a payment cannot go ahead, in the caller's language
 * (the codes stay the same).
 */
export const CHECKOUT_WORDS = defineMessages({
  past: {
    id: 'errors.slotPast',
    defaultMessage: 'This time has already passed. Please choose a later time.',
  },
  tooSoon: {
    id: 'errors.slotTooSoon',
    defaultMessage:
      'This therapist takes bookings at least {hours, plural, one {# hour} other {# hours}} ahead. Please choose a later time.',
  },
  timeOff: {
    id: 'errors.slotTimeOff',
    defaultMessage: 'The therapist is away on this date. Please choose another date.',
  },
  beyondWindow: {
    id: 'errors.slotBeyondWindow',
    defaultMessage:
      'Appointments can be booked up to {days} days ahead. Please choose an earlier date.',
  },
  outsideHours: {
    id: 'errors.slotOutsideHours',
    defaultMessage:
      'The therapist is not available at this time. Please choose one of the offered times.',
  },
  chooseSlot: {
    id: 'errors.slotMissing',
    defaultMessage: 'Please select appointment date and time',
  },
  modeOnline: {
    id: 'errors.modeNotOfferedOnline',
    defaultMessage:
      'This therapist does not offer Online sessions. Please choose another session type.',
  },
  modeInPerson: {
    id: 'errors.modeNotOfferedInPerson',
    defaultMessage:
      'This therapist does not offer In-Person sessions. Please choose another session type.',
  },
  lostSlot: {
    id: 'errors.lostSlot',
    defaultMessage:
      'The slot was taken before your payment completed. Your payment will be fully refunded.',
  },
  cancelledBeforePayment: {
    id: 'errors.cancelledBeforePayment',
    defaultMessage:
      'This appointment was cancelled before your payment completed. Your payment will be fully refunded.',
  },
  foreignPayment: {
    id: 'errors.foreignPayment',
    defaultMessage:
      'This payment belongs to another order. Nothing was booked or charged twice; please contact support if you were charged.',
  },
  orderBeingPrepared: {
    id: 'errors.orderBeingPrepared',
    defaultMessage: 'Your payment for this slot is being prepared. Please try again in a moment.',
  },
  paymentNotCompleted: {
    id: 'errors.paymentNotCompleted',
    defaultMessage: 'Payment was not completed. You can pay from My Appointments.',
  },
  paymentProcessing: {
    id: 'errors.paymentProcessing',
    defaultMessage:
      'Your payment is still being processed. Your booking is confirmed as soon as it completes.',
  },
  detailsMismatch: {
    id: 'errors.bookingDetailsMismatch',
    defaultMessage: 'The booking details do not match this payment order.',
  },
  /** Contains 'slot' and 'not available' so older clients' friendly mapping recognises it. */
  slotGone: {
    id: 'errors.slotGone',
    defaultMessage: 'Selected slot is not available any more. Please choose another time.',
  },
  unknownTherapist: { id: 'errors.unknownTherapist', defaultMessage: 'Unable to find therapist' },
  reservationExpired: {
    id: 'errors.reservation.expired',
    defaultMessage: 'This reservation has expired. Please book a new slot.',
  },
  reservationCancelled: {
    id: 'errors.reservation.cancelled',
    defaultMessage: 'This appointment was cancelled. Please book a new slot.',
  },
  alreadyPaid: {
    id: 'errors.reservation.alreadyPaid',
    defaultMessage: 'This appointment is already paid.',
  },
  tooManyReservations: {
    id: 'errors.reservation.tooMany',
    defaultMessage:
      'You already have {count} unpaid reservations. Pay for or cancel one in My Appointments before reserving another time.',
  },
  amountMismatch: {
    id: 'errors.paymentAmountMismatch',
    defaultMessage: 'Payment amount does not match the order. Please contact support.',
  },
  orderNotFound: { id: 'errors.paymentOrderNotFound', defaultMessage: 'Payment order not found' },
  /** The provider says the payment failed (the words the checkout shows for it). */
  paymentFailed: {
    id: 'common.checkout.failed',
    defaultMessage: 'Payment failed. Please check your details and try again.',
  },
});

/** What a verified payment answers, in the caller's language: the words the pages show for it. */
export const CHECKOUT_ANSWERS = defineMessages({
  paymentSuccess: {
    id: 'appointments.paymentSuccess',
    defaultMessage: 'Payment successful! Appointment booked.',
  },
  /** check-slot-availability's yes. */
  slotAvailable: { id: 'booking.slotAvailable', defaultMessage: 'Slot is available' },
  /** The older review page's words (verify-payment-and-book). */
  booked: { id: 'booking.review.booked', defaultMessage: 'Appointment booked successfully!' },
});
