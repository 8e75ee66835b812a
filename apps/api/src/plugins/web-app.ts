import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { translatorFor } from '@app/domain/i18n/catalogues';
import {
  barePath,
  LANGUAGES,
  languageOfPath,
  pathInLanguage,
  type Language,
} from '@app/domain/i18n/languages';
import {
  fullTitle,
  matchPage,
  noscriptText,
  notFoundMeta,
  therapistPageMeta,
  type PageMeta,
  type TherapistForMeta,
} from '@app/domain/page-meta';
import { loadPageDrawer } from './page-drawer';
import { compressed, preferredEncoding } from './json-encoding';

export interface WebPages {
  siteName: string;
  /** Absolute origin for canonical and Open Graph URLs. */
  publicUrl: string;
  /** The approved therapist with this slug, or null. */
  therapist(slug: string): Promise<TherapistForMeta | null>;
}

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

/** Open Graph's locale of each language. */
const OG_LOCALE: Record<Language, string> = { en: 'en_IN', hi: 'hi_IN' };

/**
 * The head tags of one page in its language; `data-ssr` lets the web app drop them once it renders
 * its own. An indexable page names its canonical twin in this language and, as alternates, its
 * twin in every language with English as the default.
 */
export function headTags(
  meta: PageMeta,
  site: Pick<WebPages, 'siteName' | 'publicUrl'>,
  language: Language = 'en',
): string {
  const title = escapeHtml(fullTitle(meta.title, site.siteName));
  const description = escapeHtml(meta.description);
  const absolute = (p: string) => escapeHtml(new URL(p, `${site.publicUrl}/`).href);
  const tags = [
    `<title data-ssr>${title}</title>`,
    `<meta data-ssr name="description" content="${description}" />`,
    ...(meta.keywords?.length
      ? [`<meta data-ssr name="keywords" content="${escapeHtml(meta.keywords.join(', '))}" />`]
      : []),
    `<meta data-ssr property="og:title" content="${title}" />`,
    `<meta data-ssr property="og:description" content="${description}" />`,
    `<meta data-ssr property="og:site_name" content="${escapeHtml(site.siteName)}" />`,
    `<meta data-ssr property="og:type" content="${meta.type ?? 'website'}" />`,
    `<meta data-ssr property="og:locale" content="${OG_LOCALE[language]}" />`,
  ];
  if (meta.canonicalPath !== undefined) {
    const canonical = absolute(pathInLanguage(meta.canonicalPath, language));
    tags.push(`<link data-ssr rel="canonical" href="${canonical}" />`);
    tags.push(`<meta data-ssr property="og:url" content="${canonical}" />`);
    if (!meta.noIndex) {
      for (const other of LANGUAGES) {
        const href = absolute(pathInLanguage(meta.canonicalPath, other));
        tags.push(`<link data-ssr rel="alternate" hreflang="${other}" href="${href}" />`);
      }
      const english = absolute(meta.canonicalPath);
      tags.push(`<link data-ssr rel="alternate" hreflang="x-default" href="${english}" />`);
    }
  }
  if (meta.image) {
    tags.push(`<meta data-ssr property="og:image" content="${absolute(meta.image)}" />`);
    tags.push(`<meta data-ssr name="twitter:card" content="summary" />`);
  }
  if (meta.noIndex) tags.push(`<meta data-ssr name="robots" content="noindex" />`);
  return tags.join('\n    ');
}

type Manifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean }>;

/** The web app's route module (a key of the build manifest) drawing `pathname`, as its router has it. */
export function routeModuleFor(pathname: string): string {
  const [, first = '', second] = pathname.replace(/\/+$/, '').split('/');
  if (first === '') return 'src/app/routes/home.tsx';
  if (first === 'doctors' || first === 'therapists') return 'src/app/routes/therapists.tsx';
  if (first === 'therapist' && second) return 'src/app/routes/therapist-profile.tsx';
  return `src/app/routes/${first}.tsx`;
}

/**
 * `<link rel="modulepreload">` tags for the chunks of `pathname`'s route that the entry does not
 * already preload: the router would only ask for them once the entry has run, one round trip
 * later. Empty when the route is not in the manifest.
 */
export function routePreloadTags(manifest: Manifest, pathname: string): string {
  const withImports = (key: string, into: Set<string>) => {
    if (into.has(key) || !manifest[key]) return;
    into.add(key);
    for (const dep of manifest[key].imports ?? []) withImports(dep, into);
  };
  const entry = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) withImports(key, entry);
  const route = new Set<string>();
  withImports(routeModuleFor(pathname), route);
  return [...route]
    .filter((key) => !entry.has(key))
    .map(
      (key) =>
        `<link rel="modulepreload" crossorigin href="/${escapeHtml(manifest[key]!.file)}" />`,
    )
    .join('\n    ');
}

/** The build's Devanagari face: its style sheet and the weights read first, by manifest key. */
const DEVANAGARI_STYLES = 'src/lib/i18n/devanagari-font.css';
const DEVANAGARI_FIRST_WEIGHTS = /noto-sans-devanagari-devanagari-(400|600)-normal\.woff2$/;

/**
 * A Hindi page's Devanagari face, asked for in its head: the style sheet and the regular and
 * semibold files the first screen reads. Left to the app's script, the face arrived after the page
 * was shown and every line of Hindi moved when it swapped in. English pages ask for none of it.
 */
