import { defineMessages, type MessageDescriptor, type Phrase } from './define';
import { MESSAGES } from '../messages';
import { PRIVACY_MESSAGES } from '../schemas/privacy-text';
import { PRACTICE_RULES, practiceRuleWithFigure } from './practice-rule-words';
import type { Translator } from './translator';

/**
 * The words of the shared form rules (schemas/fields.ts, the sign-up and profile schemas): the
 * schemas keep their English, which the API answers with too, and a form shows it in the page's
 * language through `formMessage`. Namespace `form`, loaded by the pages whose forms use them.
 */
export const FORM_WORDS = defineMessages({
  emailRequired: { id: 'form.emailRequired', defaultMessage: 'Email is required' },
  emailInvalid: { id: 'form.emailInvalid', defaultMessage: 'Please enter a valid email address' },
  passwordRequired: { id: 'form.passwordRequired', defaultMessage: 'Password is required' },
  passwordMin: { id: 'form.passwordMin', defaultMessage: 'Password must be at least 6 characters' },
  passwordMax: { id: 'form.passwordMax', defaultMessage: 'Password cannot exceed 128 characters' },
  passwordBlank: { id: 'form.passwordBlank', defaultMessage: 'Password cannot be only spaces' },
  confirmPassword: { id: 'form.confirmPassword', defaultMessage: 'Please confirm your password' },
  passwordsMismatch: { id: 'form.passwordsMismatch', defaultMessage: 'Passwords do not match' },
  agreeTerms: {
    id: 'form.agreeTerms',
    defaultMessage: 'Please agree to the terms and conditions',
  },
  verifyHuman: { id: 'form.verifyHuman', defaultMessage: 'Please verify you are human' },
  usernameRequired: { id: 'form.usernameRequired', defaultMessage: 'Username is required' },
  usernameMin: {
    id: 'form.usernameMin',
    defaultMessage: 'Username must be at least 3 characters',
  },
  usernameMax: { id: 'form.usernameMax', defaultMessage: 'Username cannot exceed 30 characters' },
  usernameCharacters: {
    id: 'form.usernameCharacters',
    defaultMessage: 'Username can only contain letters, numbers, underscores and dots',
  },
  firstNameRequired: { id: 'form.firstNameRequired', defaultMessage: 'First name is required' },
  lastNameRequired: { id: 'form.lastNameRequired', defaultMessage: 'Last name is required' },
  nameCharacters: {
    id: 'form.nameCharacters',
    defaultMessage: 'Name can only contain letters, spaces, full stops, apostrophes and hyphens',
  },
  nameMax: { id: 'form.nameMax', defaultMessage: 'Name cannot exceed 50 characters' },
  reasonRequired: {
    id: 'form.reasonRequired',
    defaultMessage: 'Please enter a reason for cancellation',
  },
  reasonMax: { id: 'form.reasonMax', defaultMessage: 'Reason cannot exceed 500 characters' },
  phoneInvalid: { id: 'form.phoneInvalid', defaultMessage: 'Please enter a valid phone number' },
  phoneRequired: { id: 'form.phoneRequired', defaultMessage: 'Phone number is required' },
  phoneMin: { id: 'form.phoneMin', defaultMessage: 'Phone number must be at least 10 digits' },
  bookingPhoneIndian: {
    id: 'form.bookingPhoneIndian',
    defaultMessage: 'Please enter a valid Indian mobile number (6-9 digits)',
  },
  messageMax: { id: 'form.messageMax', defaultMessage: 'Message cannot exceed 1000 characters' },
  phoneDigits: { id: 'form.phoneDigits', defaultMessage: 'Phone number must be exactly 10 digits' },
  phoneIndian: {
    id: 'form.phoneIndian',
    defaultMessage: 'Please enter a valid Indian mobile number (starting with 6-9)',
  },
  contactNameRequired: { id: 'form.contactNameRequired', defaultMessage: 'Name is required' },
  contactNameMin: {
    id: 'form.contactNameMin',
    defaultMessage: 'Name must be at least 2 characters long',
  },
  contactNameLetters: {
    id: 'form.contactNameLetters',
    defaultMessage: 'Name can only contain letters and spaces',
  },
  queryRequired: { id: 'form.queryRequired', defaultMessage: 'Query is required' },
  queryMin: { id: 'form.queryMin', defaultMessage: 'Query must be at least 10 characters long' },
  queryMax: { id: 'form.queryMax', defaultMessage: 'Query cannot exceed 1000 characters' },
  confirmWithPassword: {
    id: 'form.confirmWithPassword',
    defaultMessage: 'Please enter your password to confirm.',
  },
});

