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
});
