import { PROFESSIONAL_TITLES } from './catalogues';
import { effectiveTitle, isTitleSlug, slugifyTitle } from './listing';
import { displayName } from './i18n/display-names';
import type { MessageDescriptor } from './i18n/define';
import { createTranslator, type Translator } from './i18n/translator';
import { META } from './page-meta-words';

/**
 * What the server writes into a page's <head> before any JavaScript runs (link previews, crawlers
 * without JavaScript), and which paths are pages at all. The web app renders the same titles with
 * its PageHead once it starts.
 */
export type PageMeta = {
  /** The page's own title, without the site name. */
  title: string;
  description: string;
  keywords?: readonly string[];
  canonicalPath?: string;
  noIndex?: boolean;
  /** Absolute or root-relative image for Open Graph. */
  image?: string;
  type?: 'website' | 'profile';
};

export type PageMatch =
  | { kind: 'page'; meta: PageMeta }
  /** A therapist's profile or booking page: its head needs the therapist (404 when unknown). */
  | { kind: 'therapist'; page: 'profile' | 'booking'; slug: string }
  | { kind: 'unknown' };

/** English from the code's own words: tests, scripts and the server's callers that pass none. */
const ENGLISH: Translator = createTranslator('en', () => undefined);

const keywordList = (text: string) =>
  text
    .split(',')
    .map((k) => k.trim())
    .filter(Boolean);

/**
 * The head of /therapists, /doctors and their /{professionalTitle} routes, for the server's HTML
 * and the app alike. The title is a hyphenated slug of a catalogue title, in any letter case;
 * anything else names no listing (null: the not-found page).
 */
export function listingPageMeta(titleSlug?: string, t: Translator = ENGLISH): PageMeta | null {
  const base = keywordList(t(META.listingKeywords));
  if (titleSlug === undefined)
    return {
      title: t(META.listingTitle),
      description: t(META.listingDescription),
      keywords: base,
      canonicalPath: '/therapists',
    };
  const englishTitle = professionalTitleOfSlug(titleSlug);
  if (!englishTitle) return null;
  const title = displayName(t, 'title', englishTitle);
  const slug = titleSlug.toLowerCase();
  return {
    title: t(META.titledListingTitle, { title }),
    description: t(META.titledListingDescription, { title }),
    keywords: [...base, title],
    canonicalPath: `/therapists/${slug}`,
  };
}

/** 'clinical-psychologist' (any case) → 'Clinical Psychologist'; null unless a catalogue title. */
export function professionalTitleOfSlug(titleSlug: string): string | null {
  const slug = titleSlug.toLowerCase();
  if (!isTitleSlug(slug)) return null;
  return PROFESSIONAL_TITLES.find((t) => slugifyTitle(t) === slug) ?? null;
}

/** The home page's head. */
export function homeMeta(t: Translator = ENGLISH): PageMeta {
  return {
    title: t(META.homeTitle),
    description: t(META.homeDescription),
    keywords: keywordList(t(META.homeKeywords)),
    canonicalPath: '/',
  };
}

export const HOME_META: PageMeta = homeMeta();

/** Pages without parameters: path → head. */
function fixedPages(siteName: string, t: Translator): Record<string, PageMeta> {
  const site = { site: siteName };
  const page = (
    title: MessageDescriptor,
    description: MessageDescriptor,
    path: string,
    noIndex?: true,
  ): PageMeta => ({
    title: t(title),
    description: t(description, site),
    canonicalPath: path,
    ...(noIndex ? { noIndex } : {}),
  });
  const unlisted = (title: MessageDescriptor, description: MessageDescriptor): PageMeta => ({
    title: t(title),
    description: t(description),
    noIndex: true,
  });
  return {
    '/': homeMeta(t),
    '/about': page(META.aboutTitle, META.aboutDescription, '/about'),
    '/contact': page(META.contactTitle, META.contactDescription, '/contact'),
    '/specialties': page(META.specialtiesTitle, META.specialtiesDescription, '/specialties'),
    '/privacy-policy': page(META.privacyTitle, META.privacyDescription, '/privacy-policy'),
    '/terms-and-conditions': page(META.termsTitle, META.termsDescription, '/terms-and-conditions'),
    '/cancellation-refunds-policy': page(
      META.refundsTitle,
      META.refundsDescription,
      '/cancellation-refunds-policy',
    ),
    '/login': page(META.signInTitle, META.signInDescription, '/login', true),
    '/forgot-password': page(META.forgotTitle, META.forgotDescription, '/forgot-password', true),
    '/reset-password': page(META.resetTitle, META.resetDescription, '/reset-password', true),
    '/my-profile': page(META.myProfileTitle, META.myProfileDescription, '/my-profile', true),
    '/my-appointments': page(
      META.myAppointmentsTitle,
      META.myAppointmentsDescription,
      '/my-appointments',
      true,
    ),
    '/appointment-review': unlisted(META.reviewTitle, META.reviewDescription),
    '/verify': unlisted(META.verifyTitle, META.verifyDescription),
    '/join-therapist': page(META.joinTitle, META.joinDescription, '/join-therapist'),
  };
}

