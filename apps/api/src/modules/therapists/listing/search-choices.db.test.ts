import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { openSlots } from '@app/domain/slots';
import { searchResponse } from '@app/domain/schemas/search';
import { therapistBySlugResponse } from '@app/domain/schemas/therapist';
import { useClockedApp, createOrder, bookingBody } from '../../../test/booking-test-kit';
import { insertClient, insertTherapist } from '../../../test/factories';
import { therapistDateHours, therapistTimeOff, therapists } from '../../../db/schema';

const clocked = useClockedApp();
const ctx = clocked.ctx;

// Wednesday 2 December 2026, 09:30 IST.
const WEDNESDAY_0930 = new Date('2026-12-02T04:00:00Z');
const WED = 3;
const THU = 4;
const SAT = 6;

async function at(now: Date) {
  clocked.clock.now = now;
}
const refresh = () => ctx.app.booking.availabilityModel!.sweep();

async function search(query: string) {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/therapist/search${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return searchResponse.parse(res.json());
}
const slugs = async (query: string) => (await search(query)).doctors.map((d) => d.slug);

/** Four therapists in recommended order a, b, c, d with ties on every sort key. */
async function fourTherapists() {
  await at(WEDNESDAY_0930);
  await insertTherapist(ctx.db, {
    slug: 'a',
    feeRupees: 1500,
    experienceYears: 5,
    likes: 0,
    languages: ['Hindi'],
    hours: [{ weekday: THU, startTime: '10:00' }],
  });
  await insertTherapist(ctx.db, {
    slug: 'b',
    feeRupees: 1000,
    experienceYears: 10,
    likes: 3,
    languages: ['English'],
  });
  await insertTherapist(ctx.db, {
    slug: 'c',
    feeRupees: 1500,
    experienceYears: 5,
    likes: 3,
    languages: ['Hindi'],
    hours: [{ weekday: WED, startTime: '18:00' }],
  });
  await insertTherapist(ctx.db, {
    slug: 'd',
    feeRupees: null,
    experienceYears: 0,
    likes: 1,
    languages: ['English'],
    hours: [
      { weekday: THU, startTime: '10:00' },
      { weekday: SAT, startTime: '13:00' },
    ],
  });
  await refresh();
}

describe('GET /api/therapist/search: sorts', () => {
  it('orders by each sort, breaking ties by the recommended order', async () => {
    await fourTherapists();
    expect(await slugs('')).toEqual(['a', 'b', 'c', 'd']);
    expect(await slugs('?sort=recommended')).toEqual(['a', 'b', 'c', 'd']);
    expect(await slugs('?sort=fee_asc')).toEqual(['b', 'a', 'c', 'd']);
    expect(await slugs('?sort=fee_desc')).toEqual(['a', 'c', 'b', 'd']);
    expect(await slugs('?sort=experience')).toEqual(['b', 'a', 'c', 'd']);
    expect(await slugs('?sort=likes')).toEqual(['b', 'c', 'd', 'a']);
    expect(await slugs('?sort=soonest')).toEqual(['c', 'a', 'd', 'b']);
  });

  it('keeps a sort stable across pages', async () => {
    await fourTherapists();
    const pages = [
      ...(await slugs('?sort=fee_desc&pageSize=2&page=1')),
      ...(await slugs('?sort=fee_desc&pageSize=2&page=2')),
    ];
    expect(pages).toEqual(['a', 'c', 'b', 'd']);
  });
});

describe('GET /api/therapist/search: filters beyond the spec', () => {
  it('filters by fee range and minimum experience, alone and with the spec filters', async () => {
    await fourTherapists();
    expect(await slugs('?feeMin=1200')).toEqual(['a', 'c']);
    expect(await slugs('?feeMax=1200')).toEqual(['b']);
    expect(await slugs('?feeMin=1000&feeMax=1500')).toEqual(['a', 'b', 'c']);
    expect(await slugs('?minExperience=5')).toEqual(['a', 'b', 'c']);
    expect(await slugs('?minExperience=6')).toEqual(['b']);
    expect(await slugs('?minExperience=5&language=Hindi')).toEqual(['a', 'c']);
    expect(await slugs('?feeMax=1200&language=Hindi')).toEqual([]);
  });

  it('filters by availability day and time of day (IST), alone and combined', async () => {
    await fourTherapists();
    expect(await slugs('?availableWithin=today')).toEqual(['c']);
    expect(await slugs('?availableWithin=tomorrow')).toEqual(['a', 'd']);
    expect(await slugs('?availableWithin=week')).toEqual(['a', 'c', 'd']);
    expect(await slugs('?availableOn=5_12_2026')).toEqual(['d']);
    expect(await slugs('?availableOn=1_12_2026')).toEqual([]);
    expect(await slugs('?timeOfDay=morning')).toEqual(['a', 'd']);
    expect(await slugs('?timeOfDay=afternoon')).toEqual(['d']);
    expect(await slugs('?timeOfDay=evening')).toEqual(['c']);
    expect(await slugs('?availableWithin=week&timeOfDay=evening')).toEqual(['c']);
    expect(await slugs('?availableWithin=tomorrow&timeOfDay=afternoon')).toEqual([]);
    expect(await slugs('?availableWithin=week&language=English')).toEqual(['d']);
    expect(await slugs('?availableWithin=week&feeMax=1500&sort=soonest')).toEqual(['c', 'a']);
  });

  it('drops today’s past hours as time passes', async () => {
    await fourTherapists();
    await at(new Date('2026-12-02T13:00:00Z')); // 18:30 IST: c's 18:00 has passed
    await ctx.app.booking.availabilityModel!.refreshDue();
    expect(await slugs('?availableWithin=today')).toEqual([]);
    // Next Wednesday's 18:00 is a week away: outside "this week", inside the booking window.
    expect(await slugs('?availableWithin=week&timeOfDay=evening')).toEqual([]);
    expect(await slugs('?timeOfDay=evening')).toEqual(['c']);
  });

  it('follows time off and date hours at once', async () => {
    await fourTherapists();
    const idOf = async (slug: string) =>
      (await ctx.db.select().from(therapists).where(eq(therapists.slug, slug)))[0]!.id;
    // a takes Thursday off; b, with no weekly hours, opens Saturday evening for once.
    await ctx.db
      .insert(therapistTimeOff)
      .values({ therapistId: await idOf('a'), firstDay: '2026-12-03', lastDay: '2026-12-03' });
    await ctx.db
      .insert(therapistDateHours)
      .values({ therapistId: await idOf('b'), onDate: '2026-12-05', startTimes: ['19:00'] });
    await ctx.app.booking.availabilityModel!.refreshSoon();
    expect(await slugs('?availableWithin=tomorrow')).toEqual(['d']);
    expect(await slugs('?availableWithin=week')).toEqual(['b', 'c', 'd']);
    expect(await slugs('?availableOn=5_12_2026')).toEqual(['b', 'd']);
    const cards = (await search('')).doctors;
    expect(cards.find((d) => d.slug === 'a')?.nextAvailable).toEqual({
      slotDate: '10_12_2026',
      slotTime: '10:00',
    });
  });

  it('counts facets among the therapists the new filters keep', async () => {
    await fourTherapists();
    const found = await search('?availableWithin=week');
    expect(found.total).toBe(3);
    const languages = Object.fromEntries(found.facets.languages.map((f) => [f.value, f.count]));
    expect(languages).toMatchObject({ Hindi: 2, English: 1 });
  });

  it('answers 400 with a clear message for an unknown value', async () => {
    const cases: Array<[string, RegExp]> = [
      ['sort=cheapest', /Unknown sort: use one of recommended, fee_asc/],
      ['timeOfDay=night', /Unknown timeOfDay/],
      ['availableWithin=month', /Unknown availableWithin/],
      ['availableOn=31_2_2026', /availableOn must be a date/],
      ['feeMin=abc', /Minimum fee must be a whole number/],
      ['minExperience=-1', /Minimum experience cannot be negative/],
      ['feeMin=2000&feeMax=1000', /Minimum fee cannot be more than the maximum fee/],
    ];
    for (const [query, message] of cases) {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/therapist/search?${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().success).toBe(false);
      expect(res.json().message, query).toMatch(message);
    }
  });
});

describe('GET /api/therapist/search: text', () => {
  it('finds names, needs and cities despite typos and partial words, best first', async () => {
    // Rahul's profile names Anxiety (the factory's speciality): what "panic attacks" means.
    await at(WEDNESDAY_0930);
    await insertTherapist(ctx.db, { slug: 'other', name: 'Rahul Verma', city: 'Mumbai' });
    await insertTherapist(ctx.db, {
      slug: 'priya',
      name: 'Dr. Priya Sharma',
      specialities: ['Depression'],
      city: 'Pune',
    });
    await insertTherapist(ctx.db, {
      slug: 'hyd',
      name: 'Anil Rao',
      specialities: ['Relationships'],
      expertise: ['Panic attacks'],
      city: 'Hyderabad',
    });
    expect(await slugs('?q=priya%20sharmaa')).toEqual(['priya']);
    expect(await slugs('?q=hydrabad')).toEqual(['hyd']);
    // Written on Anil's profile as typed, and meant by Rahul's Anxiety: the words as typed first.
    expect(await slugs('?q=panic%20attacks')).toEqual(['hyd', 'other']);
    expect(await slugs('?q=anxiet')).toEqual(['other']);
    expect(await slugs('?q=zzqxv')).toEqual([]);
    expect((await slugs('?q=sharma'))[0]).toBe('priya');
    expect(await slugs('?q=ANIL')).toEqual(['hyd']);
    expect(await slugs('?q=anxiety&location=Mumbai')).toEqual(['other']);
    expect(await slugs('?q=panic%20atacks')).toEqual(['hyd', 'other']);
    expect(await slugs('?q=rao%20hydrabad')).toEqual(['hyd']);
    // Swapped letters too: word to word, trigram similarity forgives them.
    expect(await slugs('?q=rleationships')).toEqual(['hyd']);
    expect(await slugs('?q=depresison')).toEqual(['priya']);
    expect(await slugs('?q=%3F%3F')).toEqual([]);
  });

  it('finds in Hindi and romanised Hindi what the English twin finds', async () => {
    await at(WEDNESDAY_0930);
    await insertTherapist(ctx.db, {
      slug: 'anx',
      name: 'Rahul Verma',
      specialities: ['Anxiety'],
      city: 'Mumbai',
    });
    await insertTherapist(ctx.db, {
      slug: 'dep',
      name: 'Priya Sharma',
      specialities: ['Depression'],
      city: 'New Delhi',
    });
    await insertTherapist(ctx.db, {
      slug: 'rel',
      name: 'Anil Rao',
      specialities: ['Couples Therapy'],
      expertise: ['Relationships'],
      city: 'Bengaluru',
    });
    const sorted = async (query: string) => (await slugs(query)).sort();
    const q = (text: string) => `?q=${encodeURIComponent(text)}`;
    for (const [hindi, english] of [
      ['चिंता', 'anxiety'],
      ['chinta', 'anxiety'],
      ['अवसाद', 'depression'],
      ['रिश्ते', 'relationships'],
      ['दिल्ली', 'delhi'],
      ['मुंबई', 'mumbai'],
      ['tanav', 'stress'],
    ] as const) {
      const expected = await sorted(q(english));
      expect(expected.length, english).toBeGreaterThan(0);
      expect(await sorted(q(hindi)), hindi).toEqual(expected);
    }
    expect(await slugs(q('चिंता'))).toEqual(['anx']);
    expect(await slugs(q('दिल्ली'))).toEqual(['dep']);
    // The catalogue's names as a Hindi page shows them.
    expect(await slugs(q('कपल थेरेपी'))).toEqual(['rel']);
  });

  it('finds words a therapist wrote since, typos included', async () => {
    await at(WEDNESDAY_0930);
    const t = await insertTherapist(ctx.db, { slug: 'moved', name: 'Meera Iyer', city: 'Pune' });
    expect(await slugs('?q=visakapatnam')).toEqual([]);
    await ctx.db
      .update(therapists)
      .set({ city: 'Visakhapatnam', expertise: ['Bereavement support'] })
      .where(eq(therapists.id, t.id));
    expect(await slugs('?q=visakapatnam')).toEqual(['moved']);
    expect(await slugs('?q=bereavment')).toEqual(['moved']);
  });
});

describe('GET /api/therapist/search: nextAvailable', () => {
  it('equals the first open slot the profile offers, and follows a booking', async () => {
    await at(WEDNESDAY_0930);
    const t = await insertTherapist(ctx.db, {
      slug: 'booked',
      sessionModes: ['Online'],
      experienceYears: 7,
      hours: [
        { weekday: THU, startTime: '10:00' },
        { weekday: THU, startTime: '11:00' },
      ],
    });
    await refresh();
    const firstOffered = async () => {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/doctor/by-slug/booked' });
      const profile = therapistBySlugResponse.parse(res.json()).data;
      const day = openSlots({
        now: clocked.clock.now,
        timeSlots: profile.timeSlots,
        taken: profile.slots_booked,
      }).find((d) => d.times.length > 0);
      return day ? { slotDate: day.key, slotTime: day.times[0] } : null;
    };
    const [card] = (await search('')).doctors;
    expect(card?.experience).toBe(7);
    expect(card?.nextAvailable).toEqual({ slotDate: '3_12_2026', slotTime: '10:00' });
    expect(card?.nextAvailable).toEqual(await firstOffered());

    const client = await insertClient(ctx.db);
    const order = await createOrder(ctx, client.token, bookingBody(t.id, '3_12_2026', '10:00'));
    expect(order.res.statusCode, order.res.body).toBe(200);
    await ctx.app.booking.availabilityModel!.refreshSoon();
    const [after] = (await search('')).doctors;
    expect(after?.nextAvailable).toEqual({ slotDate: '3_12_2026', slotTime: '11:00' });
    expect(after?.nextAvailable).toEqual(await firstOffered());

    await ctx.db.update(therapists).set({ experienceYears: 8 }).where(eq(therapists.id, t.id));
    expect((await search('')).doctors[0]?.experience).toBe(8);
  });
});
