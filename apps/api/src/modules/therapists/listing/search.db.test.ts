import { describe, expect, it } from 'vitest';
import { searchResponse } from '@app/domain/schemas/search';
import { useTestApp } from '../../../test/harness';
import { insertClient, insertTherapist } from '../../../test/factories';
import { eq } from 'drizzle-orm';
import { likes, therapists } from '../../../db/schema';

const ctx = useTestApp();

async function search(query: string, headers: Record<string, string> = {}) {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/therapist/search${query}`,
    headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return searchResponse.parse(res.json());
}
const slugs = async (query: string) => (await search(query)).doctors.map((d) => d.slug);

describe('GET /api/therapist/search: matching', () => {
  it('lists only approved, available therapists', async () => {
    await insertTherapist(ctx.db, { slug: 'shown' });
    await insertTherapist(ctx.db, { slug: 'away', available: false });
    await insertTherapist(ctx.db, { slug: 'pending', status: 'pending' });
    expect(await slugs('')).toEqual(['shown']);
  });

  it('matches array facets case-insensitively, OR within a facet and AND across facets', async () => {
    await insertTherapist(ctx.db, {
      slug: 'hi-online',
      languages: ['Hindi'],
      sessionModes: ['Online'],
    });
    await insertTherapist(ctx.db, {
      slug: 'ta-inperson',
      languages: [' TAMIL '],
      sessionModes: ['In-Person'],
    });
    await insertTherapist(ctx.db, {
      slug: 'en-both',
      languages: ['English'],
      sessionModes: ['online', 'in-person'],
    });
    expect(await slugs('?language=hindi')).toEqual(['hi-online']);
    expect(await slugs('?language=Hindi&language=tamil')).toEqual(['hi-online', 'ta-inperson']);
    expect(await slugs('?language=Hindi&language=Tamil&mode=in-person')).toEqual(['ta-inperson']);
    expect(await slugs('?mode=ONLINE')).toEqual(['hi-online', 'en-both']);
    expect(await slugs('?language=English&mode=Online&mode=In-Person')).toEqual(['en-both']);
  });

  it('matches specialities exactly (no substring), ignoring case and surrounding spaces', async () => {
    await insertTherapist(ctx.db, { slug: 'ocd', specialities: ['OCD', 'Anxiety'] });
    await insertTherapist(ctx.db, { slug: 'ptsd', specialities: ['PTSD'] });
    expect(await slugs('?speciality=ocd')).toEqual(['ocd']);
    expect(await slugs('?speciality=%20anxiety%20&speciality=ptsd')).toEqual(['ocd', 'ptsd']);
    expect(await slugs('?speciality=Anx')).toEqual([]);
  });

  it('matches the title filter on the professional title, else the legacy speciality', async () => {
    await insertTherapist(ctx.db, { slug: 'clin', professionalTitle: 'Clinical Psychologist' });
    await insertTherapist(ctx.db, {
      slug: 'legacy',
      professionalTitle: '  ',
      speciality: 'Psychiatrist',
    });
    await insertTherapist(ctx.db, {
      slug: 'both',
      professionalTitle: 'Counsellor',
      speciality: 'Psychiatrist',
    });
    expect(await slugs('?title=clinical%20psychologist')).toEqual(['clin']);
    expect(await slugs('?title=PSYCHIATRIST')).toEqual(['legacy']);
    expect(await slugs('?title=Psychiatrist&title=Counsellor')).toEqual(['legacy', 'both']);
  });

  it('restricts the title route to an exact case-insensitive title', async () => {
    await insertTherapist(ctx.db, { slug: 'clin', professionalTitle: 'Clinical Psychologist' });
    await insertTherapist(ctx.db, {
      slug: 'clin-lower',
      professionalTitle: 'clinical  psychologist',
    });
    await insertTherapist(ctx.db, {
      slug: 'child',
      professionalTitle: 'Child Clinical Psychologist',
    });
    await insertTherapist(ctx.db, {
      slug: 'legacy',
      professionalTitle: '',
      speciality: 'Clinical-Psychologist',
    });
    expect(await slugs('?routeTitle=clinical-psychologist')).toEqual([
      'clin',
      'clin-lower',
      'legacy',
    ]);
    expect(await slugs('?routeTitle=psychologist')).toEqual([]);
  });

  it('maps genders, with Not Specified for blank, Prefer not to say and unknown values', async () => {
    await insertTherapist(ctx.db, { slug: 'f', gender: 'female' });
    await insertTherapist(ctx.db, { slug: 'm', gender: 'Male' });
    await insertTherapist(ctx.db, { slug: 'nb', gender: 'Non-binary' });
    await insertTherapist(ctx.db, { slug: 'blank', gender: '' });
    await insertTherapist(ctx.db, { slug: 'private', gender: 'Prefer not to say' });
    await insertTherapist(ctx.db, { slug: 'other', gender: 'Agender' });
    expect(await slugs('?gender=Female')).toEqual(['f']);
    expect(await slugs('?gender=Not%20Specified')).toEqual(['blank', 'private', 'other']);
    expect(await slugs('?gender=male&gender=non-binary')).toEqual(['m', 'nb']);
  });

  it('applies the city rule: trimmed, case-insensitive, equal or part-contains in either direction', async () => {
    await insertTherapist(ctx.db, { slug: 'pune', city: ' Pune ' });
    await insertTherapist(ctx.db, { slug: 'pune-mh', city: 'Pune, Maharashtra' });
    await insertTherapist(ctx.db, { slug: 'navi', city: 'Navi Mumbai' });
    await insertTherapist(ctx.db, { slug: 'none', city: '' });
    expect(await slugs('?location=PUNE')).toEqual(['pune', 'pune-mh']);
    // A filter part contained in the city ('mumbai' in 'navi mumbai') and a city part in the filter.
    expect(await slugs('?location=mumbai')).toEqual(['navi']);
    expect(await slugs('?location=Greater%20Pune')).toEqual(['pune', 'pune-mh']);
    expect(await slugs('?location=Maharashtra,%20India')).toEqual(['pune-mh']);
    expect(await slugs('?location=Chennai')).toEqual([]);
    // A city with a comma-only filter: no parts, so only equality could match.
    expect(await slugs('?location=,')).toEqual([]);
    // Percent and underscore are plain characters, not wildcards.
    expect(await slugs('?location=%25')).toEqual([]);
  });
});

describe('GET /api/therapist/search: order and pages', () => {
  it('puts therapists listed after the cutoff first, newest first, then original order', async () => {
    await insertTherapist(ctx.db, { slug: 'old-a', listedAt: new Date('2025-05-01T00:00:00Z') });
    await insertTherapist(ctx.db, {
      slug: 'new-early',
      listedAt: new Date('2025-11-05T00:00:00Z'),
    });
    await insertTherapist(ctx.db, { slug: 'old-b', listedAt: new Date('2024-01-01T00:00:00Z') });
    await insertTherapist(ctx.db, { slug: 'new-late', listedAt: new Date('2025-12-05T00:00:00Z') });
    await insertTherapist(ctx.db, {
      slug: 'at-cutoff',
      listedAt: new Date('2025-10-31T18:30:00Z'),
    });
    expect(await slugs('')).toEqual(['new-late', 'new-early', 'old-a', 'old-b', 'at-cutoff']);
  });

  it('pages by 12 with the total, the last page and a page past the end', async () => {
    for (let i = 1; i <= 26; i++)
      await insertTherapist(ctx.db, { slug: `t-${String(i).padStart(2, '0')}` });
    const first = await search('');
    expect(first).toMatchObject({ total: 26, page: 1, pageSize: 12, totalPages: 3 });
    expect(first.doctors.map((d) => d.slug)).toEqual(
      Array.from({ length: 12 }, (_, i) => `t-${String(i + 1).padStart(2, '0')}`),
    );
    const last = await search('?page=3');
    expect(last.doctors.map((d) => d.slug)).toEqual(['t-25', 't-26']);
    const past = await search('?page=9');
    expect(past).toMatchObject({ doctors: [], total: 26, page: 9, totalPages: 3 });
    const big = await search('?pageSize=48');
    expect(big.doctors).toHaveLength(26);
    expect(big.totalPages).toBe(1);
  });

  it('answers an empty page with zero totals when nothing matches', async () => {
    const empty = await search('?language=Kashmiri');
    expect(empty).toMatchObject({ doctors: [], total: 0, page: 1, totalPages: 0 });
    expect(empty.facets.languages.every((f) => f.count === 0)).toBe(true);
  });

  it('marks what the signed-in caller liked', async () => {
    const t = await insertTherapist(ctx.db, { slug: 'liked-one', likes: 1 });
    await insertTherapist(ctx.db, { slug: 'other' });
    const { account, token } = await insertClient(ctx.db);
    await ctx.db.insert(likes).values({ accountId: account.id, therapistId: t.id });
    const mine = await search('', { token });
    expect(mine.doctors.map((d) => [d.slug, d.liked])).toEqual([
      ['liked-one', true],
      ['other', false],
    ]);
    expect((await search('')).doctors.some((d) => d.liked)).toBe(false);
  });
});

describe('GET /api/therapist/search: facets', () => {
  it('counts each facet among therapists matching the other facets', async () => {
    await insertTherapist(ctx.db, {
      languages: ['Hindi', 'English'],
      sessionModes: ['Online'],
      city: 'Pune',
      gender: 'Male',
    });
    await insertTherapist(ctx.db, {
      languages: ['hindi'],
      sessionModes: ['In-Person'],
      city: 'pune ',
      gender: '',
    });
    await insertTherapist(ctx.db, {
      languages: ['Tamil'],
      sessionModes: ['Online'],
      city: 'Chennai',
      gender: 'Female',
    });
    await insertTherapist(ctx.db, {
      languages: ['Tamil'],
      sessionModes: ['Online'],
      city: 'Delhi',
      available: false,
    });

    const { facets, total } = await search('?language=Hindi&mode=Online');
    expect(total).toBe(1);
    // Languages ignore the language filter (mode=Online only): Hindi 1, English 1, Tamil 1.
    const lang = Object.fromEntries(facets.languages.map((f) => [f.value, f.count]));
    expect(lang).toMatchObject({ Hindi: 1, English: 1, Tamil: 1, Bengali: 0 });
    expect(facets.languages.map((f) => f.value).slice(0, 3)).toEqual([
      'English',
      'Hindi',
      'Bengali',
    ]);
    // Modes ignore the mode filter (language=Hindi only).
    expect(facets.sessionModes).toEqual([
      { value: 'In-Person', count: 1 },
      { value: 'Online', count: 1 },
    ]);
    // Other facets apply both filters; cities are trimmed and title-cased.
    expect(facets.locations).toEqual([{ value: 'Pune', count: 1 }]);
    expect(facets.genders).toEqual([
      { value: 'Male', count: 1 },
      { value: 'Female', count: 0 },
      { value: 'Non-binary', count: 0 },
      { value: 'Not Specified', count: 0 },
    ]);

    const all = await search('');
    expect(all.facets.locations).toEqual([
      { value: 'Pune', count: 2 },
      { value: 'Chennai', count: 1 },
    ]);
    expect(all.facets.genders.find((g) => g.value === 'Not Specified')?.count).toBe(1);
    expect(all.facets.professionalTitles).toEqual([{ value: 'Clinical Psychologist', count: 3 }]);
    expect(all.facets.specialities).toEqual([{ value: 'Anxiety', count: 3 }]);
  });

  it('recounts after any change to a therapist, even with the same number of rows', async () => {
    const t = await insertTherapist(ctx.db, { languages: ['Hindi'] });
    const before = await search('?language=Hindi');
    expect(before.total).toBe(1);
    await ctx.db
      .update(therapists)
      .set({ languages: ['Tamil'] })
      .where(eq(therapists.id, t.id));
    const after = await search('?language=Hindi');
    expect(after.total).toBe(0);
    expect(after.facets.languages.find((f) => f.value === 'Tamil')?.count).toBe(1);
  });
});

describe('GET /api/therapist/search: bad parameters', () => {
  const bad = async (query: string) => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/therapist/search${query}` });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({
      success: false,
      code: expect.any(String),
      message: expect.any(String),
    });
    return body.message as string;
  };

  it('refuses out-of-range pages and page sizes', async () => {
    expect(await bad('?page=-1')).toMatch(/page/);
    expect(await bad('?page=0')).toMatch(/page/);
    expect(await bad('?page=abc')).toMatch(/page/);
    expect(await bad('?page=1.5')).toMatch(/page/);
    expect(await bad('?pageSize=100000')).toMatch(/pageSize/);
    expect(await bad('?pageSize=0')).toMatch(/pageSize/);
  });

  it('refuses values outside the fixed lists', async () => {
    expect(await bad('?language=Klingon')).toBe('Unknown language: Klingon');
    expect(await bad('?gender=Robot')).toBe('Unknown gender: Robot');
    expect(await bad('?mode=Telepathy')).toBe('Unknown session mode: Telepathy');
  });

  it('refuses oversized input', async () => {
    expect(await bad(`?speciality=${'a'.repeat(10_000)}`)).toBe('Search query is too long');
    expect(await bad(`?title=${'a'.repeat(200)}`)).toMatch(/too long/);
    expect(
      await bad(`?${Array.from({ length: 21 }, (_, i) => `speciality=s${i}`).join('&')}`),
    ).toMatch(/Too many/);
    expect(await bad('?routeTitle=not%20a%20slug')).toMatch(/routeTitle/);
  });
});
