/**
 * `npm run bench:web`: Lighthouse 12 (mobile, the default) in Debian's Chromium on the home,
 * listing, profile and booking pages of the built app, served by the real server on an embedded
 * database with the demo data. Prints the four category scores, LCP, CLS and each page's initial
 * JavaScript (gzip, from the build manifest: the entry and the page's chunk with everything they
 * import statically) next to what Lighthouse saw transferred, and the JavaScript a phone has loaded
 * once the page has settled (no request for three seconds, nothing touched), gzip. Results:
 * .bench/web-results.json. `--only=listing,home` measures those pages; `--runs=3` measures each
 * page that many times (a row per run: the score's spread on this machine); `--list-js` lists the
 * script files each page had loaded once settled. Each row also gives Lighthouse's index of the
 * machine's speed (its BenchmarkIndex): the performance score falls with it.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium as playwrightChromium } from '@playwright/test';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../../apps/api/src/app';
import { loadConfig } from '../../apps/api/src/config';
import { openPglite } from '../../apps/api/src/db/client';
import { seedDemo } from '../../apps/api/src/db/seed/seed';
import { buildWebApp, isBuildCurrent } from '../web-build-stamp.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const dist = path.join(root, 'apps/web/dist');
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
  '--disable-dev-shm-usage',
].join(' ');

const args = process.argv.slice(2);
const onlyPages = args
  .find((a) => a.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');
/** `--list-js`: also prints each page's settled script files with their gzip size. */
const listJs = args.includes('--list-js');
const runs = Number(args.find((a) => a.startsWith('--runs='))?.slice('--runs='.length) ?? 1);
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a positive integer');

/** One page's run takes well under a minute; past this it is stuck, not slow. */
const LIGHTHOUSE_TIMEOUT_MS = 180_000;

type Manifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean }>;

/** gzip bytes of the entry and `page`'s chunk with their static imports (what the page needs first). */
function initialJs(manifest: Manifest, page: string): number {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const dep of manifest[key]?.imports ?? []) visit(dep);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  visit(page);
  let bytes = 0;
  for (const key of seen) {
    const file = path.join(dist, manifest[key]!.file);
    if (!file.endsWith('.js')) continue;
    bytes += gzipBytes(file);
  }
  return bytes;
}

/** gzip bytes of one built file (its precompressed twin when the build wrote one). */
function gzipBytes(file: string): number {
  if (existsSync(`${file}.gz`)) return statSync(`${file}.gz`).size;
  return gzipSync(readFileSync(file), { level: 9 }).byteLength;
}

const QUIET_MS = 3_000;

/**
 * Opens the page on a phone-sized screen, waits until no request has started for three seconds
 * (nothing is touched or scrolled), and sums the gzip size of every script it loaded.
 */
async function settledJs(
  url: string,
): Promise<{ bytes: number; files: number; list: Array<{ file: string; bytes: number }> }> {
  const browser = await playwrightChromium.launch({
    executablePath: chromium,
    args: CHROME_FLAGS.split(' ').filter((f) => f !== '--headless=new'),
  });
  try {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 }, isMobile: true });
    const scripts = new Set<string>();
    let lastRequestAt = performance.now();
    page.on('request', (request) => {
      lastRequestAt = performance.now();
      if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname);
    });
    await page.goto(url, { waitUntil: 'load' });
    while (performance.now() - lastRequestAt < QUIET_MS) await page.waitForTimeout(250);
    const list = [...scripts].map((pathname) => {
      const file = path.join(dist, pathname);
      if (!existsSync(file)) throw new Error(`${pathname} is not a built file`);
      return { file: pathname, bytes: gzipBytes(file) };
    });
    const bytes = list.reduce((sum, f) => sum + f.bytes, 0);
    return { bytes, files: scripts.size, list: list.sort((a, b) => b.bytes - a.bytes) };
  } finally {
    await browser.close();
  }
}

interface LighthouseResult {
  categories: Record<string, { score: number | null }>;
  audits: Record<
    string,
    {
      numericValue?: number;
      details?: { items?: Array<{ resourceType?: string; transferSize?: number }> };
    }
  >;
  runtimeError?: { message: string };
  /** Lighthouse's measure of this machine's speed (about 1,000 and up on a fast desktop). */
  environment?: { benchmarkIndex?: number };
}

/**
 * Runs the Lighthouse CLI without blocking this process: the server under test answers from this
 * process's event loop, so a synchronous spawn would leave every request of the page unanswered.
 */
async function lighthouse(url: string, outFile: string): Promise<LighthouseResult> {
  const bin = path.join(root, 'node_modules/.bin/lighthouse');
  const child = spawn(
    bin,
    [
      url,
      `--chrome-path=${chromium}`,
      `--chrome-flags=${CHROME_FLAGS}`,
      '--only-categories=performance,accessibility,best-practices,seo',
      '--output=json',
      `--output-path=${outFile}`,
      '--quiet',
    ],
    { stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, CHROME_PATH: chromium } },
  );
  const timer = setTimeout(() => child.kill('SIGTERM'), LIGHTHOUSE_TIMEOUT_MS);
  const status = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => resolve(code));
  }).finally(() => clearTimeout(timer));
  if (status !== 0) throw new Error(`lighthouse exited with ${status} for ${url}`);
  return JSON.parse(await readFile(outFile, 'utf8')) as LighthouseResult;
}

