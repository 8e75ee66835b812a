import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { registerBody, updateProfileBody } from './schemas/account';
import { bookingContact } from './schemas/booking';
import { contactSubmitBody } from './schemas/contact';
import { therapistJoinPayload } from './schemas/therapist-join';
import { MESSAGES } from './messages';
import { hasUnsafeText } from './text-safety';

const firstMessage = (schema: z.ZodType, input: unknown) => {
  const r = schema.safeParse(input);
  return r.success ? undefined : r.error.issues[0]?.message;
};

const register = {
  first_name: 'Asha',
  last_name: 'Rao',
  username: 'asha_rao',
  email: 'asha@example.in',
  password: 'secret1',
  turnstileToken: 'XXXX.DUMMY.TOKEN.XXXX',
};
const booking = {
  clientFirstName: 'Asha',
  clientLastName: 'Rao',
  clientEmail: 'asha@example.in',
  clientPhone: '9876543210',
};

/** Names as Indians write them: letters of any script, spaces, full stops, apostrophes, hyphens. */
const WRITTEN = [
  'K. Ramesh',
  "D'Souza",
  'D’Souza',
  'Rao-Iyer',
  'Anne-Marie',
  'प्रिया शर्मा',
  'ரமேஷ்',
  'Ānanya',
];
/** Line breaks, invisible direction and format controls, markup, digits, punctuation alone. */
const REFUSED = [
  'Rtl\u202Eevil',
  'Asha\u200ERao',
  'Asha\u200F',
  '\u2066Asha\u2069',
  'As\u200Bha',
  '\uFEFFAsha',
  'Asha\nRao',
  'Asha\r\nRao',
  'Asha\u2028Rao',
  '<b>Rao</b>',
  'Asha2',
  '. -',
];

describe('names as people write them', () => {
  it('are taken at sign-up, on My Profile and at booking', () => {
    for (const name of WRITTEN) {
      expect(registerBody.safeParse({ ...register, first_name: name }).success, name).toBe(true);
      expect(registerBody.safeParse({ ...register, last_name: name }).success, name).toBe(true);
      expect(
        updateProfileBody.safeParse({ firstName: name, lastName: 'Rao', username: 'asha' }).success,
        name,
      ).toBe(true);
      expect(bookingContact.safeParse({ ...booking, clientLastName: name }).success, name).toBe(
        true,
      );
    }
  });

  it('keep a joining character inside an Indic word (ZWJ, ZWNJ)', () => {
    const marathi = 'र्\u200Dया';
    expect(registerBody.safeParse({ ...register, first_name: marathi }).success).toBe(true);
    expect(hasUnsafeText(marathi)).toBe(false);
    expect(hasUnsafeText('👩\u200D💻')).toBe(false);
    expect(hasUnsafeText('a \u200D b')).toBe(true);
  });

  it('refuse line breaks, invisible controls and markup, with one clear message', () => {
    for (const name of REFUSED) {
      expect(firstMessage(registerBody, { ...register, first_name: name }), name).toBeDefined();
      expect(
        firstMessage(updateProfileBody, { firstName: 'Asha', lastName: name, username: 'asha' }),
        name,
      ).toBeDefined();
      expect(
        bookingContact.safeParse({ ...booking, clientFirstName: name }).success,
        JSON.stringify(name),
      ).toBe(false);
    }
    expect(firstMessage(registerBody, { ...register, first_name: 'Asha2' })).toBe(
      MESSAGES.profile.nameCharacters,
    );
  });

  it('leave the contact form its own rule (letters and spaces)', () => {
    const form = {
      email: 'asha@example.in',
      phone: '',
      message: 'Hello there, I need help.',
      turnstileToken: 'XXXX.DUMMY.TOKEN.XXXX',
    };
    expect(
      contactSubmitBody.safeParse({ ...form, first_name: 'K.', last_name: 'Ramesh' }).success,
    ).toBe(false);
    expect(
      contactSubmitBody.safeParse({ ...form, first_name: 'Asha', last_name: 'Rao' }).success,
    ).toBe(true);
  });

  it("take a therapist's listed name with a title, apostrophes and hyphens", () => {
    const name = therapistJoinPayload.shape.name;
    expect(name.safeParse("Dr. Anne-Marie D'Souza").success).toBe(true);
    expect(name.safeParse('Dr. Asha\u202ERao').success).toBe(false);
  });
});

describe('invisible direction and format controls', () => {
  it('are unsafe in any text', () => {
    for (const c of [
      '\u202E',
      '\u202A',
      '\u200E',
      '\u200F',
      '\u2066',
      '\u2069',
      '\u061C',
      '\u200B',
      '\u2060',
      '\uFEFF',
    ])
      expect(hasUnsafeText(`a${c}b`), c.codePointAt(0)!.toString(16)).toBe(true);
    expect(hasUnsafeText('Line one\nline two')).toBe(false);
  });
});
