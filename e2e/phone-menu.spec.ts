import { expect, test, type Page } from './fixtures';

test.use({ viewport: { width: 375, height: 800 }, hasTouch: true, isMobile: true });

/** Taps the middle of an element, as a finger does (a locator click would scroll it first). */
async function tap(page: Page, name: string) {
  const button = page.getByRole('button', { name });
  // The header may draw the button again once the signed-in state is known: measure the one on screen.
  // The sheet slides in: tap only once the button has stopped moving (two equal measurements).
  let box: Awaited<ReturnType<typeof button.boundingBox>> = null;
  await expect
    .poll(async () => {
      const before = await button.boundingBox();
      await page.waitForTimeout(100);
      box = await button.boundingBox();
      return before !== null && JSON.stringify(before) === JSON.stringify(box);
    })
    .toBe(true);
  if (!box) throw new Error(`${name} is not on screen`);
  const { x, y, width, height } = box;
  await page.touchscreen.tap(x + width / 2, y + height / 2);
}

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

for (const path of ['/', '/privacy-policy']) {
  test(`the phone menu keeps the reader's place on ${path}`, async ({ page }) => {
    await page.goto(path);
    await page.evaluate(() => window.scrollTo(0, 1200));
    await expect.poll(() => scrollY(page)).toBe(1200);

    await tap(page, 'Open menu');
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    expect(await scrollY(page)).toBe(1200);

    await tap(page, 'Close menu');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
    expect(await scrollY(page)).toBe(1200);

    // From the keyboard: Enter opens, Escape closes, focus is back on the button, nothing moved.
    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
    expect(await scrollY(page)).toBe(1200);
  });
}
