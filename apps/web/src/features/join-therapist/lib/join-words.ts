import { defineMessages } from '@app/domain/i18n/define';

/** The words of the join page and form (namespace join). */
export const JOIN = defineMessages({
  promiseProfile: {
    id: 'join.promiseProfile',
    defaultMessage: 'A free basic profile in the directory',
  },
  promiseBooking: {
    id: 'join.promiseBooking',
    defaultMessage: 'Clients book and pay the booking fee online',
  },
  promiseHours: { id: 'join.promiseHours', defaultMessage: 'Set your own weekly hours and fees' },
  eyebrow: { id: 'join.eyebrow', defaultMessage: 'For therapists' },
  heading: { id: 'join.heading', defaultMessage: 'Join as a therapist' },
  lead: {
    id: 'join.lead',
    defaultMessage:
      'Tell us about your practice. Our team reviews every application, and your profile goes live after approval.',
  },
  form: { id: 'join.form', defaultMessage: 'Join as a therapist' },
  photo: { id: 'join.photo', defaultMessage: 'Your photo' },
  photoHint: { id: 'join.photoHint', defaultMessage: 'Clients see it on your profile and card.' },
  aboutYou: { id: 'join.aboutYou', defaultMessage: 'About you' },
  aboutYouHint: {
    id: 'join.aboutYouHint',
    defaultMessage: 'You sign in with this email and password.',
  },
  password: { id: 'join.password', defaultMessage: 'Password' },
  confirmPassword: { id: 'join.confirmPassword', defaultMessage: 'Confirm password' },
  phone: { id: 'join.phone', defaultMessage: 'Phone' },
  phonePlaceholder: { id: 'join.phonePlaceholder', defaultMessage: '10-digit mobile number' },
  gender: { id: 'join.gender', defaultMessage: 'Gender' },
  practice: { id: 'join.practice', defaultMessage: 'Your practice' },
  documents: { id: 'join.documents', defaultMessage: 'Qualification documents' },
  sessions: { id: 'join.sessions', defaultMessage: 'Sessions' },
  sessionsHint: {
    id: 'join.sessionsHint',
    defaultMessage: 'Times are in IST. Clients book one-hour sessions starting on the hour.',
  },
  weekly: { id: 'join.weekly', defaultMessage: 'Weekly availability' },
  where: { id: 'join.where', defaultMessage: 'Where you practise' },
  whereHint: {
    id: 'join.whereHint',
    defaultMessage: 'The address and pin code are needed when you offer In-Person sessions.',
  },
  agree: { id: 'join.agree', defaultMessage: 'I agree to the <link>terms and conditions</link>' },
  uploading: { id: 'join.uploading', defaultMessage: 'Uploading your photo and documents' },
  submitting: { id: 'join.submitting', defaultMessage: 'Submitting...' },
  submit: { id: 'join.submit', defaultMessage: 'Submit Application' },
  /** The human check's own words (namespace common, loaded on every page). */
  verifyingHuman: {
    id: 'common.humanCheck.verifying',
    defaultMessage: 'Verifying you are human...',
  },
  /** The spec's texts when the server answered without a message, and when no answer came. */
  submitFailed: { id: 'join.submitFailed', defaultMessage: 'Submission failed' },
  submitUnreachable: { id: 'join.submitUnreachable', defaultMessage: 'Something went wrong' },
  submitted: {
    id: 'join.submitted',
    defaultMessage: 'Application submitted successfully! Your profile will go live after approval.',
  },
});
