import { cityKey, textWords } from '../search-text';
import type { Meaning } from '../search-vocabulary';
import { titleKey } from '../listing';
import { cityLabel, cityParts, genderKey, listingNorm, titleOf } from '../listing-rules';

/** A therapist as the database stores it: what the listing engine reads of one row. */
export interface ListingSource {
  id: string;
  /** Approved and available: only listed therapists are in the listing. */
  listed: boolean;
  seq: number;
  /** Epoch ms. */
  listedAt: number;
  name: string;
  professionalTitle: string;
  speciality: string;
  specialities: readonly string[];
  expertise: readonly string[];
  languages: readonly string[];
  sessionModes: readonly string[];
  gender: string;
  city: string;
  feeRupees: number | null;
  experienceYears: number;
  likes: number;
}

/** One value of a facet list: its normalised key and its trimmed spelling. */
export interface Valued {
  key: string;
  label: string;
}

/** A listed therapist's values as the engine compares, counts and matches them. */
export interface ListingEntry {
  id: string;
  seq: number;
  listedAt: number;
  specialities: readonly Valued[];
  languages: readonly Valued[];
  modes: readonly Valued[];
  /** Normalised effective title ('' when none), its spelling, and the route's title key. */
  title: Valued;
  titleKey: string;
  /** Normalised city ('' when none) with the label the location facet shows. */
  city: Valued;
  gender: Valued;
  fee: number | null;
  experience: number;
  likes: number;
  /** What the search box matches: the profile's words, and the tags of what it means. */
  terms: readonly string[];
}

/**
 * Answers of a pure function of one string, remembered: therapists share few cities,
 * specialities and names, and reading them again is most of loading 100,000 therapists.
 */
function remembered<T>(read: (s: string) => T, limit = 50_000): (s: string) => T {
  const known = new Map<string, T>();
  return (s) => {
    let answer = known.get(s);
    if (answer === undefined) {
      if (known.size >= limit) known.clear();
      answer = read(s);
      known.set(s, answer);
    }
    return answer;
  };
}

/** Tags are terms no typed word can equal: they start with a control character. */
const TAG = '\u0001';
export const tags = {
  speciality: remembered((v: string) => `${TAG}s:${listingNorm(v)}`),
  concern: remembered((v: string) => `${TAG}c:${listingNorm(v)}`),
  language: remembered((v: string) => `${TAG}l:${listingNorm(v)}`),
  title: remembered((v: string) => `${TAG}t:${titleKey(v)}`),
  city: (key: string) => `${TAG}city:${key}`,
  gender: (v: string) => `${TAG}g:${v}`,
};
export const isTag = (term: string) => term.startsWith(TAG);

/**
 * The tags a vocabulary meaning is answered by. The first is what the words name (primary): a
 * language, city or gender, else the first speciality, concern or title; the others are related
 * ("divorce" names Divorce Counseling, relates to Couples Therapy).
 */
export function meaningTags(meaning: Meaning): { tag: string; primary: boolean }[] {
  const kind = (values: readonly string[] | undefined, tag: (v: string) => string) =>
    (values ?? []).map(tag);
  return [
    ...kind(meaning.languages, tags.language),
    ...kind(meaning.cities, tags.city),
    ...kind(meaning.genders, tags.gender),
    ...kind(meaning.specialities, tags.speciality),
    ...kind(meaning.concerns, tags.concern),
    ...kind(meaning.titles, tags.title),
  ].map((tag, i) => ({ tag, primary: i === 0 }));
}

const valued = (values: readonly string[]): Valued[] =>
  values.map((v) => ({ key: listingNorm(v), label: v.trim() }));

/** A city's tags: the whole city, each part and each word, by the canonical name of each. */
const cityTags = remembered((city: string): string[] => {
  const keys = [cityKey(city), ...cityParts(city).map(cityKey), ...textWords(city).map(cityKey)];
  return keys.filter((k) => k !== '').map(tags.city);
});
const wordsOf = remembered(textWords);

export function toEntry(source: ListingSource): ListingEntry {
  const title = titleOf(source);
  const city = listingNorm(source.city);
  const gender = listingNorm(source.gender);
  const words = [
    source.name,
    source.professionalTitle,
    source.speciality,
    ...source.specialities,
    ...source.expertise,
    ...source.languages,
    source.city,
  ].flatMap(wordsOf);
  const terms = new Set<string>([
    ...words,
    ...source.specialities.map(tags.speciality),
    ...source.expertise.map(tags.concern),
    ...source.languages.map(tags.language),
    ...(title.title === '' ? [] : [tags.title(title.title)]),
    ...cityTags(city),
    tags.gender(genderKey(gender)),
  ]);
  return {
    id: source.id,
    seq: source.seq,
    listedAt: source.listedAt,
    specialities: valued(source.specialities),
    languages: valued(source.languages),
    modes: valued(source.sessionModes),
    title: { key: title.title, label: title.label },
    titleKey: title.key,
    city: { key: city, label: city === '' ? '' : cityLabel(city) },
    gender: { key: gender, label: gender },
    fee: source.feeRupees,
    experience: source.experienceYears,
    likes: source.likes,
    terms: [...terms],
  };
}
