import { expect, test, type Page } from './fixtures';

/** Every link on the page that leaves the site, with how it opens and what it tells. */
async function externalLinks(page: Page) {
  return page.locator('a[href^="http"]').evaluateAll((links) =>
    links
      .map((a) => a as HTMLAnchorElement)
      .filter((a) => new URL(a.href).origin !== window.location.origin)
      .map((a) => ({
        href: a.href,
        target: a.target,
        rel: a.rel,
        told: `${a.getAttribute('aria-label') ?? ''} ${a.textContent ?? ''}`,
      })),
  );
}

test('every external link opens in a new tab, with noopener and a hint for screen readers', async ({
  page,
}) => {
  let seen = 0;
  for (const path of ['/', '/therapists', '/specialties', '/contact', '/about']) {
    await page.goto(path);
    if (path === '/') {
      await page.getByRole('button', { name: 'Resources' }).click();
      await expect(page.getByRole('menu')).toBeVisible();
    }
    for (const link of await externalLinks(page)) {
      seen += 1;
      expect.soft(link.target, `${path}: ${link.href}`).toBe('_blank');
      expect.soft(link.rel, `${path}: ${link.href}`).toContain('noopener');
      expect.soft(link.told, `${path}: ${link.href}`).toContain('opens in a new tab');
    }
    // Links inside the site open in place.
    const internalInNewTab = await page
      .locator('a[href^="/"][target="_blank"]')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(internalInNewTab, path).toEqual([]);
  }
  expect(seen).toBeGreaterThan(10);
});

test('one Specialties: the Resources menu, the footer and home lead to the same page', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Resources' }).click();
  await page.getByRole('menuitem', { name: /^Specialties/ }).click();
  await expect(page).toHaveURL(/\/specialties$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Specialties' })).toBeVisible();
  // The resources site's reading on concerns is one link away, in a new tab.
  const reading = page.getByRole('link', { name: /Read about these concerns/ });
  await expect(reading).toHaveAttribute('target', '_blank');

  await page.goto('/');
  await expect(
    page.getByRole('contentinfo').getByRole('link', { name: 'Specialties', exact: true }),
  ).toHaveAttribute('href', '/specialties');
  await expect(page.getByRole('link', { name: 'Explore Other Areas of Concern' })).toHaveAttribute(
    'href',
    '/specialties',
  );
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('pagination shows where pages are skipped, in one row', async ({ page }) => {
    await page.goto('/therapists');
    await expect(page.getByTestId('therapist-card').first()).toBeVisible();
    const pages = page.getByRole('navigation', { name: 'Pagination' });
    await expect(pages.getByRole('button', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(pages.getByText('…')).toHaveCount(1);
    await pages.getByRole('button', { name: 'Page 3' }).click();
    await expect(pages.getByText('…')).toHaveCount(2);
    const tops = await pages
      .getByRole('button')
      .evaluateAll((buttons) => buttons.map((b) => Math.round(b.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(1);
    const box = await pages.getByRole('list').boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(375 - 16);
  });
});
