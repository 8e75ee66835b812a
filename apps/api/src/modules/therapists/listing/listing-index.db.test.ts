/**
 * The listing index answers in memory what the listing's SQL answers: random filter mixes, texts,
 * open times and orders over a varied fixture (odd spellings, blanks, repeats, cities in parts)
 * must get the same total, the same counts and labels, and the same page both ways.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  buildListingIndex,
  countFacets,
  isIndexedSort,
  pageIds,
  type FacetCountRow,
} from '@app/domain/listing-index';
import { listingSearchQuery } from '@app/domain/schemas/search';
import { buildTestApp, resetDatabase } from '../../../test/harness';
import { insertTherapist } from '../../../test/factories';
import { therapists } from '../../../db/schema';
import { readListingEntries } from './listing-index.queries';
import { readAvailabilityVersion, searchPage, searchTotals } from './search.queries';
import { createOpenTimesMemory } from './open-times.service';
import { indexedSearch, toCriteria } from './search.service';
import { timeOfDayMask } from '@app/domain/listing-search';

const POOLS = {
  specialities: [['Anxiety', 'OCD'], ['anxiety ', 'Anxiety'], [], ['PTSD', ' Depression'], ['ocd']],
  languages: [['English', 'Hindi'], ['hindi'], [], ['Tamil', 'English', 'tamil'], ['Marathi']],
  sessionModes: [['Online'], ['In-Person'], ['online', 'In-Person'], []],
  gender: ['Female', 'male', '', 'Non-binary', 'Prefer not to say', ' FEMALE '],
  city: [' Pune ', 'Pune, Maharashtra', 'Navi Mumbai', 'Mumbai', '', 'Delhi NCR', 'bangalore'],
  professionalTitle: ['Clinical Psychologist', 'clinical psychologist ', 'Counsellor', ''],
  speciality: ['Psychiatrist', 'Counsellor'],
  feeRupees: [500, 1200, 2000, null],
  experienceYears: [0, 3, 8, 15],
  name: ['Asha Rao', 'Priya Sharma', 'Anil Kumar', 'Meera Iyer', 'Sharmila Das', 'Aasha Nair'],
};
const FILTER_VALUES = {
  speciality: ['Anxiety', 'ocd', 'PTSD', 'Depression', 'Grief'],
  language: ['English', 'Hindi', 'Tamil', 'Marathi'],
  mode: ['Online', 'In-Person'],
  gender: ['Female', 'Male', 'Non-binary', 'Not Specified'],
  location: ['Pune', 'Mumbai', 'Delhi', 'Bangalore', 'Navi Mumbai'],
  title: ['Clinical Psychologist', 'Counsellor', 'Psychiatrist'],
  q: ['asha', 'sharma', 'sharmaa', 'anxiet', 'pune', 'zzqx', 'sharma anxiety'],
};

/** A small deterministic generator, so a failure names a case that can be replayed. */
function random(seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
  const pick = <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)]!;
  return { next, pick };
}

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  ctx = await buildTestApp();
  await resetDatabase(ctx.database);
  const rng = random(7);
  const ids: string[] = [];
  for (let i = 0; i < 60; i++) {
    const values = Object.fromEntries(
      Object.entries(POOLS).map(([key, pool]) => [key, rng.pick(pool as unknown[])]),
    );
    // Most therapists keep hours (evenings daily, or one morning or afternoon a week): open
    // times narrow the counts, and first open slots differ for the soonest order.
    const hours = [
      [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, startTime: '19:00' })),
      [{ weekday: i % 7, startTime: '09:00' }],
      [{ weekday: (i * 3) % 7, startTime: '14:00' }],
      [],
    ][i % 4]!;
    const t = await insertTherapist(ctx.db, { slug: `t-${i}`, ...values, hours });
    ids.push(t.id);
    if (i % 9 === 0)
      await ctx.db.update(therapists).set({ available: false }).where(eq(therapists.id, t.id));
  }
  await ctx.app.booking.availabilityModel?.refresh(ids);
});
afterAll(async () => {
  await ctx.app.close();
});

const sorted = (rows: FacetCountRow[]) =>
  [...rows].sort((a, b) => `${a.facet}|${a.key}`.localeCompare(`${b.facet}|${b.key}`));

describe('listing index', () => {
  it('answers every random search as the SQL does', async () => {
    const { db } = ctx;
    const cutoff = ctx.config.listingCutoff;
    const { entries } = await readListingEntries(db, cutoff);
    const index = buildListingIndex(entries);
    const memory = createOpenTimesMemory({ db });
    expect(index.size).toBeGreaterThan(40);
    const rng = random(42);
    let narrowedByTime = 0;
    // A few plain searches first (each choice alone), then random mixes.
    const plain: Record<string, string>[] = [
      {},
      { q: 'sharma' },
      { q: 'sharmaa' },
      { q: 'asha', sort: 'fee_desc' },
      { timeOfDay: 'evening', sort: 'experience' },
      { sort: 'soonest' },
      { availableWithin: 'week', timeOfDay: 'evening', sort: 'soonest' },
    ];
    for (let run = 0; run < 120; run++) {
      const params: Record<string, string | string[]> = { ...plain[run] };
      for (const [name, values] of run < plain.length ? [] : Object.entries(FILTER_VALUES)) {
        const odds = name === 'q' ? 0.5 : 0.25;
        if (rng.next() < odds) params[name] = name === 'q' ? rng.pick(values) : [rng.pick(values)];
        if (name !== 'q' && rng.next() < 0.15)
          params[name] = [...((params[name] as string[]) ?? []), rng.pick(values)];
      }
      if (rng.next() < 0.3) params.feeMax = String(rng.pick([600, 1500, 2500]));
      if (rng.next() < 0.2) params.minExperience = String(rng.pick([1, 5, 10]));
      if (rng.next() < 0.25) params.timeOfDay = rng.pick(['morning', 'evening']);
      params.sort ??= rng.pick(['recommended', 'fee_asc', 'fee_desc', 'experience', 'soonest']);
      const criteria = toCriteria(listingSearchQuery.parse(params), new Date());
      const openTimes = { memory, version: (await readAvailabilityVersion(db)) ?? 0 };
      const { only, first, nextAvailable } = await indexedSearch(db, index, criteria, openTimes)!
        .narrowing;
      if (criteria.availability?.hours === timeOfDayMask('evening') && !criteria.text)
        narrowedByTime += only?.some((v) => v === 1) ? 1 : 0;
      const label = JSON.stringify(params);

      const inMemory = countFacets(index, { ...criteria, only });
      const inSql = await searchTotals(db, criteria);
      expect(inMemory.total, label).toBe(inSql.total);
      expect(sorted(inMemory.facets), label).toEqual(sorted(inSql.facets));

      const sort = criteria.sort;
      if (!isIndexedSort(sort)) throw new Error(sort);
      for (const [offset, limit] of [
        [0, 100],
        [2, 3],
      ] as const) {
        const ids = pageIds(
          index,
          { ...criteria, only },
          { sort, first, offset, limit, nextAvailable: nextAvailable ?? undefined },
        );
        const rows = await searchPage(db, criteria, { cutoff, offset, limit });
        expect(ids, `${label} ${offset}`).toEqual(rows.map((r) => r.id));
      }
    }
    expect(narrowedByTime).toBeGreaterThan(0);
  });
});
