import { BOOKING_PREFIX, paths } from '#config/paths';
import { NAV } from './layout-messages';

/** Primary navigation (spec §2 'Navigation header'). */
export const MAIN_LINKS = [
  { to: paths.home(), label: NAV.home, end: true },
  { to: paths.therapists(), label: NAV.findTherapist, end: false },
  { to: paths.about(), label: NAV.about, end: true },
  { to: paths.contact(), label: NAV.contact, end: true },
] as const;

/** The one Specialties page (the footer's and the Resources menu's). */
export const SPECIALTIES_LINK = {
  to: paths.specialties(),
  label: NAV.specialties,
  description: NAV.specialtiesDescription,
} as const;

/** The footer's anchor: a header menu whose code could not be fetched leads to its links. */
export const FOOTER_ID = 'site-footer';

export const SIGN_IN_PATH = paths.login({ mode: 'login' });
export const JOIN_PATH = paths.joinTherapist();

/** Paths on which the header and footer are hidden (spec §2); the admin console has its own. */
export const CHROMELESS_PREFIXES = [
  BOOKING_PREFIX,
  paths.admin(),
  paths.login(),
  paths.forgotPassword(),
  paths.resetPassword(),
];

export function isChromeless(pathname: string): boolean {
  return CHROMELESS_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

export function languageHref(language: string): string {
  return paths.therapists({ language: language.toLowerCase() });
}

export function regionHref(region: string): string {
  return paths.therapists({ location: region });
}
