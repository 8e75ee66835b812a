import { defineMessages } from '@app/domain/i18n/define';

/**
 * The words of Phone & notifications and the offer to verify a booking's phone (namespace
 * phoneNotices), on My Profile, My Appointments and the therapist dashboard.
 */
export const NOTIFY = defineMessages({
  heading: { id: 'phoneNotices.heading', defaultMessage: 'Phone & notifications' },
  lead: {
    id: 'phoneNotices.lead',
    defaultMessage:
      'Get booking updates and reminders by SMS or WhatsApp on a verified mobile number.',
  },
  loading: { id: 'phoneNotices.loading', defaultMessage: 'Loading your notification choices…' },
  loadFailed: {
    id: 'phoneNotices.loadFailed',
    defaultMessage: 'Unable to load your notification choices.',
  },
  tryAgain: { id: 'phoneNotices.tryAgain', defaultMessage: 'Try again' },
  verified: { id: 'phoneNotices.verified', defaultMessage: 'Verified' },
  changeNumber: { id: 'phoneNotices.changeNumber', defaultMessage: 'Change number' },
  bookings: { id: 'phoneNotices.bookings', defaultMessage: 'Bookings and changes' },
  reminders: {
    id: 'phoneNotices.reminders',
    defaultMessage: 'Reminders (24 hours and 1 hour before)',
  },
  saved: { id: 'phoneNotices.saved', defaultMessage: 'Your notification choices are saved.' },
  email: { id: 'phoneNotices.email', defaultMessage: 'Email' },
  emailAlways: {
    id: 'phoneNotices.emailAlways',
    defaultMessage:
      'Always on: every booking, payment, refund and account notice goes to your email.',
  },
  smsStopped: {
    id: 'phoneNotices.smsStopped',
    defaultMessage: 'You replied STOP to our SMS. Tick a box to start again.',
  },
  moment: { id: 'phoneNotices.moment', defaultMessage: '{date}, {time} IST' },
  agreedOn: { id: 'phoneNotices.agreedOn', defaultMessage: 'You agreed on {when}.' },
  whatsappStopped: {
    id: 'phoneNotices.whatsappStopped',
    defaultMessage: 'You replied STOP on WhatsApp. Tick a box to start again.',
  },
  onlySessions: {
    id: 'phoneNotices.onlySessions',
    defaultMessage:
      'Only notices about your sessions, never marketing. No reminders between 9 PM and 8 AM IST except the one an hour before a session.',
  },
  saveChoices: { id: 'phoneNotices.saveChoices', defaultMessage: 'Save choices' },
  // The phone verifier.
  enterNumber: { id: 'phoneNotices.enterNumber', defaultMessage: 'Enter your mobile number' },
  enterCode: {
    id: 'phoneNotices.enterCode',
    defaultMessage: 'Enter the 6-digit code from the SMS.',
  },
  code: { id: 'phoneNotices.code', defaultMessage: '6-digit code' },
  codeSent: {
    id: 'phoneNotices.codeSent',
    defaultMessage: 'We sent a code by SMS to {phone}. It expires in 10 minutes.',
  },
  verify: { id: 'phoneNotices.verify', defaultMessage: 'Verify' },
  mobile: { id: 'phoneNotices.mobile', defaultMessage: 'Mobile number' },
  mobileHint: {
    id: 'phoneNotices.mobileHint',
    defaultMessage: 'An Indian mobile number, e.g. 98765 43210',
  },
  sendCode: { id: 'phoneNotices.sendCode', defaultMessage: 'Send code' },
  // After a booking.
  phoneVerified: { id: 'phoneNotices.phoneVerified', defaultMessage: 'Your phone is verified' },
  smsToo: { id: 'phoneNotices.smsToo', defaultMessage: 'Get updates by SMS too?' },
  willText: {
    id: 'phoneNotices.willText',
    defaultMessage:
      'We will text you about this booking and remind you before it. Choose WhatsApp and more on My Profile.',
  },
  bookingPaid: {
    id: 'phoneNotices.bookingPaid',
    defaultMessage:
      'Your booking is paid. Verify your mobile number and we will text you when the therapist confirms and before the session.',
  },
  verifyMyPhone: { id: 'phoneNotices.verifyMyPhone', defaultMessage: 'Verify my phone' },
  notNow: { id: 'phoneNotices.notNow', defaultMessage: 'Not now' },
  phoneNowVerified: {
    id: 'phoneNotices.phoneNowVerified',
    defaultMessage: 'Your phone number is verified.',
  },
});
