import { MAX_PAGE_BUTTONS } from './constants';
import { slugify } from './slug';

/**
 * The listing's filters and titles as the pages use them (public-and-account.md §4, §5); how a
 * therapist matches them is in listing-rules.ts, applied by the listing engine (listing-index).
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

/** What the effective title reads of a therapist. */
export type TitledTherapist = {
  professionalTitle: string;
  /** Legacy single speciality; the title falls back to it when professionalTitle is empty. */
  speciality?: string;
};

const norm = (s: string | null | undefined) => (s ?? '').trim().toLowerCase();

export function effectiveTitle(t: TitledTherapist): string {
  return t.professionalTitle.trim() !== '' ? t.professionalTitle : (t.speciality ?? '');
}

/**
 * Comparison key for titles and title slugs: lower case, runs of hyphens/spaces as one space.
 * 'clinical-psychologist' and 'Clinical Psychologist' give the same key.
 */
export function titleKey(s: string): string {
  return norm(s).replace(/[-\s]+/g, ' ');
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
