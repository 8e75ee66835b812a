import { defineMessages, type MessageDescriptor } from './i18n/define';

/**
 * Every failure the API answers is `{ success: false, code, message }`. The code is stable and
 * decides what a client does; the message is worded in the caller's language and may change.
 * Each code has its HTTP status and the words used when the failure brings none of its own.
 */
export const ERROR_CODES = {
  /** A field or parameter is not valid; the answer's `field` names it. */
  VALIDATION: 400,
  /** Input of the wrong shape or type (not a rule of the product): no words of the spec's. */
  INVALID_INPUT: 400,
  /** Text holding NUL, lone surrogates or invisible controls. */
  UNSAFE_TEXT: 400,
  /** The request cannot be done as asked (a rule of the product refuses it). */
  REFUSED: 400,
  /** A reason the team must give (closing an account) has fewer than a few words. */
  REASON_TOO_SHORT: 400,
  HUMAN_CHECK_FAILED: 400,
  PAYMENT_VERIFICATION_FAILED: 400,
  AMOUNT_MISMATCH: 400,
  RESET_LINK_INVALID: 400,
  NOT_SIGNED_IN: 401,
  WRONG_CREDENTIALS: 401,
  SIGN_IN_DISABLED: 401,
  SECOND_FACTOR_REQUIRED: 401,
  /** The authenticator or recovery code given at sign-in is not right (or was used already). */
  SECOND_FACTOR_WRONG: 401,
  FORBIDDEN: 403,
  HUMAN_CHECK_REQUIRED: 403,
  WRONG_PASSWORD: 403,
  /** The owners require a second factor and this team member has not set one up yet. */
  SECOND_FACTOR_SETUP_REQUIRED: 403,
  NOT_FOUND: 404,
  THERAPIST_NOT_FOUND: 404,
  APPOINTMENT_NOT_FOUND: 404,
  ACCOUNT_NOT_FOUND: 404,
  /** A calendar feed whose account is turned off, closed or deleted: it ended with the account. */
  CALENDAR_FEED_GONE: 410,
  /** The request clashes with the current state (already done, changed meanwhile). */
  CONFLICT: 409,
  SLOT_TAKEN: 409,
  EMAIL_TAKEN: 409,
  USERNAME_TAKEN: 409,
  ALREADY_PAID: 409,
  RESERVATION_EXPIRED: 409,
  TOO_MANY_RESERVATIONS: 409,
  /** A person keeps as many live waitlist entries as they may. */
  TOO_MANY_WAITLIST_ENTRIES: 409,
  /** The same days with the same therapist are waited for already. */
  ALREADY_WAITING: 409,
  REFUND_WINDOW_PASSED: 409,
  /** A goodwill refund asked for more than is left of the payment. */
  REFUND_EXCEEDS_PAYMENT: 409,
  TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  PAYMENT_PROVIDER_UNAVAILABLE: 502,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof ERROR_CODES;

export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && Object.hasOwn(ERROR_CODES, value);

/** The words of a failure that brings none of its own. */
export const ERROR_MESSAGES = defineMessages({
  VALIDATION: { id: 'errors.validation', defaultMessage: 'Invalid request' },
  INVALID_INPUT: { id: 'errors.invalidInput', defaultMessage: 'Invalid request' },
  UNSAFE_TEXT: {
    id: 'errors.unsafeText',
    defaultMessage: 'Contains characters that are not allowed (such as control characters)',
  },
  REFUSED: { id: 'errors.refused', defaultMessage: 'This request cannot be done' },
  REASON_TOO_SHORT: {
    id: 'errors.reasonTooShort',
    defaultMessage: 'Please give the reason in a few words (at least 3).',
  },
  HUMAN_CHECK_FAILED: {
    id: 'errors.humanCheckFailed',
    defaultMessage: 'Please verify you are human',
  },
  PAYMENT_VERIFICATION_FAILED: {
    id: 'errors.paymentVerificationFailed',
    defaultMessage: 'Payment verification failed. Please contact support.',
  },
  AMOUNT_MISMATCH: {
    id: 'errors.amountMismatch',
    defaultMessage: 'The amount does not match the price',
  },
  RESET_LINK_INVALID: {
    id: 'errors.resetLinkInvalid',
    defaultMessage: 'Invalid or expired reset link',
  },
  NOT_SIGNED_IN: { id: 'errors.notSignedIn', defaultMessage: 'Unauthorized: please log in again' },
  WRONG_CREDENTIALS: {
    id: 'errors.wrongCredentials',
    defaultMessage: 'Incorrect email or password',
  },
  SIGN_IN_DISABLED: {
    id: 'errors.signInDisabled',
    defaultMessage: 'This account cannot sign in. Please contact support.',
  },
  SECOND_FACTOR_REQUIRED: {
    id: 'errors.secondFactorRequired',
    defaultMessage: 'Enter the code from your authenticator app',
  },
  SECOND_FACTOR_WRONG: {
    id: 'errors.secondFactorWrong',
    defaultMessage: 'That code is not right. Try the newest code from your authenticator app.',
  },
  SECOND_FACTOR_SETUP_REQUIRED: {
    id: 'errors.secondFactorSetupRequired',
    defaultMessage: 'Set up your second factor to continue: the owners require it.',
  },
  FORBIDDEN: { id: 'errors.forbidden', defaultMessage: 'Forbidden' },
  HUMAN_CHECK_REQUIRED: {
    id: 'errors.humanCheckRequired',
    defaultMessage: 'Please confirm you are human to continue.',
  },
  WRONG_PASSWORD: { id: 'errors.wrongPassword', defaultMessage: 'Incorrect password' },
  NOT_FOUND: { id: 'errors.notFound', defaultMessage: 'Not found' },
  THERAPIST_NOT_FOUND: { id: 'errors.therapistNotFound', defaultMessage: 'Therapist not found' },
  APPOINTMENT_NOT_FOUND: {
    id: 'errors.appointmentNotFound',
    defaultMessage: 'Appointment not found',
  },
  ACCOUNT_NOT_FOUND: { id: 'errors.accountNotFound', defaultMessage: 'Account not found' },
  CALENDAR_FEED_GONE: {
    id: 'errors.calendarFeedGone',
    defaultMessage:
      'This calendar address no longer works: the account it belonged to is closed or turned off.',
  },
  CONFLICT: {
    id: 'errors.conflict',
    defaultMessage: 'This changed meanwhile. Please refresh and try again.',
  },
  SLOT_TAKEN: { id: 'errors.slotTaken', defaultMessage: 'Slot not available' },
  EMAIL_TAKEN: {
    id: 'errors.emailTaken',
    defaultMessage: 'Duplicate email: this email is already registered',
  },
  USERNAME_TAKEN: {
    id: 'errors.usernameTaken',
    defaultMessage: 'Duplicate username: this username is already taken',
  },
  ALREADY_PAID: { id: 'errors.alreadyPaid', defaultMessage: 'This appointment is already paid' },
  RESERVATION_EXPIRED: {
    id: 'errors.reservationExpired',
    defaultMessage: 'This reservation has expired. Please book again.',
  },
  TOO_MANY_RESERVATIONS: {
    id: 'errors.tooManyReservations',
    defaultMessage: 'You have too many unpaid reservations. Pay or cancel one first.',
  },
  TOO_MANY_WAITLIST_ENTRIES: {
    id: 'errors.tooManyWaitlistEntries',
    defaultMessage: 'You are waiting for as many times as you can. Leave one first.',
  },
  ALREADY_WAITING: {
    id: 'errors.alreadyWaiting',
    defaultMessage: 'You are already waiting for these days with this therapist.',
  },
  REFUND_WINDOW_PASSED: {
    id: 'errors.refundWindowPassed',
    defaultMessage: 'The time for a refund has passed',
  },
  REFUND_EXCEEDS_PAYMENT: {
    id: 'errors.refundExceedsPayment',
    defaultMessage: 'This is more than is left to refund of the payment.',
  },
  TOO_LARGE: { id: 'errors.tooLarge', defaultMessage: 'Request is too large' },
  UNSUPPORTED_MEDIA_TYPE: {
    id: 'errors.unsupportedMediaType',
    defaultMessage: 'Unsupported content type',
  },
  RATE_LIMITED: {
    id: 'errors.rateLimited',
    defaultMessage: 'Too many requests. Please wait a few minutes and try again.',
  },
  INTERNAL: { id: 'errors.internal', defaultMessage: 'Internal server error' },
  PAYMENT_PROVIDER_UNAVAILABLE: {
    id: 'errors.paymentProviderUnavailable',
    defaultMessage: 'Failed to create payment order',
  },
}) satisfies Record<ErrorCode, MessageDescriptor>;
