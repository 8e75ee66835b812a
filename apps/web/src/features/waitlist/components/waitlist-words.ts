import { defineMessages } from '@app/domain/i18n/define';

/** The waitlist's words on the booking page and in My Appointments. */
export const WAITLIST_WORDS = defineMessages({
  offerTitle: { id: 'waitlist.offer.title', defaultMessage: 'No time that suits you?' },
  offerText: {
    id: 'waitlist.offer.text',
    defaultMessage:
      'When the days you want are full, we can write to you as soon as a time opens on them.',
  },
  offerButton: { id: 'waitlist.offer.button', defaultMessage: 'Tell me if a time opens' },
  signInToWait: {
    id: 'waitlist.offer.signIn',
    defaultMessage: 'Please log in to join the waitlist.',
  },
  dialogTitle: { id: 'waitlist.dialog.title', defaultMessage: 'Tell me if a time opens' },
  dialogText: {
    id: 'waitlist.dialog.text',
    defaultMessage:
      'We write to you by email (and by the texts you chose) when a time opens with {therapist}. Nothing is held: the first to pay gets the time.',
  },
  fromDay: { id: 'waitlist.dialog.fromDay', defaultMessage: 'Day' },
  toDay: { id: 'waitlist.dialog.toDay', defaultMessage: 'Until (optional)' },
  toDayHint: {
    id: 'waitlist.dialog.toDayHint',
    defaultMessage: 'Choose a last day to wait for a range of up to {days} days.',
  },
  timeOfDay: { id: 'waitlist.dialog.timeOfDay', defaultMessage: 'Time of day' },
  anyTime: { id: 'waitlist.timeOfDay.any', defaultMessage: 'Any time' },
  morning: { id: 'waitlist.timeOfDay.morning', defaultMessage: 'Morning (before 12 PM)' },
  afternoon: { id: 'waitlist.timeOfDay.afternoon', defaultMessage: 'Afternoon (12–5 PM)' },
  evening: { id: 'waitlist.timeOfDay.evening', defaultMessage: 'Evening (after 5 PM)' },
  mode: { id: 'waitlist.dialog.mode', defaultMessage: 'Session type' },
  anyMode: { id: 'waitlist.mode.any', defaultMessage: 'Either' },
  online: { id: 'waitlist.mode.online', defaultMessage: 'Online' },
  inPerson: { id: 'waitlist.mode.inPerson', defaultMessage: 'In-Person' },
  dayRequired: { id: 'waitlist.dialog.dayRequired', defaultMessage: 'Please choose a day.' },
  join: { id: 'waitlist.dialog.join', defaultMessage: 'Join the waitlist' },
  joining: { id: 'waitlist.dialog.joining', defaultMessage: 'Joining…' },
  cancel: { id: 'waitlist.dialog.cancel', defaultMessage: 'Cancel' },
  joinFailed: {
    id: 'waitlist.dialog.joinFailed',
    defaultMessage: 'We could not add you to the waitlist. Please try again.',
  },
  listTitle: { id: 'waitlist.list.title', defaultMessage: 'Waiting for a time' },
  listText: {
    id: 'waitlist.list.text',
    defaultMessage: 'We write to you when a time opens on these days.',
  },
  range: { id: 'waitlist.list.range', defaultMessage: '{from} to {to}' },
  told: {
    id: 'waitlist.list.told',
    defaultMessage: '{count, plural, one {Told of # opened time} other {Told of # opened times}}',
  },
  leave: { id: 'waitlist.list.leave', defaultMessage: 'Leave' },
  leaveLabel: {
    id: 'waitlist.list.leaveLabel',
    defaultMessage: 'Leave the waitlist for {therapist}, {days}',
  },
  leaving: { id: 'waitlist.list.leaving', defaultMessage: 'Leaving…' },
  leaveFailed: {
    id: 'waitlist.list.leaveFailed',
    defaultMessage: 'We could not take you off the waitlist. Please try again.',
  },
  bookingPage: { id: 'waitlist.list.bookingPage', defaultMessage: 'See open times' },
});
