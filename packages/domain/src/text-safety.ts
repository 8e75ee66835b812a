/** A letter, a mark or a pictograph (an emoji's part): what a joiner may sit between. */
const WORD = '[\\p{L}\\p{M}\\p{Extended_Pictographic}\\p{Emoji_Modifier}]';

/**
 * Text that cannot be stored or shown faithfully. PostgreSQL refuses NUL (U+0000) in text and
 * json, and a lone UTF-16 surrogate is not a character at all (it cannot be encoded as UTF-8).
 * Invisible direction controls (U+202A–U+202E, U+2066–U+2069, U+200E, U+200F, U+061C) reorder
 * what a reader sees ("Rtl\u202Eevil" shows as "Rtllive"), and zero-width characters (U+200B,
 * U+2060, U+FEFF, U+180E) hide inside words: input holding any of them is refused with a 400
 * before any query runs (decision 0059). The joiners U+200C and U+200D are refused too, except
 * between two letters, marks or pictographs: Indic scripts and emoji sequences need them there.
 */
const UNSAFE = new RegExp(
  [
    '\\u0000',
    '[\\uD800-\\uDBFF](?![\\uDC00-\\uDFFF])',
    '(?<![\\uD800-\\uDBFF])[\\uDC00-\\uDFFF]',
    '[\\u061C\\u180E\\u200B\\u200E\\u200F\\u202A-\\u202E\\u2060-\\u2064\\u2066-\\u2069\\uFEFF]',
    `(?<!${WORD})[\\u200C\\u200D]|[\\u200C\\u200D](?!${WORD})`,
  ].join('|'),
  'u',
);

export const UNSAFE_TEXT_MESSAGE =
  'Contains characters that are not allowed (such as control characters)';

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
