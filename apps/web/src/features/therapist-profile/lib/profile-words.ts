import { defineMessages } from '@app/domain/i18n/define';

/** The words of a therapist's public profile (namespace therapist). */
export const PROFILE = defineMessages({
  notProvided: { id: 'therapist.notProvided', defaultMessage: 'Not provided' },
  about: { id: 'therapist.about', defaultMessage: 'About {name}' },
  specializations: { id: 'therapist.specializations', defaultMessage: 'Specializations' },
  expertise: { id: 'therapist.expertise', defaultMessage: 'Area of expertise' },
  loading: { id: 'therapist.loading', defaultMessage: 'Loading therapist…' },
  notFound: { id: 'therapist.notFound', defaultMessage: 'Unable to find therapist' },
  loadFailed: {
    id: 'therapist.loadFailed',
    defaultMessage: 'Unable to load therapist information',
  },
  writtenInEnglish: {
    id: 'therapist.writtenInEnglish',
    defaultMessage: 'This therapist wrote their introduction in English.',
    description: 'Shown on pages in other languages above an introduction written in English',
  },
  verified: { id: 'therapist.verified', defaultMessage: 'Verified Therapist' },
  perSession: { id: 'therapist.perSession', defaultMessage: ' per session' },
  bookAppointment: { id: 'therapist.bookAppointment', defaultMessage: 'Book Appointment' },
  qualifications: { id: 'therapist.qualifications', defaultMessage: 'Qualifications' },
  experience: { id: 'therapist.experience', defaultMessage: 'Experience' },
  yearsOfPractice: {
    id: 'therapist.yearsOfPractice',
    defaultMessage: '{years, plural, one {# year} other {# years}} of practice',
  },
  languages: { id: 'therapist.languages', defaultMessage: 'Languages' },
  location: { id: 'therapist.location', defaultMessage: 'Location' },
  onlineOnly: { id: 'therapist.onlineOnly', defaultMessage: 'Online only' },
  noIntroduction: {
    id: 'therapist.noIntroduction',
    defaultMessage: 'This therapist has not added an introduction yet.',
  },
  readMore: { id: 'therapist.readMore', defaultMessage: 'Read more' },
  readLess: { id: 'therapist.readLess', defaultMessage: 'Read less' },
  share: { id: 'therapist.share', defaultMessage: 'Share' },
  shareText: { id: 'therapist.shareText', defaultMessage: '{name} on {site}' },
  copied: { id: 'therapist.copied', defaultMessage: 'Link copied to clipboard!' },
  copyFailed: {
    id: 'therapist.copyFailed',
    defaultMessage: 'Unable to copy link. Please copy it manually.',
  },
  report: { id: 'therapist.report', defaultMessage: 'Report' },
  reportLogin: { id: 'therapist.reportLogin', defaultMessage: 'Please login to report' },
  bookASession: { id: 'therapist.bookASession', defaultMessage: 'Book a session' },
  checkingSlot: { id: 'therapist.checkingSlot', defaultMessage: 'Checking the slot…' },
  bookTime: { id: 'therapist.bookTime', defaultMessage: 'Book {time}, {date}' },
  chooseTime: { id: 'therapist.chooseTime', defaultMessage: 'Choose a time to book' },
  loginToBook: { id: 'therapist.loginToBook', defaultMessage: 'Login to book appointment' },
  slotTaken: {
    id: 'therapist.slotTaken',
    defaultMessage: 'Selected slot is no longer available. Please choose another time.',
  },
  timesInIst: { id: 'therapist.timesInIst', defaultMessage: 'Times are in IST.' },
  refundable: {
    id: 'therapist.refundable',
    defaultMessage: 'The booking fee is refundable if you cancel within {hours} hours of booking.',
  },
});
