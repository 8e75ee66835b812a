/**
 * User-facing texts (public-and-account.md §5, §8; booking-and-payments.md §5, §8) and the
 * friendly/success message mappings.
 */

const VERIFYING_HUMAN = 'Verifying you are human...';
const VERIFY_HUMAN = 'Please verify you are human';
const AGREE_TERMS = 'Please agree to the terms and conditions';
const PASSWORDS_MISMATCH = 'Passwords do not match';
const GENERIC =
  'Something went wrong. Please try again or contact support if the problem continues.';

export const MESSAGES = {
  generic: GENERIC,
  friendly: {
    duplicateEmail:
      'This email is already registered. Please use a different email or try logging in.',
    duplicateUsername: 'This username is already taken. Please choose a different username.',
    network: 'Unable to connect. Please check your internet connection and try again.',
    timeout: 'Request timed out. Please try again.',
    sessionExpired: 'Your session has expired. Please log in again.',
    forbidden: 'You do not have permission to perform this action.',
    notFound: 'The requested information could not be found.',
    server: 'Something went wrong on our end. Please try again later.',
    badRequest: 'Invalid information provided. Please check your details and try again.',
    validation: 'Please check your information and try again.',
    incorrectPassword: 'Incorrect password. Please try again.',
    emailNotFound: 'No account found with this email address.',
    appointmentNotFound: 'Appointment not found. Please refresh the page.',
    paymentFailed: 'Payment failed. Please check your payment details and try again.',
    slotUnavailable: 'This time slot is no longer available. Please choose another time.',
    cancelFailed: 'Unable to cancel appointment. Please contact support for assistance.',
  },
  success: {
    appointmentBooked: 'Appointment booked successfully!',
    appointmentCancelled: 'Appointment cancelled successfully.',
    paymentCompleted: 'Payment completed successfully!',
    profileUpdated: 'Profile updated successfully!',
    accountCreated: 'Account created successfully! Welcome aboard!',
    loggedIn: 'Welcome back! You are now logged in.',
    /** An account's first sign-in (a therapist's after the join form): nothing to be back to. */
    firstLogin: 'Welcome! You are now logged in.',
  },
  load: {
    therapists: 'Unable to load therapists. Please refresh the page.',
    regions: 'Unable to load regions.',
    profile: 'Unable to load profile. Please try again.',
  },
  listing: {
    noMatches: 'No matches',
    noRegions: 'No regions available',
    noResults: 'No therapists found matching your criteria',
    noTherapists: 'No therapists available at the moment',
  },
  notFound: {
    heading: 'Page Not Found',
    text: 'Sorry, the page you are looking for does not exist.',
  },
  like: { failed: 'Failed to update like' },
  signup: {
    passwordsMismatch: PASSWORDS_MISMATCH,
    agreeTerms: AGREE_TERMS,
    verifyHuman: VERIFY_HUMAN,
    verifyingHuman: VERIFYING_HUMAN,
  },
  humanCheck: {
    /** Past the per-account attempt threshold (sign-in, forgot password). */
    required: 'Too many attempts for this account. Please confirm you are human to continue.',
    failed: VERIFY_HUMAN,
  },
  forgot: {
    emailRequired: 'Please enter your email address',
    failed: 'Failed to send reset email',
    sent: 'Password reset link sent to your email',
  },
  reset: {
    fillAll: 'Please fill in all fields',
    passwordMin: 'Password must be at least 6 characters',
    passwordBlank: 'Password cannot be only spaces',
    passwordsMismatch: PASSWORDS_MISMATCH,
    invalidLinkTitle: 'Invalid Reset Link',
    invalidLink: 'Invalid or expired reset link',
    failed: 'Failed to reset password',
    success: 'Password reset successfully!',
  },
  contact: {
    nameRequired: 'Name is required',
    nameMin: 'Name must be at least 2 characters long',
    nameLetters: 'Name can only contain letters and spaces',
    nameMax: 'Name cannot exceed 50 characters',
    emailRequired: 'Email is required',
    emailInvalid: 'Please enter a valid email address',
    phoneDigits: 'Phone number must be exactly 10 digits',
    phoneInvalid: 'Please enter a valid phone number',
    phoneIndian: 'Please enter a valid Indian mobile number (starting with 6-9)',
    queryRequired: 'Query is required',
    queryMin: 'Query must be at least 10 characters long',
    queryMax: 'Query cannot exceed 1000 characters',
    fixErrors: 'Please fix the errors in the form',
    serverError: 'Server error. Please try again later.',
    network: 'Network error. Please check your connection and try again.',
    failed: 'Failed to send message. Please try again.',
    success: 'Thank you for your message! We will get back to you soon.',
    verifyingHuman: VERIFYING_HUMAN,
  },
  newsletter: {
    emailRequired: 'Please enter your email',
    failed: 'Failed to subscribe',
    network: 'Unable to subscribe. Please try again.',
    success: 'Successfully subscribed to newsletter!',
  },
  therapist: {
    notFound: 'Unable to find therapist',
    loadFailed: 'Unable to load therapist information',
  },
  report: {
    messageRequired: 'Please enter a message',
    loginRequired: 'Please login to report',
    unknownTherapist: 'Unable to identify therapist. Please refresh the page.',
    failed: 'Unable to submit report. Please try again.',
    success: 'Report submitted successfully',
  },
  share: {
    copied: 'Link copied to clipboard!',
    copyFailed: 'Unable to copy link. Please copy it manually.',
  },
  booking: {
    signupRequired: 'Please sign up/create an account to book an appointment.',
    loginToBook: 'Login to book appointment',
    requiredFields: 'Please fill in all required fields',
    selectDateTime: 'Please select appointment date and time',
    phoneRequired: 'Phone number is required',
    phoneMin: 'Phone number must be at least 10 digits',
    phoneInvalid: 'Please enter a valid phone number',
    phoneIndian: 'Please enter a valid Indian mobile number (6-9 digits)',
    slotTaken: 'Selected slot is no longer available. Please choose another time.',
    orderFailed: 'Failed to create payment order',
    gatewayNotLoaded: 'Payment gateway not loaded. Please refresh the page.',
    gatewayOpenFailed: 'Failed to open payment gateway',
    verificationFailed: 'Payment verification failed. Please contact support.',
    paymentSuccess: 'Payment successful! Appointment booked.',
    initiateFailed: 'Failed to initiate payment',
    paymentCancelled: 'Payment cancelled',
    gatewayLoadFailed: 'Failed to load payment gateway',
    missingAppointment: 'Missing appointment information',
    booked: 'Appointment booked successfully!',
  },
  appointments: {
    loadFailed: 'Unable to load appointments. Please refresh the page.',
    cancellationRequested: 'Cancellation request submitted successfully.',
    cancelled: 'Appointment cancelled successfully.',
    cancelFailed: 'Unable to cancel appointment. Please try again.',
    paymentProcessFailed: 'Unable to process payment. Please try again.',
    paymentFailed: 'Payment failed. Please check your details and try again.',
    empty: (tab: string) => `No ${tab} appointments found.`,
    // The spec gives no text for these two.
    reasonRequired: 'Please enter a reason for cancellation',
    reasonMax: 'Reason cannot exceed 500 characters',
  },
  profile: {
    notProvided: 'Not provided',
    firstNameRequired: 'First name is required',
    lastNameRequired: 'Last name is required',
    usernameRequired: 'Username is required',
  },
  join: {
    agreeTerms: AGREE_TERMS,
    verifyHuman: VERIFY_HUMAN,
    verifyingHuman: VERIFYING_HUMAN,
    passwordsMismatch: PASSWORDS_MISMATCH,
    phoneInvalid: 'Please enter a valid 10-digit phone number',
    cityRequired: 'City/Town/Village is required',
    addressRequired: 'Address Line 1 and Pin Code are required when offering In-Person sessions',
    imageRequired: 'Please select a doctor image before submitting',
    slotRequired: 'Please select at least one available day and time slot',
    unsupportedFiles: (names: string) =>
      `Unsupported file format(s): ${names}. Only PDF, JPG, and PNG files are supported.`,
    overlap: 'This time range overlaps with an existing slot. Please choose different times.',
    failed: 'Submission failed',
    fallback: 'Something went wrong',
  },
} as const;