const R = MESSAGES.rules;

/** Each English rule text a schema gives, with its words (the build keeps no English to match). */
const byEnglish = new Map<string, MessageDescriptor>([
  [R.emailRequired, FORM_WORDS.emailRequired],
  [MESSAGES.contact.emailInvalid, FORM_WORDS.emailInvalid],
  [R.passwordRequired, FORM_WORDS.passwordRequired],
  [MESSAGES.reset.passwordMin, FORM_WORDS.passwordMin],
  [R.passwordMax, FORM_WORDS.passwordMax],
  [MESSAGES.reset.passwordBlank, FORM_WORDS.passwordBlank],
  [R.confirmPassword, FORM_WORDS.confirmPassword],
  [MESSAGES.signup.passwordsMismatch, FORM_WORDS.passwordsMismatch],
  [MESSAGES.signup.agreeTerms, FORM_WORDS.agreeTerms],
  [MESSAGES.signup.verifyHuman, FORM_WORDS.verifyHuman],
  [MESSAGES.profile.usernameRequired, FORM_WORDS.usernameRequired],
  [R.usernameMin, FORM_WORDS.usernameMin],
  [R.usernameMax, FORM_WORDS.usernameMax],
  [R.usernameCharacters, FORM_WORDS.usernameCharacters],
  [MESSAGES.profile.firstNameRequired, FORM_WORDS.firstNameRequired],
  [MESSAGES.profile.lastNameRequired, FORM_WORDS.lastNameRequired],
  [MESSAGES.profile.nameCharacters, FORM_WORDS.nameCharacters],
  [MESSAGES.contact.nameMax, FORM_WORDS.nameMax],
  [MESSAGES.contact.nameRequired, FORM_WORDS.contactNameRequired],
  [MESSAGES.contact.nameMin, FORM_WORDS.contactNameMin],
  [MESSAGES.contact.nameLetters, FORM_WORDS.contactNameLetters],
  [MESSAGES.contact.queryRequired, FORM_WORDS.queryRequired],
  [MESSAGES.contact.queryMin, FORM_WORDS.queryMin],
  [MESSAGES.contact.queryMax, FORM_WORDS.queryMax],
  [MESSAGES.appointments.reasonRequired, FORM_WORDS.reasonRequired],
  [MESSAGES.appointments.reasonMax, FORM_WORDS.reasonMax],
  [PRIVACY_MESSAGES.passwordRequired, FORM_WORDS.confirmWithPassword],
  [MESSAGES.contact.phoneInvalid, FORM_WORDS.phoneInvalid],
  [MESSAGES.booking.phoneRequired, FORM_WORDS.phoneRequired],
  [MESSAGES.booking.phoneMin, FORM_WORDS.phoneMin],
  [MESSAGES.booking.phoneIndian, FORM_WORDS.bookingPhoneIndian],
  [MESSAGES.booking.messageMax, FORM_WORDS.messageMax],
  [MESSAGES.contact.phoneDigits, FORM_WORDS.phoneDigits],
  [MESSAGES.contact.phoneIndian, FORM_WORDS.phoneIndian],
  ...PRACTICE_RULES,
]);

/**
 * The words of a known English rule text (with its figure, if it has one), or null: what the API
 * answers when a form's schema refuses a field, worded in the caller's language.
 */
export function formRulePhrase(message: string): Phrase | null {
  const known = byEnglish.get(message);
  if (known) return { message: known };
  const withFigure = practiceRuleWithFigure(message);
  return withFigure ? { message: withFigure.message, values: { max: withFigure.max } } : null;
}

/**
 * A form rule's message in the translator's language: a known English rule text by its
 * descriptor, a message id by the catalogue, anything else (a library's own words) as it is.
 */
export function formMessage(t: Translator, message: string | undefined): string | undefined {
  if (!message) return message;
  const phrase = formRulePhrase(message);
  return phrase ? t.phrase(phrase) : t.schemaMessage(message);
}
