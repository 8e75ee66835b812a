import type { CompiledQuery, FacetName } from './query';
import { HEADER, type ListingStore } from './store';

export interface FacetCountRow {
  facet: FacetName;
  /** The normalised value (lower case, trimmed); for locations the display city. */
  key: string;
  /** A display spelling found in the data (the smallest). */
  label: string;
  n: number;
}

/** A facet's counts and smallest spellings by term id (-1: never seen). */
interface Tally {
  n: Int32Array;
  label: Int32Array;
}

/**
 * The total and every facet's counts (disjunctive faceting: each facet counted among the
 * therapists matching every OTHER active facet): a therapist counts once per value, blank values
 * are not counted, genders count every normalised value (blank included), locations group by the
 * display city.
 */
export function countFacets(
  store: ListingStore,
  query: CompiledQuery,
): { total: number; facets: FacetCountRow[] } {
  const size = store.terms.length;
  const tallyOf = (): Tally => ({ n: new Int32Array(size), label: new Int32Array(size).fill(-1) });
  const tally = {
    specialities: tallyOf(),
    languages: tallyOf(),
    modes: tallyOf(),
    titles: tallyOf(),
    genders: tallyOf(),
    locations: tallyOf(),
  };
  const { terms, variants } = store;
  const see = (t: Tally, key: number, label: number) => {
    t.n[key]!++;
    const current = t.label[key]!;
    if (current === -1 || (label !== current && terms[label]! < terms[current]!))
      t.label[key] = label;
  };
  const title = store.column('title');
  const titleLabel = store.column('titleLabel');
  const gender = store.column('gender');
  const city = store.column('city');
  let total = 0;
  for (let slot = 0; slot < store.capacity; slot++) {
    if (query.scope[slot] !== 1) continue;
    const fails = query.failures(slot);
    // Failing two facets, a therapist is counted nowhere; failing one, only in that one.
    if ((fails & (fails - 1)) !== 0) continue;
    const all = fails === 0;
    if (all) total++;
    const row = store.packed[slot]!;
    if (all || fails === 1)
      for (let p = HEADER; p < HEADER + row[0]! * 2; p += 2)
        see(tally.specialities, row[p]!, row[p + 1]!);
    const languagesAt = HEADER + row[0]! * 2;
    if (all || fails === 2)
      for (let p = languagesAt; p < languagesAt + row[1]!; p++)
        see(tally.languages, row[p]!, row[p]!);
    const modesAt = languagesAt + row[1]!;
    if (all || fails === 4)
      for (let p = modesAt; p < modesAt + row[2]!; p++) see(tally.modes, row[p]!, row[p]!);
    if ((all || fails === 8) && title[slot]! >= 0)
      see(tally.titles, title[slot]!, titleLabel[slot]!);
    if (all || fails === 16) see(tally.genders, gender[slot]!, gender[slot]!);
    const variant = variants[city[slot]!]!;
    if ((all || fails === 32) && variant.city !== '')
      see(tally.locations, variant.label, variant.label);
  }

  const facets: FacetCountRow[] = [];
  const blank = store.termIds.get('') ?? -2;
  const collect = (facet: FacetName, t: Tally, skip = -2) => {
    for (let id = 0; id < size; id++) {
      if (t.label[id] === -1 || id === skip) continue;
      facets.push({ facet, key: terms[id]!, label: terms[t.label[id]!]!, n: t.n[id]! });
    }
  };
  collect('specialities', tally.specialities, blank);
  collect('languages', tally.languages, blank);
  collect('modes', tally.modes, blank);
  collect('titles', tally.titles);
  collect('genders', tally.genders);
  collect('locations', tally.locations);
  return { total, facets };
}
