import { describe, expect, it } from 'vitest';
import { keepAcrossSignIn } from './keep-across-sign-in';

const key = (slug: string, token: string | null) => ['therapists', 'detail', slug, { token }];

describe('keepAcrossSignIn', () => {
  it('keeps the signed-out answer of the same thing while the signed-in one loads', () => {
    const previous = { name: 'Asha' };
    expect(
      keepAcrossSignIn(previous, { queryKey: key('asha', null) }, key('asha', 'token-1')),
    ).toBe(previous);
  });

  it('keeps nothing for another thing, or when there was nothing', () => {
    expect(
      keepAcrossSignIn({ name: 'Asha' }, { queryKey: key('asha', null) }, key('ravi', 'token-1')),
    ).toBeUndefined();
    expect(keepAcrossSignIn(undefined, undefined, key('asha', 'token-1'))).toBeUndefined();
  });
});
