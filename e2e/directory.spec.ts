import { expect, test } from './fixtures';
import { expectNoSeriousA11yIssues } from './a11y';

type SearchBody = {
  total: number;
  totalPages: number;
  doctors: { slug: string; professionalTitle: string }[];
};

test('the therapist listing renders therapists from the API', async ({ page }) => {
  await page.goto('/therapists');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const cards = page.getByTestId('therapist-card');
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBe(12);
  await expect(
    page.getByRole('status').filter({ hasText: /Showing 1–12 of \d+ therapists/ }),
  ).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'What Your First Session Looks Like' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Join as a Therapist' })).toHaveAttribute(
    'href',
    '/join-therapist',
  );
  await expectNoSeriousA11yIssues(page);
});

test('home search → filtered listing in the URL → page 2 → profile', async ({ page, request }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/Find Trusted Therapists in India/);
  const language = page.getByRole('combobox', { name: 'Language' });
  await language.click();
  await language.fill('hin');
  await expect(page.getByRole('option', { name: 'Hindi' })).toBeVisible();
  await language.press('Enter');
  await expect(language).toHaveValue('Hindi');

  const concern = page.getByRole('combobox', { name: 'I want help with...' });
  // Words that match no choice are offered as a search of their own, not refused.
  await concern.fill('zzzz');
  await expect(page.getByRole('option', { name: 'Search for “zzzz”' })).toBeVisible();
  await concern.fill('');
  await concern.press('Escape');

  await page.getByRole('button', { name: 'Find Therapists' }).click();
  await expect(page).toHaveURL(/\/therapists\?language=Hindi$/);

  const api = (await (
    await request.get('/api/therapist/search?language=Hindi&page=2&pageSize=12')
  ).json()) as SearchBody;
  expect(api.totalPages).toBeGreaterThan(1);
  await expect(page.getByText(new RegExp(`Showing 1–12 of ${api.total} therapists`))).toBeVisible();
  await expect(page.getByRole('button', { name: /Language/ })).toContainText('1');

  await page.getByRole('button', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/language=Hindi&page=2/);
  await expect(
    page.getByText(new RegExp(`Showing 13–\\d+ of ${api.total} therapists`)),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  // Back returns to page 1 of the same filter.
  await page.goBack();
  await expect(page).toHaveURL(/\/therapists\?language=Hindi$/);
  await page.goForward();

  const first = api.doctors[0];
  if (!first) throw new Error('page 2 is empty');
  await page.getByTestId('therapist-card').first().getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`/therapist/${first.slug}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('desktop filters: one dropdown at a time, counts, reset, URL presets resolved', async ({
  page,
}) => {
  await page.goto('/therapists?language=tamil');
  await expect(page).toHaveURL(/language=Tamil$/);
  await page.getByRole('button', { name: /^Language/ }).click();
  const languageMenu = page.getByRole('dialog', { name: 'Language filter' });
  await expect(languageMenu.getByRole('checkbox', { name: /Tamil/ })).toBeChecked();
  await page.getByRole('button', { name: /^Session mode/ }).click();
  await expect(languageMenu).toBeHidden();
  await page
    .getByRole('dialog', { name: 'Session mode filter' })
    .getByRole('checkbox', { name: /^Online\s*,/ })
    .click();
  await expect(page).toHaveURL(/language=Tamil&mode=Online$/);
  await page.mouse.click(5, 400);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('button', { name: 'Reset', exact: true }).click();
  await expect(page).toHaveURL(/\/therapists$/);
});

test('no match shows the empty state with a reset', async ({ page }) => {
  await page.goto('/therapists?location=Nowhere%20Town');
  await expect(page.getByText('No therapists found matching your criteria')).toBeVisible();
  await page.getByRole('button', { name: 'Reset filters' }).click();
  await expect(page.getByTestId('therapist-card').first()).toBeVisible();
});

test('the title route restricts the list to that professional title', async ({ page, request }) => {
  const api = (await (
    await request.get('/api/therapist/search?routeTitle=clinical-psychologist&pageSize=48')
  ).json()) as SearchBody;
  expect(api.total).toBeGreaterThan(0);
  await page.goto('/therapists/clinical-psychologist');
  await expect(page).toHaveTitle(/Clinical Psychologist/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    /\/therapists\/clinical-psychologist$/,
  );
  await expect(page.getByTestId('therapist-card')).toHaveCount(Math.min(api.total, 12));
  for (const card of await page.getByTestId('therapist-card').all()) {
    await expect(card).toContainText('Clinical Psychologist');
  }
  await page.goto('/doctors/clinical-psychologist');
  await expect(page.getByText(new RegExp(`of ${api.total} therapist`))).toBeVisible();
});

test('mobile filter drawer at 375 px', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/therapists');
  await page.getByRole('button', { name: /^Filters/ }).click();
  const drawer = page.getByRole('dialog', { name: 'Filters' });
  await expect(drawer).toBeVisible();
  const box = await drawer.boundingBox();
  expect(box?.width ?? 0).toBeCloseTo(375 * 0.7, 0);
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
  await drawer.getByRole('checkbox', { name: /^Online\s*,/ }).check();
  await drawer.getByRole('button', { name: 'Clear All Filters' }).click();
  await expect(drawer.getByRole('checkbox', { name: /^Online\s*,/ })).not.toBeChecked();
  await drawer.getByRole('checkbox', { name: /^Online\s*,/ }).check();
  await drawer.getByRole('button', { name: 'Apply Filters' }).click();
  await expect(drawer).toBeHidden();
  await expect(page).toHaveURL(/\/therapists\?mode=Online$/);
  await expectNoSeriousA11yIssues(page);
});

test('liking while signed out goes to login with the encoded path', async ({ page }) => {
  await page.goto('/therapists?language=Hindi');
  await page
    .getByTestId('therapist-card')
    .first()
    .getByRole('button', { name: /^Like / })
    .click();
  await expect(page).toHaveURL(/\/login\?mode=login&redirect=%2Ftherapists%3Flanguage%3DHindi$/);
});

test('an unknown path shows the not-found page', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByText('Sorry, the page you are looking for does not exist.')).toBeVisible();
});

for (const width of [375, 1280]) {
  test(`home and listing have no serious axe violations at ${width}px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    await expect(page.getByTestId('therapist-card').first()).toBeVisible();
    await expectNoSeriousA11yIssues(page);
    await page.goto('/therapists?speciality=Depression');
    await expect(page.getByTestId('therapist-card').first()).toBeVisible();
    await expectNoSeriousA11yIssues(page);
  });
}
