import { cityMatches, experienceMatches, feeMatches, genderKey } from '../listing-rules';
import { isOpenAsAsked, type OpenTimesAsked } from './open-times';
import { HEADER, type ListingStore } from './store';
import { scoreText } from './text';

/** A listing question: the six facets (normalised values), the choices that narrow, the text. */
export interface ListingQuery {
  specialities: readonly string[];
  languages: readonly string[];
  modes: readonly string[];
  titles: readonly string[];
  genders: readonly string[];
  /** Location filter values as typed (any name of a city: Bombay, बेंगलुरु…). */
  locations: readonly string[];
  /** titleKey() of a /therapists/{title} route. */
  routeTitleKey: string | null;
  feeMin: number | null;
  feeMax: number | null;
  minExperience: number | null;
  /** The search box; what it asks is read through the vocabulary (search-text.ts). */
  text: string | null;
  availability: OpenTimesAsked | null;
}

/** The facets, as bits of `failures`' answer. */
export const FACET_BITS = {
  specialities: 1,
  languages: 2,
  modes: 4,
  titles: 8,
  genders: 16,
  locations: 32,
} as const;
export type FacetName = keyof typeof FACET_BITS;

/** Which term ids a facet's chosen values select (null: the facet is not active). */
function chosen(store: ListingStore, values: readonly string[]): Uint8Array | null {
  if (values.length === 0) return null;
  const wanted = new Uint8Array(store.terms.length);
  for (const value of values) {
    const id = store.termIds.get(value);
    if (id !== undefined) wanted[id] = 1;
  }
  return wanted;
}

function anyIn(row: Int32Array, from: number, count: number, step: number, wanted: Uint8Array) {
  for (let p = from; p < from + count * step; p += step) if (wanted[row[p]!]) return true;
  return false;
}

/**
 * A query turned into lookups over the store. `scope` (per slot: 1 when the therapist is listed
 * and matches what narrows the listing itself: text, open times, route title, fee, experience)
 * and `score` (how well it answers the text) are computed once; `failures` tells which facets a
 * slot fails, as bits, for the disjunctive counts.
 */
export function compileQuery(store: ListingStore, q: ListingQuery) {
  const specialities = chosen(store, q.specialities);
  const languages = chosen(store, q.languages);
  const modes = chosen(store, q.modes);
  const titles = chosen(store, q.titles);
  const genders =
    q.genders.length === 0
      ? null
      : Uint8Array.from(store.terms, (t) => (q.genders.includes(genderKey(t)) ? 1 : 0));
  const cities =
    q.locations.length === 0
      ? null
      : Uint8Array.from(store.variants, (v) =>
          q.locations.some((l) => cityMatches(l, v.city)) ? 1 : 0,
        );
  const routeKey = q.routeTitleKey === null ? null : (store.termIds.get(q.routeTitleKey) ?? -2);
  const text = q.text === null ? null : scoreText(store, q.text);
  const live = store.column('live');
  const fee = store.column('fee');
  const experience = store.column('experience');
  const titleKey = store.column('titleKey');
  const scope = new Uint8Array(store.capacity);
  for (let slot = 0; slot < store.capacity; slot++) {
    if (live[slot] !== 1) continue;
    if (text && !(text.score[slot]! > 0)) continue;
    if (routeKey !== null && titleKey[slot] !== routeKey) continue;
    const f = fee[slot]!;
    if (!feeMatches(Number.isNaN(f) ? null : f, q.feeMin, q.feeMax)) continue;
    if (!experienceMatches(experience[slot]!, q.minExperience)) continue;
    if (q.availability && !isOpenAsAsked(store.openTimes[slot], q.availability)) continue;
    scope[slot] = 1;
  }
  const title = store.column('title');
  const gender = store.column('gender');
  const city = store.column('city');
  return {
    scope,
    score: text?.score ?? null,
    failures(slot: number): number {
      const row = store.packed[slot]!;
      let fails = 0;
      if (specialities && !anyIn(row, HEADER, row[0]!, 2, specialities)) fails |= 1;
      const languagesAt = HEADER + row[0]! * 2;
      if (languages && !anyIn(row, languagesAt, row[1]!, 1, languages)) fails |= 2;
      if (modes && !anyIn(row, languagesAt + row[1]!, row[2]!, 1, modes)) fails |= 4;
      if (titles && !(title[slot]! >= 0 && titles[title[slot]!])) fails |= 8;
      if (genders && !genders[gender[slot]!]) fails |= 16;
      if (cities && !cities[city[slot]!]) fails |= 32;
      return fails;
    },
  };
}

export type CompiledQuery = ReturnType<typeof compileQuery>;
