import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate } from '@tanstack/react-query';
import '@fontsource-variable/inter';
import 'react-toastify/ReactToastify.css';
import './styles.css';
import { AppProvider } from './app/provider';
import { AppRouter, preloadRoute } from './app/router';
import { datedAt, readDrawnPageState } from './lib/drawn-page';
import { queryClient } from './lib/query-client';
import { setSiteOrigin } from './lib/site-origin';
import { languageOfPath } from './lib/i18n/language';
import { loadMessages, setPageLanguage } from './lib/i18n/messages';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');

// Public pages arrive drawn by the server (src/entry-server.tsx) with the data they were drawn
// from: the app adopts that drawing instead of drawing the page again.
const drawn = readDrawnPageState();
if (drawn) {
  setSiteOrigin(drawn.origin);
  hydrate(queryClient, datedAt(drawn.queries, Date.now()));
}
const language = languageOfPath(window.location.pathname);
setPageLanguage(language);
document.documentElement.lang = language;
// Hindi pages read Devanagari in their own face; English pages never download it.
if (language === 'hi') void import('./lib/i18n/devanagari-font.css');
// The words the server drew the page with and the page's own module, before the page is adopted
// (or drawn): a page that had to wait for them would draw nothing and undo the server's page.
await Promise.all([
  preloadRoute(window.location.pathname, language),
  loadMessages(language, drawn?.namespaces),
]);
const app = (
  <StrictMode>
    <AppProvider>
      <AppRouter language={language} />
    </AppProvider>
  </StrictMode>
);
if (drawn) {
  // Show the server's drawing first, then adopt it in slices that leave the page responsive:
  // adopting a long page in one task would hold both the first paint and the first tap.
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  startTransition(() => {
    hydrateRoot(container, app);
  });
} else {
  createRoot(container).render(app);
}
