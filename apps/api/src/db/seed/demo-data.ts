/**
 * Deterministic demo therapists: the same (count, seed, now) always gives the same records.
 * The first 60 are drawn with quotas so that any small demo is varied; more come from the
 * same generator (10,000 take well under a second).
 */
import { FEATURED_MAX } from '@app/domain/constants';
import { CONCERN_CATEGORIES, PROFESSIONAL_TITLES } from '@app/domain/catalogues';
import type { ConcernCategory, ProfessionalTitle, SpecialityTag } from '@app/domain/catalogues';
import { concernsServedBy, UNLISTED_CONCERNS } from '@app/domain/concerns';
import { buildBio, TAG_APPROACHES } from './bio';
import { weeklyHours } from './hours';
import type { HourRow } from './hours';
import { GLOBAL_CULTURE_WEIGHTS, NAME_POOLS } from './names';
import type { Culture } from './names';
import { addressLine1, CITIES, CITY_WEIGHTS } from './places';
import type { City } from './places';
import { createRng } from './prng';
import type { Rng } from './prng';
import { PROFESSIONS } from './professions';
import { languagesFor, specialitiesFor } from './traits';
import { slugify } from '@app/domain/slug';

export type { HourRow } from './hours';

export interface TherapistSeed {
  slug: string;
  name: string;
  email: string;
  imageUrl: string;
  verified: boolean;
  professionalTitle: ProfessionalTitle;
  speciality: string;
  specialities: SpecialityTag[];
  expertise: ConcernCategory[];
  languages: string[];
  sessionModes: string[];
  gender: string;
  feeRupees: number | null;
  degree: string;
  experienceYears: number;
  about: string;
  city: string;
  state: string;
  addressLine1: string;
  addressLine2: string;
  pincode: string;
  status: 'approved';
  available: boolean;
  featured: boolean;
  featuredExpiry: Date | null;
  likes: number;
  listedAt: Date;
  hours: HourRow[];
}

/** Profiles listed after this instant count as "new" (config LISTING_CUTOFF default). */
export const RECENT_CUTOFF = new Date('2025-11-01T00:00:00+05:30');
const EARLIEST_LISTING = new Date('2024-01-08T10:00:00+05:30');
const DAY_MS = 86_400_000;
const QUOTA_SIZE = 60;

type Gender = 'Female' | 'Male' | 'Non-binary' | '';
type Featured = 'active' | 'expired' | 'none';

interface Flags {
  gender: Gender;
  featured: Featured;
  verified: boolean;
  available: boolean;
  recent: boolean;
}

function repeat<T>(value: T, n: number): T[] {
  return Array.from({ length: n }, () => value);
}

/** Fixed mixes for the first 60 records, so a small demo shows every case. */
function quotaFlags(rng: Rng): Flags[] {
  const genders = rng.shuffle<Gender>([
    ...repeat<Gender>('Female', 33),
    ...repeat<Gender>('Male', 21),
    ...repeat<Gender>('Non-binary', 3),
    ...repeat<Gender>('', 3),
  ]);
  const featured = rng.shuffle<Featured>([
    ...repeat<Featured>('active', 7),
    ...repeat<Featured>('expired', 3),
    ...repeat<Featured>('none', 50),
  ]);
  const verified = rng.shuffle([...repeat(true, 21), ...repeat(false, 39)]);
  const available = rng.shuffle([...repeat(false, 4), ...repeat(true, 56)]);
  const recent = rng.shuffle([...repeat(true, 15), ...repeat(false, 45)]);
  return genders.map((gender, i) => ({
    gender,
    featured: featured[i] ?? 'none',
    verified: verified[i] ?? false,
    available: available[i] ?? true,
    recent: recent[i] ?? false,
  }));
}

function randomFlags(rng: Rng): Flags {
  return {
    gender: rng.weighted<Gender>([
      ['Female', 57],
      ['Male', 36],
      ['Non-binary', 3],
      ['', 4],
    ]),
    featured: rng.weighted<Featured>([
      ['active', 12],
      ['expired', 5],
      ['none', 83],
    ]),
    verified: rng.chance(0.35),
    available: !rng.chance(0.06),
    recent: rng.chance(0.25),
  };
}

const round100 = (n: number) => Math.round(n / 100) * 100;
const clamp = (n: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, n));
const minuteOf = (ms: number) => new Date(Math.floor(ms / 60_000) * 60_000);

