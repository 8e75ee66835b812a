import { describe, it, expect } from 'vitest';
import { MESSAGES } from '../messages';
import {
  contactFormSchema,
  contactSubmitBody,
  newsletterBody,
  newsletterFormSchema,
} from './contact';

const C = MESSAGES.contact;
const good = {
  first_name: 'Asha',
  last_name: 'Rao',
  email: 'asha@example.in',
  phone: '+91 98765 43210',
  message: 'I would like to talk to someone.',
  turnstileToken: 'XXXX.DUMMY.TOKEN.XXXX',
};
const messages = (input: unknown) => {
  const r = contactSubmitBody.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => i.message);
};

describe('contactSubmitBody', () => {
  it('accepts a valid submission; phone and last name optional', () => {
    expect(messages(good)).toEqual([]);
    const minimal = contactSubmitBody.parse({ ...good, phone: undefined, last_name: undefined });
    expect(minimal.phone).toBe('');
    expect(minimal.last_name).toBe('');
  });
  it('name rules apply to the whole name', () => {
    expect(messages({ ...good, first_name: '' })).toContain(C.nameRequired);
    expect(messages({ ...good, first_name: 'A', last_name: '' })).toContain(C.nameMin);
    expect(messages({ ...good, last_name: 'R.' })).toContain(C.nameLetters);
    expect(messages({ ...good, first_name: 'A'.repeat(30), last_name: 'B'.repeat(20) })).toEqual([
      C.nameMax,
    ]);
    expect(messages({ ...good, first_name: 'A'.repeat(60), last_name: '' })).toEqual([C.nameMax]);
  });
  it('counts the query in characters, an emoji as one, as the form counts it', () => {
    expect(messages({ ...good, message: '🙂'.repeat(1000) })).toEqual([]);
    expect(messages({ ...good, message: '🙂'.repeat(1001) })).toEqual([C.queryMax]);
  });
  it('strips a leading 0 from the phone', () => {
    expect(messages({ ...good, phone: '09876543210' })).toEqual([]);
  });
  it('email rules', () => {
    expect(messages({ ...good, email: '' })).toContain(C.emailRequired);
    expect(messages({ ...good, email: 'nope' })).toContain(C.emailInvalid);
  });
  it('phone rules match validation.ts', () => {
    expect(messages({ ...good, phone: '12345' })).toEqual([C.phoneDigits]);
    expect(messages({ ...good, phone: '5876543210' })).toEqual([C.phoneIndian]);
    expect(messages({ ...good, phone: '98765abc10' })).toEqual([C.phoneInvalid]);
  });
  it('query rules', () => {
    expect(messages({ ...good, message: ' ' })).toContain(C.queryRequired);
    expect(messages({ ...good, message: 'too short' })).toContain(C.queryMin);
    expect(messages({ ...good, message: 'x'.repeat(1001) })).toContain(C.queryMax);
  });
  it('needs the human check', () => {
    expect(messages({ ...good, turnstileToken: '' })).toContain('Please verify you are human');
  });
});

describe('newsletterBody', () => {
  it('requires an email', () => {
    const r = newsletterBody.safeParse({ email: '   ' });
    expect(r.success ? undefined : r.error.issues[0]?.message).toBe('Please enter your email');
    expect(newsletterBody.parse({ email: 'A@B.in' })).toEqual({ email: 'a@b.in' });
  });
});

describe('the contact and newsletter forms', () => {
  it('put each contact rule on its field with the form messages', () => {
    const r = contactFormSchema.safeParse({ name: '', email: 'nope', phone: '12', message: '' });
    expect(r.success).toBe(false);
    const byField = Object.fromEntries(r.error!.issues.map((i) => [i.path[0], i.message]));
    expect(byField).toEqual({
      name: MESSAGES.contact.nameRequired,
      email: MESSAGES.contact.emailInvalid,
      phone: expect.any(String),
      message: MESSAGES.contact.queryRequired,
    });
    expect(
      contactFormSchema.safeParse({
        name: 'Asha Rao',
        email: 'asha@example.in',
        phone: '',
        message: 'I would like to know how sessions work.',
      }).success,
    ).toBe(true);
  });

  it('refuse only an empty newsletter address, leaving the format to the server', () => {
    const empty = newsletterFormSchema.safeParse({ email: '  ' });
    expect(empty.error?.issues[0]?.message).toBe(MESSAGES.newsletter.emailRequired);
    expect(newsletterFormSchema.safeParse({ email: 'not-an-address' }).success).toBe(true);
  });
});
