/**
 * The listing in memory (decision 0056): every listed therapist's normalised search values (the
 * database's search_* columns and search document words, read as they are) as numbered columns,
 * in the recommended order. Counting facets, matching words and paging read typed arrays, never
 * a table scan per filter mix.
 */

/** One listed therapist as the index reads it, in the recommended (spec's) order. */
export interface ListingEntry {
  id: string;
  /** Normalised specialities in the therapist's order, with each one's trimmed spelling. */
  specialities: readonly string[];
  specialityLabels: readonly string[];
  languages: readonly string[];
  modes: readonly string[];
  /** Normalised title ('' when none) with its trimmed display spelling; the route's title key. */
  title: string;
  titleLabel: string;
  titleKey: string;
  /** Normalised city ('' when none), its display form and its comma-separated parts. */
  city: string;
  cityLabel: string;
  cityParts: readonly string[];
  gender: string;
  fee: number | null;
  experience: number;
  /** The words of the therapist's search document. */
  words: readonly string[];
}

/** A list per entry, flattened: entry e's values are at offsets[e] up to offsets[e + 1]. */
export interface Lists {
  offsets: Int32Array;
  keys: Int32Array;
  labels: Int32Array;
  /** 1 at a key's first place in its entry's list (a therapist counts once per value). */
  first: Uint8Array;
}

export interface ListingIndex {
  size: number;
  ids: readonly string[];
  positionOf: ReadonlyMap<string, number>;
  /** Every key and display spelling; ids are positions in sorted order. */
  keys: ReadonlyMap<string, number>;
  keyOf: readonly string[];
  labels: ReadonlyMap<string, number>;
  labelOf: readonly string[];
  specialities: Lists;
  languages: Lists;
  modes: Lists;
  title: Int32Array;
  titleLabel: Int32Array;
  titleKey: Int32Array;
  gender: Int32Array;
  genderLabel: Int32Array;
  /** The entry's city variant (normalised city with its parts), and each variant's values. */
  cityVariant: Int32Array;
  variants: readonly { city: string; parts: readonly string[]; label: number }[];
  fee: Float64Array;
  experience: Float64Array;
  /** Search document words, sorted (a prefix is a range), and each entry's word ids. */
  wordOf: readonly string[];
  words: Lists;
  /** Entry positions in each order beyond the recommended one (ties: recommended order). */
  orders: { fee_asc: Int32Array; fee_desc: Int32Array; experience: Int32Array };
}

/** Distinct strings numbered in sorted order, so the smallest id is the smallest string. */
function dictionary(values: Iterable<string>): Map<string, number> {
  const sorted = [...new Set(values)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return new Map(sorted.map((v, i) => [v, i]));
}

function lists(
  entries: readonly ListingEntry[],
  valuesOf: (e: ListingEntry) => readonly string[],
  labelsOf: (e: ListingEntry) => readonly string[],
  keyIds: ReadonlyMap<string, number>,
  labelIds: ReadonlyMap<string, number>,
): Lists {
  const offsets = new Int32Array(entries.length + 1);
  let size = 0;
  entries.forEach((e, i) => {
    offsets[i] = size;
    size += valuesOf(e).length;
  });
  offsets[entries.length] = size;
  const keys = new Int32Array(size);
  const labels = new Int32Array(size);
  const first = new Uint8Array(size);
  entries.forEach((e, i) => {
    const values = valuesOf(e);
    const shown = labelsOf(e);
    values.forEach((v, j) => {
      const at = offsets[i]! + j;
      keys[at] = keyIds.get(v)!;
      labels[at] = labelIds.get(shown[j] ?? v) ?? 0;
      first[at] = values.indexOf(v) === j ? 1 : 0;
    });
  });
  return { offsets, keys, labels, first };
}

const NONE = -1;

/** Positions sorted by `key` (NaN last), ties in recommended order. */
function orderBy(values: Float64Array, direction: 1 | -1): Int32Array {
  const positions = Int32Array.from(values, (_, i) => i);
  return positions.sort((a, b) => {
    const x = values[a]!;
    const y = values[b]!;
    if (Number.isNaN(x) || Number.isNaN(y)) {
      if (Number.isNaN(x) && Number.isNaN(y)) return a - b;
      return Number.isNaN(x) ? 1 : -1;
    }
    return (x - y) * direction || a - b;
  });
}

export function buildListingIndex(entries: readonly ListingEntry[]): ListingIndex {
  const keys = dictionary(
    entries.flatMap((e) => [
      ...e.specialities,
      ...e.languages,
      ...e.modes,
      e.title,
      e.titleKey,
      e.gender,
    ]),
  );
  const labels = dictionary(
    entries.flatMap((e) => [
      ...e.specialityLabels,
      ...e.languages,
      ...e.modes,
      e.titleLabel,
      e.gender,
      e.cityLabel,
    ]),
  );
  const words = dictionary(entries.flatMap((e) => e.words));
  const variantIds = new Map<string, number>();
  const variants: { city: string; parts: readonly string[]; label: number }[] = [];
  const cityVariant = Int32Array.from(entries, (e) => {
    const id = `${e.city}\u0000${e.cityParts.join('\u0000')}`;
    let v = variantIds.get(id);
    if (v === undefined) {
      v = variants.length;
      variantIds.set(id, v);
      variants.push({ city: e.city, parts: e.cityParts, label: labels.get(e.cityLabel)! });
    }
    return v;
  });
  const column = (value: (e: ListingEntry) => number) => Int32Array.from(entries, value);
  const fee = Float64Array.from(entries, (e) => e.fee ?? NaN);
  const experience = Float64Array.from(entries, (e) => e.experience);
  const ids = entries.map((e) => e.id);
  return {
    size: entries.length,
    ids,
    positionOf: new Map(ids.map((id, i) => [id, i])),
    keys,
    keyOf: [...keys.keys()],
    labels,
    labelOf: [...labels.keys()],
    specialities: lists(
      entries,
      (e) => e.specialities,
      (e) => e.specialityLabels,
      keys,
      labels,
    ),
    languages: lists(
      entries,
      (e) => e.languages,
      (e) => e.languages,
      keys,
      labels,
    ),
    modes: lists(
      entries,
      (e) => e.modes,
      (e) => e.modes,
      keys,
      labels,
    ),
    title: column((e) => (e.title === '' ? NONE : keys.get(e.title)!)),
    titleLabel: column((e) => labels.get(e.titleLabel)!),
    titleKey: column((e) => keys.get(e.titleKey)!),
    gender: column((e) => keys.get(e.gender)!),
    genderLabel: column((e) => labels.get(e.gender)!),
    cityVariant,
    variants,
    fee,
    experience,
    wordOf: [...words.keys()],
    words: lists(
      entries,
      (e) => e.words,
      () => [],
      words,
      words,
    ),
    orders: {
      fee_asc: orderBy(fee, 1),
      fee_desc: orderBy(fee, -1),
      experience: orderBy(experience, -1),
    },
  };
}