export function generateTherapists(
  count: number,
  seed = 1,
  now: Date = new Date(),
): TherapistSeed[] {
  const rng = createRng(seed);
  const quota = quotaFlags(rng);
  // The first cities are taken in turn so a small demo covers the whole country.
  const cityTurns = rng.shuffle(CITIES);
  const titleTurns = rng.shuffle(PROFESSIONAL_TITLES);
  const titleWeights = PROFESSIONAL_TITLES.map((t) => [t, PROFESSIONS[t].weight] as const);
  const slugCounts = new Map<string, number>();
  const usedNames = new Set<string>();
  const nowMs = now.getTime();
  const recentFrom = Math.min(RECENT_CUTOFF.getTime(), nowMs - 30 * DAY_MS);
  const earlierTo = Math.max(EARLIEST_LISTING.getTime() + DAY_MS, recentFrom - DAY_MS);
  const out: TherapistSeed[] = [];

  for (let i = 0; i < count; i++) {
    const early = i < QUOTA_SIZE;
    const flags = (early ? quota[i] : undefined) ?? randomFlags(rng);
    // The first profile is the demo therapist's own: complete and visible.
    if (i === 0)
      Object.assign(flags, {
        verified: true,
        available: true,
        featured: 'active',
        gender: flags.gender || 'Female',
      });
    const place: City = (early ? cityTurns[i] : undefined) ?? rng.weighted(CITY_WEIGHTS);
    const title: ProfessionalTitle =
      (early ? titleTurns[i] : undefined) ?? rng.weighted(titleWeights);
    const prof = PROFESSIONS[title];

    const culture: Culture = rng.chance(0.88)
      ? rng.weighted(place.cultures)
      : rng.weighted(GLOBAL_CULTURE_WEIGHTS);
    const pool = NAME_POOLS[culture];
    const firstPool =
      flags.gender === 'Male'
        ? pool.male
        : flags.gender === 'Female'
          ? pool.female
          : rng.pick([pool.male, pool.female]);
    let first = rng.pick(firstPool);
    let last = rng.pick(pool.last);
    for (let tries = 0; early && usedNames.has(`${first} ${last}`) && tries < 30; tries++) {
      first = rng.pick(firstPool);
      last = rng.pick(pool.last);
    }
    usedNames.add(`${first} ${last}`);

    const degree = rng.pick(prof.degrees);
    const doctor = degree.doctor === 'always' || (degree.doctor === 'sometimes' && rng.chance(0.6));
    const name = `${doctor ? 'Dr. ' : ''}${first} ${last}`;
    const base = slugify(`${first} ${last}`);
    const seen = (slugCounts.get(base) ?? 0) + 1;
    slugCounts.set(base, seen);
    const slug = seen === 1 ? base : `${base}-${seen}`;

    const experienceYears = clamp(
      degree.minYears + Math.floor(Math.pow(rng.next(), 1.5) * 26),
      2,
      30,
    );
    const modes =
      i === 0
        ? 'both'
        : rng.weighted([
            ['both', 55],
            ['online', 30],
            ['in-person', 15],
          ] as const);
    const online = modes !== 'in-person';
    const inPerson = modes !== 'online';
    const languages = languagesFor(rng, { place, mother: pool.language, title });
    const specialities = specialitiesFor(rng, { core: prof.core, languages, online, inPerson });
    const { expertise, lead } = expertiseFor(rng, specialities);
    const approaches = approachesFor(rng, specialities, prof.approaches);

    const locality = rng.pick(place.localities);
    const fee = round100(600 + experienceYears * 55 + prof.feeBonus + rng.int(-3, 6) * 100);
    const featuredExpiry =
      flags.featured === 'active'
        ? minuteOf(nowMs + rng.int(3, 85) * DAY_MS + rng.int(0, 23) * 3_600_000)
        : flags.featured === 'expired'
          ? minuteOf(nowMs - rng.int(1, 90) * DAY_MS - rng.int(0, 23) * 3_600_000)
          : null;
    const listedMs = flags.recent
      ? recentFrom + rng.next() * (nowMs - recentFrom)
      : EARLIEST_LISTING.getTime() + rng.next() * (earlierTo - EARLIEST_LISTING.getTime());

    out.push({
      slug,
      name,
      email: `${slug}@therapists.demo.manascare.example`,
      imageUrl: `/api/media/portraits/${slug}.webp`,
      verified: flags.verified,
      professionalTitle: title,
      speciality: title,
      specialities,
      expertise,
      languages,
      sessionModes: [...(inPerson ? ['In-Person'] : []), ...(online ? ['Online'] : [])],
      gender: flags.gender,
      feeRupees: i > 0 && rng.chance(0.05) ? null : clamp(fee, 600, 3500),
      degree: degree.text,
      experienceYears,
      about: buildBio(rng, {
        callName: doctor ? `Dr. ${last}` : first,
        gender: flags.gender,
        title,
        city: place.city,
        years: experienceYears,
        audience: rng.pick(prof.audiences),
        concerns: lead,
        approaches,
        languages,
        online,
      }),
      city: place.city,
      state: place.state,
      addressLine1: inPerson ? addressLine1(rng.pick, rng.int) : '',
      addressLine2: inPerson ? `${locality.name}, ${place.city}` : '',
      pincode: inPerson ? locality.pincode : '',
      status: 'approved',
      available: flags.available,
      featured: flags.featured !== 'none',
      featuredExpiry,
      likes:
        Math.floor(Math.pow(rng.next(), 2.2) * (flags.verified ? 320 : 180)) +
        (flags.featured === 'active' ? 25 : 0),
      listedAt: minuteOf(listedMs),
      hours: weeklyHours(rng),
    });
  }
  coverCoreTags(out.slice(0, QUOTA_SIZE));
  return out;
}

