import { createBrowserRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { RootLayout } from './layout/root-layout';
import { RouteError } from './routes/route-error';

/**
 * Routes of spec public-and-account.md §2. Each page is its own chunk (lazy).
 * Built so far: /, /therapists(/:title), /doctors(/:title) and the not-found page.
 * To add a page: create src/app/routes/<name>.tsx exporting a component and add an entry below,
 * e.g. { path: 'about', lazy: () => import('./routes/about').then((m) => ({ Component: m.AboutRoute })) }.
 * Still to add: /login, /forgot-password, /reset-password, /about, /contact, /join-therapist,
 * /therapist/:slug, /booking/:slug, /appointment-review, /appointment/:docId, /my-appointments,
 * /my-profile, /privacy-policy, /terms-and-conditions, /cancellation-refunds-policy, /verify,
 * /specialties.
 */
const therapistsPage = () =>
  import('./routes/therapists').then((m) => ({ Component: m.TherapistsRoute }));

const pages: RouteObject[] = [
  { index: true, lazy: () => import('./routes/home').then((m) => ({ Component: m.HomeRoute })) },
  { path: 'therapists', lazy: therapistsPage },
  { path: 'therapists/:title', lazy: therapistsPage },
  { path: 'doctors', lazy: therapistsPage },
  { path: 'doctors/:title', lazy: therapistsPage },

  // ── add the remaining spec §2 routes here ──

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

export const router = createBrowserRouter(routes);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
