import fs from 'node:fs';
import { expect, type Locator, type Page } from './fixtures';

/** Full-page screenshots of the page at 1280 and 375 px into `dir` (name-1280.png, name-375.png). */
export async function screenshotsAt(page: Page, dir: string, name: string) {
  fs.mkdirSync(dir, { recursive: true });
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
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
