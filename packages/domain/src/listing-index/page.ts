import type { ListingIndex } from './build';
import { compileQuery, type ListingIndexQuery } from './query';

/** The orders the index answers; likes change without a listing version, so they stay in SQL. */
export type IndexedSort = 'recommended' | 'fee_asc' | 'fee_desc' | 'experience' | 'soonest';
export const isIndexedSort = (sort: string): sort is IndexedSort =>
  sort === 'recommended' ||
  sort === 'fee_asc' ||
  sort === 'fee_desc' ||
  sort === 'experience' ||
  sort === 'soonest';

/** Positions by first open slot (none last), ties in recommended order. */
function bySoonest(positions: number[], nextAvailable: Float64Array): number[] {
  return positions.sort((a, b) => {
    const x = nextAvailable[a]!;
    const y = nextAvailable[b]!;
    if (Number.isNaN(x) || Number.isNaN(y))
      return Number.isNaN(x) === Number.isNaN(y) ? a - b : Number.isNaN(x) ? 1 : -1;
    return x - y || a - b;
  });
}

/**
 * The ids of one page of the entries matching `q` in the chosen order, as the listing's SQL orders
 * them (ties in recommended order). With `first` (the best text matches), the recommended order
 * puts those entries before the rest.
 */
export function pageIds(
  index: ListingIndex,
  q: ListingIndexQuery,
  opts: {
    sort: IndexedSort;
    first: Uint8Array | null;
    offset: number;
    limit: number;
    /** Per position, the first open slot (epoch ms, NaN: none): needed by 'soonest'. */
    nextAvailable?: Float64Array;
  },
): string[] {
  const query = compileQuery(index, q);
  const ids: string[] = [];
  let skipped = 0;
  const take = (e: number): boolean => {
    if (!query.inScope(e) || query.failures(e) !== 0) return false;
    if (skipped < opts.offset) skipped++;
    else ids.push(index.ids[e]!);
    return ids.length >= opts.limit;
  };
  if (opts.sort === 'soonest') {
    if (!opts.nextAvailable) throw new Error("soonest needs each entry's first open slot");
    const matching: number[] = [];
    for (let e = 0; e < index.size; e++)
      if (query.inScope(e) && query.failures(e) === 0) matching.push(e);
    return bySoonest(matching, opts.nextAvailable)
      .slice(opts.offset, opts.offset + opts.limit)
      .map((e) => index.ids[e]!);
  }
  if (opts.sort !== 'recommended') {
    for (const e of index.orders[opts.sort]) if (take(e)) return ids;
    return ids;
  }
  const passes: Array<(e: number) => boolean> = opts.first
    ? [(e) => opts.first![e] === 1, (e) => opts.first![e] !== 1]
    : [() => true];
  for (const inPass of passes) {
    for (let e = 0; e < index.size; e++) if (inPass(e) && take(e)) return ids;
  }
  return ids;
}
