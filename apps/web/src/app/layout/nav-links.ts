/** Primary navigation (spec §2 'Navigation header'). */
export const MAIN_LINKS = [
  { to: '/', label: 'Home', end: true },
  { to: '/therapists', label: 'Find a Therapist', end: false },
  { to: '/about', label: 'About', end: true },
  { to: '/contact', label: 'Contact', end: true },
] as const;

/** The one Specialties page (the footer's and the Resources menu's). */
export const SPECIALTIES_LINK = {
  to: '/specialties',
  label: 'Specialties',
  description: 'Areas of concern our therapists work with',
} as const;

export const SIGN_IN_PATH = '/login?mode=login';
export const JOIN_PATH = '/join-therapist';

/** Paths on which the header and footer are hidden (spec §2). */
export const CHROMELESS_PREFIXES = [
  '/booking',
  '/login',
  '/forgot-password',
  '/reset-password',
] as const;

export function isChromeless(pathname: string): boolean {
  return CHROMELESS_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

export function languageHref(language: string): string {
  return `/therapists?language=${encodeURIComponent(language.toLowerCase())}`;
}

export function regionHref(region: string): string {
  return `/therapists?location=${encodeURIComponent(region)}`;
}
