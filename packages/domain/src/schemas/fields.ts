import { NAME_MAX } from '../constants';
import { parseSlotDateKey } from '../ist';
import { MESSAGES } from '../messages';
import { countCharacters, PERSON_NAME_RE } from '../validation';
import { text } from './common';
import { slotDate } from './therapist';

/** Reusable field schemas shared by the request schemas. */

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Trimmed, lower-cased, at most 254 characters. */
export const emailField = (
  requiredMessage: string = MESSAGES.rules.emailRequired,
  invalidMessage: string = MESSAGES.contact.emailInvalid,
) =>
  text({ error: requiredMessage })
    .trim()
    .toLowerCase()
    .min(1, requiredMessage)
    .max(254, invalidMessage)
    .regex(EMAIL_RE, invalidMessage);

/** New passwords: 6 to 128 characters, never trimmed, and not spaces alone. */
export const newPassword = text({ error: MESSAGES.rules.passwordRequired })
  .min(6, MESSAGES.reset.passwordMin)
  .max(128, MESSAGES.rules.passwordMax)
  .refine((p) => p.trim() !== '', MESSAGES.reset.passwordBlank);

export const username = text({ error: MESSAGES.profile.usernameRequired })
  .trim()
  .min(1, MESSAGES.profile.usernameRequired)
  .min(3, MESSAGES.rules.usernameMin)
  .max(30, MESSAGES.rules.usernameMax)
  .regex(/^[A-Za-z0-9_.]+$/, MESSAGES.rules.usernameCharacters);

/**
 * First and last names at sign-up, on My Profile and at booking: as people write them
 * (PERSON_NAME_RE, decision 0059), at most 50 characters. The contact form keeps its own rule.
 */
export const personName = (requiredMessage: string, tooLong: string = MESSAGES.contact.nameMax) =>
  text({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    // An empty name has its own message (required) and no other.
    .refine((n) => n === '' || PERSON_NAME_RE.test(n), MESSAGES.profile.nameCharacters)
    .refine((n) => countCharacters(n) <= NAME_MAX, tooLong);

export const humanCheckToken = text({ error: MESSAGES.signup.verifyHuman })
  .min(1, MESSAGES.signup.verifyHuman)
  .max(2048);

/** A slot date key that is also a real calendar date (rejects 31_2_2026). */
export const validSlotDate = slotDate.refine((k) => parseSlotDateKey(k) !== null, 'Invalid date');