type Rule = { all: readonly string[] } | { any: readonly string[] };
const F = MESSAGES.friendly;

/** The spec's table, in order: first match wins. */
const FRIENDLY_RULES: ReadonlyArray<readonly [Rule, string]> = [
  [{ all: ['duplicate', 'email'] }, F.duplicateEmail],
  [{ all: ['duplicate', 'username'] }, F.duplicateUsername],
  [{ any: ['network error', 'fetch'] }, F.network],
  [{ any: ['timeout'] }, F.timeout],
  [{ any: ['unauthorized', '401'] }, F.sessionExpired],
  [{ any: ['forbidden', '403'] }, F.forbidden],
  [{ any: ['not found', '404'] }, F.notFound],
  [{ any: ['server error', '500'] }, F.server],
  [{ any: ['bad request', '400'] }, F.badRequest],
  [{ any: ['validation', 'invalid'] }, F.validation],
  [{ all: ['password', 'incorrect'] }, F.incorrectPassword],
  // The next two can never fire: 'not found' is caught above. Kept to mirror the spec's table.
  [{ all: ['email', 'not found'] }, F.emailNotFound],
  [{ all: ['appointment', 'not found'] }, F.appointmentNotFound],
  [{ all: ['payment', 'failed'] }, F.paymentFailed],
  [{ all: ['slot', 'not available'] }, F.slotUnavailable],
  [{ any: ['cancel'] }, F.cancelFailed],
];

const S = MESSAGES.success;
const SUCCESS_RULES: ReadonlyArray<readonly [Rule, string]> = [
  [{ all: ['appointment', 'created'] }, S.appointmentBooked],
  [{ all: ['appointment', 'cancelled'] }, S.appointmentCancelled],
  [{ all: ['payment', 'successful'] }, S.paymentCompleted],
  [{ all: ['profile', 'updated'] }, S.profileUpdated],
  [{ any: ['registered', 'created'] }, S.accountCreated],
  [{ all: ['first', 'login'] }, S.firstLogin],
  [{ any: ['login', 'signed in'] }, S.loggedIn],
];

function firstMatch(
  text: string,
  rules: ReadonlyArray<readonly [Rule, string]>,
): string | undefined {
  const lower = text.toLowerCase();
  for (const [rule, message] of rules) {
    const hit =
      'all' in rule
        ? rule.all.every((k) => lower.includes(k))
        : rule.any.some((k) => lower.includes(k));
    if (hit) return message;
  }
  return undefined;
}

/** Maps server or network error text to the text shown to the user. */
export function friendlyMessage(raw: string | undefined | null): string {
  const text = (raw ?? '').trim();
  if (text === '') return GENERIC;
  const mapped = firstMatch(text, FRIENDLY_RULES);
  if (mapped !== undefined) return mapped;
  const lower = text.toLowerCase();
  if (text.length < 100 && !lower.includes('error') && !lower.includes('exception')) return text;
  return GENERIC;
}

/** Maps a server success text to the friendly one, or returns it unchanged. */
export function successMessage(raw: string): string {
  return firstMatch(raw, SUCCESS_RULES) ?? raw;
}
