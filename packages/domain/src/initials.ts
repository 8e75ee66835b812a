/** Initials for avatars, shared by the generated images and the web's fallback tiles. */

const HONORIFICS = new Set([
  'dr',
  'mr',
  'mrs',
  'ms',
  'miss',
  'mx',
  'prof',
  'shri',
  'smt',
  'sri',
  'kum',
]);

/**
 * Initials of a name: the first letter of its first and last words, ignoring honorifics and
 * anything that is not a name ('Priya, 29' → 'P', 'Dr. Ananya Iyer' → 'AI'). '?' when none is left.
 */
export function initialsOf(name: string): string {
  const words = name
    .split(/[\s,]+/)
    .map((w) => w.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, ''))
    .filter((w) => /^\p{L}/u.test(w) && !HONORIFICS.has(w.toLowerCase()));
  const first = words[0];
  if (first === undefined) return '?';
  const initial = (w: string) => (Array.from(w)[0] ?? '').toLocaleUpperCase('en-IN');
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  return initial(first) + (last === undefined ? '' : initial(last));
}
