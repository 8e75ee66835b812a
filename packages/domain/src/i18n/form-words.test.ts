import { describe, expect, it } from 'vitest';
import { loginBody } from '../schemas/account';
import { emailField, newPassword, personName, username } from '../schemas/fields';
import { MESSAGES } from '../messages';
import { validateBookingPhone, validateIndianMobile } from '../validation';
import { bookingContact } from '../schemas/booking';
import { PRIVACY_MESSAGES } from '../schemas/privacy';
import { translatorFor } from './catalogues';
import { FORM_WORDS, formMessage } from './form-words';

const en = translatorFor('en');
const hi = translatorFor('hi');

/** The first message a schema gives for an input. */
const ruleMessage = (
  schema: { safeParse(v: unknown): { error?: { issues: { message: string }[] } } },
  value: unknown,
) => schema.safeParse(value).error?.issues[0]?.message;

const SCHEMA_TEXTS = [
  ruleMessage(emailField(), ''),
  ruleMessage(emailField(), 'not-an-email'),
  ruleMessage(loginBody, { email: 'a@b.in', password: '' }),
  ruleMessage(newPassword, '12345'),
  ruleMessage(newPassword, 'x'.repeat(129)),
  ruleMessage(newPassword, '       '),
  ruleMessage(username, ''),
  ruleMessage(username, 'ab'),
  ruleMessage(username, 'a'.repeat(31)),
  ruleMessage(username, 'a b c'),
  ruleMessage(personName(MESSAGES.profile.firstNameRequired), ''),
  ruleMessage(personName(MESSAGES.profile.lastNameRequired), ''),
  ruleMessage(personName(MESSAGES.profile.firstNameRequired), 'R2D2'),
  ruleMessage(personName(MESSAGES.profile.firstNameRequired), 'a'.repeat(51)),
  MESSAGES.signup.passwordsMismatch,
  MESSAGES.signup.agreeTerms,
  MESSAGES.signup.verifyHuman,
  MESSAGES.appointments.reasonRequired,
  MESSAGES.appointments.reasonMax,
  MESSAGES.rules.confirmPassword,
  PRIVACY_MESSAGES.passwordRequired,
  MESSAGES.contact.nameRequired,
  MESSAGES.contact.nameMin,
  MESSAGES.contact.nameLetters,
  MESSAGES.contact.queryRequired,
  MESSAGES.contact.queryMin,
  MESSAGES.contact.queryMax,
  validateIndianMobile('98765 4321x') ?? undefined,
  validateIndianMobile('98765') ?? undefined,
  validateIndianMobile('5876543210') ?? undefined,
  validateBookingPhone('') ?? undefined,
  validateBookingPhone('98765') ?? undefined,
  validateBookingPhone('5876543210') ?? undefined,
  ruleMessage(bookingContact.shape.message, 'x'.repeat(1001)),
];

describe('formMessage', () => {
  it.each(SCHEMA_TEXTS)('keeps the English rule "%s" word for word', (text) => {
    expect(text).toBeTruthy();
    expect(formMessage(en, text)).toBe(text);
  });

  it.each(SCHEMA_TEXTS)('words the rule "%s" in Devanagari on Hindi pages', (text) => {
    const hindi = formMessage(hi, text) ?? '';
    expect(hindi).not.toBe(text);
    expect(hindi).toMatch(/[\u0900-\u097F]/);
  });

  it('words a message id through the catalogue and leaves unknown text as it is', () => {
    expect(formMessage(hi, FORM_WORDS.nameMax.id)).toBe(hi(FORM_WORDS.nameMax));
    expect(formMessage(hi, 'Expected string, received number')).toBe(
      'Expected string, received number',
    );
    expect(formMessage(hi, undefined)).toBeUndefined();
  });
});

describe('FORM_WORDS', () => {
  it('has an English rule text for every message, so none is left unworded', () => {
    const worded = new Set(SCHEMA_TEXTS.map((text) => formMessage(en, text)));
    for (const message of Object.values(FORM_WORDS)) expect(worded).toContain(en(message));
  });
});
