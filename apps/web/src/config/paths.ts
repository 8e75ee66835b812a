/**
 * The web app's one table of routes (spec public-and-account.md §2, booking-and-payments.md §2):
 * the router reads its patterns from `routePatterns`, and every internal link, redirect and
 * `navigate` builds its address with `paths`. The addresses are fixed by the spec.
 */

/** Every booking page's address starts so (/booking/{slug}). */
export const BOOKING_PREFIX = '/booking';

/** Route patterns as the router nests them: relative to '/', dashboard sections to /dashboard. */
export const routePatterns = {
  root: '/',
  therapists: 'therapists',
  therapistsTitled: 'therapists/:title',
  doctors: 'doctors',
  doctorsTitled: 'doctors/:title',
  therapist: 'therapist/:slug',
  booking: `${BOOKING_PREFIX.slice(1)}/:slug`,
  appointmentReview: 'appointment-review',
  appointment: 'appointment/:therapistId',
  verify: 'verify',
  login: 'login',
  forgotPassword: 'forgot-password',
  resetPassword: 'reset-password',
  myProfile: 'my-profile',
  myAppointments: 'my-appointments',
  contact: 'contact',
  about: 'about',
  privacyPolicy: 'privacy-policy',
  terms: 'terms-and-conditions',
  refunds: 'cancellation-refunds-policy',
  joinTherapist: 'join-therapist',
  dashboard: 'dashboard',
  specialties: 'specialties',
  admin: 'admin',
  adminSection: 'admin/:section',
  notFound: '*',
} as const;

/** The dashboard's sections, nested under /dashboard. */
export const dashboardSections = {
  calendar: 'calendar',
  timeOff: 'time-off',
  featured: 'featured',
  hours: 'hours',
  profile: 'profile',
  income: 'income',
} as const;
export type DashboardSection = keyof typeof dashboardSections;

/** A slot choice as the booking and review addresses carry it: ?date=KEY&time=HH:MM&mode=… */
export type SlotChoice = {
  date?: string | null;
  time?: string | null;
  mode?: 'online' | 'in-person' | null;
  /** A standing weekly series of this many weeks (2–12); absent for one session. */
  weeks?: number | null;
};

export type AuthMode = 'login' | 'signup';

type Query = URLSearchParams | Record<string, string>;

function withQuery(path: string, query?: Query): string {
  const text = query ? new URLSearchParams(query).toString() : '';
  return text ? `${path}?${text}` : path;
}

function slotParams(choice: SlotChoice): URLSearchParams {
  const params = new URLSearchParams();
  if (choice.date) params.set('date', choice.date);
  if (choice.time) params.set('time', choice.time);
  if (choice.mode) params.set('mode', choice.mode);
  if (choice.weeks && choice.weeks >= 2) params.set('weeks', String(choice.weeks));
  return params;
}

const at = (pattern: string) => `/${pattern}`;

export const paths = {
  home: () => '/',
  /** The listing, with its filters (?speciality=…&language=…&location=…) when given. */
  therapists: (query?: Query) => withQuery(at(routePatterns.therapists), query),
  therapist: (slug: string) => `/therapist/${encodeURIComponent(slug)}`,
  /** /booking/{slug} with the slot choice, and from=profile when the visit began on the profile. */
  booking: (slug: string, choice: SlotChoice = {}, opts: { fromProfile?: boolean } = {}) => {
    const params = slotParams(choice);
    if (opts.fromProfile) params.set('from', 'profile');
    return withQuery(`${BOOKING_PREFIX}/${encodeURIComponent(slug)}`, params);
  },
  appointmentReview: () => at(routePatterns.appointmentReview),
  /** /appointment/{docId} with the slot choice: the review page's reloadable address. */
  appointment: (therapistId: string, choice: SlotChoice = {}) =>
    withQuery(`/appointment/${encodeURIComponent(therapistId)}`, slotParams(choice)),
  verify: () => at(routePatterns.verify),
  /**
   * /login, opening on `mode` when given, coming back to `redirect` afterwards (URL-encoded;
   * left out when it is the default '/', unless `keepRoot` asks for it, as the like button's
   * "current path and query" does).
   */
  login: (opts: { mode?: AuthMode; redirect?: string; keepRoot?: boolean } = {}) => {
    const params = new URLSearchParams();
    if (opts.mode) params.set('mode', opts.mode);
    if (opts.redirect && (opts.redirect !== '/' || opts.keepRoot))
      params.set('redirect', opts.redirect);
    return withQuery(at(routePatterns.login), params);
  },
  forgotPassword: () => at(routePatterns.forgotPassword),
  resetPassword: () => at(routePatterns.resetPassword),
  myProfile: () => at(routePatterns.myProfile),
  myAppointments: () => at(routePatterns.myAppointments),
  contact: () => at(routePatterns.contact),
  about: () => at(routePatterns.about),
  privacyPolicy: () => at(routePatterns.privacyPolicy),
  terms: () => at(routePatterns.terms),
  refunds: () => at(routePatterns.refunds),
  joinTherapist: () => at(routePatterns.joinTherapist),
  specialties: () => at(routePatterns.specialties),
  /** The therapist dashboard, or one of its sections. */
  dashboard: (section?: DashboardSection) =>
    section
      ? `${at(routePatterns.dashboard)}/${dashboardSections[section]}`
      : at(routePatterns.dashboard),
  /** The admin console, or one of its sections, with that section's filters when given. */
  admin: (section?: string, query?: Query) =>
    withQuery(section ? `/admin/${encodeURIComponent(section)}` : at(routePatterns.admin), query),
} as const;
