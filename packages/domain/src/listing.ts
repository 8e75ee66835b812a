import { MAX_PAGE_BUTTONS } from './constants';
import { slugify } from './slug';

/**
 * Listing rules (public-and-account.md §4, §5). The SQL search mirrors these exactly; the comments
 * say how each rule reads in SQL terms.
 */

export type ListingFilters = {
  specialities: string[];
  languages: string[];
  locations: string[];
  genders: string[];
  titles: string[];
  modes: string[];
};
export type ListingFacet = keyof ListingFilters;

export const LISTING_FACETS: readonly ListingFacet[] = [
  'specialities',
  'languages',
  'locations',
  'genders',
  'titles',
  'modes',
];

export function emptyFilters(): ListingFilters {
  return { specialities: [], languages: [], locations: [], genders: [], titles: [], modes: [] };
}

/** Adds the value to its facet, or removes it if present (case-insensitive). */
export function toggleFilterValue(
  filters: ListingFilters,
  facet: ListingFacet,
  value: string,
): ListingFilters {
  const current = filters[facet];
  const key = norm(value);
  const next = current.some((v) => norm(v) === key)
    ? current.filter((v) => norm(v) !== key)
    : [...current, value];
  return { ...filters, [facet]: next };
}

export function hasActiveFilters(filters: ListingFilters): boolean {
  return LISTING_FACETS.some((f) => filters[f].some((v) => norm(v) !== ''));
}

/** What matchesListing reads of a therapist. */
export type ListingCandidate = {
  available: boolean;
  professionalTitle: string;
  /** Legacy single speciality; the title falls back to it when professionalTitle is empty. */
  speciality?: string;
  specialities: readonly string[];
  languages: readonly string[];
  sessionModes: readonly string[];
  gender: string;
  location: { city: string };
};

const norm = (s: string | null | undefined) => (s ?? '').trim().toLowerCase();

function cityParts(s: string): string[] {
  return s
    .split(',')
    .map((p) => p.trim())
    .filter((p) => p !== '');
}

/**
 * Trimmed, case-insensitive. Equal, or some comma-separated part of one contains (or equals) some
 * part of the other, in either direction. Empty cities never match.
 */
export function cityMatches(filterCity: string, therapistCity: string): boolean {
  const a = norm(filterCity);
  const b = norm(therapistCity);
  if (a === '' || b === '') return false;
  if (a === b) return true;
  const bParts = cityParts(b);
  return cityParts(a).some((pa) => bParts.some((pb) => pa.includes(pb) || pb.includes(pa)));
}

export function effectiveTitle(
  t: Pick<ListingCandidate, 'professionalTitle' | 'speciality'>,
): string {
  return t.professionalTitle.trim() !== '' ? t.professionalTitle : (t.speciality ?? '');
}

/**
 * Comparison key for titles and title slugs: lower case, runs of hyphens/spaces as one space.
 * 'clinical-psychologist' and 'Clinical Psychologist' give the same key.
 * SQL: regexp_replace(lower(trim(title)), '[-\s]+', ' ', 'g').
 */
export function titleKey(s: string): string {
  return norm(s).replace(/[-\s]+/g, ' ');
}

const KNOWN_GENDERS = new Set(['male', 'female', 'non-binary']);

/** 'Not Specified' covers an empty gender, 'Prefer not to say' and any value outside the known three. */
export function genderMatches(filterGender: string, therapistGender: string): boolean {
  const f = norm(filterGender);
  const g = norm(therapistGender);
  if (f === 'not specified') return !KNOWN_GENDERS.has(g);
  return f === g;
}

function anyEqual(filterValues: readonly string[], values: readonly string[]): boolean {
  const have = new Set(values.map(norm));
  return filterValues.some((v) => have.has(norm(v)));
}

/** Empty (or blank-only) facets do not constrain. */
function active(values: readonly string[]): string[] {
  return values.filter((v) => norm(v) !== '');
}

/**
 * Only available therapists. OR within a facet, AND across facets. Specialities are matched against
 * the specialities array; the title filter and routeTitle against professionalTitle (or speciality
 * when the title is empty). routeTitle may be the route slug or the title itself.
 */
