/**
 * Slots kept sorted by a comparison, updated one slot at a time (a binary search and a move of the
 * slots after it) or, after a large batch, sorted again whole.
 */
export interface SortedSlots {
  readonly slots: Int32Array;
  readonly length: number;
  insert(slot: number): void;
  remove(slot: number): void;
  /** Empties the order and sorts these slots (a first load, or a batch larger than a few rows). */
  rebuild(slots: Iterable<number>): void;
}

export function sortedSlots(compare: (a: number, b: number) => number): SortedSlots {
  let slots = new Int32Array(64);
  let length = 0;

  /** The first place whose slot does not sort before `slot`. */
  function place(slot: number): number {
    let lo = 0;
    let hi = length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (compare(slots[mid]!, slot) < 0) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  return {
    get slots() {
      return slots;
    },
    get length() {
      return length;
    },
    insert(slot) {
      if (length === slots.length) {
        const bigger = new Int32Array(slots.length * 2);
        bigger.set(slots);
        slots = bigger;
      }
      const at = place(slot);
      slots.copyWithin(at + 1, at, length);
      slots[at] = slot;
      length++;
    },
    remove(slot) {
      // The comparison is a total order (ties end on the slot's original order), so the slot is
      // where a search for it lands, provided its values have not changed since it was inserted.
      const at = place(slot);
      if (slots[at] !== slot) throw new Error(`slot ${slot} is not where its values place it`);
      slots.copyWithin(at, at + 1, length);
      length--;
    },
    rebuild(all) {
      const sorted = Int32Array.from(all).sort(compare);
      slots = new Int32Array(Math.max(64, sorted.length * 2));
      slots.set(sorted);
      length = sorted.length;
    },
  };
}
