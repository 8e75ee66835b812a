import { matchRoutes, useLocation, useRoutes, type RouteObject } from 'react-router';
import { RootLayout } from './layout/root-layout';
import type { Language } from '@app/domain/i18n/languages';
import { dashboardSections, routePatterns } from '../config/paths';
import { basenameOf } from '../lib/i18n/language';
import { currentPageLanguage, loadMessages } from '../lib/i18n/messages';
import type { Policy } from '../features/static-pages/policy-text';
import { BrowserRouter } from './routing/browser-router';
import { lazyPage, preloadPages, type LazyPage } from './routing/lazy-page';
import { PageErrorBoundary } from './routing/page-error-boundary';

type PageModule = { Component: React.ComponentType };

/**
 * A page's lazy route: its module and the message namespaces its components use (in the page's
 * language; `common` always), loaded side by side.
 */
const page = (namespaces: readonly string[], load: () => Promise<PageModule>): LazyPage =>
  lazyPage(async () => {
    const [module] = await Promise.all([load(), loadMessages(currentPageLanguage(), namespaces)]);
    return module;
  });

/** A policy page: its module, its words and its text in the page's language, side by side. */
const policyPage = (policy: Policy, load: () => Promise<PageModule>): LazyPage =>
  page(['meta', 'policies'], async () => {
    const language = currentPageLanguage();
    const text = import('../features/static-pages/policy-text').then((m) =>
      m.loadPolicyText(policy, language),
    );
    const [module] = await Promise.all([load(), text]);
    return module;
  });

/**
 * Routes of spec public-and-account.md §2 and booking-and-payments.md §2. Each page is its own
 * chunk (lazy). The server draws the public pages itself (src/entry-server.tsx) from these routes.
 */
const therapistsPage = page(['meta', 'listing'], () =>
  import('./routes/therapists').then((m) => ({ Component: m.TherapistsRoute })),
);

const adminPage = page(['admin', 'secondFactor'], () =>
  import('./routes/admin').then((m) => ({ Component: m.AdminRoute })),
);

