import { expect as baseExpect, test, type Page } from './fixtures';

// First loads are slow on a busy machine: wait for what the page shows, not for a clock.
const expect = baseExpect.configure({ timeout: 30_000 });

test('home search fields are as they were after Back from the results', async ({ page }) => {
  await page.goto('/');
  const language = page.getByRole('combobox', { name: 'Language' });
  await language.fill('hin');
  await page.getByRole('option', { name: 'Hindi' }).click();
  await expect(language).toHaveValue('Hindi');
  await page.getByRole('search').locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/therapists\?language=Hindi/);
  await expect(page.getByTestId('therapist-card').first()).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('combobox', { name: 'Language' })).toHaveValue('Hindi');
});

test('Back from a profile returns the listing to where it was', async ({ page }) => {
  await page.goto('/therapists');
  const card = page.getByTestId('therapist-card').nth(7);
  await card.scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 240);
  // The wheel scrolls smoothly: measure once the page has come to rest, not on the way.
  let lastY = -1;
  await expect
    .poll(async () => {
      const y = await page.evaluate(() => window.scrollY);
      const resting = y === lastY && y > 300;
      lastY = y;
      return resting;
    })
    .toBe(true);
  const before = (await card.boundingBox())?.y ?? 0;
  // Clicked where it is: an element under the sticky header would be scrolled into the clear first.
  await card
    .getByRole('heading')
    .first()
    .getByRole('link')
    .evaluate((link) => (link as HTMLElement).click());
  await expect(page).toHaveURL(/\/therapist\//);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goBack();
  await expect(card).toBeVisible();
  await expect
    .poll(async () => Math.round((await card.boundingBox())?.y ?? 0))
    .toBe(Math.round(before));
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('pagination keeps to one row', async ({ page }) => {
    await page.goto('/therapists?page=3');
    await expect(page.getByTestId('therapist-card').first()).toBeVisible();
    const pages = page.getByRole('navigation', { name: 'Pagination' });
    await expect(pages.getByRole('button', { name: 'Page 3' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const tops = await pages
      .getByRole('button')
      .evaluateAll((buttons) => buttons.map((b) => Math.round(b.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(1);
    const box = await pages.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(375);
  });

  test('the menu opens even when pressed before its panel has loaded', async ({ page }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/mobile-nav-sheet-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    release();
    const panel = page.getByRole('dialog', { name: 'Menu' });
    await expect(panel.getByRole('link', { name: 'Join as Therapist' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  });

  test('when the menu cannot be fetched, the menu button leads to the footer’s links', async ({
    page,
  }) => {
    await page.route(/\/assets\/mobile-nav-sheet-[^/]+\.js$/, (route) => route.abort());
    await page.goto('/contact');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('link', { name: 'Open menu' }).click();
    await expect(page).toHaveURL(/\/contact#site-footer$/);
    await expect(page.locator('footer').getByRole('link', { name: 'About' })).toBeInViewport();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('Share, Report and the like stay on one row on the profile', async ({ page }) => {
    await page.goto('/therapists');
    await page.getByTestId('therapist-card').first().getByRole('heading').first().click();
    const share = page.getByRole('button', { name: 'Share' });
    const report = page.getByRole('button', { name: 'Report' });
    await expect(report).toBeVisible();
    const [a, b] = [await share.boundingBox(), await report.boundingBox()];
    expect(Math.round(a?.y ?? -1)).toBe(Math.round(b?.y ?? -2));
  });
});

/** The carousel's first slide position; it moves when the carousel changes slide. */
const firstSlideX = (page: Page) =>
  page
    .getByRole('group', { name: '1 of 5' })
    .evaluate((el) => Math.round(el.getBoundingClientRect().left));

/** Drags the first slide left by dx px; `holdMs` keeps the pointer still before the release. */
async function drag(page: Page, dx: number, holdMs = 0) {
  const box = await page.getByRole('group', { name: '1 of 5' }).boundingBox();
  if (!box) throw new Error('no slide');
  const y = box.y + box.height / 2;
  const x = box.x + box.width / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x - dx, y, { steps: 3 });
  if (holdMs > 0) await page.waitForTimeout(holdMs);
  await page.mouse.up();
}

/** Opens the home page's stories, ready and hovered (it stands still); answers where slide 1 is. */
async function openStories(page: Page): Promise<number> {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  const stories = page.getByRole('region', { name: 'Client stories' });
  await stories.scrollIntoViewIfNeeded();
  // The carousel starts once it comes near the screen.
  await expect(stories).toHaveAttribute('data-state', 'ready');
  await stories.hover();
  return firstSlideX(page);
}

test('the testimonial carousel moves only on a drag of 100 px or more', async ({ page }) => {
  const start = await openStories(page);
  await drag(page, 70);
  await expect.poll(() => firstSlideX(page)).toBe(start);
  await drag(page, 160);
  await expect.poll(() => firstSlideX(page)).not.toBe(start);
});

test('a drag of 100 px or more moves the carousel even when held still before the release', async ({
  page,
}) => {
  // On a phone a slide is the screen's width: 160 px is less than half of it.
  await page.setViewportSize({ width: 375, height: 800 });
  const start = await openStories(page);
  // A pause longer than the carousel's flick window (170 ms): as a slow hand, or a busy phone.
  await drag(page, 70, 400);
  await expect.poll(() => firstSlideX(page)).toBe(start);
  await drag(page, 160, 400);
  await expect.poll(() => firstSlideX(page)).not.toBe(start);
});
