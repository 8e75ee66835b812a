import { describe, expect, it } from 'vitest';
import { findUnsafeText, hasUnsafeText } from './text-safety';

describe('hasUnsafeText', () => {
  it('finds NUL and lone surrogates, not ordinary text or paired surrogates', () => {
    expect(hasUnsafeText('a\u0000b')).toBe(true);
    expect(hasUnsafeText('\uD800')).toBe(true);
    expect(hasUnsafeText('x\uDC00y')).toBe(true);
    expect(hasUnsafeText('\uDC00\uD800')).toBe(true);
    expect(hasUnsafeText('ok 😀 नमस्ते తెలుగు')).toBe(false);
    expect(hasUnsafeText('')).toBe(false);
    expect(hasUnsafeText("'; drop table accounts; --")).toBe(false);
  });
});

describe('findUnsafeText', () => {
  it('answers the path of the first unsafe string or key', () => {
    expect(findUnsafeText({ a: 'ok', b: { c: ['x', 'y\u0000'] } })).toEqual(['b', 'c', 1]);
    expect(findUnsafeText({ ['k\uD83D']: 1 })).toEqual(['k\uD83D']);
    expect(findUnsafeText('\u0000')).toEqual([]);
    expect(findUnsafeText({ a: 1, b: null, c: [true, 'fine'] })).toBeNull();
    expect(findUnsafeText(undefined)).toBeNull();
  });

  it('walks no deeper than asked', () => {
    const nested = { a: { b: 'x\u0000' } };
    expect(findUnsafeText(nested, 1)).toEqual(['a', 'b']);
    expect(findUnsafeText(nested, 0)).toBeNull();
  });
});
