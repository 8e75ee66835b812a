/**
 * The listing engine against a deliberately simple reference: a filter over an array with the
 * listing's rules (listing-rules.ts), sorted with Array.prototype.sort. 10,000 therapists are
 * loaded at once, then changed one row at a time (the engine's orders move slot by slot), and
 * random mixes must give the same totals, members, pages and counts both ways.
 */
import { describe, expect, it } from 'vitest';
import {
  cityMatches,
  experienceMatches,
  feeMatches,
  genderKey,
  listingNorm,
  recommendedKey,
  titleOf,
} from '../listing-rules';
import type { ListingSource } from './entry';
import { isOpenAsAsked, type OpenTimes } from './open-times';
import { compileQuery, type ListingQuery } from './query';
import { countFacets } from './count';
import { pageIds } from './page';
import { createListingStore, type OrderName } from './store';

function random(seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
  const pick = <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)]!;
  return { next, pick };
}

const POOLS = {
  specialities: [['Anxiety', 'OCD'], ['anxiety ', 'Anxiety'], [], ['PTSD', ' Depression'], ['ocd']],
  languages: [['English', 'Hindi'], ['hindi'], [], ['Tamil', 'English', 'tamil'], ['Marathi']],
  sessionModes: [['Online'], ['In-Person'], ['online', 'In-Person'], []],
  gender: ['Female', 'male', '', 'Non-binary', 'Prefer not to say', ' FEMALE '],
  city: [' Pune ', 'Pune, Maharashtra', 'Navi Mumbai', 'Bombay', '', 'Delhi NCR', 'bangalore'],
  professionalTitle: ['Clinical Psychologist', 'clinical psychologist ', 'Counsellor', ''],
  speciality: ['Psychiatrist', 'Counsellor'],
  feeRupees: [500, 1200, 2000, null],
  experienceYears: [0, 3, 8, 15],
};
const CUTOFF = new Date('2025-11-01T00:00:00+05:30');
const TODAY = 20_600;

function therapist(rng: ReturnType<typeof random>, i: number): ListingSource {
  return {
    id: `t-${i}`,
    listed: rng.next() > 0.05,
    seq: i,
    listedAt: CUTOFF.getTime() + Math.floor((rng.next() - 0.7) * 1e10),
    name: `Therapist ${i}`,
    professionalTitle: rng.pick(POOLS.professionalTitle),
    speciality: rng.pick(POOLS.speciality),
    specialities: rng.pick(POOLS.specialities),
    expertise: [],
    languages: rng.pick(POOLS.languages),
    sessionModes: rng.pick(POOLS.sessionModes),
    gender: rng.pick(POOLS.gender),
    city: rng.pick(POOLS.city),
    feeRupees: rng.pick(POOLS.feeRupees),
    experienceYears: rng.pick(POOLS.experienceYears),
    likes: Math.floor(rng.next() * 50),
  };
}

function openTimes(rng: ReturnType<typeof random>): OpenTimes | null {
  if (rng.next() < 0.3) return null;
  const dayMasks = Array.from({ length: 30 }, () =>
    rng.next() < 0.3 ? 1 << (8 + Math.floor(rng.next() * 12)) : 0,
  );
  const first = dayMasks.findIndex((m) => m !== 0);
  return {
    windowStart: TODAY,
    dayMasks,
    nextAvailable: first < 0 ? NaN : (TODAY + first) * 86_400_000 + Math.floor(rng.next() * 1e6),
  };
}

const NONE: ListingQuery = {
  specialities: [],
  languages: [],
  modes: [],
  titles: [],
  genders: [],
  locations: [],
  routeTitleKey: null,
  feeMin: null,
  feeMax: null,
  minExperience: null,
  text: null,
  availability: null,
};

/** The reference: the rules over a plain array. */
function reference(rows: ListingSource[], open: Map<string, OpenTimes>, q: ListingQuery) {
  const any = (wanted: readonly string[], values: readonly string[]) =>
    wanted.length === 0 || values.some((v) => wanted.includes(listingNorm(v)));
  const facets = (t: ListingSource) => ({
    specialities: any(q.specialities, t.specialities),
    languages: any(q.languages, t.languages),
    modes: any(q.modes, t.sessionModes),
    titles:
      q.titles.length === 0 || (titleOf(t).title !== '' && q.titles.includes(titleOf(t).title)),
    genders: q.genders.length === 0 || q.genders.includes(genderKey(t.gender)),
    locations: q.locations.length === 0 || q.locations.some((l) => cityMatches(l, t.city)),
  });
  const scoped = rows.filter(
    (t) =>
      t.listed &&
      feeMatches(t.feeRupees, q.feeMin, q.feeMax) &&
      experienceMatches(t.experienceYears, q.minExperience) &&
      (q.availability === null || isOpenAsAsked(open.get(t.id), q.availability)),
  );
  return {
    members: scoped.filter((t) => Object.values(facets(t)).every(Boolean)),
    facets: (t: ListingSource) => facets(t),
    scoped,
  };
}

