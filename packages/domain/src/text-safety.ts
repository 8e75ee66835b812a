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
  return unsafePath(value, 0, maxDepth);
}

// Module level, not a closure per call: every request's input goes through it.
function unsafePath(
  value: unknown,
  depth: number,
  maxDepth: number,
): Array<string | number> | null {
  if (typeof value === 'string') return hasUnsafeText(value) ? [] : null;
  if (value === null || typeof value !== 'object' || depth > maxDepth) return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = unsafePath(value[i], depth + 1, maxDepth);
      if (found) return [i, ...found];
    }
    return null;
  }
  const record = value as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    if (hasUnsafeText(key)) return [key];
    const found = unsafePath(record[key], depth + 1, maxDepth);
    if (found) return [key, ...found];
  }
  return null;
}