const pages: RouteObject[] = [
  {
    index: true,
    Component: page(['meta', 'home', 'listing'], () =>
      import('./routes/home').then((m) => ({ Component: m.HomeRoute })),
    ),
  },
  { path: routePatterns.therapists, Component: therapistsPage },
  { path: routePatterns.therapistsTitled, Component: therapistsPage },
  { path: routePatterns.doctors, Component: therapistsPage },
  { path: routePatterns.doctorsTitled, Component: therapistsPage },
  {
    path: routePatterns.therapist,
    Component: page(['meta', 'listing', 'therapist'], () =>
      import('./routes/therapist-profile').then((m) => ({ Component: m.TherapistProfileRoute })),
    ),
  },

  // ── add the remaining spec §2 routes here ──
  // Booking, the older review page and the payment return.
  {
    path: routePatterns.booking,
    Component: page(['meta', 'booking', 'waitlist'], () =>
      import('./routes/booking').then((m) => ({ Component: m.BookingRoute })),
    ),
  },
  {
    path: routePatterns.appointmentReview,
    Component: page(['meta', 'booking'], () =>
      import('./routes/appointment-review').then((m) => ({ Component: m.AppointmentReviewRoute })),
    ),
  },
  {
    path: routePatterns.appointment,
    Component: page(['meta', 'booking'], () =>
      import('./routes/appointment').then((m) => ({ Component: m.AppointmentRoute })),
    ),
  },
  {
    path: routePatterns.verify,
    Component: page(['booking'], () =>
      import('./routes/verify').then((m) => ({ Component: m.VerifyRoute })),
    ),
  },
  // Accounts and information pages.
  {
    path: routePatterns.login,
    Component: page(['secondFactor', 'auth', 'form'], () =>
      import('./routes/login').then((m) => ({ Component: m.LoginRoute })),
    ),
  },
  {
    path: routePatterns.forgotPassword,
    Component: page(['auth', 'form'], () =>
      import('./routes/forgot-password').then((m) => ({ Component: m.ForgotPasswordRoute })),
    ),
  },
  {
    path: routePatterns.resetPassword,
    Component: page(['auth', 'form'], () =>
      import('./routes/reset-password').then((m) => ({ Component: m.ResetPasswordRoute })),
    ),
  },
  {
    path: routePatterns.myProfile,
    Component: page(['profile', 'form', 'phoneNotices', 'calendarFeed'], () =>
      import('./routes/my-profile').then((m) => ({ Component: m.MyProfileRoute })),
    ),
  },
  {
    path: routePatterns.myAppointments,
    Component: page(['waitlist', 'bookAgain', 'appointments', 'form', 'phoneNotices'], () =>
      import('./routes/my-appointments').then((m) => ({ Component: m.MyAppointmentsRoute })),
    ),
  },
  {
    path: routePatterns.contact,
    Component: page(['meta', 'contact', 'form'], () =>
      import('./routes/contact').then((m) => ({ Component: m.ContactRoute })),
    ),
  },
  {
    path: routePatterns.about,
    Component: page(['meta', 'about'], () =>
      import('./routes/about').then((m) => ({ Component: m.AboutRoute })),
    ),
  },
  {
    path: routePatterns.privacyPolicy,
    Component: policyPage('privacy', () =>
      import('./routes/privacy-policy').then((m) => ({ Component: m.PrivacyPolicyRoute })),
    ),
  },
  {
    path: routePatterns.terms,
    Component: policyPage('terms', () =>
      import('./routes/terms-and-conditions').then((m) => ({ Component: m.TermsRoute })),
    ),
  },
  {
    path: routePatterns.refunds,
    Component: policyPage('refunds', () =>
      import('./routes/cancellation-refunds-policy').then((m) => ({ Component: m.RefundsRoute })),
    ),
  },
  {
    path: routePatterns.joinTherapist,
    Component: page(['meta', 'join', 'practice', 'form'], () =>
      import('./routes/join-therapist').then((m) => ({ Component: m.JoinTherapistRoute })),
    ),
  },
  // The therapist dashboard (role therapist): one chunk per section.
  {
    path: routePatterns.dashboard,
    Component: page(['dashboard', 'practice', 'form'], () =>
      import('./routes/dashboard').then((m) => ({ Component: m.DashboardRoute })),
    ),
    children: [
      {
        index: true,
        Component: page([], () =>
          import('./routes/dashboard-appointments').then((m) => ({
            Component: m.DashboardAppointmentsRoute,
          })),
        ),
      },
      {
        path: dashboardSections.featured,
        Component: page([], () =>
          import('./routes/dashboard-featured').then((m) => ({
            Component: m.DashboardFeaturedRoute,
          })),
        ),
      },
      {
        path: dashboardSections.calendar,
        Component: page(['calendarFeed'], () =>
          import('./routes/dashboard-calendar').then((m) => ({
            Component: m.DashboardCalendarRoute,
          })),
        ),
      },
      {
        path: dashboardSections.timeOff,
        Component: page([], () =>
          import('./routes/dashboard-time-off').then((m) => ({
            Component: m.DashboardTimeOffRoute,
          })),
        ),
      },
      {
        path: dashboardSections.hours,
        Component: page([], () =>
          import('./routes/dashboard-hours').then((m) => ({ Component: m.DashboardHoursRoute })),
        ),
      },
      {
        path: dashboardSections.profile,
        Component: page(['form', 'phoneNotices'], () =>
          import('./routes/dashboard-profile').then((m) => ({
            Component: m.DashboardProfileRoute,
          })),
        ),
      },
      {
        path: dashboardSections.income,
        Component: page([], () =>
          import('./routes/dashboard-income').then((m) => ({ Component: m.DashboardIncomeRoute })),
        ),
      },
    ],
  },
  {
    path: routePatterns.specialties,
    Component: page(['meta', 'specialties'], () =>
      import('./routes/specialties').then((m) => ({ Component: m.SpecialtiesRoute })),
    ),
  },

  // The admin console (role admin, checked by the server): its own lazy chunk.
  { path: routePatterns.admin, Component: adminPage },
  { path: routePatterns.adminSection, Component: adminPage },

  {
    path: routePatterns.notFound,
    Component: page([], () =>
      import('./routes/not-found').then((m) => ({ Component: m.NotFoundRoute })),
    ),
  },
];

export const routes: RouteObject[] = [
  { path: routePatterns.root, Component: RootLayout, children: pages },
];

/** The page the address shows, drawn inside the shell (src/app/layout/root-layout.tsx). */
export function AppRoutes() {
  const location = useLocation();
  const element = useRoutes(routes);
  // A shell that failed to draw shows the error alone.
  return <PageErrorBoundary resetKey={location.key}>{element}</PageErrorBoundary>;
}

/**
 * Loads the modules of the pages an address shows, so they draw without waiting: before the
 * browser adopts a page the server drew (until then it would draw nothing and undo the server's
 * page), and before the server's own drawing.
 */
export function preloadRoute(pathname: string, language: Language): Promise<unknown> {
  const matches = matchRoutes(routes, pathname, basenameOf(language)) ?? [];
  return preloadPages(matches.map(({ route }) => route.Component));
}

export function AppRouter({ language }: { language: Language }) {
  return (
    <BrowserRouter basename={basenameOf(language)}>
      <AppRoutes />
    </BrowserRouter>
  );
}
