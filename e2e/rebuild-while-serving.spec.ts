import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type Page } from './fixtures';

/**
 * A running server keeps the HTML of the build it started with; rebuilding apps/web/dist in place
 * (or a replica of a rolling deploy still on the previous build) must leave every script and
 * style that HTML asks for servable. The rebuild here changes a build-time setting, so the entry
 * and the chunks that include it get new hashes, as a release does.
 */
const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '..');
const indexFile = path.join(root, 'apps/web/dist/index.html');
/** What a build writes: the browser's files and the server's page-drawing bundle. */
const BUILT = ['apps/web/dist', 'apps/web/dist-ssr'].map((dir) => path.join(root, dir));
const PAGES = ['/', '/therapists', '/therapist/sravani-rao', '/booking/sravani-rao', '/login'];

const entryOnDisk = () =>
  /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"/.exec(
    fs.readFileSync(indexFile, 'utf8'),
  )?.[1];

async function build(env: Record<string, string> = {}) {
  await run('npm', ['run', 'build'], {
    cwd: root,
    env: { ...process.env, ...env },
    maxBuffer: 64 * 1024 * 1024,
  });
}

/** Every script and style the page asked for, with any that failed. */
function watchAssets(page: Page) {
  const loaded = new Set<string>();
  const failed: string[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (!url.pathname.startsWith('/assets/')) return;
    if (response.status() >= 400) failed.push(`${response.status()} ${url.pathname}`);
    else loaded.add(url.pathname);
  });
  page.on('requestfailed', (request) => {
    // Preloads the next navigation cancels are not failures of the build.
    const reason = request.failure()?.errorText ?? '';
    if (!reason.includes('ERR_ABORTED')) failed.push(`${reason} ${request.url()}`);
  });
  return { loaded, failed };
}

async function visitEveryPage(page: Page) {
  const assets = watchAssets(page);
  for (const url of PAGES) {
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  }
  // A lazy route reached inside the app, not by loading it.
  await page.goto('/');
  await page.getByRole('link', { name: 'Contact', exact: true }).first().click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  return assets;
}

test('pages keep loading their scripts after dist is rebuilt under the running server', async ({
  browser,
}) => {
  test.setTimeout(900_000);
  const entryBefore = entryOnDisk();
  const first = await browser.newPage();
  const before = await visitEveryPage(first);
  await first.close();
  expect(before.failed).toEqual([]);
  expect([...before.loaded].filter((p) => p.endsWith('.js')).length).toBeGreaterThan(5);

  // The build the other tests expect, put back afterwards as it was (building it again took as
  // long as the rebuild itself).
  const kept = fs.mkdtempSync(path.join(os.tmpdir(), 'marketplace-kept-build-'));
  for (const dir of BUILT) fs.cpSync(dir, path.join(kept, path.basename(dir)), { recursive: true });
  try {
    await build({ VITE_SUPPORT_PHONE: '+91 90000 54321' });
    expect(entryOnDisk()).not.toBe(entryBefore);

    const page = await browser.newPage();
    const after = await visitEveryPage(page);
    // Still the running server's build: its HTML and every asset it asks for.
    expect(await page.locator('script[data-entry]').getAttribute('data-entry')).toBe(entryBefore);
    expect(after.failed).toEqual([]);
    expect(after.loaded).toContain(entryBefore);
    expect([...after.loaded].filter((p) => p.endsWith('.js')).length).toBeGreaterThan(5);
    await page.close();
  } finally {
    for (const dir of BUILT) {
      fs.rmSync(dir, { recursive: true, force: true });
      fs.cpSync(path.join(kept, path.basename(dir)), dir, { recursive: true });
    }
    fs.rmSync(kept, { recursive: true, force: true });
  }
});
