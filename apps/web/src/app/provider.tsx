import { lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { TOAST_AUTO_CLOSE_MS } from '@app/domain/constants';
import { CheckoutProvider } from '../components/checkout';
import { queryClient as browserQueryClient } from '../lib/query-client';
import { loadToastLibrary, onToastsWanted, toastsWanted } from '../lib/toast';
import type { Translator } from '@app/domain/i18n/translator';
import { I18nProvider } from '../lib/i18n/i18n-context';
import { pageT } from '../lib/i18n/messages';

// Loads with the first toast (react-toastify queues a toast shown before its container mounts).
const ToastContainer = lazy(() => loadToastLibrary().then((m) => ({ default: m.ToastContainer })));

/** App-wide providers: server-state cache, the payment checkout and toasts (top-right, spec §9). */
export function AppProvider({
  children,
  queryClient = browserQueryClient,
  t = pageT(),
}: {
  children: ReactNode;
  /** The server draws each page with its own client. */
  queryClient?: QueryClient;
  /** The page's words; the server draws pages in either language side by side. */
  t?: Translator;
}) {
  const showToasts = useSyncExternalStore(onToastsWanted, toastsWanted, () => false);
  return (
    <I18nProvider t={t}>
      <QueryClientProvider client={queryClient}>
        <CheckoutProvider>{children}</CheckoutProvider>
        <Suspense fallback={null}>
          {showToasts && (
            <ToastContainer
              position="top-right"
              autoClose={TOAST_AUTO_CLOSE_MS}
              pauseOnHover
              pauseOnFocusLoss
              draggable
              draggablePercent={80}
              closeOnClick={false}
              newestOnTop
              theme="light"
              limit={4}
            />
          )}
        </Suspense>
      </QueryClientProvider>
    </I18nProvider>
  );
}
