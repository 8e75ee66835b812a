import { CANCELLATION_REASON_MAX } from '../constants';

/** A deleted account's personal data is erased within this many days (the mail and page say so). */
export const ERASED_WITHIN_DAYS = 15;

/** The messages of the data-rights calls, shared by the API and the web app. */
export const PRIVACY_MESSAGES = {
  passwordRequired: 'Please enter your password to confirm.',
  wrongPassword: 'That password is not correct. Your account has not been deleted.',
  clientsOnly:
    'Therapist and admin accounts are closed by our team: please write to support to close yours.',
  clientsCloseThemselves: 'You can delete your account yourself with "Delete my account".',
  closureRequested:
    'Your request has reached our team. They will contact you by email before closing your account.',
  closureNoteMax: `Please keep your note to ${CANCELLATION_REASON_MAX} characters`,
  deleted: `Your account is deleted: you are signed out and cannot sign in again. Your personal data is erased within ${ERASED_WITHIN_DAYS} days.`,
} as const;