/**
 * A small demo must list someone for every speciality a profession practises (each is a link on
 * /specialties): a core tag nobody listed drew goes to a listed therapist of that profession.
 */
function coverCoreTags(quota: TherapistSeed[]): void {
  const listed = quota.filter((t) => t.available);
  const carried = new Set(listed.flatMap((t) => t.specialities));
  for (const title of PROFESSIONAL_TITLES) {
    for (const tag of PROFESSIONS[title].core) {
      if (carried.has(tag)) continue;
      const t = listed.find((x) => x.professionalTitle === title && x.specialities.length < 8);
      if (!t) continue;
      t.specialities.push(tag);
      carried.add(tag);
      const concern = concernsServedBy([tag]).find((c) => !t.expertise.includes(c));
      if (concern && t.expertise.length < 5)
        t.expertise = byCatalogue(CONCERN_CATEGORIES, [...t.expertise, concern]);
    }
  }
}

function byCatalogue<T extends string>(catalogue: readonly T[], items: Iterable<T>): T[] {
  const set = new Set(items);
  return catalogue.filter((x) => set.has(x));
}

/**
 * 2–5 concern categories. Every concern that has a listing comes from the therapist's own speciality
 * tags, so the concern's listing finds everyone whose profile names it; the concerns no tag serves
 * may be added on top. `lead` keeps the order for the bio.
 */
function expertiseFor(
  rng: Rng,
  specialities: readonly SpecialityTag[],
): { expertise: ConcernCategory[]; lead: ConcernCategory[] } {
  const target = rng.int(2, 5);
  const picked = new Set<ConcernCategory>(concernsServedBy(specialities).slice(0, target));
  for (const concern of rng.shuffle(UNLISTED_CONCERNS)) {
    if (picked.size >= 2 && (picked.size >= target || !rng.chance(0.15))) break;
    picked.add(concern);
  }
  return { expertise: byCatalogue(CONCERN_CATEGORIES, picked), lead: [...picked] };
}

function approachesFor(
  rng: Rng,
  specialities: readonly SpecialityTag[],
  own: readonly string[],
): string[] {
  const named = specialities
    .map((t) => TAG_APPROACHES[t])
    .filter((a): a is string => a !== undefined);
  const all = [...new Set([...rng.shuffle(named), ...rng.shuffle(own)])];
  return all.slice(0, 2);
}

/**
 * The demo as the seed loads it: the demo therapist's own profile starts without a featured plan,
 * and at most `FEATURED_MAX - 1` other placements are live, so a plan the demo therapist buys
 * always shows on the home page (the weekly pick only rotates when more than six are featured).
 * Placements past the cap are dropped in generation order; nothing else changes.
 */
export function withDemoFeaturedPool(data: TherapistSeed[], now: Date): TherapistSeed[] {
  let live = 0;
  return data.map((t, i) => {
    const isLive = t.featured && t.featuredExpiry !== null && t.featuredExpiry > now;
    if (i === 0 || (isLive && ++live > FEATURED_MAX - 1))
      return { ...t, featured: false, featuredExpiry: null };
    return t;
  });
}
