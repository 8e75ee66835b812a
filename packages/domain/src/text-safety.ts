/**
 * Text the database cannot store faithfully: PostgreSQL refuses NUL (U+0000) in text and json,
 * and a lone UTF-16 surrogate is not a character at all (it cannot be encoded as UTF-8). Input
 * holding either is refused with a 400 before any query runs.
 */
// eslint-disable-next-line no-control-regex -- finding NUL is the point
const UNSAFE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const UNSAFE_TEXT_MESSAGE =
  'Contains characters that are not allowed (a NUL character or an unpaired surrogate)';

export const hasUnsafeText = (text: string): boolean => UNSAFE.test(text);

/**
 * The path of the first string (value or object key) in `value` holding unsafe text, as
 * `['phone']` or `['items', 2, 'name']`; `[]` when `value` itself is such a string; null when
 * everything is safe. Walks at most `maxDepth` levels (deeper input is refused elsewhere).
 */
export function findUnsafeText(value: unknown, maxDepth = 64): Array<string | number> | null {
  const walk = (v: unknown, path: Array<string | number>): Array<string | number> | null => {
    if (typeof v === 'string') return hasUnsafeText(v) ? path : null;
    if (v === null || typeof v !== 'object' || path.length > maxDepth) return null;
    if (Array.isArray(v)) {
      for (let i = 0; i < v.length; i++) {
        const found = walk(v[i], [...path, i]);
        if (found) return found;
      }
      return null;
    }
    for (const [key, child] of Object.entries(v as Record<string, unknown>)) {
      if (hasUnsafeText(key)) return [...path, key];
      const found = walk(child, [...path, key]);
      if (found) return found;
    }
    return null;
  };
  return walk(value, []);
}