export function matchesListing(
  t: ListingCandidate,
  filters: ListingFilters,
  routeTitle?: string,
): boolean {
  if (!t.available) return false;
  const title = effectiveTitle(t);
  if (
    routeTitle !== undefined &&
    routeTitle.trim() !== '' &&
    titleKey(title) !== titleKey(routeTitle)
  ) {
    return false;
  }
  const specialities = active(filters.specialities);
  if (specialities.length > 0 && !anyEqual(specialities, t.specialities)) return false;
  const languages = active(filters.languages);
  if (languages.length > 0 && !anyEqual(languages, t.languages)) return false;
  const modes = active(filters.modes);
  if (modes.length > 0 && !anyEqual(modes, t.sessionModes)) return false;
  const titles = active(filters.titles);
  if (titles.length > 0 && !anyEqual(titles, [title])) return false;
  const genders = active(filters.genders);
  if (genders.length > 0 && !genders.some((g) => genderMatches(g, t.gender))) return false;
  const locations = active(filters.locations);
  if (locations.length > 0 && !locations.some((c) => cityMatches(c, t.location.city))) return false;
  return true;
}

/**
 * Items dated after the cutoff first, newest first; then the rest in original order (seq ascending).
 * An unparseable date counts as not after the cutoff.
 */
export function orderListing<T extends { date: string; seq: number }>(
  items: readonly T[],
  cutoff: Date,
): T[] {
  const cut = cutoff.getTime();
  const time = (t: T) => {
    const ms = Date.parse(t.date);
    return Number.isNaN(ms) ? -Infinity : ms;
  };
  const recent = items
    .filter((t) => time(t) > cut)
    .sort((a, b) => time(b) - time(a) || a.seq - b.seq);
  const rest = items.filter((t) => !(time(t) > cut)).sort((a, b) => a.seq - b.seq);
  return [...recent, ...rest];
}

/** 'clinical-psychologist' → 'Clinical Psychologist'. */
export function titleFromSlug(slug: string): string {
  return slug
    .split('-')
    .filter((w) => w !== '')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1).toLowerCase())
    .join(' ');
}

/** A title slug as the listing's route takes it: lower-case words joined by single hyphens. */
export const TITLE_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function isTitleSlug(slug: string): boolean {
  return slug.length <= 120 && TITLE_SLUG_PATTERN.test(slug);
}

/**
 * The professional title a slug names, as written in the catalogue when it is one of its titles
 * ('marriage-and-family-therapist' → 'Marriage and Family Therapist'), else title-cased.
 */
export function titleForSlug(slug: string, titles: readonly string[]): string {
  return titles.find((t) => slugifyTitle(t) === slug.toLowerCase()) ?? titleFromSlug(slug);
}

/** 'Clinical Psychologist' → 'clinical-psychologist'. */
export function slugifyTitle(title: string): string {
  return slugify(title);
}

export type PageButton = number | 'ellipsis';

/**
 * Up to maxButtons numbered pages around the current one, with 'ellipsis' where pages are skipped at
 * either end. First/last/previous/next buttons are drawn separately by the UI.
 */
export function pageButtons(
  current: number,
  totalPages: number,
  maxButtons = MAX_PAGE_BUTTONS,
): PageButton[] {
  if (totalPages < 1) return [];
  const page = Math.min(Math.max(1, Math.trunc(current) || 1), totalPages);
  const count = Math.min(maxButtons, totalPages);
  const start = Math.min(Math.max(1, page - Math.floor(count / 2)), totalPages - count + 1);
  const out: PageButton[] = [];
  if (start > 1) out.push('ellipsis');
  for (let p = start; p < start + count; p++) out.push(p);
  if (start + count - 1 < totalPages) out.push('ellipsis');
  return out;
}

/** URL preset → option: case-insensitive exact match, else the first option containing the value. */
export function matchPreset(value: string, options: readonly string[]): string | undefined {
  const v = norm(value);
  if (v === '') return undefined;
  return options.find((o) => norm(o) === v) ?? options.find((o) => norm(o).includes(v));
}