export function devanagariFontTags(manifest: Manifest, language: Language): string {
  const styles = manifest[DEVANAGARI_STYLES];
  if (language !== 'hi' || !styles) return '';
  const fonts = Object.keys(manifest)
    .filter((key) => DEVANAGARI_FIRST_WEIGHTS.test(key))
    .map(
      (key) =>
        `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${escapeHtml(manifest[key]!.file)}" />`,
    );
  return [...fonts, `<link rel="stylesheet" href="/${escapeHtml(styles.file)}" />`].join('\n    ');
}

/**
 * A drawn page shows without its scripts, so it asks for them only once it has been shown
 * (public/boot.js imports the entry after the first contentful paint): until then its styles, fonts
 * and portrait have the connection to themselves. Nothing is preloaded ahead of them either.
 */
export function drawnPageTemplate(template: string): string {
  return template
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    .replace(
      /<script type="module" crossorigin src="([^"]+)"><\/script>/,
      (_, entry: string) =>
        `<script defer src="/boot.js" data-entry="${escapeHtml(entry)}"></script>`,
    );
}

/** A root-relative path (served here), not a URL of another site. */
function isSameOrigin(src: string | undefined): src is string {
  return src !== undefined && src.startsWith('/') && !src.startsWith('//');
}

/**
 * Brotli or gzip as the client accepts them, read as the API's answers read it (HTML is small:
 * compressing it costs little).
 */
async function sendCompressed(request: FastifyRequest, reply: FastifyReply, html: string) {
  reply.header('Vary', 'Accept-Encoding');
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  if (encoding === null) return reply.send(html);
  return reply.header('Content-Encoding', encoding).send(await compressed(encoding, html));
}

/**
 * Serves the built React app from the same process. Files come precompressed (brotli, gzip: see
 * scripts/precompress.mjs) when the client accepts them. Any other GET outside /api that is not a
 * file answers the app's HTML, whatever its Accept header, with that page's title, description,
 * canonical link and Open Graph tags already in the head, and status 404 for unknown paths and
 * unknown therapists.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string, pages: WebPages) {
  const indexFile = path.join(distDir, 'index.html');
  const template = fs.existsSync(indexFile) ? fs.readFileSync(indexFile, 'utf8') : null;
  const drawnTemplate = drawnPageTemplate(template ?? '');
  const manifestFile = path.join(distDir, '.vite', 'manifest.json');
  const manifest = fs.existsSync(manifestFile)
    ? (JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest)
    : {};
  // Loaded with the first page asked for, not before the server listens.
  let drawer: ReturnType<typeof loadPageDrawer> | undefined;
  const pageDrawer = () => (drawer ??= loadPageDrawer(app, distDir, pages.publicUrl));
  if (template !== null) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders(res, filePath) {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.header('Cache-Control', 'public, max-age=31536000, immutable');
        } else {
          res.header('Cache-Control', 'no-cache');
        }
      },
    });
  }

  async function pageFor(
    url: string,
    language: Language,
  ): Promise<{ status: number; meta: PageMeta; largestImage?: string }> {
    const t = translatorFor(language);
    const match = matchPage(barePath(url), pages.siteName, t);
    if (match.kind === 'page') return { status: 200, meta: match.meta };
    if (match.kind === 'therapist') {
      const therapist = await pages.therapist(match.slug);
      // The profile's portrait is its largest element: fetch it with the page, not after the app.
      const portrait = match.page === 'profile' && isSameOrigin(therapist?.image);
      if (therapist)
        return {
          status: 200,
          meta: therapistPageMeta(therapist, match.page, t),
          largestImage: portrait ? therapist.image : undefined,
        };
    }
    return { status: 404, meta: notFoundMeta(t) };
  }

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      url !== '/api' &&
      !url.startsWith('/api/') &&
      !path.extname(url);
    if (isPage && template !== null) {
      const language = languageOfPath(url);
      const { status, meta, largestImage } = await pageFor(url, language);
      // Pages for everyone (not account pages) are drawn here, as a signed-out visitor sees them.
      const shouldDraw = status === 200 && !meta.noIndex && request.method === 'GET';
      const drawn = shouldDraw ? await (await pageDrawer())?.(request.url) : null;
      const preloads = status === 200 && !drawn ? routePreloadTags(manifest, barePath(url)) : '';
      const imagePreload = largestImage
        ? `<link rel="preload" as="image" href="${escapeHtml(largestImage)}" fetchpriority="high" />`
        : '';
      const head = [
        headTags(meta, pages, language),
        devanagariFontTags(manifest, language),
        preloads,
        imagePreload,
      ]
        .filter(Boolean)
        .join('\n    ');
      let html = (drawn ? drawnTemplate : template)
        .replace('<html lang="en">', `<html lang="${language}">`)
        .replace(
          /<noscript>[^<]*<\/noscript>/,
          () =>
            `<noscript>${escapeHtml(noscriptText(pages.siteName, translatorFor(language)))}</noscript>`,
        )
        .replace('</head>', `  ${head}\n  </head>`);
      if (drawn) {
        html = html
          .replace('<div id="root"></div>', () => `<div id="root">${drawn.html}</div>`)
          .replace('</body>', () => `${drawn.stateScript}\n  </body>`);
      }
      reply.status(status).header('Cache-Control', 'no-cache').type('text/html; charset=utf-8');
      return sendCompressed(request, reply, html);
    }
    return reply
      .status(404)
      .send({ success: false, code: 'NOT_FOUND', message: `Not found: ${request.method} ${url}` });
  });
}
