import { LANGUAGES, type Language } from './catalogues';
import english from '../locales/en.json' with { type: 'json' };
import hindi from '../locales/hi.json' with { type: 'json' };
import {
  catalogueNameWords,
  CITY_NAMES,
  LANGUAGE_SPECIALITIES,
  LANGUAGE_WORDS,
  NEED_WORDS,
  STOP_WORDS,
  type Meaning,
} from './search-vocabulary';

/**
 * How the listing reads what a person types into its search box (decision 0057): words, the
 * vocabulary's phrases and meanings, the words that do not narrow, and how near two words are.
 */

/** At most this many parts of a search text are matched (the rest is ignored). */
export const MAX_SEARCH_UNITS = 8;

/** One part of a search text: a need, language, city or title the vocabulary knows, or a word. */
export interface SearchUnit {
  /** The words as typed (lower case), one or several for a phrase. */
  text: string;
  /** The vocabulary's meaning, when it knows the words (typos forgiven). */
  meaning: Meaning | null;
  /** Whether the vocabulary knows the words as typed (not only a near spelling of them). */
  known: boolean;
}

/**
 * The words of a text: letters (with their combining marks, as Devanagari writes vowels), digits,
 * lower case; an apostrophe inside a word is dropped ("can't" is "cant").
 */
export function textWords(text: string): string[] {
  return (
    text
      .normalize('NFC')
      .toLowerCase()
      .replace(/[\u2018\u2019'`]/g, '')
      .match(/[\p{L}\p{M}\p{N}]+/gu) ?? []
  );
}

/** Most edits forgiven in a word of this length: none under 4 letters, 1 up to 7, then 2. */
export const editsForgiven = (length: number) => (length < 4 ? 0 : length < 8 ? 1 : 2);

/**
 * The optimal string alignment distance (insertions, deletions, substitutions and swaps of two
 * neighbouring letters), or max + 1 once it is known to exceed `max`.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (a === b) return 0;
  const width = b.length + 1;
  let before = new Array<number>(width).fill(0);
  let previous = Array.from({ length: width }, (_, j) => j);
  let current = new Array<number>(width).fill(0);
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d = Math.min(d, before[j - 2]! + 1);
      current[j] = d;
      rowMin = Math.min(rowMin, d);
    }
    if (rowMin > max) return max + 1;
    [before, previous, current] = [previous, current, before];
  }
  return Math.min(previous[b.length]!, max + 1);
}

/**
 * How a romanised word sounds, so that spellings of one Indian name meet: 'ee' as 'i', 'oo' as
 * 'u', 'w' as 'v', 'ph' as 'f', an 'h' after a stop consonant dropped, doubled letters as one
 * ("meer" and "mir", "sharmaa" and "sharma", "bhavna" and "bavna"). Other scripts are kept.
 */
export function soundKey(word: string): string {
  if (!/^[a-z0-9]+$/.test(word)) return word;
  return word
    .replace(/ee/g, 'i')
    .replace(/oo/g, 'u')
    .replace(/w/g, 'v')
    .replace(/ph/g, 'f')
    .replace(/([bcdgjkpt])h/g, '$1')
    .replace(/(.)\1+/g, '$1');
}

const merge = (a: Meaning | undefined, b: Meaning): Meaning => {
  if (!a) return b;
  const out: Record<string, readonly string[]> = { ...a };
  for (const [key, values] of Object.entries(b) as [string, readonly string[]][])
    out[key] = [...new Set([...(out[key] ?? []), ...values])];
  return out as Meaning;
};

/** Every word and phrase the vocabulary knows, with what it means. */
function vocabulary(): Map<string, Meaning> {
  const known = new Map<string, Meaning>();
  const add = (say: string, meaning: Meaning) => {
    const key = textWords(say).join(' ');
    known.set(key, merge(known.get(key), meaning));
  };
  for (const [sayings, meaning] of NEED_WORDS) for (const say of sayings) add(say, meaning);
  for (const language of LANGUAGES) {
    const speaking = LANGUAGE_SPECIALITIES[language as Language];
    const meaning: Meaning = { languages: [language], specialities: speaking ? [speaking] : [] };
    for (const say of LANGUAGE_WORDS[language]) add(say, meaning);
  }
  for (const names of CITY_NAMES) for (const name of names) add(name, { cities: [names[0]!] });
  for (const [say, meaning] of catalogueNameWords(hindi, english)) {
    if (textWords(say).length <= 3) add(say, meaning);
  }
  return known;
}

let known: Map<string, Meaning> | null = null;
/** The vocabulary, read once (it is large enough that building it per search would show). */
const knownWords = () => (known ??= vocabulary());

/** The canonical key of a city name ('Bangalore' and 'बेंगलुरु' are 'bengaluru'). */
export function cityKey(name: string): string {
  const key = textWords(name).join(' ');
  return knownWords().get(key)?.cities?.[0] ?? key;
}

/** The vocabulary's meaning of exactly these words, or of the nearest phrase of as many words. */
function meaningOf(words: readonly string[]): { meaning: Meaning; known: boolean } | null {
  const phrase = words.join(' ');
  const exact = knownWords().get(phrase);
  if (exact) return { meaning: exact, known: true };
  const allowed = editsForgiven(phrase.length);
  if (allowed === 0) return null;
  let best: { distance: number; meaning: Meaning } | null = null;
  for (const [key, meaning] of knownWords()) {
    if (key.length < 4 || key.split(' ').length !== words.length) continue;
    const distance = editDistance(phrase, key, allowed);
    if (distance <= allowed && (!best || distance < best.distance)) best = { distance, meaning };
  }
  return best ? { meaning: best.meaning, known: false } : null;
}

/**
 * The parts of a search text, in order: the longest phrase the vocabulary knows at each place
 * (three words, then two, then one), else the word itself unless it never narrows (a stop word).
 * A text of stop words alone has no parts: it narrows nothing.
 */
export function readSearchText(text: string): SearchUnit[] {
  const words = textWords(text);
  const units: SearchUnit[] = [];
  for (let i = 0; i < words.length && units.length < MAX_SEARCH_UNITS;) {
    let taken = 0;
    for (let n = Math.min(3, words.length - i); n >= 2 && taken === 0; n--) {
      const found = meaningOf(words.slice(i, i + n));
      if (found) {
        units.push({ text: words.slice(i, i + n).join(' '), ...found });
        taken = n;
      }
    }
    if (taken === 0) {
      const word = words[i]!;
      taken = 1;
      if (STOP_WORDS.has(word)) {
        i += taken;
        continue;
      }
      const found = meaningOf([word]);
      units.push({ text: word, meaning: found?.meaning ?? null, known: found?.known ?? false });
    }
    i += taken;
  }
  return units;
}
