import type { ErrorCode } from './error-codes';
import { defineMessages, type MessageDescriptor } from './i18n/define';

/** The spec's friendly texts (public-and-account.md §8), shown for failures by their code. */
export const FRIENDLY = defineMessages({
  generic: {
    id: 'common.friendly.generic',
    defaultMessage:
      'Something went wrong. Please try again or contact support if the problem continues.',
  },
  duplicateEmail: {
    id: 'common.friendly.duplicateEmail',
    defaultMessage:
      'This email is already registered. Please use a different email or try logging in.',
  },
  duplicateUsername: {
    id: 'common.friendly.duplicateUsername',
    defaultMessage: 'This username is already taken. Please choose a different username.',
  },
  network: {
    id: 'common.friendly.network',
    defaultMessage: 'Unable to connect. Please check your internet connection and try again.',
  },
  timeout: {
    id: 'common.friendly.timeout',
    defaultMessage: 'Request timed out. Please try again.',
  },
  sessionExpired: {
    id: 'common.friendly.sessionExpired',
    defaultMessage: 'Your session has expired. Please log in again.',
  },
  forbidden: {
    id: 'common.friendly.forbidden',
    defaultMessage: 'You do not have permission to perform this action.',
  },
  notFound: {
    id: 'common.friendly.notFound',
    defaultMessage: 'The requested information could not be found.',
  },
  server: {
    id: 'common.friendly.server',
    defaultMessage: 'Something went wrong on our end. Please try again later.',
  },
  badRequest: {
    id: 'common.friendly.badRequest',
    defaultMessage: 'Invalid information provided. Please check your details and try again.',
  },
  validation: {
    id: 'common.friendly.validation',
    defaultMessage: 'Please check your information and try again.',
  },
  incorrectPassword: {
    id: 'common.friendly.incorrectPassword',
    defaultMessage: 'Incorrect password. Please try again.',
  },
  emailNotFound: {
    id: 'common.friendly.emailNotFound',
    defaultMessage: 'No account found with this email address.',
  },
  appointmentNotFound: {
    id: 'common.friendly.appointmentNotFound',
    defaultMessage: 'Appointment not found. Please refresh the page.',
  },
  paymentFailed: {
    id: 'common.friendly.paymentFailed',
    defaultMessage: 'Payment failed. Please check your payment details and try again.',
  },
  slotUnavailable: {
    id: 'common.friendly.slotUnavailable',
    defaultMessage: 'This time slot is no longer available. Please choose another time.',
  },
  cancelFailed: {
    id: 'common.friendly.cancelFailed',
    defaultMessage: 'Unable to cancel appointment. Please contact support for assistance.',
  },
});

/** A failed call as a client sees it. */
export interface FailedCall {
  /** HTTP status; 0 when the request never got an answer. */
  status: number;
  /** The answer's code, when it sent one. */
  code?: string | null;
  /** The answer's own message (already in the caller's language); '' when it sent none. */
  serverMessage: string;
}

/** Words a client shows: a catalogue message, or the server's own text. */
export type ShownWords = MessageDescriptor | { text: string };

const FRIENDLY_BY_CODE: Partial<Record<ErrorCode, MessageDescriptor>> = {
  EMAIL_TAKEN: FRIENDLY.duplicateEmail,
  USERNAME_TAKEN: FRIENDLY.duplicateUsername,
  NOT_SIGNED_IN: FRIENDLY.sessionExpired,
  FORBIDDEN: FRIENDLY.forbidden,
  NOT_FOUND: FRIENDLY.notFound,
  THERAPIST_NOT_FOUND: FRIENDLY.notFound,
  ACCOUNT_NOT_FOUND: FRIENDLY.notFound,
  APPOINTMENT_NOT_FOUND: FRIENDLY.appointmentNotFound,
  INVALID_INPUT: FRIENDLY.validation,
  WRONG_CREDENTIALS: FRIENDLY.incorrectPassword,
  WRONG_PASSWORD: FRIENDLY.incorrectPassword,
  PAYMENT_VERIFICATION_FAILED: FRIENDLY.paymentFailed,
  SLOT_TAKEN: FRIENDLY.slotUnavailable,
  INTERNAL: FRIENDLY.server,
};

const FRIENDLY_BY_STATUS: Record<number, MessageDescriptor> = {
  400: FRIENDLY.badRequest,
  401: FRIENDLY.sessionExpired,
  403: FRIENDLY.forbidden,
  404: FRIENDLY.notFound,
};

/**
 * What a failure shows (spec §8's table, decided by the answer's code rather than its words): the
 * friendly text of its code; else the server's own explanation when it gave a short one; else by
 * status; else the generic text.
 */
export function friendlyFailure(failure: FailedCall): ShownWords {
  if (failure.status === 0) return FRIENDLY.network;
  const byCode = failure.code ? FRIENDLY_BY_CODE[failure.code as ErrorCode] : undefined;
  if (byCode) return byCode;
  const own = failure.serverMessage.trim();
  if (failure.code && own !== '' && own.length < 100) return { text: own };
  if (failure.status >= 500) return FRIENDLY.server;
  return FRIENDLY_BY_STATUS[failure.status] ?? FRIENDLY.generic;
}
