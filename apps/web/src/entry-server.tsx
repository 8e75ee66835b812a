import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { dehydrate, type Query } from '@tanstack/react-query';
import { AppProvider } from './app/provider';
import { AppRoutes, preloadRoute } from './app/router';
import { sendApiCallsThrough } from './lib/api-client';
import { drawnPageStateScript } from './lib/drawn-page';
import { createQueryClient } from './lib/query-client';
import { setSiteOrigin } from './lib/site-origin';
import { CATALOGUES } from '@app/domain/i18n/catalogues';
import { namespaceOf } from '@app/domain/i18n/define';
import { ALWAYS_LOADED_NAMESPACES } from '@app/domain/i18n/namespaces';
import { createTranslator } from '@app/domain/i18n/translator';
import { basenameOf, languageOfPath } from './lib/i18n/language';

/** The drawn app (the inside of #root) and the data block the browser adopts it with. */
export type DrawnPage = { html: string; stateScript: string };

export type PageRendererOptions = {
  /** The site's public origin (canonical and JSON-LD links). */
  origin: string;
  /** Answers a GET of the API in this process, as `fetch` would. */
  fetchApi: (path: string, init: RequestInit) => Promise<Response>;
};

// A page's data can depend on data (the listing reads the facet options first): a few rounds of
// drawing and fetching what the drawing asked for.
const MAX_DATA_ROUNDS = 3;

function isWanted(query: Query): boolean {
  const { enabled } = query.options as { enabled?: boolean | ((q: Query) => boolean) };
  const on = typeof enabled === 'function' ? enabled(query) : enabled;
  return on !== false && query.state.status === 'pending' && query.state.fetchStatus === 'idle';
}

/**
 * Draws once, waiting for whatever suspends (lazy modules): its output holds the data the
 * drawing asked for, and leaves every lazy module it met loaded for the next drawing.
 */
async function drawAndWait(node: React.ReactNode): Promise<void> {
  const { prelude } = await prerenderToNodeStream(node);
  for await (const chunk of prelude) void chunk;
}

// A boundary that suspended in renderToString: the browser would redraw it and report an error.
const SUSPENDED_BOUNDARY = '<!--$!-->';

/**
 * Draws the web app's pages on the server, as a signed-out visitor first sees them, so the page
 * shows before its JavaScript has run; main.tsx then adopts the drawing (hydration). Answers null
 * when the page should be drawn by the browser alone: a call that failed, or a part still waiting.
 */
export function createPageRenderer({ origin, fetchApi }: PageRendererOptions) {
  sendApiCallsThrough(fetchApi);
  setSiteOrigin(origin);
  return async function drawPage(url: string): Promise<DrawnPage | null> {
    const address = new URL(url, origin);
    const language = languageOfPath(address.pathname);
    await preloadRoute(address.pathname, language);
    const queryClient = createQueryClient();
    // The namespaces the page's words came from: the browser loads them before adopting it.
    const namespaces = new Set<string>(ALWAYS_LOADED_NAMESPACES);
    const catalogue = CATALOGUES[language];
    const t = createTranslator(language, (id) => {
      namespaces.add(namespaceOf(id));
      return catalogue[id];
    });
    const app = (
      <StrictMode>
        <AppProvider queryClient={queryClient} t={t}>
          <StaticRouter
            location={address.pathname + address.search}
            basename={basenameOf(language)}
          >
            <AppRoutes />
          </StaticRouter>
        </AppProvider>
      </StrictMode>
    );
    try {
      await drawAndWait(app);
      for (let round = 0; round < MAX_DATA_ROUNDS; round++) {
        const wanted = queryClient.getQueryCache().getAll().filter(isWanted);
        if (wanted.length === 0) break;
        await Promise.all(wanted.map((query) => query.fetch().catch(() => undefined)));
        await drawAndWait(app);
      }
      // The page itself comes from one synchronous drawing: no streaming scripts (which the CSP
      // would block), every lazy module already loaded by the drawings above.
      const html = renderToString(app);
      if (html.includes(SUSPENDED_BOUNDARY)) return null;
      const failed = queryClient
        .getQueryCache()
        .getAll()
        .some((query) => query.state.status === 'error');
      if (failed) return null;
      return {
        html,
        stateScript: drawnPageStateScript({
          origin,
          queries: dehydrate(queryClient),
          namespaces: [...namespaces].sort(),
        }),
      };
    } finally {
      queryClient.clear();
    }
  };
}