/** The head of a page without parameters ('/about', '/contact'…), as the server writes it. */
export function fixedPageMeta(path: string, siteName: string, t: Translator = ENGLISH): PageMeta {
  const meta = fixedPages(siteName, t)[path];
  if (!meta) throw new Error(`${path} is not a page without parameters`);
  return meta;
}

/** The therapist dashboard's sections (its index is /dashboard itself). */
const DASHBOARD_SECTIONS = ['calendar', 'time-off', 'featured', 'hours', 'profile', 'income'];

const SEGMENT = /^[^/]+$/;

/** Which page a path is (trailing slash ignored), for the server's head and status. */
export function matchPage(pathname: string, siteName: string, t: Translator = ENGLISH): PageMatch {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const fixed = fixedPages(siteName, t)[path];
  if (fixed) return { kind: 'page', meta: fixed };
  const [, first = '', second, ...rest] = path.split('/');
  if (rest.length > 0) return { kind: 'unknown' };
  const one = second !== undefined && SEGMENT.test(second) ? safeDecode(second) : undefined;
  if ((first === 'therapists' || first === 'doctors') && (second === undefined || one)) {
    const meta = listingPageMeta(one, t);
    return meta ? { kind: 'page', meta } : { kind: 'unknown' };
  }
  if ((first === 'therapist' || first === 'booking') && one)
    return { kind: 'therapist', page: first === 'therapist' ? 'profile' : 'booking', slug: one };
  if (first === 'dashboard' && (second === undefined || DASHBOARD_SECTIONS.includes(second)))
    return {
      kind: 'page',
      meta: {
        title: t(META.dashboardTitle),
        description: t(META.dashboardDescription),
        canonicalPath: '/dashboard',
        noIndex: true,
      },
    };
  if (first === 'admin' && (second === undefined || one))
    return {
      kind: 'page',
      meta: { title: t(META.adminTitle), description: t(META.adminDescription), noIndex: true },
    };
  if (first === 'appointment' && one)
    return {
      kind: 'page',
      meta: { title: t(META.reviewTitle), description: t(META.reviewDescription), noIndex: true },
    };
  return { kind: 'unknown' };
}

function safeDecode(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

export type TherapistForMeta = {
  slug: string;
  name: string;
  image: string;
  professionalTitle: string;
  speciality?: string;
  languages: readonly string[];
  location: { city: string };
};

/** A therapist's profile (shared links preview with name, title and photo) or booking page. */
export function therapistPageMeta(
  therapist: TherapistForMeta,
  page: 'profile' | 'booking',
  t: Translator = ENGLISH,
): PageMeta {
  const { name, slug, image } = therapist;
  const englishTitle = effectiveTitle(therapist).trim();
  const title = englishTitle ? displayName(t, 'title', englishTitle) : 'none';
  if (page === 'booking') {
    return {
      title: t(META.bookingTitle, { name }),
      description: t(META.bookingDescription, { name }),
      // Indexable, but search engines are pointed at the profile the booking page repeats.
      canonicalPath: `/therapist/${slug}`,
      image,
    };
  }
  return {
    // A name and a title, not a sentence: the same in every language.
    title: englishTitle ? `${name}, ${title}` : name,
    description: t(META.profileDescription, {
      name,
      title,
      city: therapist.location.city ? displayName(t, 'city', therapist.location.city) : 'none',
      languages: (therapist.languages.length ? therapist.languages : ['English'])
        .map((language) => displayName(t, 'language', language))
        .join(', '),
    }),
    canonicalPath: `/therapist/${slug}`,
    image,
    type: 'profile',
  };
}

export function notFoundMeta(t: Translator = ENGLISH): PageMeta {
  return { title: t(META.notFoundTitle), description: t(META.notFoundDescription), noIndex: true };
}

export const NOT_FOUND_META: PageMeta = notFoundMeta();

/** What a browser without JavaScript shows instead of the app. */
export function noscriptText(siteName: string, t: Translator = ENGLISH): string {
  return t(META.noscript, { site: siteName });
}

/** ' | {site}' is appended unless the title already names the site (as PageHead does). */
export function fullTitle(title: string, siteName: string): string {
  return title.includes(siteName) ? title : `${title} | ${siteName}`;
}
