import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { RootLayout } from './layout/root-layout';
import { RouteError } from './routes/route-error';

/**
 * Routes of spec public-and-account.md §2 and booking-and-payments.md §2. Each page is its own
 * chunk (lazy). The server draws the public pages itself (src/entry-server.tsx) from these routes.
 */
const therapistsPage = () =>
  import('./routes/therapists').then((m) => ({ Component: m.TherapistsRoute }));

const adminPage = () => import('./routes/admin').then((m) => ({ Component: m.AdminRoute }));

const pages: RouteObject[] = [
  { index: true, lazy: () => import('./routes/home').then((m) => ({ Component: m.HomeRoute })) },
  { path: 'therapists', lazy: therapistsPage },
  { path: 'therapists/:title', lazy: therapistsPage },
  { path: 'doctors', lazy: therapistsPage },
  { path: 'doctors/:title', lazy: therapistsPage },
  {
    path: 'therapist/:slug',
    lazy: () =>
      import('./routes/therapist-profile').then((m) => ({ Component: m.TherapistProfileRoute })),
  },

  // ── add the remaining spec §2 routes here ──
  // Booking, the older review page and the payment return.
  {
    path: 'booking/:slug',
    lazy: () => import('./routes/booking').then((m) => ({ Component: m.BookingRoute })),
  },
  {
    path: 'appointment-review',
    lazy: () =>
      import('./routes/appointment-review').then((m) => ({ Component: m.AppointmentReviewRoute })),
  },
  {
    path: 'appointment/:docId',
    lazy: () => import('./routes/appointment').then((m) => ({ Component: m.AppointmentRoute })),
  },
  {
    path: 'verify',
    lazy: () => import('./routes/verify').then((m) => ({ Component: m.VerifyRoute })),
  },
  // Accounts and information pages.
  {
    path: 'login',
    lazy: () => import('./routes/login').then((m) => ({ Component: m.LoginRoute })),
  },
  {
    path: 'forgot-password',
    lazy: () =>
      import('./routes/forgot-password').then((m) => ({ Component: m.ForgotPasswordRoute })),
  },
  {
    path: 'reset-password',
    lazy: () =>
      import('./routes/reset-password').then((m) => ({ Component: m.ResetPasswordRoute })),
  },
  {
    path: 'my-profile',
    lazy: () => import('./routes/my-profile').then((m) => ({ Component: m.MyProfileRoute })),
  },
  {
    path: 'my-appointments',
    lazy: () =>
      import('./routes/my-appointments').then((m) => ({ Component: m.MyAppointmentsRoute })),
  },
  {
    path: 'contact',
    lazy: () => import('./routes/contact').then((m) => ({ Component: m.ContactRoute })),
  },
  {
    path: 'about',
    lazy: () => import('./routes/about').then((m) => ({ Component: m.AboutRoute })),
  },
  {
    path: 'privacy-policy',
    lazy: () =>
      import('./routes/privacy-policy').then((m) => ({ Component: m.PrivacyPolicyRoute })),
  },
  {
    path: 'terms-and-conditions',
    lazy: () => import('./routes/terms-and-conditions').then((m) => ({ Component: m.TermsRoute })),
  },
  {
    path: 'cancellation-refunds-policy',
    lazy: () =>
      import('./routes/cancellation-refunds-policy').then((m) => ({ Component: m.RefundsRoute })),
  },
  {
    path: 'join-therapist',
    lazy: () =>
      import('./routes/join-therapist').then((m) => ({ Component: m.JoinTherapistRoute })),
  },
  // The therapist dashboard (role therapist): one chunk per section.
  {
    path: 'dashboard',
    lazy: () => import('./routes/dashboard').then((m) => ({ Component: m.DashboardRoute })),
    children: [
      {
        index: true,
        lazy: () =>
          import('./routes/dashboard-appointments').then((m) => ({
            Component: m.DashboardAppointmentsRoute,
          })),
      },
      {
        path: 'featured',
        lazy: () =>
          import('./routes/dashboard-featured').then((m) => ({
            Component: m.DashboardFeaturedRoute,
          })),
      },
      {
        path: 'hours',
        lazy: () =>
          import('./routes/dashboard-hours').then((m) => ({ Component: m.DashboardHoursRoute })),
      },
      {
        path: 'profile',
        lazy: () =>
          import('./routes/dashboard-profile').then((m) => ({
            Component: m.DashboardProfileRoute,
          })),
      },
      {
        path: 'income',
        lazy: () =>
          import('./routes/dashboard-income').then((m) => ({ Component: m.DashboardIncomeRoute })),
      },
    ],
  },
  {
    path: 'specialties',
    lazy: () => import('./routes/specialties').then((m) => ({ Component: m.SpecialtiesRoute })),
  },

  // The admin console (role admin, checked by the server): its own lazy chunk.
  { path: 'admin', lazy: adminPage },
  { path: 'admin/:section', lazy: adminPage },

  {
    path: '*',
    lazy: () => import('./routes/not-found').then((m) => ({ Component: m.NotFoundRoute })),
  },
];

export const routes: RouteObject[] = [
  {
    path: '/',
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
export async function createAppRouter(serverDrawn: boolean): Promise<BrowserRouter> {
  if (serverDrawn) {
    const matches = matchRoutes(routes, window.location) ?? [];
    await Promise.all(
      matches.map(async ({ route }) => {
        if (typeof route.lazy !== 'function') return;
        const loaded = await route.lazy();
        Object.assign(route, loaded, { lazy: undefined });
      }),
    );
  }
  return createBrowserRouter(routes);
}

export function AppRouter({ router }: { router: BrowserRouter }) {
  return <RouterProvider router={router} />;
}
