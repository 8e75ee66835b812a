import { expect as baseExpect, test, type Page } from './fixtures';

// First loads are slow on a busy machine: wait for what the page shows, not for a clock.
const expect = baseExpect.configure({ timeout: 30_000 });

/**
 * Every internal link on home, the listing, /specialties and in the header and footer opens a page
 * with content: a listing link shows at least one card, any other link a page that is not the
 * not-found page.
 */
async function internalLinks(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // Links drawn from loaded data (cards, languages, regions, specialties) appear once it loads.
  if (path.startsWith('/therapists'))
    await expect(page.getByTestId('therapist-card').first()).toBeVisible();
  if (path === '/specialties')
    await expect(page.getByRole('link', { name: 'Stress & Anxiety' })).toBeVisible();
  // The header's language and location links are drawn when its menu first opens.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: 'Therapists by language and location' })
    .click();
  await expect(page.locator('header a[href^="/therapists?language="]').first()).toBeAttached();
  // A link to the page's twin in another language (hreflang) loads a page of its own router:
  // hindi.spec.ts follows those.
  const hrefs = await page
    .locator('a[href^="/"]:not([hreflang])')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  return hrefs.filter((h) => !h.startsWith('//') && !h.startsWith('/api/'));
}

test('every internal link on home, listing, specialties, header and footer leads to content', async ({
  page,
}) => {
  test.setTimeout(600_000);
  const all = new Set<string>();
  for (const path of ['/', '/therapists', '/specialties']) {
    for (const href of await internalLinks(page, path)) all.add(href);
  }
  // The header's language menu and the specialties page link only to values someone lists.
  expect([...all].filter((h) => h.startsWith('/therapists?speciality=')).length).toBeGreaterThan(
    30,
  );

  // The app is loaded once; each link is then opened as the router opens it (a history entry and
  // a popstate, as Back and Forward do), so a hundred links take a minute or two, not a reload
  // each. In between, an unknown path shows the not-found page, so what is checked next is
  // certainly the new page and not what the previous link left on screen.
  const open = (to: string) =>
    page.evaluate((path) => {
      window.history.pushState(null, '', path);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, to);
  const notFound = page.getByRole('heading', { name: 'Page Not Found' });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  const failures: string[] = [];
  for (const href of [...all].sort()) {
    await open('/__between-links');
    await expect(notFound).toBeVisible();
    await open(href);
    const listing = /^\/(therapists|doctors)([/?]|$)/.test(href);
    try {
      if (listing) {
        await expect(page.getByTestId('therapist-card').first()).toBeVisible();
      } else {
        await expect(
          page.locator('main h1').filter({ hasNotText: 'Page Not Found' }).first(),
        ).toBeVisible();
        await expect(notFound).toHaveCount(0);
        await expect(
          page.getByRole('heading', { name: 'This page could not be shown' }),
        ).toHaveCount(0);
      }
    } catch {
      failures.push(href);
    }
  }
  expect(failures).toEqual([]);
});
