import { recommendedKey } from '../listing-rules';
import { soundKey } from '../search-text';
import { toEntry, type ListingSource } from './entry';
import type { OpenTimes } from './open-times';
import { sortedSlots, type SortedSlots } from './orders';

/**
 * The listing in memory (decisions 0056, 0057): every listed therapist's values in numbered
 * slots, strings interned once, each list packed into one typed array, and the listing's orders
 * kept sorted as rows change one by one. Rows come from the database (the truth); nothing here
 * reads it.
 */

/** Where a slot's lists sit in its packed array (after a header of four lengths). */
export const HEADER = 4;

export type OrderName = 'recommended' | 'fee_asc' | 'fee_desc' | 'experience' | 'likes' | 'soonest';

/** One city as therapists write it: its normalised name, label and comma-separated parts. */
export interface CityVariant {
  city: string;
  label: number;
}

/** Changes larger than this share of the listing are applied by sorting each order again. */
const BATCH_SHARE = 0.01;

function column<T extends Float64Array | Int32Array | Uint8Array>(
  make: (n: number) => T,
): { readonly values: T; ensure(size: number): void } {
  let values = make(64);
  return {
    get values() {
      return values;
    },
    ensure(size: number) {
      if (size <= values.length) return;
      const bigger = make(Math.max(size, values.length * 2));
      bigger.set(values);
      values = bigger;
    },
  };
}