/**
 * Lighthouse now and then fails to record the page load's trace (NO_NAVSTART, "please run
 * Lighthouse again"): such a run is tried once more, a second failure stops the bench.
 */
async function lighthouseWithRetry(url: string, outFile: string): Promise<LighthouseResult> {
  for (let attempt = 1; ; attempt++) {
    try {
      const result = await lighthouse(url, outFile);
      if (!result.runtimeError) return result;
      if (attempt > 1) throw new Error(result.runtimeError.message);
    } catch (err) {
      if (attempt > 1) throw err;
    }
    process.stdout.write('trying again… ');
  }
}

async function main() {
  if (!existsSync(chromium)) throw new Error(`No Chromium at ${chromium} (set CHROMIUM_PATH)`);
  if (!(await isBuildCurrent())) {
    console.log('Building the web app…');
    if (buildWebApp() !== 0) throw new Error('build failed');
  }
  const manifest = JSON.parse(
    await readFile(path.join(dist, '.vite/manifest.json'), 'utf8'),
  ) as Manifest;

  const database = await openPglite(null);
  await seedDemo(database.db);
  const config = loadConfig({
    NODE_ENV: 'development',
    RATE_LIMITS: 'off',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
  });
  const app = await buildApp({ config, database, logger: false });
  try {
    await app.listen({ host: '127.0.0.1', port: 0 });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const featured = (await (await fetch(`${base}/api/therapist/featured`)).json()) as {
      doctors: { slug: string }[];
    };
    const slug = featured.doctors[0]?.slug;
    if (!slug) throw new Error('no therapist to open');
    const pages = [
      { name: 'home', path: '/', chunk: 'src/app/routes/home.tsx' },
      { name: 'listing', path: '/therapists', chunk: 'src/app/routes/therapists.tsx' },
      {
        name: 'profile',
        path: `/therapist/${slug}`,
        chunk: 'src/app/routes/therapist-profile.tsx',
      },
      { name: 'booking', path: `/booking/${slug}`, chunk: 'src/app/routes/booking.tsx' },
      {
        name: 'join',
        path: '/join-therapist',
        chunk: 'src/app/routes/join-therapist.tsx',
      },
      // The Hindi twins: the same pages drawn in Hindi, in the same budgets.
      { name: 'home-hi', path: '/hi', chunk: 'src/app/routes/home.tsx' },
      { name: 'listing-hi', path: '/hi/therapists', chunk: 'src/app/routes/therapists.tsx' },
      {
        name: 'profile-hi',
        path: `/hi/therapist/${slug}`,
        chunk: 'src/app/routes/therapist-profile.tsx',
      },
      { name: 'booking-hi', path: `/hi/booking/${slug}`, chunk: 'src/app/routes/booking.tsx' },
      {
        name: 'join-hi',
        path: '/hi/join-therapist',
        chunk: 'src/app/routes/join-therapist.tsx',
      },
    ];
    const outDir = path.join(root, '.bench');
    await mkdir(outDir, { recursive: true });
    const work = mkdtempSync(path.join(os.tmpdir(), 'lighthouse-'));
    const rows = [];
    const measured = pages
      .filter((page) => !onlyPages || onlyPages.includes(page.name))
      .flatMap((page) => Array.from({ length: runs }, () => page));
    for (const page of measured) {
      process.stdout.write(`  ${page.name} (${page.path})… `);
      const result = await lighthouseWithRetry(
        `${base}${page.path}`,
        path.join(work, `${page.name}.json`),
      );
      const settled = await settledJs(`${base}${page.path}`);
      if (listJs)
        console.log(
          `  ${page.name}: ${settled.list.map((f) => `${f.file} ${(f.bytes / 1024).toFixed(1)}`).join(', ')}`,
        );
      const score = (id: string) => Math.round((result.categories[id]?.score ?? 0) * 100);
      const scripts = (result.audits['network-requests']?.details?.items ?? []).filter(
        (i) => i.resourceType === 'Script',
      );
      rows.push({
        page: page.name,
        performance: score('performance'),
        accessibility: score('accessibility'),
        'best practices': score('best-practices'),
        seo: score('seo'),
        'LCP ms': Math.round(result.audits['largest-contentful-paint']?.numericValue ?? 0),
        'TBT ms': Math.round(result.audits['total-blocking-time']?.numericValue ?? 0),
        CLS: Number((result.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
        'initial JS KB (gzip)': Number((initialJs(manifest, page.chunk) / 1024).toFixed(1)),
        'JS transferred KB': Number(
          (scripts.reduce((n, i) => n + (i.transferSize ?? 0), 0) / 1024).toFixed(1),
        ),
        'JS settled KB (gzip)': Number((settled.bytes / 1024).toFixed(1)),
        'JS settled files': settled.files,
        'machine index': Math.round(result.environment?.benchmarkIndex ?? 0),
      });
      console.log('done');
    }
    console.table(rows);
    await writeFile(
      path.join(outDir, 'web-results.json'),
      `${JSON.stringify({ at: new Date().toISOString(), pages: rows }, null, 2)}\n`,
    );
    console.log('Wrote .bench/web-results.json');
  } finally {
    await app.close();
    await database.close();
  }
}

await main();
