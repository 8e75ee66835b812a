import { describe, expect, it } from 'vitest';
import { accountDeletionsResponse, deleteAccountBody, PRIVACY_MESSAGES } from './privacy';

describe('deleteAccountBody', () => {
  it('needs a password and says so in words', () => {
    const missing = deleteAccountBody.safeParse({});
    expect(missing.success).toBe(false);
    expect(missing.error?.issues[0]?.message).toBe(PRIVACY_MESSAGES.passwordRequired);
    expect(deleteAccountBody.safeParse({ password: '' }).error?.issues[0]?.message).toBe(
      PRIVACY_MESSAGES.passwordRequired,
    );
    expect(deleteAccountBody.safeParse({ password: 'secret' }).success).toBe(true);
  });

  it('refuses text the database cannot store and overlong input', () => {
    expect(deleteAccountBody.safeParse({ password: 'a\u0000b' }).success).toBe(false);
    expect(deleteAccountBody.safeParse({ password: 'x'.repeat(129) }).success).toBe(false);
  });
});

describe('accountDeletionsResponse', () => {
  it('is exactly the shape the admin console reads; the email may be null once erased', () => {
    const body = {
      success: true,
      deletions: [
        {
          accountId: 'a',
          email: null,
          requestedAt: '2026-11-23T10:00:00.000Z',
          eraseAfter: '2026-12-07T10:00:00.000Z',
          erasedAt: '2026-12-07T10:00:05.000Z',
        },
      ],
    };
    expect(accountDeletionsResponse.parse({ ...body, extra: 1 })).toEqual(body);
  });
});
