import { defineMessages } from '@app/domain/i18n/define';

/** The words of the booking page and its checkout summary (namespace booking). */
export const BOOKING = defineMessages({
  back: { id: 'booking.back', defaultMessage: 'Back' },
  homeLink: { id: 'booking.homeLink', defaultMessage: '{site} home' },
  heading: { id: 'booking.heading', defaultMessage: 'Book a session with {name}' },
  loadingDetails: { id: 'booking.loadingDetails', defaultMessage: 'Loading the details form…' },
  loading: { id: 'booking.loading', defaultMessage: 'Loading booking…' },
  selectDateTime: {
    id: 'booking.selectDateTime',
    defaultMessage: 'Please select appointment date and time',
  },
  signupRequired: {
    id: 'booking.signupRequired',
    defaultMessage: 'Please sign up/create an account to book an appointment.',
  },
  loadFailed: {
    id: 'booking.loadFailed',
    defaultMessage: 'Unable to load therapist information',
  },
  steps: { id: 'booking.steps', defaultMessage: 'Booking steps' },
  stepSlots: { id: 'booking.stepSlots', defaultMessage: 'Select Booking Slots' },
  stepDetails: { id: 'booking.stepDetails', defaultMessage: 'Enter Basic Details' },
  stepOf: {
    id: 'booking.stepOf',
    defaultMessage: 'Step {step} of {total}{done, select, yes {, done} other {}}: ',
  },
  slotsLead: {
    id: 'booking.slotsLead',
    defaultMessage: 'Sessions last one hour. All times are India Standard Time (IST).',
  },
  selected: { id: 'booking.selected', defaultMessage: 'Selected: ' },
  selectedSlot: { id: 'booking.selectedSlot', defaultMessage: '{date}, {time} IST · {mode}' },
  chooseToContinue: {
    id: 'booking.chooseToContinue',
    defaultMessage: 'Choose a time to continue.',
  },
  continue: { id: 'booking.continue', defaultMessage: 'Continue' },
  summary: { id: 'booking.summary', defaultMessage: 'Booking summary' },
  edit: { id: 'booking.edit', defaultMessage: 'Edit' },
  editWhat: { id: 'booking.editWhat', defaultMessage: ' date and time' },
  notSelected: { id: 'booking.notSelected', defaultMessage: 'Not selected' },
  mode: { id: 'booking.mode', defaultMessage: 'Mode' },
  date: { id: 'booking.date', defaultMessage: 'Date' },
  time: { id: 'booking.time', defaultMessage: 'Time' },
  timeIst: { id: 'booking.timeIst', defaultMessage: '{time} IST' },
  sessionLength: { id: 'booking.sessionLength', defaultMessage: 'Session length' },
  oneHour: { id: 'booking.oneHour', defaultMessage: '1 hr' },
  sessionFee: { id: 'booking.sessionFee', defaultMessage: 'Session fee' },
  bookingFeeNow: { id: 'booking.bookingFeeNow', defaultMessage: 'Booking fee, paid now' },
  atSession: { id: 'booking.atSession', defaultMessage: 'Paid at the session' },
  total: { id: 'booking.total', defaultMessage: 'Total' },
  payableNow: { id: 'booking.payableNow', defaultMessage: 'Payable now: ' },
  refundRule: {
    id: 'booking.refundRule',
    defaultMessage: 'Booking fee refundable if you cancel within {hours} hours of booking',
  },
  holdExpired: { id: 'booking.holdExpired', defaultMessage: 'Your hold has expired' },
  heldFor: { id: 'booking.heldFor', defaultMessage: 'Slot held for <b>{clock}</b>' },
  heldForMinutes: {
    id: 'booking.heldForMinutes',
    defaultMessage: 'Slot held for {minutes, plural, one {# minute} other {# minutes}}',
  },
  detailsLead: {
    id: 'booking.detailsLead',
    defaultMessage: 'We share these with your therapist so they can prepare for the session.',
  },
  requiredFields: {
    id: 'booking.requiredFields',
    defaultMessage: 'Please fill in all required fields',
  },
  fixErrors: { id: 'booking.fixErrors', defaultMessage: 'Please fix the errors in the form' },
  profileFailed: {
    id: 'booking.profileFailed',
    defaultMessage: 'Unable to load profile. Please try again.',
  },
  firstName: { id: 'booking.firstName', defaultMessage: 'First name' },
  lastName: { id: 'booking.lastName', defaultMessage: 'Last name' },
  email: { id: 'booking.email', defaultMessage: 'Email' },
  emailHint: {
    id: 'booking.emailHint',
    defaultMessage: 'From your account; it cannot be changed here.',
  },
  phone: { id: 'booking.phone', defaultMessage: 'Phone' },
  phoneHint: { id: 'booking.phoneHint', defaultMessage: '10-digit Indian mobile number' },
  message: { id: 'booking.message', defaultMessage: 'Message' },
  optional: { id: 'booking.optional', defaultMessage: '(optional)' },
  characters: { id: 'booking.characters', defaultMessage: '{count}/{max} characters' },
  messagePlaceholder: {
    id: 'booking.messagePlaceholder',
    defaultMessage: 'Anything you would like your therapist to know before the session',
  },
  processing: { id: 'booking.processing', defaultMessage: 'Processing…' },
  payNow: { id: 'booking.payNow', defaultMessage: 'Pay Now' },
  checkoutDescription: {
    id: 'booking.checkoutDescription',
    defaultMessage: 'Booking fee · Session with {name}, {date}, {time} IST',
  },
  orderFailed: { id: 'booking.orderFailed', defaultMessage: 'Failed to create payment order' },
  paymentSuccess: {
    id: 'booking.paymentSuccess',
    defaultMessage: 'Payment successful! Appointment booked.',
  },
});

