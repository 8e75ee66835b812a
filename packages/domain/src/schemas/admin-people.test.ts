import { describe, expect, it } from 'vitest';
import { friendlyFailure } from '../failure-words';
import { peopleQuery, SIGN_IN_DISABLED_MESSAGE } from './admin-people';

describe('peopleQuery', () => {
  it('takes an empty search or one of 2 to 200 characters, trimmed', () => {
    expect(peopleQuery.parse({}).q).toBeUndefined();
    expect(peopleQuery.parse({ q: '' }).q).toBe('');
    expect(peopleQuery.parse({ q: '  98450 ' }).q).toBe('98450');
    expect(peopleQuery.safeParse({ q: 'a' }).success).toBe(false);
    expect(peopleQuery.safeParse({ q: ' a ' }).success).toBe(false);
    expect(peopleQuery.safeParse({ q: 'x'.repeat(201) }).success).toBe(false);
  });

  it('pages from 1 with the console page size', () => {
    expect(peopleQuery.parse({ page: '2' })).toMatchObject({ page: 2, pageSize: 20 });
    expect(peopleQuery.safeParse({ page: '0' }).success).toBe(false);
  });
});

describe('the sign-in refusal of a disabled account', () => {
  it('reaches the person as written, not as a wrong password', () => {
    const failure = {
      status: 401,
      code: 'SIGN_IN_DISABLED',
      serverMessage: SIGN_IN_DISABLED_MESSAGE,
    };
    expect(friendlyFailure(failure)).toEqual({ text: SIGN_IN_DISABLED_MESSAGE });
  });
});
