import { describe, it, expect } from 'vitest';
import type { z } from 'zod';
import {
  forgotPasswordBody,
  loginBody,
  profileResponse,
  registerBody,
  resetPasswordBody,
  tokenResponse,
  updateProfileBody,
  verifyResetTokenBody,
} from './account';

const firstMessage = (schema: z.ZodType, input: unknown) => {
  const r = schema.safeParse(input);
  return r.success ? undefined : r.error.issues[0]?.message;
};

const register = {
  first_name: ' Asha ',
  last_name: 'Rao',
  username: 'asha_rao.1',
  email: ' Asha@Example.IN ',
  password: 'secret1',
  turnstileToken: 'XXXX.DUMMY.TOKEN.XXXX',
};

describe('registerBody', () => {
  it('trims names and normalises the email', () => {
    const r = registerBody.parse(register);
    expect(r.first_name).toBe('Asha');
    expect(r.email).toBe('asha@example.in');
  });
  it('username rules', () => {
    expect(registerBody.safeParse({ ...register, username: 'ab' }).success).toBe(false);
    expect(registerBody.safeParse({ ...register, username: 'a'.repeat(31) }).success).toBe(false);
    expect(registerBody.safeParse({ ...register, username: 'asha rao' }).success).toBe(false);
    expect(registerBody.safeParse({ ...register, username: 'a'.repeat(30) }).success).toBe(true);
  });
  it('password, name and human check bounds', () => {
    expect(firstMessage(registerBody, { ...register, password: '12345' })).toBe(
      'Password must be at least 6 characters',
    );
    expect(registerBody.safeParse({ ...register, password: 'x'.repeat(129) }).success).toBe(false);
    expect(registerBody.safeParse({ ...register, first_name: 'x'.repeat(51) }).success).toBe(false);
    expect(registerBody.safeParse({ ...register, last_name: '  ' }).success).toBe(false);
    expect(firstMessage(registerBody, { ...register, turnstileToken: '' })).toBe(
      'Please verify you are human',
    );
  });
  it('refuses a password of spaces alone and markup in a name, each with its own message', () => {
    expect(firstMessage(registerBody, { ...register, password: '      ' })).toBe(
      'Password cannot be only spaces',
    );
    expect(
      firstMessage(resetPasswordBody, { token: 't', email: 'a@b.in', password: ' '.repeat(8) }),
    ).toBe('Password cannot be only spaces');
    expect(registerBody.safeParse({ ...register, password: ' pass word ' }).success).toBe(true);
    expect(firstMessage(registerBody, { ...register, first_name: '<script>' })).toBe(
      'Name can only contain letters, spaces, full stops, apostrophes and hyphens',
    );
    expect(
      firstMessage(updateProfileBody, {
        firstName: 'Asha',
        lastName: '<b>Rao</b>',
        username: 'asha',
      }),
    ).toBe('Name can only contain letters, spaces, full stops, apostrophes and hyphens');
    expect(firstMessage(registerBody, { ...register, last_name: 'x'.repeat(51) })).toBe(
      'Name cannot exceed 50 characters',
    );
    expect(registerBody.parse({ ...register, first_name: 'Ānanya Sri' }).first_name).toBe(
      'Ānanya Sri',
    );
  });
  it('rejects bad emails', () => {
    expect(registerBody.safeParse({ ...register, email: 'asha@' }).success).toBe(false);
    expect(registerBody.safeParse({ ...register, email: `${'a'.repeat(250)}@x.in` }).success).toBe(
      false,
    );
  });
});

describe('login, forgot, verify-reset, reset', () => {
  it('login needs both fields', () => {
    expect(loginBody.safeParse({ email: 'a@b.in', password: 'x' }).success).toBe(true);
    expect(loginBody.safeParse({ email: 'a@b.in', password: '' }).success).toBe(false);
  });
  it('forgot: email message', () => {
    expect(firstMessage(forgotPasswordBody, { email: ' ' })).toBe(
      'Please enter your email address',
    );
  });
  it('verify-reset needs token and email', () => {
    expect(verifyResetTokenBody.safeParse({ token: 'abc', email: 'a@b.in' }).success).toBe(true);
    expect(verifyResetTokenBody.safeParse({ token: '', email: 'a@b.in' }).success).toBe(false);
  });
  it('reset: password min 6 with the spec message', () => {
    expect(firstMessage(resetPasswordBody, { token: 't', email: 'a@b.in', password: '123' })).toBe(
      'Password must be at least 6 characters',
    );
    expect(
      resetPasswordBody.safeParse({ token: 't', email: 'a@b.in', password: '123456' }).success,
    ).toBe(true);
  });
});

describe('update-profile and responses', () => {
  it('update-profile', () => {
    expect(updateProfileBody.parse({ firstName: ' A ', lastName: 'B', username: 'abc' })).toEqual({
      firstName: 'A',
      lastName: 'B',
      username: 'abc',
    });
    expect(
      updateProfileBody.safeParse({ firstName: '', lastName: 'B', username: 'abc' }).success,
    ).toBe(false);
  });
  it('responses', () => {
    expect(tokenResponse.safeParse({ success: true, token: 't', message: 'ok' }).success).toBe(
      true,
    );
    const userData = {
      firstName: 'A',
      lastName: 'B',
      username: 'abc',
      email: 'a@b.in',
      phone: null,
      language: 'en',
    };
    const answer = { success: true, userData, role: 'therapist' };
    expect(profileResponse.parse(answer)).toEqual(answer);
    for (const role of ['owner', 'finance', 'support'])
      expect(profileResponse.parse({ ...answer, role })).toEqual({ ...answer, role });
    // The single team role of before is no role any more: its accounts are owners.
    expect(() => profileResponse.parse({ success: true, userData, role: 'admin' })).toThrow();
  });
});
