import {
  editDistance,
  editsForgiven,
  readSearchText,
  soundKey,
  textWords,
  type SearchUnit,
} from '../search-text';
import { isTag, meaningTags } from './entry';
import { HEADER, type ListingStore } from './store';

/**
 * How well a therapist answers a search text (decision 0057): each part of the text (a need,
 * language, city or title the vocabulary knows, or a word) counts by how well the profile
 * answers it, and a therapist answering more of it ranks first. No part is required.
 */

/** How well a term answers a part of the text. */
export const QUALITY = {
  /** The word as typed. */
  exact: 1,
  /** What the vocabulary says the words mean. */
  meaning: 0.95,
  /** The same word as it sounds ("meer" for "mir"). */
  sound: 0.9,
  /** The start of a longer word ("anxiet"). */
  prefix: 0.85,
  /** A word within the edits forgiven ("depresison", "bangalor"), or the meaning of one. */
  near: 0.7,
  /** Less than what the words name, but related to it (Couples Therapy for "divorce"). */
  related: 0.8,
  /** Related to what a near spelling names. */
  nearRelated: 0.6,
} as const;

/** Prefixes shorter than this find too much to mean anything. */
const MIN_PREFIX = 3;

type Qualities = Float32Array;

function raiser(q: Qualities) {
  return (id: number | undefined, quality: number) => {
    if (id !== undefined && q[id]! < quality) q[id] = quality;
  };
}

/** Per term id, how well it answers what the vocabulary says a part of the text means. */
function meaningQualities(store: ListingStore, unit: SearchUnit, q: Qualities): void {
  if (!unit.meaning) return;
  const raise = raiser(q);
  for (const { tag, primary } of meaningTags(unit.meaning)) {
    const quality = unit.known
      ? primary
        ? QUALITY.meaning
        : QUALITY.related
      : primary
        ? QUALITY.near
        : QUALITY.nearRelated;
    raise(store.termIds.get(tag), quality);
  }
}

/**
 * Per term id, how well it answers a typed word: the word itself, else (when `forgiving`) a word
 * that sounds the same, starts with it or is within the edits forgiven.
 */
function wordQualities(store: ListingStore, word: string, forgiving: boolean, q: Qualities) {
  const raise = raiser(q);
  raise(store.termIds.get(word), QUALITY.exact);
  if (!forgiving) return;
  const sound = soundKey(word);
  const allowed = editsForgiven(word.length);
  const { terms, sounds } = store;
  for (let id = 0; id < terms.length; id++) {
    const t = terms[id]!;
    if (isTag(t) || t === word) continue;
    if (sounds[id] === sound) raise(id, QUALITY.sound);
    else if (word.length >= MIN_PREFIX && t.startsWith(word)) raise(id, QUALITY.prefix);
    else if (allowed > 0 && Math.abs(t.length - word.length) <= allowed) {
      if (editDistance(word, t, allowed) <= allowed) raise(id, QUALITY.near);
      else if (sound.length >= 4 && editDistance(sound, sounds[id]!, 1) <= 1)
        raise(id, QUALITY.near);
    }
  }
}

/**
 * A part of the text as lookups: its main qualities (the meaning, and the word itself when it
 * is one word) and, for a phrase, one per word, whose mean also answers it ("panic attacks"
 * written on a profile answers "panic attacks" as well as the Anxiety it means).
 */
function unitLookups(
  store: ListingStore,
  unit: SearchUnit,
): { main: Qualities; words: Qualities[] } {
  const main = new Float32Array(store.terms.length);
  meaningQualities(store, unit, main);
  const words = unit.text.split(' ');
  if (words.length === 1) {
    // A word the vocabulary knows as typed means what it says: its near spellings are other words.
    wordQualities(store, unit.text, !unit.known, main);
    return { main, words: [] };
  }
  return {
    main,
    words: words.map((w) => {
      const q = new Float32Array(store.terms.length);
      wordQualities(store, w, true, q);
      return q;
    }),
  };
}

export interface TextScores {
  /** Per slot, the sum over the text's parts of how well the therapist answers each (0: none). */
  score: Float32Array;
  /** How many parts the text has (0: it narrows nothing). */
  parts: number;
}

/**
 * How well each listed therapist answers `text`; null when the text has only words that never
 * narrow ("I need a therapist"). A text without a single word ("??") answers no one.
 */
export function scoreText(store: ListingStore, text: string): TextScores | null {
  const units = readSearchText(text);
  if (units.length === 0)
    return textWords(text).length === 0
      ? { score: new Float32Array(store.capacity), parts: 0 }
      : null;
  // Every lookup in one list; each part of the text names its main one and its words'.
  const lookups: Qualities[] = [];
  const parts = units.map((u) => {
    const { main, words } = unitLookups(store, u);
    lookups.push(main, ...words);
    return { main: lookups.length - words.length - 1, words: words.length };
  });
  // Per term, the lookups it answers (a linked list): most terms answer none, and a
  // therapist's terms are read once whatever the number of lookups.
  const firstHit = new Int32Array(store.terms.length).fill(-1);
  const hitLookup: number[] = [];
  const hitQuality: number[] = [];
  const nextHit: number[] = [];
  lookups.forEach((q, l) => {
    for (let t = 0; t < q.length; t++) {
      if (q[t] === 0) continue;
      hitLookup.push(l);
      hitQuality.push(q[t]!);
      nextHit.push(firstHit[t]!);
      firstHit[t] = hitLookup.length - 1;
    }
  });
  const score = new Float32Array(store.capacity);
  const best = new Float32Array(lookups.length);
  const live = store.column('live');
  for (let slot = 0; slot < store.capacity; slot++) {
    if (live[slot] !== 1) continue;
    const row = store.packed[slot]!;
    const start = HEADER + row[0]! * 2 + row[1]! + row[2]!;
    const end = start + row[3]!;
    let found = false;
    for (let p = start; p < end; p++) {
      for (let h = firstHit[row[p]!]!; h !== -1; h = nextHit[h]!) {
        if (!found) {
          best.fill(0);
          found = true;
        }
        if (hitQuality[h]! > best[hitLookup[h]!]!) best[hitLookup[h]!] = hitQuality[h]!;
      }
    }
    if (!found) continue;
    let sum = 0;
    for (const { main, words } of parts) {
      let mean = 0;
      for (let w = 1; w <= words; w++) mean += best[main + w]! / words;
      sum += Math.max(best[main]!, mean);
    }
    score[slot] = sum;
  }
  return { score, parts: units.length };
}
