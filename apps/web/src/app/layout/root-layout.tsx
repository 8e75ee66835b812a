import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { AdoptLater } from '#components/adopt-later';
import { cn } from '#lib/cn';
import { Footer } from './footer';
import { Header } from './header';
import { isChromeless } from './nav-links';
import { useT } from '#lib/i18n/i18n-context';
import { NAV } from './layout-messages';
import { LanguageOffer } from '#components/language-switch/language-offer';
import { useNavigationPending } from '../routing/browser-router';
import { PageErrorBoundary } from '../routing/page-error-boundary';

/** Thin top bar while a lazy page (or its data) loads. */
function NavigationProgress() {
  const busy = useNavigationPending();
  return (
    <div
      aria-hidden="true"
      className={cn(
        'pointer-events-none fixed inset-x-0 top-0 z-[60] h-0.5 origin-left bg-accent-600 transition-[transform,opacity] duration-500',
        busy ? 'scale-x-75 opacity-100' : 'scale-x-0 opacity-0',
      )}
    />
  );
}

/** App shell: skip link, header, main, footer (header/footer hidden on focused flows). */
export function RootLayout() {
  const { pathname, key } = useLocation();
  const chrome = !isChromeless(pathname);
  const t = useT();
  // The page responds from here on (a page the server drew is now the app's): monitors and
  // tests wait for this mark before acting.
  useEffect(() => document.documentElement.setAttribute('data-hydrated', ''), []);

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-[70] rounded-control bg-white px-4 py-3 font-semibold text-primary-800 shadow-raised-hover focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t(NAV.skipToContent)}
      </a>
      <NavigationProgress />
      {chrome ? <Header /> : null}
      <main id="main" tabIndex={-1} className="flex flex-1 flex-col">
        {/* A failing page shows RouteError inside the header and footer. */}
        <PageErrorBoundary resetKey={key}>
          {/* Only a page drawn by the browser alone waits here: navigations keep the last page. */}
          <Suspense fallback={null}>
            <Outlet />
          </Suspense>
        </PageErrorBoundary>
      </main>
      {chrome ? (
        <AdoptLater className="mt-auto">
          <Footer />
        </AdoptLater>
      ) : null}
      {chrome ? <LanguageOffer /> : null}
    </div>
  );
}
