import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { RootLayout } from './layout/root-layout';
import { RouteError } from './routes/route-error';
import type { Language } from '@app/domain/i18n/languages';
import { dashboardSections, routePatterns } from '../config/paths';
import { basenameOf } from '../lib/i18n/language';
import { currentPageLanguage, loadMessages } from '../lib/i18n/messages';
import type { Policy } from '../features/static-pages/policy-text';

type PageModule = Pick<RouteObject, 'Component'>;

/**
 * A page's lazy route: its module and the message namespaces its components use (in the page's
 * language; `common` always), loaded side by side.
 */
const page =
  (namespaces: readonly string[], load: () => Promise<PageModule>) =>
  async (): Promise<PageModule> => {
    const [module] = await Promise.all([load(), loadMessages(currentPageLanguage(), namespaces)]);
    return module;
  };

/** A policy page: its module, its words and its text in the page's language, side by side. */
const policyPage = (policy: Policy, load: () => Promise<PageModule>) =>
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
    lazy: page(['meta', 'home', 'listing'], () =>
      import('./routes/home').then((m) => ({ Component: m.HomeRoute })),
    ),
  },
  { path: routePatterns.therapists, lazy: therapistsPage },
  { path: routePatterns.therapistsTitled, lazy: therapistsPage },
  { path: routePatterns.doctors, lazy: therapistsPage },
  { path: routePatterns.doctorsTitled, lazy: therapistsPage },
  {
    path: routePatterns.therapist,
    lazy: page(['meta', 'listing', 'therapist'], () =>
      import('./routes/therapist-profile').then((m) => ({ Component: m.TherapistProfileRoute })),
    ),
  },

  // ── add the remaining spec §2 routes here ──
  // Booking, the older review page and the payment return.
  {
    path: routePatterns.booking,
    lazy: page(['meta', 'booking', 'waitlist'], () =>
      import('./routes/booking').then((m) => ({ Component: m.BookingRoute })),
    ),
  },
  {
    path: routePatterns.appointmentReview,
    lazy: page(['meta', 'booking'], () =>
      import('./routes/appointment-review').then((m) => ({ Component: m.AppointmentReviewRoute })),
    ),
  },
  {
    path: routePatterns.appointment,
    lazy: page(['meta', 'booking'], () =>
      import('./routes/appointment').then((m) => ({ Component: m.AppointmentRoute })),
    ),
  },
  {
    path: routePatterns.verify,
    lazy: page(['booking'], () =>
      import('./routes/verify').then((m) => ({ Component: m.VerifyRoute })),
    ),
  },
  // Accounts and information pages.
  {
    path: routePatterns.login,
    lazy: page(['secondFactor', 'auth', 'form'], () =>
      import('./routes/login').then((m) => ({ Component: m.LoginRoute })),
    ),
  },
  {
    path: routePatterns.forgotPassword,
    lazy: page(['auth', 'form'], () =>
      import('./routes/forgot-password').then((m) => ({ Component: m.ForgotPasswordRoute })),
    ),
  },
  {
    path: routePatterns.resetPassword,
    lazy: page(['auth', 'form'], () =>
      import('./routes/reset-password').then((m) => ({ Component: m.ResetPasswordRoute })),
    ),
  },
  {
    path: routePatterns.myProfile,
    lazy: page(['profile', 'form', 'phoneNotices', 'calendarFeed'], () =>
      import('./routes/my-profile').then((m) => ({ Component: m.MyProfileRoute })),
    ),
  },
  {
    path: routePatterns.myAppointments,
    lazy: page(['waitlist', 'bookAgain', 'appointments', 'form', 'phoneNotices'], () =>
      import('./routes/my-appointments').then((m) => ({ Component: m.MyAppointmentsRoute })),
    ),
  },
  {
    path: routePatterns.contact,
    lazy: page(['meta', 'contact'], () =>
      import('./routes/contact').then((m) => ({ Component: m.ContactRoute })),
    ),
  },
  {
    path: routePatterns.about,
    lazy: page(['meta', 'about'], () =>
      import('./routes/about').then((m) => ({ Component: m.AboutRoute })),
    ),
  },
  {
    path: routePatterns.privacyPolicy,
    lazy: policyPage('privacy', () =>
      import('./routes/privacy-policy').then((m) => ({ Component: m.PrivacyPolicyRoute })),
    ),
  },
  {
    path: routePatterns.terms,
    lazy: policyPage('terms', () =>
      import('./routes/terms-and-conditions').then((m) => ({ Component: m.TermsRoute })),
    ),
  },
  {
    path: routePatterns.refunds,
    lazy: policyPage('refunds', () =>
      import('./routes/cancellation-refunds-policy').then((m) => ({ Component: m.RefundsRoute })),
    ),
  },
  {
    path: routePatterns.joinTherapist,
    lazy: page(['meta', 'join', 'practice', 'form'], () =>
      import('./routes/join-therapist').then((m) => ({ Component: m.JoinTherapistRoute })),
    ),
  },
  // The therapist dashboard (role therapist): one chunk per section.
  {
    path: routePatterns.dashboard,
    lazy: page(['dashboard', 'practice', 'form'], () =>
      import('./routes/dashboard').then((m) => ({ Component: m.DashboardRoute })),
    ),
    children: [
      {
        index: true,
        lazy: page([], () =>
          import('./routes/dashboard-appointments').then((m) => ({
            Component: m.DashboardAppointmentsRoute,
          })),
        ),
      },
      {
        path: dashboardSections.featured,
        lazy: page([], () =>
          import('./routes/dashboard-featured').then((m) => ({
            Component: m.DashboardFeaturedRoute,
          })),
        ),
      },
      {
        path: dashboardSections.calendar,
        lazy: page(['calendarFeed'], () =>
          import('./routes/dashboard-calendar').then((m) => ({
            Component: m.DashboardCalendarRoute,
          })),
        ),
      },
      {
        path: dashboardSections.timeOff,
        lazy: page([], () =>
          import('./routes/dashboard-time-off').then((m) => ({
            Component: m.DashboardTimeOffRoute,
          })),
        ),
      },
      {
        path: dashboardSections.hours,
        lazy: page([], () =>
          import('./routes/dashboard-hours').then((m) => ({ Component: m.DashboardHoursRoute })),
        ),
      },
      {
        path: dashboardSections.profile,
        lazy: page(['form', 'phoneNotices'], () =>
          import('./routes/dashboard-profile').then((m) => ({
            Component: m.DashboardProfileRoute,
          })),
        ),
      },
      {
        path: dashboardSections.income,
        lazy: page([], () =>
          import('./routes/dashboard-income').then((m) => ({ Component: m.DashboardIncomeRoute })),
        ),
      },
    ],
  },
  {
    path: routePatterns.specialties,
    lazy: page(['meta', 'specialties'], () =>
      import('./routes/specialties').then((m) => ({ Component: m.SpecialtiesRoute })),
    ),
  },

  // The admin console (role admin, checked by the server): its own lazy chunk.
  { path: routePatterns.admin, lazy: adminPage },
  { path: routePatterns.adminSection, lazy: adminPage },

  {
    path: routePatterns.notFound,
    lazy: page([], () =>
      import('./routes/not-found').then((m) => ({ Component: m.NotFoundRoute })),
    ),
  },
];

export const routes: RouteObject[] = [
  {
    path: routePatterns.root,
    Component: RootLayout,
    HydrateFallback: () => null,
    ErrorBoundary: RouteError,
    children: [
      // Pathless route: a failing page shows RouteError inside the header/footer shell.
      { ErrorBoundary: RouteError, children: pages },
    ],
  },
];

type BrowserRouter = ReturnType<typeof createBrowserRouter>;

/**
 * The browser's router. When the server drew this page, the lazy route modules it matched are
 * loaded first: until they are, the router would draw nothing and undo the server's page.
 */
export async function createAppRouter(
  serverDrawn: boolean,
  language: Language,
): Promise<BrowserRouter> {
  const basename = basenameOf(language);
  if (serverDrawn) {
    const matches = matchRoutes(routes, window.location, basename) ?? [];
    await Promise.all(
      matches.map(async ({ route }) => {
        if (typeof route.lazy !== 'function') return;
        const loaded = await route.lazy();
        Object.assign(route, loaded, { lazy: undefined });
      }),
    );
  }
  return createBrowserRouter(routes, { basename });
}

export function AppRouter({ router }: { router: BrowserRouter }) {
  return <RouterProvider router={router} />;
}
