import type { CompiledQuery } from './query';
import type { ListingStore, OrderName } from './store';

export type ListingOrder = OrderName;

/**
 * The ids of one page of the therapists matching the query, in the chosen order (ties in the
 * recommended order). With search text, the recommended order is by how well each answers it:
 * the best first, ties in the recommended order.
 */
export function pageIds(
  store: ListingStore,
  query: CompiledQuery,
  opts: { sort: ListingOrder; offset: number; limit: number },
): string[] {
  const order = store.orders[opts.sort];
  const { slots, length } = order;
  const matches = (slot: number) => query.scope[slot] === 1 && query.failures(slot) === 0;
  if (opts.sort === 'recommended' && query.score) {
    // Scores are sums of a few qualities: few distinct values, each a group kept in the
    // recommended order, read from the best down.
    const score = query.score;
    const groups = new Map<number, number[]>();
    for (let at = 0; at < length; at++) {
      const slot = slots[at]!;
      if (!matches(slot)) continue;
      const group = groups.get(score[slot]!);
      if (group) group.push(slot);
      else groups.set(score[slot]!, [slot]);
    }
    const best = [...groups.keys()].sort((a, b) => b - a);
    const page: string[] = [];
    let skip = opts.offset;
    for (const value of best) {
      const group = groups.get(value)!;
      if (skip >= group.length) {
        skip -= group.length;
        continue;
      }
      for (let i = skip; i < group.length && page.length < opts.limit; i++)
        page.push(store.ids[group[i]!]!);
      skip = 0;
      if (page.length >= opts.limit) break;
    }
    return page;
  }
  const ids: string[] = [];
  let skipped = 0;
  for (let at = 0; at < length && ids.length < opts.limit; at++) {
    const slot = slots[at]!;
    if (!matches(slot)) continue;
    if (skipped < opts.offset) skipped++;
    else ids.push(store.ids[slot]!);
  }
  return ids;
}
