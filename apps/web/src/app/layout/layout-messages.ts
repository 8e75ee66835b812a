import { defineMessages } from '@app/domain/i18n/define';

/** The words of the header, footer and menus every page shows (namespace common: always loaded). */
export const NAV = defineMessages({
  main: { id: 'common.nav.main', defaultMessage: 'Main' },
  home: { id: 'common.nav.home', defaultMessage: 'Home' },
  findTherapist: { id: 'common.nav.findTherapist', defaultMessage: 'Find a Therapist' },
  about: { id: 'common.nav.about', defaultMessage: 'About' },
  contact: { id: 'common.nav.contact', defaultMessage: 'Contact' },
  specialties: { id: 'common.nav.specialties', defaultMessage: 'Specialties' },
  specialtiesDescription: {
    id: 'common.nav.specialtiesDescription',
    defaultMessage: 'Areas of concern our therapists work with',
  },
  therapists: { id: 'common.nav.therapists', defaultMessage: 'Therapists' },
  signIn: { id: 'common.nav.signIn', defaultMessage: 'Sign In' },
  joinAsTherapist: { id: 'common.nav.joinAsTherapist', defaultMessage: 'Join as Therapist' },
  skipToContent: { id: 'common.nav.skipToContent', defaultMessage: 'Skip to content' },
  menu: { id: 'common.nav.menu', defaultMessage: 'Menu' },
  openMenu: { id: 'common.nav.openMenu', defaultMessage: 'Open menu' },
  closeMenu: { id: 'common.nav.closeMenu', defaultMessage: 'Close menu' },
  resources: { id: 'common.nav.resources', defaultMessage: 'Resources' },
  opensInNewTab: { id: 'common.nav.opensInNewTab', defaultMessage: '(opens in a new tab)' },
  byLanguageAndLocation: {
    id: 'common.nav.byLanguageAndLocation',
    defaultMessage: 'Therapists by language and location',
  },
  therapistsByLanguage: {
    id: 'common.nav.therapistsByLanguage',
    defaultMessage: 'Therapists by language',
  },
  byLanguage: { id: 'common.nav.byLanguage', defaultMessage: 'By language' },
  topLocations: { id: 'common.nav.topLocations', defaultMessage: 'Top locations' },
  seeAllTherapists: { id: 'common.nav.seeAllTherapists', defaultMessage: 'See all therapists' },
  loadingLanguages: { id: 'common.nav.loadingLanguages', defaultMessage: 'Loading languages…' },
  loadingLocations: { id: 'common.nav.loadingLocations', defaultMessage: 'Loading locations…' },
  regionsFailed: { id: 'common.nav.regionsFailed', defaultMessage: 'Unable to load regions.' },
  noRegions: { id: 'common.nav.noRegions', defaultMessage: 'No regions available' },
  loadingAccount: { id: 'common.nav.loadingAccount', defaultMessage: 'Loading your account…' },
  myProfile: { id: 'common.nav.myProfile', defaultMessage: 'My Profile' },
  myAppointments: { id: 'common.nav.myAppointments', defaultMessage: 'My Appointments' },
  admin: { id: 'common.nav.admin', defaultMessage: 'Admin' },
  dashboard: { id: 'common.nav.dashboard', defaultMessage: 'Dashboard' },
  myAccount: { id: 'common.nav.myAccount', defaultMessage: 'My account' },
  accountMenuFor: { id: 'common.nav.accountMenuFor', defaultMessage: 'Account menu for ' },
  signedInAs: { id: 'common.nav.signedInAs', defaultMessage: 'Signed in as {name}' },
  logout: { id: 'common.nav.logout', defaultMessage: 'Logout' },
  loggingOut: { id: 'common.nav.loggingOut', defaultMessage: 'Logging out...' },
  profileFailed: {
    id: 'common.nav.profileFailed',
    defaultMessage: 'Unable to load profile. Please try again.',
  },
});

export const FOOTER = defineMessages({
  tagline: {
    id: 'common.footer.tagline',
    defaultMessage: "India's most trusted therapists, all under one roof.",
  },
  socialMedia: { id: 'common.footer.socialMedia', defaultMessage: 'Social media' },
  onNetwork: {
    id: 'common.footer.onNetwork',
    defaultMessage: '{site} on {network} (opens in a new tab)',
  },
  usefulLinks: { id: 'common.footer.usefulLinks', defaultMessage: 'Useful Links' },
  policies: { id: 'common.footer.policies', defaultMessage: 'Terms & Policies' },
  contact: { id: 'common.footer.contact', defaultMessage: 'Contact' },
  privacy: { id: 'common.footer.privacy', defaultMessage: 'Privacy Policy' },
  terms: { id: 'common.footer.terms', defaultMessage: 'Terms and Conditions' },
  refunds: { id: 'common.footer.refunds', defaultMessage: 'Cancellation and Refunds Policy' },
  rights: {
    id: 'common.footer.rights',
    defaultMessage: '© {year} {site}. All rights reserved.',
  },
  builtBy: {
    id: 'common.footer.builtBy',
    defaultMessage: 'Designed and built by the {site} team.',
  },
});