export function createListingStore(cutoff: Date) {
  const cutoffMs = cutoff.getTime();
  /** Every string the listing holds, numbered: keys, spellings, words and tags. */
  const termIds = new Map<string, number>();
  const terms: string[] = [];
  const sounds: string[] = [];
  const term = (s: string): number => {
    let id = termIds.get(s);
    if (id === undefined) {
      id = terms.length;
      termIds.set(s, id);
      terms.push(s);
      sounds.push(soundKey(s));
    }
    return id;
  };

  const variantIds = new Map<string, number>();
  const variants: CityVariant[] = [];

  const ids: string[] = [];
  const slotOf = new Map<string, number>();
  const free: number[] = [];
  const packed: Int32Array[] = [];
  const floats = () => column((n) => new Float64Array(n));
  const ints = () => column((n) => new Int32Array(n));
  const cols = {
    live: column((n) => new Uint8Array(n)),
    fee: floats(),
    experience: floats(),
    likes: floats(),
    rank: floats(),
    seq: floats(),
    next: floats(),
    title: ints(),
    titleLabel: ints(),
    titleKey: ints(),
    gender: ints(),
    city: ints(),
  };
  type Cols = typeof cols;
  /** The read model's rows by therapist (listed or not: a row may come before its therapist). */
  const openTimesById = new Map<string, OpenTimes>();
  const openTimes: (OpenTimes | undefined)[] = [];

  const v = <K extends keyof Cols>(k: K): Cols[K]['values'] => cols[k].values;
  const byRecommended = (a: number, b: number) =>
    v('rank')[a]! - v('rank')[b]! || v('seq')[a]! - v('seq')[b]!;
  /** NaN (no fee, no open time) last; ties in the recommended order. */
  const by = (values: () => Float64Array, direction: 1 | -1) => (a: number, b: number) => {
    const x = values()[a]!;
    const y = values()[b]!;
    const xNone = Number.isNaN(x);
    const yNone = Number.isNaN(y);
    if (xNone || yNone) return xNone === yNone ? byRecommended(a, b) : xNone ? 1 : -1;
    return (x - y) * direction || byRecommended(a, b);
  };
  const orders: Record<OrderName, SortedSlots> = {
    recommended: sortedSlots(byRecommended),
    fee_asc: sortedSlots(by(() => v('fee'), 1)),
    fee_desc: sortedSlots(by(() => v('fee'), -1)),
    experience: sortedSlots(by(() => v('experience'), -1)),
    likes: sortedSlots(by(() => v('likes'), -1)),
    soonest: sortedSlots(by(() => v('next'), 1)),
  };
  const allOrders = Object.values(orders);

  function variantOf(city: string, label: string): number {
    let id = variantIds.get(city);
    if (id === undefined) {
      id = variants.length;
      variantIds.set(city, id);
      variants.push({ city, label: term(label) });
    }
    return id;
  }

  function write(slot: number, source: ListingSource) {
    const e = toEntry(source);
    const lists: number[] = [];
    // Each value once per therapist, with the smallest of its spellings there.
    const specialities = new Map<number, number>();
    for (const s of e.specialities) {
      const key = term(s.key);
      const label = term(s.label);
      const seen = specialities.get(key);
      if (seen === undefined || s.label < terms[seen]!) specialities.set(key, label);
    }
    for (const [key, label] of specialities) lists.push(key, label);
    const languages = [...new Set(e.languages.map((l) => term(l.key)))];
    const modes = [...new Set(e.modes.map((m) => term(m.key)))];
    const words = e.terms.map(term);
    const row = new Int32Array(
      HEADER + lists.length + languages.length + modes.length + words.length,
    );
    row.set([specialities.size, languages.length, modes.length, words.length]);
    row.set([...lists, ...languages, ...modes, ...words], HEADER);
    packed[slot] = row;
    const { rank, seq } = recommendedKey(e.listedAt, e.seq, cutoffMs);
    v('rank')[slot] = rank;
    v('seq')[slot] = seq;
    v('fee')[slot] = e.fee ?? NaN;
    v('experience')[slot] = e.experience;
    v('likes')[slot] = e.likes;
    v('title')[slot] = e.title.key === '' ? -1 : term(e.title.key);
    v('titleLabel')[slot] = term(e.title.label);
    v('titleKey')[slot] = term(e.titleKey);
    v('gender')[slot] = term(e.gender.key);
    v('city')[slot] = variantOf(e.city.key, e.city.label);
    openTimes[slot] = openTimesById.get(source.id);
    v('next')[slot] = openTimes[slot]?.nextAvailable ?? NaN;
  }

  function take(id: string): number {
    const slot = free.pop() ?? ids.length;
    for (const c of Object.values(cols)) c.ensure(slot + 1);
    ids[slot] = id;
    slotOf.set(id, slot);
    v('live')[slot] = 1;
    return slot;
  }

  function release(slot: number) {
    slotOf.delete(ids[slot]!);
    v('live')[slot] = 0;
    packed[slot] = new Int32Array(HEADER);
    openTimes[slot] = undefined;
    free.push(slot);
  }

  /** Applies changes in place, each order moving one slot at a time. */
  function applyOne(source: ListingSource | { id: string; listed: false }) {
    const slot = slotOf.get(source.id);
    if (slot !== undefined) for (const o of allOrders) o.remove(slot);
    if (!source.listed) {
      if (slot !== undefined) release(slot);
      return;
    }
    const at = slot ?? take(source.id);
    write(at, source as ListingSource);
    for (const o of allOrders) o.insert(at);
  }

  function resort() {
    const live = [...slotOf.values()];
    for (const o of allOrders) o.rebuild(live);
  }

  return {
    terms,
    sounds,
    termIds,
    variants,
    ids,
    slotOf,
    packed,
    orders,
    openTimes,
    column: v,
    get size() {
      return slotOf.size;
    },
    /** Slots in use are below this. */
    get capacity() {
      return ids.length;
    },

    /** Therapists written or gone: a row not listed (or gone) leaves the listing. */
    apply(changes: readonly (ListingSource | { id: string; listed: false })[]) {
      if (changes.length <= Math.max(16, slotOf.size * BATCH_SHARE)) {
        for (const change of changes) applyOne(change);
        return;
      }
      for (const change of changes) {
        const slot = slotOf.get(change.id);
        if (!change.listed) {
          if (slot !== undefined) release(slot);
          continue;
        }
        write(slot ?? take(change.id), change as ListingSource);
      }
      resort();
    },

    /** Rows of the availability read model (null: the therapist has none). */
    applyOpenTimes(rows: readonly { id: string; openTimes: OpenTimes | null }[]) {
      const batch = rows.length > Math.max(16, slotOf.size * BATCH_SHARE);
      for (const { id, openTimes: row } of rows) {
        if (row) openTimesById.set(id, row);
        else openTimesById.delete(id);
        const slot = slotOf.get(id);
        if (slot === undefined) continue;
        if (!batch) orders.soonest.remove(slot);
        openTimes[slot] = row ?? undefined;
        v('next')[slot] = row?.nextAvailable ?? NaN;
        if (!batch) orders.soonest.insert(slot);
      }
      if (batch) orders.soonest.rebuild(slotOf.values());
    },

    /** Forgets every therapist (the data was reset); open times are kept. */
    clear() {
      for (const slot of [...slotOf.values()]) release(slot);
      for (const o of allOrders) o.rebuild([]);
    },
  };
}

export type ListingStore = ReturnType<typeof createListingStore>;
