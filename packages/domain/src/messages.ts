/**
 * User-facing texts (public-and-account.md §5, §8; booking-and-payments.md §5, §8). Failures are
 * worded by their code (failure-words.ts), never by matching the server's words.
 */

const VERIFYING_HUMAN = 'Verifying you are human...';
const VERIFY_HUMAN = 'Please verify you are human';
const AGREE_TERMS = 'Please agree to the terms and conditions';
const PASSWORDS_MISMATCH = 'Passwords do not match';

export const MESSAGES = {
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
    messageMax: 'Message cannot exceed 1000 characters',
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
  /** The shared form rules' texts (schemas/fields.ts), worded on pages by i18n/form-words.ts. */
  rules: {
    emailRequired: 'Email is required',
    passwordRequired: 'Password is required',
    passwordMax: 'Password cannot exceed 128 characters',
    confirmPassword: 'Please confirm your password',
    usernameMin: 'Username must be at least 3 characters',
    usernameMax: 'Username cannot exceed 30 characters',
    usernameCharacters: 'Username can only contain letters, numbers, underscores and dots',
  },
  profile: {
    notProvided: 'Not provided',
    firstNameRequired: 'First name is required',
    lastNameRequired: 'Last name is required',
    usernameRequired: 'Username is required',
    nameCharacters: 'Name can only contain letters, spaces, full stops, apostrophes and hyphens',
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
