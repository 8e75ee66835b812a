import { FEATURED_MAX } from './constants';
import { istToday, isoWeekNumber } from './ist';

/** Small deterministic PRNG returning floats in [0, 1). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Fisher-Yates with a seeded PRNG; returns a new array. */
export function seededShuffle<T>(items: readonly T[], seed: number): T[] {
  const out = [...items];
  const rand = mulberry32(seed);
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    const tmp = out[i] as T;
    out[i] = out[j] as T;
    out[j] = tmp;
  }
  return out;
}

/** Seed for the week: the ISO week (and ISO week-year) of now's IST date. */
export function featuredWeekSeed(now: Date): number {
  const { year, week } = isoWeekNumber(istToday(now));
  return year * 100 + week;
}

type FeaturedCandidate = {
  id: string;
  featured: boolean;
  featuredExpiry: string | null;
  available: boolean;
};

export function isFeaturedActive(t: Omit<FeaturedCandidate, 'id'>, now: Date): boolean {
  if (!t.featured || !t.available || t.featuredExpiry === null) return false;
  const expiry = Date.parse(t.featuredExpiry);
  return !Number.isNaN(expiry) && expiry > now.getTime();
}

const byId = <T extends { id: string }>(a: T, b: T) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * Home page featured cards: available therapists with live featured placement first, then other
 * available therapists to fill up to max. Both groups are sorted by id then shuffled with the week's
 * seed, so the choice is the same all week, in every process, whatever the input order.
 */
export function pickFeatured<T extends FeaturedCandidate>(
  items: readonly T[],
  now: Date,
  max = FEATURED_MAX,
): T[] {
  const seed = featuredWeekSeed(now);
  const eligible: T[] = [];
  const others: T[] = [];
  for (const t of items) {
    if (isFeaturedActive(t, now)) eligible.push(t);
    else if (t.available) others.push(t);
  }
  const picked = seededShuffle(eligible.sort(byId), seed);
  const fill = seededShuffle(others.sort(byId), seed);
  return [...picked, ...fill].slice(0, Math.max(0, max));
}
