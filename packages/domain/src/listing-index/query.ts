import type { ListingIndex, Lists } from './build';

/** Normalised filter values, as the listing's search criteria carry them. */
export interface ListingIndexQuery {
  specialities: readonly string[];
  languages: readonly string[];
  modes: readonly string[];
  titles: readonly string[];
  genders: readonly string[];
  locations: readonly { whole: string; parts: readonly string[] }[];
  routeTitleKey: string | null;
  feeMin: number | null;
  feeMax: number | null;
  minExperience: number | null;
  /** Per position, 1 when the entry matches the choices read elsewhere (text, open times). */
  only: Uint8Array | null;
}

const KNOWN_GENDERS = new Set(['male', 'female', 'non-binary']);

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

/** cityMatches(): equal, or a part of one contains a part of the other; empty never matches. */
function cityMatches(
  variant: { city: string; parts: readonly string[] },
  location: ListingIndexQuery['locations'][number],
): boolean {
  if (variant.city === '') return false;
  if (variant.city === location.whole) return true;
  return variant.parts.some((cp) =>
    location.parts.some((fp) => fp.includes(cp) || cp.includes(fp)),
  );
}

/** Which key ids a facet's chosen values select (null: the facet is not active). */
function chosen(index: ListingIndex, values: readonly string[]): Uint8Array | null {
  if (values.length === 0) return null;
  const wanted = new Uint8Array(index.keyOf.length);
  for (const v of values) {
    const id = index.keys.get(v);
    if (id !== undefined) wanted[id] = 1;
  }
  return wanted;
}

export const anyOf = (l: Lists, e: number, wanted: Uint8Array) => {
  const end = l.offsets[e + 1]!;
  for (let p = l.offsets[e]!; p < end; p++) if (wanted[l.keys[p]!]) return true;
  return false;
};

/**
 * A query turned into lookups over the index: `inScope` applies what narrows the listing itself
 * (text and open times, the route's title, fee, experience), `failures` the facets, as bits.
 */
export function compileQuery(index: ListingIndex, q: ListingIndexQuery) {
  const specialities = chosen(index, q.specialities);
  const languages = chosen(index, q.languages);
  const modes = chosen(index, q.modes);
  const titles = chosen(index, q.titles);
  let genders: Uint8Array | null = null;
  if (q.genders.length > 0) {
    const unspecified = q.genders.includes('not specified');
    genders = Uint8Array.from(index.keyOf, (key) =>
      (key !== 'not specified' && q.genders.includes(key)) ||
      (unspecified && !KNOWN_GENDERS.has(key))
        ? 1
        : 0,
    );
  }
  const cities =
    q.locations.length === 0
      ? null
      : Uint8Array.from(index.variants, (v) =>
          q.locations.some((l) => cityMatches(v, l)) ? 1 : 0,
        );
  const routeKey = q.routeTitleKey === null ? null : (index.keys.get(q.routeTitleKey) ?? -2);
  const { fee: fees, experience, titleKey, title, gender, cityVariant } = index;
  return {
    inScope(e: number): boolean {
      if (q.only !== null && q.only[e] !== 1) return false;
      if (routeKey !== null && titleKey[e] !== routeKey) return false;
      const fee = fees[e]!;
      if (q.feeMin !== null && !(fee >= q.feeMin)) return false;
      if (q.feeMax !== null && !(fee <= q.feeMax)) return false;
      return q.minExperience === null || experience[e]! >= q.minExperience;
    },
    failures(e: number): number {
      let fails = 0;
      if (specialities && !anyOf(index.specialities, e, specialities)) fails |= 1;
      if (languages && !anyOf(index.languages, e, languages)) fails |= 2;
      if (modes && !anyOf(index.modes, e, modes)) fails |= 4;
      if (titles && !(title[e]! >= 0 && titles[title[e]!])) fails |= 8;
      if (genders && !genders[gender[e]!]) fails |= 16;
      if (cities && !cities[cityVariant[e]!]) fails |= 32;
      return fails;
    },
  };
}

export type CompiledQuery = ReturnType<typeof compileQuery>;
