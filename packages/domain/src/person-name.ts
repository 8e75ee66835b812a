/**
 * Courtesy and academic titles people write before their name ("Dr. Asha Rao", "Smt Lakshmi
 * Devi"). They are part of how a therapist is listed, never a first name.
 */
const HONORIFICS = new Set([
  'dr',
  'prof',
  'professor',
  'mr',
  'mrs',
  'ms',
  'miss',
  'mx',
  'shri',
  'sri',
  'shree',
  'smt',
  'kumari',
  'km',
]);

const isHonorific = (word: string) => HONORIFICS.has(word.toLowerCase().replace(/\.+$/, ''));

/**
 * Splits a full name into the account's first and last name, leaving out leading titles:
 * 'Dr. Asha Rao' → Asha / Rao, 'Prof. Dr. K. Mehta' → K. / Mehta. A name that is only a title
 * keeps it, so no one ends up nameless.
 */
export function splitPersonName(fullName: string): { firstName: string; lastName: string } {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  let start = 0;
  while (start < words.length - 1 && isHonorific(words[start]!)) start += 1;
  const [firstName = '', ...rest] = words.slice(start);
  return { firstName, lastName: rest.join(' ') };
}
