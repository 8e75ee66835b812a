import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';

/** The inside of #root as the server drew it, and the data block the browser adopts it with. */
export type DrawnPage = { html: string; stateScript: string };
export type DrawPage = (url: string) => Promise<DrawnPage | null>;
/** A GET of the API answered in this process. */
export type FetchApi = (url: string, init: RequestInit) => Promise<Response>;

/** What apps/web/src/entry-server.tsx exports. */
type PageDrawerModule = {
  createPageRenderer(options: { origin: string; fetchApi: FetchApi }): DrawPage;
};

type Drawing = { calls: string[]; answers: string[] };

type CachedPage = { minute: number; calls: string[]; answersHash: string; page: DrawnPage };

export type PageDrawerOptions = {
  /** Pages kept drawn (least recently used go first). */
  maxCachedPages?: number;
  /** Drawings at once; a page asked for beyond that is sent for the browser to draw. */
  maxConcurrentDrawings?: number;
  now?: () => number;
  /** A drawing that threw: the page goes out undrawn. */
  onError?: (error: unknown, url: string) => void;
};

const hashOf = (answers: string[]) =>
  createHash('sha256').update(answers.join('\0')).digest('base64url');

/**
 * Draws pages with `createRenderer`, keeping each drawn page while every API answer it was drawn
 * from is unchanged: a visit re-asks those calls (each answered from the API's own caches) and
 * sends the kept page when the answers are the same. A page is also drawn afresh each minute,
 * since what it shows can depend on the time (which slots are still open). Drawing costs CPU, so
 * at most `maxConcurrentDrawings` run at once; beyond that the page goes out undrawn (the browser
 * draws it, as it did before the server drew pages).
 */
export function cachingPageDrawer(
  createRenderer: (fetchApi: FetchApi) => DrawPage,
  fetchApi: FetchApi,
  {
    maxCachedPages = 100,
    maxConcurrentDrawings = 4,
    now = Date.now,
    onError = () => {},
  }: PageDrawerOptions = {},
): DrawPage {
  const drawing = new AsyncLocalStorage<Drawing>();
  const cache = new Map<string, CachedPage>();
  let drawingsInFlight = 0;

  const draw = createRenderer(async (url, init) => {
    const response = await fetchApi(url, init);
    const body = await response.text();
    const record = drawing.getStore();
    record?.calls.push(url);
    record?.answers.push(`${response.status} ${body}`);
    return new Response(body, { status: response.status, headers: response.headers });
  });

  async function answersNow(calls: string[]): Promise<string[]> {
    return Promise.all(
      calls.map(async (url) => {
        const response = await fetchApi(url, { headers: { accept: 'application/json' } });
        return `${response.status} ${await response.text()}`;
      }),
    );
  }

  return async function drawPage(url) {
    const minute = Math.floor(now() / 60_000);
    const cached = cache.get(url);
    if (cached && cached.minute === minute) {
      if (hashOf(await answersNow(cached.calls)) === cached.answersHash) {
        cache.delete(url);
        cache.set(url, cached);
        return cached.page;
      }
    }
    if (drawingsInFlight >= maxConcurrentDrawings) return null;
    drawingsInFlight++;
    try {
      const record: Drawing = { calls: [], answers: [] };
      const page = await drawing.run(record, () => draw(url));
      cache.delete(url);
      if (page) {
        cache.set(url, { minute, calls: record.calls, answersHash: hashOf(record.answers), page });
        if (cache.size > maxCachedPages) cache.delete(cache.keys().next().value as string);
      }
      return page;
    } catch (error) {
      onError(error, url);
      return null;
    } finally {
      drawingsInFlight--;
    }
  };
}

/**
 * The web app's page drawer (apps/web/src/entry-server.tsx, built into dist-ssr beside dist),
 * answering the API's GET calls in this process as a signed-out visitor. Null when it was not
 * built: the browser then draws every page itself.
 */
export async function loadPageDrawer(
  app: FastifyInstance,
  distDir: string,
  origin: string,
): Promise<DrawPage | null> {
  const entry = path.join(distDir, '..', 'dist-ssr', 'entry-server.js');
  if (!fs.existsSync(entry)) return null;
  let drawer: PageDrawerModule;
  try {
    drawer = (await import(pathToFileURL(entry).href)) as PageDrawerModule;
  } catch (err) {
    app.log.error({ err, entry }, 'the page drawer did not load; pages go out undrawn');
    return null;
  }
  const fetchApi: FetchApi = async (url, init) => {
    const answer = await app.inject({
      method: 'GET',
      url,
      headers: { ...(init.headers as Record<string, string>), accept: 'application/json' },
    });
    return new Response(answer.body, {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
    });
  };
  return cachingPageDrawer(
    (recordingFetch) => drawer.createPageRenderer({ origin, fetchApi: recordingFetch }),
    fetchApi,
    { onError: (err, url) => app.log.error({ err, url }, 'drawing a page failed; sent undrawn') },
  );
}
