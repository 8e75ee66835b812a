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
    const score = query.score;
    const found: { slot: number; at: number; score: number }[] = [];
    for (let at = 0; at < length; at++) {
      const slot = slots[at]!;
      if (matches(slot)) found.push({ slot, at, score: score[slot]! });
    }
    found.sort((a, b) => b.score - a.score || a.at - b.at);
    return found.slice(opts.offset, opts.offset + opts.limit).map((f) => store.ids[f.slot]!);
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
