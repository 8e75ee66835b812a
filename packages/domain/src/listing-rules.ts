import { effectiveTitle, titleKey } from './listing';
import { cityKey } from './search-text';

/**
 * The listing's rules for one therapist, each written once (public-and-account.md §4, §5): the
 * listing engine (listing-index) applies them to every listed therapist, and its property test
 * applies them to a plain array.
 */

/** Trimmed (as JavaScript trims), lower case: how every facet value is compared. */
export const listingNorm = (s: string | null | undefined) => (s ?? '').trim().toLowerCase();

/** A city's non-blank comma-separated parts, trimmed (from a normalised city). */
export function cityParts(city: string): string[] {
  return city
    .split(',')
    .map((p) => p.trim())
    .filter((p) => p !== '');
}

/**
 * A location filter against a therapist's city. Trimmed, case-insensitive, and any name of a
 * city stands for it (Bombay is Mumbai, बेंगलुरु is Bengaluru: search-vocabulary.ts). Equal, or
 * some comma-separated part of one contains some part of the other, in either direction. Empty
 * cities never match.
 */
export function cityMatches(filterCity: string, therapistCity: string): boolean {
  const a = listingNorm(filterCity);
  const b = listingNorm(therapistCity);
  if (a === '' || b === '') return false;
  if (a === b) return true;
  const keys = (city: string) =>
    cityParts(city)
      .map(cityKey)
      .filter((k) => k !== '');
  const bKeys = keys(b);
  return keys(a).some((pa) => bKeys.some((pb) => pa.includes(pb) || pb.includes(pa)));
}

const KNOWN_GENDERS = new Set(['male', 'female', 'non-binary']);

/** 'Not Specified' covers an empty gender, 'Prefer not to say' and any value outside the known three. */
export function genderMatches(filterGender: string, therapistGender: string): boolean {
  const f = listingNorm(filterGender);
  const g = listingNorm(therapistGender);
  if (f === 'not specified') return !KNOWN_GENDERS.has(g);
  return f === g;
}

/** The normalised gender key of a therapist, with 'not specified' for every other value. */
export const genderKey = (gender: string) => {
  const g = listingNorm(gender);
  return KNOWN_GENDERS.has(g) ? g : 'not specified';
};

/** The normalised effective title ('' when none) and the key a /therapists/{title} route compares. */
export function titleOf(t: { professionalTitle: string; speciality?: string }) {
  const title = listingNorm(effectiveTitle(t));
  return { title, key: titleKey(title), label: title === '' ? '' : effectiveTitle(t).trim() };
}

/** How a city is shown in the location facet: each word capitalised (PostgreSQL's initcap). */
export function cityLabel(normalisedCity: string): string {
  return normalisedCity.replace(
    /([^\p{L}\p{N}]|^)([\p{L}\p{N}]+)/gu,
    (_, before: string, word: string) => before + word.charAt(0).toUpperCase() + word.slice(1),
  );
}

/** Fee range: a therapist without a fee matches no fee choice. */
export function feeMatches(fee: number | null, min: number | null, max: number | null): boolean {
  if (min !== null && !(fee !== null && fee >= min)) return false;
  return max === null || (fee !== null && fee <= max);
}

export const experienceMatches = (years: number, min: number | null) =>
  min === null || years >= min;

/**
 * The spec's order as a number and a tie-break: therapists listed after the cutoff first, newest
 * first, then the rest in original order (seq), each tie in original order.
 */
export function recommendedKey(listedAt: number, seq: number, cutoff: number) {
  return { rank: listedAt > cutoff ? -listedAt : Number.MAX_SAFE_INTEGER, seq };
}
