import { PROFESSIONAL_TITLES } from './catalogues';
import { effectiveTitle, isTitleSlug, slugifyTitle } from './listing';
import { MESSAGES } from './messages';

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

const HOME_DESCRIPTION =
  'Find a trusted mental-health therapist in India. Compare specialities, languages and fees in rupees, and book an online or in-person session.';

/**
 * The head of /therapists, /doctors and their /{professionalTitle} routes, for the server's HTML
 * and the app alike. The title is a hyphenated slug of a catalogue title, in any letter case;
 * anything else names no listing (null: the not-found page).
 */
export function listingPageMeta(titleSlug?: string): PageMeta | null {
  const base = [...LISTING_KEYWORDS];
  if (titleSlug === undefined)
    return {
      title: 'Find Your Therapist in India',
      description:
        'Browse mental-health therapists in India. Compare specialities, languages, session modes and fees in rupees, then book an online or in-person session.',
      keywords: base,
      canonicalPath: '/therapists',
    };
  const title = professionalTitleOfSlug(titleSlug);
  if (!title) return null;
  const slug = titleSlug.toLowerCase();
  return {
    title: `${title} in India: Find Your Therapist`,
    description: `Find a ${title} in India. Compare languages, session modes and fees in rupees, then book an online or in-person session with a ${title}.`,
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

const LISTING_KEYWORDS = ['therapist', 'counsellor', 'psychologist', 'online therapy', 'India'];

export const HOME_META: PageMeta = {
  title: 'Find Trusted Therapists in India',
  description: HOME_DESCRIPTION,
  keywords: [
    'therapist in India',
    'online counselling',
    'psychologist',
    'mental health',
    'therapy',
  ],
  canonicalPath: '/',
};

/** Pages without parameters: path → head. */
function fixedPages(siteName: string): Record<string, PageMeta> {
  const account = (title: string, description: string, path: string): PageMeta => ({
    title,
    description,
    canonicalPath: path,
    noIndex: true,
  });
  return {
    '/': HOME_META,
    '/about': {
      title: 'About Us',
      description: `${siteName} connects people across India with qualified therapists, in their language, online or in person, with clear fees.`,
      canonicalPath: '/about',
    },
    '/contact': {
      title: 'Contact Us',
      description: `Questions about finding a therapist, booking or your account? Write to the ${siteName} team and we will reply soon.`,
      canonicalPath: '/contact',
    },
    '/specialties': {
      title: 'Specialties and Areas of Concern',
      description:
        'Browse therapists in India by area of concern and by speciality: anxiety, depression, relationships, trauma, CBT, couples therapy and more.',
      canonicalPath: '/specialties',
    },
    '/privacy-policy': {
      title: 'Privacy Policy',
      description: `What ${siteName} collects, why, how health information is protected, and your rights over your data.`,
      canonicalPath: '/privacy-policy',
    },
    '/terms-and-conditions': {
      title: 'Terms and Conditions',
      description: `The terms for using ${siteName}: eligibility, bookings and fees, therapists, and your responsibilities.`,
      canonicalPath: '/terms-and-conditions',
    },
    '/cancellation-refunds-policy': {
      title: 'Cancellation and Refunds Policy',
      description: `When the ${siteName} booking fee is refunded, how to cancel, and how long refunds take.`,
      canonicalPath: '/cancellation-refunds-policy',
    },
    '/login': account(
      'Sign in',
      'Sign in or create an account to book sessions with verified therapists across India.',
      '/login',
    ),
    '/forgot-password': account(
      'Forgot password',
      'Request a link to reset your password.',
      '/forgot-password',
    ),
    '/reset-password': account(
      'Reset password',
      'Choose a new password for your account.',
      '/reset-password',
    ),
    '/my-profile': account(
      'My Profile',
      'Manage your account information and preferences.',
      '/my-profile',
    ),
    '/my-appointments': account(
      'My Appointments',
      'Your sessions, payments and cancellation requests.',
      '/my-appointments',
    ),
    '/appointment-review': {
      title: 'Review your appointment',
      description: 'Review and pay for your session.',
      noIndex: true,
    },
    '/verify': {
      title: 'Confirming your payment',
      description: 'Confirming your payment.',
      noIndex: true,
    },
    '/join-therapist': {
      title: 'Join as Therapist',
      description: `Apply to list your practice on ${siteName}. Clients across India find, book and pay for sessions online; your profile goes live after approval.`,
      canonicalPath: '/join-therapist',
    },
  };
}

/** The therapist dashboard's sections (its index is /dashboard itself). */
const DASHBOARD_SECTIONS = ['calendar', 'time-off', 'featured', 'hours', 'profile', 'income'];

const SEGMENT = /^[^/]+$/;

/** Which page a path is (trailing slash ignored), for the server's head and status. */
export function matchPage(pathname: string, siteName: string): PageMatch {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const fixed = fixedPages(siteName)[path];
  if (fixed) return { kind: 'page', meta: fixed };
  const [, first = '', second, ...rest] = path.split('/');
  if (rest.length > 0) return { kind: 'unknown' };
  const one = second !== undefined && SEGMENT.test(second) ? safeDecode(second) : undefined;
  if ((first === 'therapists' || first === 'doctors') && (second === undefined || one)) {
    const meta = listingPageMeta(one);
    return meta ? { kind: 'page', meta } : { kind: 'unknown' };
  }
  if ((first === 'therapist' || first === 'booking') && one)
    return { kind: 'therapist', page: first === 'therapist' ? 'profile' : 'booking', slug: one };
  if (first === 'dashboard' && (second === undefined || DASHBOARD_SECTIONS.includes(second)))
    return {
      kind: 'page',
      meta: {
        title: 'Therapist dashboard',
        description: 'Your sessions, hours and bookings.',
        canonicalPath: '/dashboard',
        noIndex: true,
      },
    };
  if (first === 'admin' && (second === undefined || one))
    return {
      kind: 'page',
      meta: { title: 'Admin', description: 'The admin console.', noIndex: true },
    };
  if (first === 'appointment' && one)
    return {
      kind: 'page',
      meta: {
        title: 'Review your appointment',
        description: 'Review and pay for your session.',
        noIndex: true,
      },
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
export function therapistPageMeta(t: TherapistForMeta, page: 'profile' | 'booking'): PageMeta {
  const title = effectiveTitle(t).trim();
  if (page === 'booking') {
    return {
      title: `Book a session with ${t.name}`,
      description: `Choose a time and book an online or in-person session with ${t.name}.`,
      // Indexable, but search engines are pointed at the profile the booking page repeats.
      canonicalPath: `/therapist/${t.slug}`,
      image: t.image,
    };
  }
  return {
    title: title ? `${t.name}, ${title}` : t.name,
    description: `Book an online or in-person session with ${t.name}${title ? `, ${title}` : ''}${t.location.city ? ` in ${t.location.city}` : ''}. Languages: ${t.languages.join(', ') || 'English'}.`,
    canonicalPath: `/therapist/${t.slug}`,
    image: t.image,
    type: 'profile',
  };
}

export const NOT_FOUND_META: PageMeta = {
  title: MESSAGES.notFound.heading,
  description: MESSAGES.notFound.text,
  noIndex: true,
};

/** ' | {site}' is appended unless the title already names the site (as PageHead does). */
export function fullTitle(title: string, siteName: string): string {
  return title.includes(siteName) ? title : `${title} | ${siteName}`;
}
