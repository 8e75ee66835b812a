import { CONTACT_QUERY_MAX, CONTACT_QUERY_MIN, NAME_MAX } from './constants';
import { MESSAGES } from './messages';

const C = MESSAGES.contact;
const B = MESSAGES.booking;

/** While typing a phone number: keep digits, plus, space and hyphen. */
export function sanitizePhoneInput(s: string): string {
  return s.replace(/[^0-9+ -]/g, '');
}

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A pragmatic address shape check: something@something.tld, at most 254 characters. */
export function isEmailLike(s: string): boolean {
  const t = s.trim();
  return t.length <= 254 && EMAIL_RE.test(t);
}

/**
 * Characters as a person counts them and as PostgreSQL's varchar limits count them: code points,
 * so an emoji is one character, not the two UTF-16 units `String.length` gives.
 */
export const countCharacters = (s: string): number => [...s].length;

/** Letters (any script, with their combining marks) and spaces: the contact form's rule (spec). */
export const NAME_RE = /^[\p{L}\p{M} ]+$/u;

/**
 * A name as Indians write it (decision 0059), at sign-up, on My Profile, at booking and in a
 * therapist's listing: letters of any script with their marks, spaces, full stops, apostrophes
 * and hyphens ("K. Ramesh", "D'Souza", "Rao-Iyer", "प्रिया शर्मा"), with at least one letter. A
 * joiner (ZWJ, ZWNJ) may sit between two letters or marks, as Indic scripts need; line breaks,
 * digits, markup and invisible direction controls are refused.
 */
export const PERSON_NAME_RE =
  /^(?:[\p{L}\p{M} .'’-]|(?<=[\p{L}\p{M}])[\u200C\u200D](?=[\p{L}\p{M}]))*\p{L}(?:[\p{L}\p{M} .'’-]|(?<=[\p{L}\p{M}])[\u200C\u200D](?=[\p{L}\p{M}]))*$/u;

/** A therapist's listed name follows the same rule ('Dr. Anne-Marie D’Souza'). */
export const THERAPIST_NAME_RE = PERSON_NAME_RE;

type PhoneResult = { ok: true; national: string } | { ok: false; message: string };

function checkIndianMobile(s: string): PhoneResult {
  const cleaned = s.trim().replace(/[ -]/g, '');
  if (!/^\+?\d+$/.test(cleaned)) return { ok: false, message: C.phoneInvalid };
  let national = cleaned;
  if (cleaned.startsWith('+')) {
    if (!cleaned.startsWith('+91')) return { ok: false, message: C.phoneInvalid };
    national = cleaned.slice(3);
  } else if (cleaned.length === 12 && cleaned.startsWith('91')) {
    national = cleaned.slice(2);
  } else if (cleaned.length === 11 && cleaned.startsWith('0')) {
    // The trunk prefix Indians dial before a mobile number, stripped as +91 is.
    national = cleaned.slice(1);
  }
  if (national.length !== 10) return { ok: false, message: C.phoneDigits };
  if (!/^[6-9]/.test(national)) return { ok: false, message: C.phoneIndian };
  return { ok: true, national };
}

/**
 * Contact form phone (optional): 10 digits starting 6-9, optionally prefixed by +91, 91 or 0; spaces
 * and hyphens are ignored. Returns null when valid or empty, else the message.
 */
export function validateIndianMobile(s: string): string | null {
  if (s.trim() === '') return null;
  const r = checkIndianMobile(s);
  return r.ok ? null : r.message;
}

/** The 10-digit national number of a valid Indian mobile, else null. */
export function normalizeIndianMobile(s: string): string | null {
  const r = checkIndianMobile(s);
  return r.ok ? r.national : null;
}

/** Booking details phone (required): non-digits are stripped first. Null when valid. */
export function validateBookingPhone(s: string): string | null {
  const digits = s.replace(/\D/g, '');
  if (digits === '') return B.phoneRequired;
  if (digits.length < 10) return B.phoneMin;
  let national: string;
  if (digits.length === 10) national = digits;
  else if (digits.length === 12 && digits.startsWith('91')) national = digits.slice(2);
  else if (digits.length === 11 && digits.startsWith('0')) national = digits.slice(1);
  else return B.phoneInvalid;
  if (!/^[6-9]/.test(national)) return B.phoneIndian;
  return null;
}

/** Join form phone: exactly 10 digits, digits only. */
export function validateJoinPhone(s: string): string | null {
  return /^\d{10}$/.test(s.trim()) ? null : MESSAGES.join.phoneInvalid;
}

export function validateContactName(name: string): string | null {
  const t = name.trim();
  if (t === '') return C.nameRequired;
  if (countCharacters(t) < 2) return C.nameMin;
  if (!NAME_RE.test(t)) return C.nameLetters;
  if (countCharacters(t) > NAME_MAX) return C.nameMax;
  return null;
}

export function validateContactEmail(email: string): string | null {
  if (email.trim() === '') return C.emailRequired;
  return isEmailLike(email) ? null : C.emailInvalid;
}

export function validateContactQuery(message: string): string | null {
  const t = message.trim();
  if (t === '') return C.queryRequired;
  if (countCharacters(t) < CONTACT_QUERY_MIN) return C.queryMin;
  if (countCharacters(t) > CONTACT_QUERY_MAX) return C.queryMax;
  return null;
}

export type ContactFormValues = { name: string; email: string; phone?: string; message: string };
export type ContactFormErrors = Partial<Record<'name' | 'email' | 'phone' | 'message', string>>;

export function validateContactForm(v: ContactFormValues): ContactFormErrors {
  const errors: ContactFormErrors = {};
  const name = validateContactName(v.name);
  if (name) errors.name = name;
  const email = validateContactEmail(v.email);
  if (email) errors.email = email;
  const phone = validateIndianMobile(v.phone ?? '');
  if (phone) errors.phone = phone;
  const message = validateContactQuery(v.message);
  if (message) errors.message = message;
  return errors;
}

/** The contact payload's first_name/last_name: the single name split at the first space. */
export function splitName(name: string): { first_name: string; last_name: string } {
  const t = name.trim().replace(/\s+/g, ' ');
  const i = t.indexOf(' ');
  return i < 0
    ? { first_name: t, last_name: '' }
    : { first_name: t.slice(0, i), last_name: t.slice(i + 1) };
}