/** The older review page (/appointment-review, /appointment/{docId}) and its cards. */
export const REVIEW = defineMessages({
  lead: {
    id: 'booking.review.lead',
    defaultMessage: 'Check the details, then pay the booking fee to confirm your session.',
  },
  chooseOnProfile: {
    id: 'booking.review.chooseOnProfile',
    defaultMessage: 'Choose a time on {name}’s profile',
  },
  paymentSummary: { id: 'booking.review.paymentSummary', defaultMessage: 'Payment summary' },
  payAndBook: { id: 'booking.review.payAndBook', defaultMessage: 'Pay and Book' },
  keptNote: {
    id: 'booking.review.keptNote',
    defaultMessage:
      'Your reservation is kept for {minutes, plural, one {# minute} other {# minutes}}. You can also pay for it from <link>My Appointments</link>, where it shows as ‘Pending Payment’.',
  },
  loading: { id: 'booking.review.loading', defaultMessage: 'Loading appointment…' },
  loginToBook: { id: 'booking.review.loginToBook', defaultMessage: 'Login to book appointment' },
  missingAppointment: {
    id: 'booking.review.missingAppointment',
    defaultMessage: 'Missing appointment information',
  },
  slotTaken: {
    id: 'booking.review.slotTaken',
    defaultMessage: 'Selected slot is no longer available. Please choose another time.',
  },
  initiateFailed: {
    id: 'booking.review.initiateFailed',
    defaultMessage: 'Failed to initiate payment',
  },
  booked: { id: 'booking.review.booked', defaultMessage: 'Appointment booked successfully!' },
  doctorInformation: {
    id: 'booking.review.doctorInformation',
    defaultMessage: 'Doctor information',
  },
  verified: { id: 'booking.review.verified', defaultMessage: 'Verified Therapist' },
  qualifications: { id: 'booking.review.qualifications', defaultMessage: 'Qualifications' },
  experience: { id: 'booking.review.experience', defaultMessage: 'Experience' },
  years: {
    id: 'booking.review.years',
    defaultMessage: '{years, plural, one {# year} other {# years}}',
  },
  languages: { id: 'booking.review.languages', defaultMessage: 'Languages' },
  location: { id: 'booking.review.location', defaultMessage: 'Location' },
  notProvided: { id: 'booking.review.notProvided', defaultMessage: 'Not provided' },
  onlineOnly: { id: 'booking.review.onlineOnly', defaultMessage: 'Online only' },
  appointmentDetails: {
    id: 'booking.review.appointmentDetails',
    defaultMessage: 'Appointment details',
  },
  sessionType: { id: 'booking.review.sessionType', defaultMessage: 'Session type' },
  /**
   * The spec's review page always reads 'Online Consultation'; it now books the mode chosen on the
   * profile, so it names that mode instead of promising an online session that is not.
   */
  sessionKind: {
    id: 'booking.review.sessionKind',
    defaultMessage: '{mode, select, online {Online Consultation} other {In-Person Consultation}}',
  },
});