function sortReference(rows: ListingSource[], open: Map<string, OpenTimes>, sort: OrderName) {
  const rec = (t: ListingSource) => recommendedKey(t.listedAt, t.seq, CUTOFF.getTime());
  const byRec = (a: ListingSource, b: ListingSource) =>
    rec(a).rank - rec(b).rank || rec(a).seq - rec(b).seq;
  const value = (t: ListingSource): number | null => {
    if (sort === 'fee_asc') return t.feeRupees;
    if (sort === 'fee_desc') return t.feeRupees === null ? null : -t.feeRupees;
    if (sort === 'experience') return -t.experienceYears;
    if (sort === 'likes') return -t.likes;
    if (sort === 'soonest') {
      const next = open.get(t.id)?.nextAvailable;
      return next === undefined || Number.isNaN(next) ? null : next;
    }
    return 0;
  };
  return [...rows].sort((a, b) => {
    const x = value(a);
    const y = value(b);
    if (x === null || y === null) return x === y ? byRec(a, b) : x === null ? 1 : -1;
    return x - y || byRec(a, b);
  });
}

describe('the listing engine', () => {
  it(
    'answers as a plain filter over every therapist does, after a load and row-by-row changes',
    { timeout: 60_000 },
    () => {
      const rng = random(11);
      const rows = new Map<string, ListingSource>();
      const open = new Map<string, OpenTimes>();
      const store = createListingStore(CUTOFF);
      const initial = Array.from({ length: 10_000 }, (_, i) => therapist(rng, i));
      for (const t of initial) rows.set(t.id, t);
      store.apply(initial);
      const times = initial.map((t) => ({ id: t.id, openTimes: openTimes(rng) }));
      for (const { id, openTimes: o } of times) if (o) open.set(id, o);
      store.applyOpenTimes(times);

      // Row by row: edits, likes, therapists leaving and coming back, new ones, open times.
      for (let change = 0; change < 400; change++) {
        const i = Math.floor(rng.next() * 10_100);
        const next = { ...therapist(rng, i), seq: rows.get(`t-${i}`)?.seq ?? i };
        rows.set(next.id, next);
        store.apply([next]);
        if (change % 3 === 0) {
          const o = openTimes(rng);
          if (o) open.set(next.id, o);
          else open.delete(next.id);
          store.applyOpenTimes([{ id: next.id, openTimes: o }]);
        }
      }
      const all = [...rows.values()];
      expect(store.size).toBe(all.filter((t) => t.listed).length);

      for (let mix = 0; mix < 15; mix++) {
        const q: ListingQuery = {
          ...NONE,
          languages: rng.next() < 0.6 ? [rng.pick(['english', 'hindi', 'tamil', 'marathi'])] : [],
          modes: rng.next() < 0.5 ? [rng.pick(['online', 'in-person'])] : [],
          genders:
            rng.next() < 0.5 ? [rng.pick(['female', 'male', 'non-binary', 'not specified'])] : [],
          feeMax: rng.next() < 0.6 ? rng.pick([600, 1500, 2500]) : null,
          minExperience: rng.next() < 0.5 ? rng.pick([1, 5, 10]) : null,
          locations: mix % 4 === 0 ? [rng.pick(['Mumbai', 'pune', 'Bengaluru'])] : [],
          availability:
            mix % 5 === 0
              ? {
                  days: [0, 1, 2, 3, 4, 5, 6],
                  hours: 0xffffff,
                  today: TODAY,
                  hoursLeftToday: 0xffffff,
                }
              : null,
        };
        const label = JSON.stringify(q);
        const want = reference(all, open, q);
        const compiled = compileQuery(store, q);
        const counted = countFacets(store, compiled);
        expect(counted.total, label).toBe(want.members.length);
        const everyone = pageIds(store, compiled, {
          sort: 'recommended',
          offset: 0,
          limit: 20_000,
        });
        expect(new Set(everyone), label).toEqual(new Set(want.members.map((t) => t.id)));

        const sort = rng.pick([
          'recommended',
          'fee_asc',
          'fee_desc',
          'experience',
          'likes',
          'soonest',
        ] as const);
        const page = pageIds(store, compiled, { sort, offset: 40, limit: 40 });
        const sorted = sortReference(want.members, open, sort)
          .slice(40, 80)
          .map((t) => t.id);
        expect(page, `${label} ${sort}`).toEqual(sorted);

        // Languages are counted among the therapists every other facet keeps.
        const languageCounts = new Map<string, number>();
        for (const t of want.scoped) {
          const f = want.facets(t);
          if (!(f.specialities && f.modes && f.titles && f.genders && f.locations)) continue;
          for (const l of new Set(t.languages.map(listingNorm)))
            if (l !== '') languageCounts.set(l, (languageCounts.get(l) ?? 0) + 1);
        }
        const engineLanguages = new Map(
          counted.facets.filter((r) => r.facet === 'languages').map((r) => [r.key, r.n]),
        );
        expect(engineLanguages, label).toEqual(languageCounts);
      }
    },
  );
});
