import type { ListingIndex, Lists } from './build';
import { compileQuery, type FacetName, type ListingIndexQuery } from './query';

export interface FacetCountRow {
  facet: FacetName;
  /** The normalised value (lower case, trimmed); for locations the display city. */
  key: string;
  /** A display spelling found in the data (the smallest, as the database's min()). */
  label: string;
  n: number;
}

/** A facet's counts and smallest spellings by id (-1: never seen). */
interface Tally {
  n: Int32Array;
  label: Int32Array;
}
const tallyOf = (size: number): Tally => ({
  n: new Int32Array(size),
  label: new Int32Array(size).fill(-1),
});

function see(t: Tally, key: number, label: number, counted: boolean) {
  if (counted) t.n[key]!++;
  const current = t.label[key]!;
  if (current === -1 || label < current) t.label[key] = label;
}

function seeList(t: Tally, l: Lists, e: number) {
  const end = l.offsets[e + 1]!;
  for (let p = l.offsets[e]!; p < end; p++) see(t, l.keys[p]!, l.labels[p]!, l.first[p] === 1);
}

/**
 * The total and every facet's counts, as the listing's SQL answers them (disjunctive faceting:
 * each facet counted among the therapists matching every OTHER active facet): array facets count
 * a therapist once per value (at its first place), blank values are not counted, genders count
 * every normalised value (blank included), locations group by the display city.
 */
export function countFacets(
  index: ListingIndex,
  q: ListingIndexQuery,
): { total: number; facets: FacetCountRow[] } {
  const query = compileQuery(index, q);
  const keyCount = index.keyOf.length;
  const tally = {
    specialities: tallyOf(keyCount),
    languages: tallyOf(keyCount),
    modes: tallyOf(keyCount),
    titles: tallyOf(keyCount),
    genders: tallyOf(keyCount),
    locations: tallyOf(index.labelOf.length),
  };
  const { title, titleLabel, gender, genderLabel, cityVariant, variants } = index;
  let total = 0;
  for (let e = 0; e < index.size; e++) {
    if (!query.inScope(e)) continue;
    const fails = query.failures(e);
    // Failing two facets, an entry is counted nowhere; failing one, only in that one.
    if ((fails & (fails - 1)) !== 0) continue;
    const all = fails === 0;
    if (all) total++;
    if (all || fails === 1) seeList(tally.specialities, index.specialities, e);
    if (all || fails === 2) seeList(tally.languages, index.languages, e);
    if (all || fails === 4) seeList(tally.modes, index.modes, e);
    if ((all || fails === 8) && title[e]! >= 0) see(tally.titles, title[e]!, titleLabel[e]!, true);
    if (all || fails === 16) see(tally.genders, gender[e]!, genderLabel[e]!, true);
    const variant = variants[cityVariant[e]!]!;
    if ((all || fails === 32) && variant.city !== '')
      see(tally.locations, variant.label, variant.label, true);
  }

  const facets: FacetCountRow[] = [];
  const blank = index.keys.get('') ?? -2;
  const collect = (facet: FacetName, t: Tally, keyText: (id: number) => string, skip = -2) => {
    for (let id = 0; id < t.label.length; id++) {
      if (t.label[id] === -1 || id === skip) continue;
      facets.push({ facet, key: keyText(id), label: index.labelOf[t.label[id]!]!, n: t.n[id]! });
    }
  };
  const keyText = (id: number) => index.keyOf[id]!;
  collect('specialities', tally.specialities, keyText, blank);
  collect('languages', tally.languages, keyText, blank);
  collect('modes', tally.modes, keyText, blank);
  collect('titles', tally.titles, keyText);
  collect('genders', tally.genders, keyText);
  collect('locations', tally.locations, (id) => index.labelOf[id]!);
  return { total, facets };
}
