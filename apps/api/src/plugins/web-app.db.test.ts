import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/harness';
import { insertTherapist } from '../test/factories';

const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'web-'));
const dist = path.join(webDir, 'dist');
fs.mkdirSync(dist);
const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <script type="module" crossorigin src="/assets/index.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/vendor.js">
  </head>
  <body><div id="root"></div><noscript>Manas Care needs JavaScript to show therapists and book sessions.</noscript></body>
</html>
`;
const SCRIPT = 'console.log("app");'.repeat(50);
fs.writeFileSync(path.join(dist, 'index.html'), INDEX);
fs.mkdirSync(path.join(dist, 'assets'));
fs.writeFileSync(path.join(dist, 'assets', 'app.js'), SCRIPT);
fs.writeFileSync(path.join(dist, 'assets', 'app.js.br'), zlib.brotliCompressSync(SCRIPT));
fs.writeFileSync(path.join(dist, 'assets', 'app.js.gz'), zlib.gzipSync(SCRIPT));
fs.mkdirSync(path.join(dist, '.vite'));
fs.writeFileSync(
  path.join(dist, '.vite', 'manifest.json'),
  JSON.stringify({
    'index.html': { file: 'assets/app.js', isEntry: true, imports: ['_vendor.js'] },
    '_vendor.js': { file: 'assets/vendor.js' },
    '_cards.js': { file: 'assets/cards.js', imports: ['_vendor.js'] },
    'src/app/routes/home.tsx': { file: 'assets/home.js', imports: ['_vendor.js', '_cards.js'] },
    'src/app/routes/therapist-profile.tsx': { file: 'assets/profile.js', imports: ['_cards.js'] },
    'src/app/routes/login.tsx': { file: 'assets/login.js', imports: ['_vendor.js', '_cards.js'] },
    'src/lib/i18n/devanagari-font.css': { file: 'assets/devanagari-font.css' },
    '../../node_modules/@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2':
      { file: 'assets/noto-400.woff2' },
    '../../node_modules/@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-600-normal.woff2':
      { file: 'assets/noto-600.woff2' },
    '../../node_modules/@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-600-normal.woff':
      { file: 'assets/noto-600.woff' },
  }),
);

// The page drawer the web app builds beside dist (src/entry-server.tsx): this one draws the names
// of the listed therapists, read through the API as a visitor's browser would.
fs.mkdirSync(path.join(webDir, 'dist-ssr'));
fs.writeFileSync(
  path.join(webDir, 'dist-ssr', 'entry-server.js'),
  `export function createPageRenderer({ origin, fetchApi }) {
    return async (url) => {
      globalThis.pagesDrawn = (globalThis.pagesDrawn ?? 0) + 1;
      if (url.includes('fail')) return null;
      if (url.includes('throw')) throw new Error('drawing failed');
      const answer = await fetchApi('/api/therapist/search?page=1&pageSize=12', { headers: {} });
      const { doctors } = await answer.json();
      const names = doctors.map((t) => t.name.replace(/</g, '&lt;')).join(', ');
      return {
        html: '<p>Drawn for ' + origin + url + ': ' + names + '</p>',
        stateScript: '<script type="application/json" id="drawn-page-state">{}</script>',
      };
    };
  }`,
);
const pagesDrawn = () => (globalThis as { pagesDrawn?: number }).pagesDrawn ?? 0;

const ctx = useTestApp({ webDistDir: dist, env: { PUBLIC_URL: 'https://care.example' } });

const page = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers });

describe('the web app', () => {
  it('answers every page path with the HTML, whatever the Accept header', async () => {
    for (const accept of ['*/*', 'text/html', 'application/json']) {
      const res = await page('/', { accept });
      expect(res.statusCode, accept).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
    }
    const api = await page('/api/nothing-here', { accept: 'text/html' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ success: false });
    expect((await page('/missing.png')).statusCode).toBe(404);
  });

  it('writes the page’s title, description, canonical and Open Graph tags into the head', async () => {
    const res = await page('/about');
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    expect(head).toContain('<title data-ssr>About Us | Manas Care</title>');
    expect(head).toContain('<meta data-ssr name="description" content="Manas Care connects');
    expect(head).toContain('<link data-ssr rel="canonical" href="https://care.example/about" />');
    expect(head).toContain('<meta data-ssr property="og:title" content="About Us | Manas Care" />');
  });

  it('serves each public page’s Hindi twin under /hi, in Hindi, naming both twins', async () => {
    const res = await page('/hi/about');
    expect(res.statusCode).toBe(200);
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    expect(res.body).toContain('<html lang="hi">');
    expect(head).toContain('<title data-ssr>हमारे बारे में | Manas Care</title>');
    expect(head).toMatch(/<meta data-ssr name="description" content="Manas Care पूरे भारत/);
    expect(head).toContain(
      '<link data-ssr rel="canonical" href="https://care.example/hi/about" />',
    );
    expect(head).toContain(
      '<meta data-ssr property="og:url" content="https://care.example/hi/about" />',
    );
    expect(head).toContain('<meta data-ssr property="og:locale" content="hi_IN" />');
    expect(res.body).toContain(
      '<noscript>थेरेपिस्ट देखने और सेशन बुक करने के लिए Manas Care को JavaScript चाहिए।</noscript>',
    );
    for (const english of [res, await page('/about')]) {
      expect(english.body).toContain(
        '<link data-ssr rel="alternate" hreflang="en" href="https://care.example/about" />',
      );
      expect(english.body).toContain(
        '<link data-ssr rel="alternate" hreflang="hi" href="https://care.example/hi/about" />',
      );
      expect(english.body).toContain(
        '<link data-ssr rel="alternate" hreflang="x-default" href="https://care.example/about" />',
      );
    }
    expect((await page('/about')).body).toContain('<html lang="en">');

    const listing = await page('/hi/therapists/clinical-psychologist?language=hindi');
    expect(listing.statusCode).toBe(200);
    expect(listing.body).toContain(
      '<title data-ssr>भारत में क्लिनिकल साइकोलॉजिस्ट: अपना थेरेपिस्ट खोजें | Manas Care</title>',
    );
    expect(listing.body).toContain(
      'rel="canonical" href="https://care.example/hi/therapists/clinical-psychologist"',
    );
    expect((await page('/hi')).body).toContain('rel="canonical" href="https://care.example/hi"');
    expect((await page('/hi/nothing-here')).statusCode).toBe(404);
    // Account pages have a Hindi head too, but stay out of search engines and name no twins.
    const login = await page('/hi/login');
    expect(login.body).toContain('<meta data-ssr name="robots" content="noindex" />');
    expect(login.body).not.toContain('hreflang');
  });

  it('asks for the Devanagari face in a Hindi page’s head, and never on an English page', async () => {
    const fontTags = (body: string) =>
      body
        .slice(0, body.indexOf('</head>'))
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => /noto|devanagari/.test(line));
    for (const url of ['/hi', '/hi/about', '/hi/login']) {
      expect(fontTags((await page(url)).body), url).toEqual([
        '<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/noto-400.woff2" />',
        '<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/noto-600.woff2" />',
        '<link rel="stylesheet" href="/assets/devanagari-font.css" />',
      ]);
    }
    for (const url of ['/', '/about', '/login'])
      expect(fontTags((await page(url)).body)).toEqual([]);
  });

  it('never redirects on the language a visitor asks for or chose before', async () => {
    const asked = await page('/about', { 'accept-language': 'hi-IN,hi;q=0.9', cookie: 'lang=hi' });
    expect(asked.statusCode).toBe(200);
    expect(asked.body).toContain('<html lang="en">');
    const chosen = await page('/hi/about', { cookie: 'lang=en' });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.body).toContain('<html lang="hi">');
  });

  it('writes keywords for home and the listings, the title listing in the app’s words', async () => {
    const home = await page('/');
    expect(home.body).toMatch(/<meta data-ssr name="keywords" content="therapist in India, [^"]+"/);
    const listing = await page('/doctors/clinical-psychologist');
    expect(listing.statusCode).toBe(200);
    expect(listing.body).toContain(
      '<title data-ssr>Clinical Psychologist in India: Find Your Therapist | Manas Care</title>',
    );
    expect(listing.body).toMatch(
      /<meta data-ssr name="keywords" content="[^"]*Clinical Psychologist"/,
    );
  });

  it('preloads the chunks of the page’s route that the entry does not already load', async () => {
    const preloads = (body: string) =>
      [...body.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)" \/>/g)].map(
        (m) => m[1],
      );
    // Pages the browser draws: the route's chunks, and the entry's own preloads.
    const login = (await page('/login')).body;
    expect(preloads(login)).toEqual(['/assets/login.js', '/assets/cards.js']);
    expect(login).toContain('<link rel="modulepreload" crossorigin href="/assets/vendor.js">');
    await insertTherapist(ctx.db, { slug: 'dr-fail-to-draw' });
    expect(preloads((await page('/therapist/dr-fail-to-draw')).body)).toEqual([
      '/assets/profile.js',
      '/assets/cards.js',
    ]);
    // A drawn page shows without its scripts: nothing is preloaded ahead of what it shows.
    await insertTherapist(ctx.db, { slug: 'dr-preload' });
    for (const url of ['/', '/therapist/dr-preload']) {
      const body = (await page(url)).body;
      expect(body, url).toContain('drawn-page-state');
      expect(body, url).not.toContain('modulepreload');
      // …and asks for the app only once it has been shown.
      expect(body, url).toContain('<script defer src="/boot.js" data-entry="/assets/index.js">');
      expect(body, url).not.toContain('type="module"');
    }
    // A page left to the browser loads the app at once.
    expect(login).toContain('<script type="module" crossorigin src="/assets/index.js"></script>');
    expect(login).not.toContain('boot.js');
    // A route the manifest does not know, and a page that is not found, preload nothing.
    expect(preloads((await page('/about')).body)).toEqual([]);
    expect(preloads((await page('/no-such-page')).body)).toEqual([]);
  });

  it('previews a therapist link with the name, title and photo, escaped', async () => {
    await insertTherapist(ctx.db, {
      slug: 'dr-asha',
      name: 'Dr. Asha "Rao" <b>',
      professionalTitle: 'Clinical Psychologist',
      imageUrl: '/api/media/avatars/asha.svg',
    });
    const res = await page('/therapist/dr-asha');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(
      '<title data-ssr>Dr. Asha &quot;Rao&quot; &lt;b&gt;, Clinical Psychologist | Manas Care</title>',
    );
    expect(res.body).toContain(
      '<meta data-ssr property="og:image" content="https://care.example/api/media/avatars/asha.svg" />',
    );
    expect(res.body).not.toContain('<b>');
    // The portrait is the profile's largest element: the browser fetches it with the page.
    expect(res.body).toContain(
      '<link rel="preload" as="image" href="/api/media/avatars/asha.svg" fetchpriority="high" />',
    );
    const hindi = await page('/hi/therapist/dr-asha');
    expect(hindi.body).toContain(
      '<title data-ssr>Dr. Asha &quot;Rao&quot; &lt;b&gt;, क्लिनिकल साइकोलॉजिस्ट | Manas Care</title>',
    );
    expect((await page('/hi/booking/dr-asha')).body).toContain(
      'rel="canonical" href="https://care.example/hi/therapist/dr-asha"',
    );
    const booking = await page('/booking/dr-asha');
    expect(booking.statusCode).toBe(200);
    expect(booking.body).not.toContain('rel="preload" as="image"');
  });

  it('answers 404 for unknown paths and unknown therapists, with the app to show it', async () => {
    await insertTherapist(ctx.db, { slug: 'pending-one', status: 'pending' });
    for (const url of [
      '/no-such-page',
      '/therapist/nobody',
      '/booking/pending-one',
      '/therapist/Bad_Slug',
      '/therapists/nonexistent-title',
      '/therapists/Clinical_Psychologist',
      '/doctors/%3Cscript%3Ealert(1)%3C%2Fscript%3E',
    ]) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body).toContain('<meta data-ssr name="robots" content="noindex" />');
    }
  });

  it('sends brotli or gzip to clients that accept them, precompressed files included, with an asset’s headers only', async () => {
    const br = await page('/assets/app.js', { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);
    const gz = await page('/assets/app.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);
    const plain = await page('/assets/app.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);

    const html = await page('/', { 'accept-encoding': 'br' });
    expect(html.headers['content-encoding']).toBe('br');
    // A page carries the document policies; a built script only what a script needs.
    expect(html.headers['content-security-policy']).toContain("script-src 'self'");
    expect(plain.headers['x-content-type-options']).toBe('nosniff');
    expect(plain.headers['content-security-policy']).toBeUndefined();
    expect(zlib.brotliDecompressSync(html.rawPayload).toString()).toContain('<title data-ssr>');
  });

  it('never sends a page in an encoding the client refused with q=0', async () => {
    const gz = await page('/', { 'accept-encoding': 'br;q=0, gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toContain('<title data-ssr>');
    const plain = await page('/', { 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('<title data-ssr>');
  });

  it('draws public pages on the server, with the data they were drawn from', async () => {
    await insertTherapist(ctx.db, { slug: 'dr-drawn', name: 'Dr. Drawn Once' });
    const res = await page('/therapists?language=Hindi');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(
      '<div id="root"><p>Drawn for https://care.example/therapists?language=Hindi: Dr. Drawn Once</p></div>',
    );
    expect(res.body).toMatch(
      /<script type="application\/json" id="drawn-page-state">\{\}<\/script>\s*<\/body>/,
    );
  });

  it('keeps a drawn page while its data is unchanged and draws it again when it changes', async () => {
    await insertTherapist(ctx.db, { slug: 'dr-first', name: 'Dr. First' });
    expect((await page('/about')).body).toContain(': Dr. First</p>');
    const drawn = pagesDrawn();
    expect((await page('/about')).body).toContain(': Dr. First</p>');
    expect(pagesDrawn()).toBe(drawn);

    await insertTherapist(ctx.db, { slug: 'dr-second', name: 'Dr. Second' });
    const after = (await page('/about')).body;
    expect(after).toMatch(/: (Dr\. First, Dr\. Second|Dr\. Second, Dr\. First)<\/p>/);
    expect(pagesDrawn()).toBe(drawn + 1);
  });

  it('leaves account pages, unknown pages, HEAD requests and failed drawings to the browser', async () => {
    const drawn = pagesDrawn();
    for (const url of ['/login', '/my-appointments', '/dashboard', '/no-such-page']) {
      expect((await page(url)).body, url).toContain('<div id="root"></div>');
    }
    const head = await ctx.app.inject({ method: 'HEAD', url: '/therapists' });
    expect(head.statusCode).toBe(200);
    expect(pagesDrawn()).toBe(drawn);

    for (const url of ['/therapists?fail', '/therapists?throw']) {
      const failed = await page(url);
      expect(failed.statusCode, url).toBe(200);
      expect(failed.body, url).toContain('<div id="root"></div>');
      expect(failed.body, url).not.toContain('drawn-page-state');
    }
  });
});
