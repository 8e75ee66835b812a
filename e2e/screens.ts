import fs from 'node:fs';
import path from 'node:path';
import { expect, type Locator, type Page } from './fixtures';

/**
 * Screenshots are for people to look at (no test compares them): taken only when
 * E2E_SCREENSHOTS_DIR names a folder, into it. Drawing and encoding them took a sixth of the
 * browser's work in the tests that take them.
 */
const SCREENSHOTS_DIR = process.env.E2E_SCREENSHOTS_DIR;
export const screenshotsWanted = SCREENSHOTS_DIR !== undefined;

/** `<E2E_SCREENSHOTS_DIR>/<name>.png` of the page (or of one part of it), when asked for. */
export async function keepScreenshot(
  target: Page | Locator,
  name: string,
  options: { fullPage?: boolean } = {},
) {
  if (!SCREENSHOTS_DIR) return;
  const file = path.join(SCREENSHOTS_DIR, `${name}.png`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  if ('goto' in target) await target.screenshot({ path: file, ...options });
  else await target.screenshot({ path: file });
}

/** Full-page screenshots at 1280 and 375 px as `<folder>/<name>-<width>.png`, when asked for. */
export async function screenshotsAt(page: Page, folder: string, name: string) {
  if (!SCREENSHOTS_DIR) return;
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await keepScreenshot(page, `${folder}/${name}-${width}`, { fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/**
 * The page does not scroll sideways, once it has settled: right after the window narrows, a part
 * that measures its own box (the income chart) is still as wide as before for a frame or more.
 */
export async function expectNoSideScroll(page: Page) {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), {
      message: 'px the page is wider than the window',
    })
    .toBeLessThanOrEqual(0);
}

/** Every button inside `scope` ends inside a 1280 px window. */
export async function expectButtonsInView(scope: Locator) {
  const buttons = scope.getByRole('button');
  await expect(buttons.first()).toBeVisible();
  const boxes = await buttons.evaluateAll((els) =>
    els.map((el) => ({ text: el.textContent ?? '', right: el.getBoundingClientRect().right })),
  );
  expect(boxes.length).toBeGreaterThan(0);
  expect(boxes.filter((b) => b.right > 1280)).toEqual([]);
}
