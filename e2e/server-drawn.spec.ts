import { expect, test, type Page } from './fixtures';

const PUBLIC_PAGES = ['/', '/therapists', '/therapist/sravani-rao', '/booking/sravani-rao'];
const HINDI_PAGES = ['/hi', '/hi/therapists', '/hi/therapist/sravani-rao'];

function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the public pages arrive drawn, with their therapists', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('therapist-card').first()).toBeVisible();

    await page.goto('/therapists?language=Hindi');
    await expect(
      page.getByRole('heading', { name: 'Find Your Therapist', level: 1 }),
    ).toBeVisible();
    const cards = page.getByTestId('therapist-card');
    await expect(cards.first()).toBeVisible();
    expect(await cards.count()).toBeGreaterThan(1);

    await page.goto('/therapist/sravani-rao');
    await expect(page.getByRole('heading', { name: 'Sravani Rao', level: 1 })).toBeVisible();

    await page.goto('/booking/sravani-rao');
    await expect(
      page.getByRole('heading', { name: /Book a session with Sravani Rao/, level: 1 }),
    ).toBeVisible();
  });
});

test('the app adopts each drawn page without redrawing it or reporting an error', async ({
  page,
}) => {
  const errors = collectErrors(page);
  for (const path of PUBLIC_PAGES) {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  }
  expect(errors).toEqual([]);
});

for (const width of [375, 1280]) {
  test(`at ${width} px nothing on a drawn page moves while it is adopted or when its web font arrives`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 812 });
    await page.request.get('/');
    await page.addInitScript(() => {
      // The total, and what moved (for the failure message).
      const seen = { total: 0, moved: [] as string[] };
      Object.assign(window, { layoutShift: seen });
      type Shift = PerformanceEntry & {
        value: number;
        sources?: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      };
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Shift[]) {
          seen.total += entry.value;
          for (const { node, previousRect: a, currentRect: b } of entry.sources ?? [])
            seen.moved.push(
              `${entry.value.toFixed(4)} ${(node as Element | undefined)?.outerHTML?.slice(0, 120) ?? node?.textContent?.slice(0, 60)}: ` +
                `${a.x},${a.y} ${a.width}×${a.height} → ${b.x},${b.y} ${b.width}×${b.height}`,
            );
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    for (const path of [...PUBLIC_PAGES, ...HINDI_PAGES]) {
      // The fonts are held until the page is drawn and adopted: the swap comes last, as on a slow line.
      let releaseFonts = () => {};
      const fontsHeld = new Promise<void>((resolve) => (releaseFonts = resolve));
      await page.route('**/*.woff2', async (route) => {
        await fontsHeld;
        await route.continue();
      });
      // 'load' would wait for the held fonts; the page is adopted well before.
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      expect(await page.evaluate(() => document.fonts.check('16px "Inter Variable"'))).toBe(false);
      releaseFonts();
      await page.waitForFunction(() => document.fonts.check('16px "Inter Variable"'));
      await page.evaluate(() => document.fonts.ready);
      // Two frames: layout shifts are reported after the frame that moved something.
      await page.evaluate(
        () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
      );
      const shift = await page.evaluate(
        () =>
          (window as unknown as { layoutShift: { total: number; moved: string[] } }).layoutShift,
      );
      expect(shift.total, `${path}\n${shift.moved.join('\n')}`).toBeLessThan(0.005);
      await page.unrouteAll();
    }
  });
}

test('a drawn listing responds at once: a filter narrows the results', async ({ page }) => {
  await page.goto('/therapists');
  await page.getByRole('button', { name: /^Language/ }).click();
  await page
    .getByRole('dialog', { name: 'Language filter' })
    .getByRole('checkbox', { name: /^Tamil/ })
    .click();
  await expect(page).toHaveURL(/language=Tamil$/);
  const cards = page.getByTestId('therapist-card');
  await expect(cards.first()).toContainText('Tamil');
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('a part adopted after the rest of the page answers a press as soon as the page is up', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    // The server loads its page drawer with the first page asked for, which may go out undrawn.
    await page.request.get('/');
    await page.goto('/');
    await expect(page.locator('#drawn-page-state')).toHaveCount(1);
    const like = page
      .getByRole('region', { name: 'Featured therapists' })
      .getByRole('button', { name: /^Like / })
      .last();
    // A click straight away, without scrolling the button near the screen first.
    await like.dispatchEvent('click');
    await expect(page).toHaveURL(/\/login\?mode=login&redirect=%2F$/);
    expect(errors).toEqual([]);
  });
});
