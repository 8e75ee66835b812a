import { defineMessages } from '@app/domain/i18n/define';

/** The words of My Appointments: the page, its cards and dialogs (namespace appointments). */
export const APPOINTMENTS = defineMessages({
  title: { id: 'appointments.title', defaultMessage: 'My Appointments' },
  metaDescription: {
    id: 'appointments.description',
    defaultMessage: 'Your sessions, payments and cancellation requests.',
  },
  lead: {
    id: 'appointments.lead',
    defaultMessage:
      'Your sessions, payments, moves and cancellation requests. All times are in IST.',
  },
  tabs: { id: 'appointments.tabs', defaultMessage: 'Appointments' },
  upcoming: { id: 'appointments.tab.upcoming', defaultMessage: 'Upcoming' },
  past: { id: 'appointments.tab.past', defaultMessage: 'Past' },
  cancelled: { id: 'appointments.tab.cancelled', defaultMessage: 'Cancelled' },
  tabHeading: {
    id: 'appointments.tabHeading',
    defaultMessage:
      '{tab, select, upcoming {Upcoming appointments} past {Past appointments} other {Cancelled appointments}}',
  },
  loading: { id: 'appointments.loading', defaultMessage: 'Loading your appointments…' },
  empty: {
    id: 'appointments.empty',
    defaultMessage:
      '{tab, select, upcoming {No upcoming appointments found.} past {No past appointments found.} other {No cancelled appointments found.}}',
  },
  emptyLead: {
    id: 'appointments.emptyLead',
    defaultMessage:
      'Browse therapists by language, location and speciality, and book a time that suits you.',
  },
  findTherapist: { id: 'appointments.findTherapist', defaultMessage: 'Find a therapist' },
  loadFailed: {
    id: 'appointments.loadFailed',
    defaultMessage: 'Unable to load appointments. Please refresh the page.',
  },
  tryAgain: { id: 'appointments.tryAgain', defaultMessage: 'Try again' },
  tryingAgain: { id: 'appointments.tryingAgain', defaultMessage: 'Trying again…' },
  // The card.
  session: { id: 'appointments.card.session', defaultMessage: 'Session' },
  sessionLength: { id: 'appointments.card.sessionLength', defaultMessage: '1 hr' },
  mode: {
    id: 'appointments.card.mode',
    defaultMessage: '{mode, select, online {Online session} other {In-Person session}}',
  },
  modeShort: {
    id: 'appointments.card.modeShort',
    defaultMessage: '{mode, select, online {Online} other {In-Person}}',
  },
  time: { id: 'appointments.card.time', defaultMessage: '{time} IST' },
  moment: { id: 'appointments.card.moment', defaultMessage: '{time} IST on {date}' },
  dateTime: { id: 'appointments.card.dateTime', defaultMessage: '{date}, {time} IST' },
  sessionFee: { id: 'appointments.card.sessionFee', defaultMessage: 'Session fee' },
  atSession: { id: 'appointments.card.atSession', defaultMessage: 'At the session' },
  feePaid: { id: 'appointments.card.feePaid', defaultMessage: 'Booking fee paid' },
  feeDue: { id: 'appointments.card.feeDue', defaultMessage: 'Booking fee due' },
  fee: { id: 'appointments.card.fee', defaultMessage: 'Booking fee' },
  notCharged: { id: 'appointments.card.notCharged', defaultMessage: 'Not charged' },
  reservedUntil: {
    id: 'appointments.card.reservedUntil',
    defaultMessage:
      '<strong>Reserved until {time}</strong> — pay within {minutes} min to keep this time.',
  },
  refundPending: {
    id: 'appointments.card.refundPending',
    defaultMessage: 'Refund of {amount}: processing — 4 to 7 working days',
  },
  refundProcessed: {
    id: 'appointments.card.refundProcessed',
    defaultMessage: 'Refund of {amount} processed',
  },
  refundFailed: {
    id: 'appointments.card.refundFailed',
    defaultMessage: 'Refund of {amount} could not be completed. Please contact support.',
  },
  notRefundedLate: {
    id: 'appointments.card.notRefundedLate',
    defaultMessage:
      'The {fee} booking fee was not refunded: cancellations requested more than {hours} hours after booking are non-refundable.',
  },
  notRefunded: {
    id: 'appointments.card.notRefunded',
    defaultMessage: 'The {fee} booking fee was not refunded.',
  },
  awaitingConfirmation: {
    id: 'appointments.card.awaitingConfirmation',
    defaultMessage:
      "Awaiting the therapist's confirmation by {by}. If they do not confirm by then, the booking is cancelled and your {fee} booking fee is refunded in full.",
  },
  therapistPending: {
    id: 'appointments.card.therapistPending',
    defaultMessage:
      'The therapist has asked to cancel this session. Our team is reviewing it; if it is cancelled you get a full refund.',
  },
  therapistRejected: {
    id: 'appointments.card.therapistRejected',
    defaultMessage:
      'The therapist asked to cancel this session and our team declined the request, so your session goes ahead. You can still ask to cancel it yourself.',
  },
  teamCancelled: {
    id: 'appointments.card.teamCancelled',
    defaultMessage:
      'Our team cancelled this session because {name} is not taking sessions for now.',
  },
  unlistedPaid: {
    id: 'appointments.card.unlistedPaid',
    defaultMessage:
      '{name} is not taking new bookings for now, but this session stays booked and goes ahead as planned. If you would rather not go ahead, contact support and we will cancel it with a full refund.',
  },
  unlistedUnpaid: {
    id: 'appointments.card.unlistedUnpaid',
    defaultMessage: '{name} is not taking bookings for now, so this reservation cannot be paid.',
  },
  // Card actions.
  reschedule: { id: 'appointments.reschedule', defaultMessage: 'Reschedule' },
  paying: { id: 'appointments.paying', defaultMessage: 'Payment in progress…' },
  payDescription: {
    id: 'appointments.payDescription',
    defaultMessage: '{fee} booking fee · Session with {name}, {date}, {time}',
  },
  paymentProcessFailed: {
    id: 'appointments.paymentProcessFailed',
    defaultMessage: 'Unable to process payment. Please try again.',
  },
  paymentSuccess: {
    id: 'appointments.paymentSuccess',
    defaultMessage: 'Payment successful! Appointment booked.',
  },
  // Dialogs.
  keepAppointment: { id: 'appointments.keepAppointment', defaultMessage: 'Keep appointment' },
  cancelTitle: { id: 'appointments.cancelTitle', defaultMessage: 'Cancel this appointment?' },
  cancelLead: {
    id: 'appointments.cancelLead',
    defaultMessage:
      'The reserved time is released straight away. You have not paid anything yet, so there is nothing to refund.',
  },
  cancelConfirm: { id: 'appointments.cancelConfirm', defaultMessage: 'Yes, cancel appointment' },
  cancelling: { id: 'appointments.cancelling', defaultMessage: 'Cancelling…' },
  cancelledToast: {
    id: 'appointments.cancelledToast',
    defaultMessage: 'Appointment cancelled successfully.',
  },
  cancelFailed: {
    id: 'appointments.cancelFailed',
    defaultMessage: 'Unable to cancel appointment. Please try again.',
  },
  requestTitle: { id: 'appointments.requestTitle', defaultMessage: 'Request cancellation' },
  requestedToast: {
    id: 'appointments.requestedToast',
    defaultMessage: 'Cancellation request submitted successfully.',
  },
  refundable: {
    id: 'appointments.refundable',
    defaultMessage:
      '{amount} booking fee will be refunded (you are within {hours} hours of booking).',
  },
  notRefundable: {
    id: 'appointments.notRefundable',
    defaultMessage:
      'The {fee} booking fee is not refundable: it has been more than {hours} hours since you booked.',
  },
  onlyBookingFee: {
    id: 'appointments.onlyBookingFee',
    defaultMessage:
      'Only the {bookingFee} booking fee was paid online. The remaining {atSession} of the {total} session fee is paid at the session, so nothing more is owed once it is cancelled.',
  },
  reason: { id: 'appointments.reason', defaultMessage: 'Reason for cancellation' },
  reasonPlaceholder: {
    id: 'appointments.reasonPlaceholder',
    defaultMessage: 'Tell us briefly why you need to cancel',
  },
  submitRequest: { id: 'appointments.submitRequest', defaultMessage: 'Submit request' },
  submitting: { id: 'appointments.submitting', defaultMessage: 'Submitting…' },
  pendingTitle: { id: 'appointments.pendingTitle', defaultMessage: 'Cancellation requested' },
  pendingAsked: {
    id: 'appointments.pendingAsked',
    defaultMessage: 'You asked to cancel this appointment on {when}. ',
  },
  pendingAt: { id: 'appointments.pendingAt', defaultMessage: '{date} at {time} IST' },
  pendingReview: {
    id: 'appointments.pendingReview',
    defaultMessage:
      'Our team reviews every cancellation request within 2-3 business days and will email you the decision.',
  },
  pendingRefundable: {
    id: 'appointments.pendingRefundable',
    defaultMessage:
      'If it is approved, the {fee} booking fee will be refunded: you asked within {hours} hours of booking. Refunds take 4 to 7 working days.',
  },
  pendingNotRefundable: {
    id: 'appointments.pendingNotRefundable',
    defaultMessage:
      'The {fee} booking fee is not refundable: you asked more than {hours} hours after booking.',
  },
  close: { id: 'appointments.close', defaultMessage: 'Close' },
  rescheduleTitle: { id: 'appointments.rescheduleTitle', defaultMessage: 'Reschedule session' },
  rescheduleLead: {
    id: 'appointments.rescheduleLead',
    defaultMessage:
      'Pick a new time. There is no new fee, and your refund window still counts from when you booked. You can move this booking {moves, plural, one {once more} other {# times}}, up to {hours} hours before it starts.',
  },
  newTime: { id: 'appointments.newTime', defaultMessage: 'New time:' },
  chooseNewTime: { id: 'appointments.chooseNewTime', defaultMessage: 'Choose a new time.' },
  keepTime: { id: 'appointments.keepTime', defaultMessage: 'Keep current time' },
  moveSession: { id: 'appointments.moveSession', defaultMessage: 'Move session' },
  moving: { id: 'appointments.moving', defaultMessage: 'Moving…' },
  proposalTitle: {
    id: 'appointments.proposalTitle',
    defaultMessage: 'Your therapist proposed new times',
  },
  proposalLead: {
    id: 'appointments.proposalLead',
    defaultMessage:
      'Pick one by {by}, or decline. Without an answer the session stays at its current time.',
  },
  proposedTimes: { id: 'appointments.proposedTimes', defaultMessage: 'Proposed times' },
  decline: { id: 'appointments.decline', defaultMessage: 'Decline' },
  moveHere: { id: 'appointments.moveHere', defaultMessage: 'Move to this time' },
  declineTitle: { id: 'appointments.declineTitle', defaultMessage: 'Decline the new times?' },
  declineLead: {
    id: 'appointments.declineLead',
    defaultMessage:
      'The session of {date}, {time} is cancelled and your {fee} booking fee is refunded in full. This cannot be undone.',
  },
  goBack: { id: 'appointments.goBack', defaultMessage: 'Go back' },
  declineConfirm: { id: 'appointments.declineConfirm', defaultMessage: 'Decline and cancel' },
  declining: { id: 'appointments.declining', defaultMessage: 'Declining…' },
  moved: {
    id: 'appointments.moved',
    defaultMessage: 'Your session is moved. The updated calendar invite is on its way to you.',
  },
  proposalAnswered: {
    id: 'appointments.proposalAnswered',
    defaultMessage:
      '{answer, select, moved {Your session is moved to the time you picked.} other {You declined the new times. The session is cancelled and your booking fee is refunded in full.}}',
  },
});
