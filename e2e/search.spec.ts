import { expect, test } from './fixtures';
import { keepScreenshot } from './screens';
import { expectNoSeriousA11yIssues } from './a11y';

type SearchBody = {
  total: number;
  doctors: { slug: string; name: string; fees: number | null }[];
};

const SHOTS = 'search';

test('a misspelt name finds the therapist, best match first', async ({ page, request }) => {
  const listed = (await (
    await request.get('/api/therapist/search?pageSize=1&page=7')
  ).json()) as SearchBody;
  const wanted = listed.doctors[0];
  if (!wanted) throw new Error('no therapist listed');
  // One letter doubled at the end: "Priya Sharma" → "Priya Sharmaa".
  const misspelt = `${wanted.name}${wanted.name.slice(-1)}`;

  await page.goto('/therapists');
  const box = page.getByRole('searchbox', { name: 'Search by name, concern, language or city' });
  await box.fill(misspelt);
  await box.press('Enter');
  await expect(page).toHaveURL(
    new RegExp(`\\?q=${encodeURIComponent(misspelt).replace(/%20/g, '\\+')}`),
  );
  const first = page.getByTestId('therapist-card').first();
  await expect(first.getByRole('heading', { name: wanted.name })).toBeVisible();
  await expectNoSeriousA11yIssues(page);
});

test("a concern typed on the home page in words of one's own becomes the listing's search", async ({
  page,
}) => {
  await page.goto('/');
  const concern = page.getByRole('combobox', { name: 'I want help with...' });
  await concern.fill('panic attacks');
  await expect(page.getByRole('option', { name: 'Search for “panic attacks”' })).toBeVisible();
  await concern.press('Enter');
  await expect(page).toHaveURL(/\/therapists\?q=panic\+attacks$/);
  await expect(
    page.getByRole('searchbox', { name: 'Search by name, concern, language or city' }),
  ).toHaveValue('panic attacks');
  // What the words mean is found: therapists for anxiety, though no profile says "panic attacks".
  await expect(page.getByTestId('therapist-card').first()).toBeVisible();
  await keepScreenshot(page, `${SHOTS}/panic-attacks`);

  // A concern picked from the list stays the spec's speciality filter.
  await page.goto('/');
  await concern.fill('Depress');
  await concern.press('Enter');
  await page.getByRole('button', { name: 'Find Therapists' }).click();
  await expect(page).toHaveURL(/\/therapists\?speciality=Depression$/);
});

test('"this week, evening" and a fee up to ₹1,500 show only matching cards; Back restores it all', async ({
  page,
  request,
}) => {
  await page.goto('/therapists');
  await expect(page.getByTestId('therapist-card').first()).toBeVisible();
  await page.getByLabel('Available', { exact: true }).selectOption('week');
  await expect(page).toHaveURL(/availableWithin=week/);
  await page.getByLabel('Time of day').selectOption('evening');
  await expect(page).toHaveURL(/timeOfDay=evening/);
  await page.getByLabel('Maximum fee').selectOption('1500');
  await expect(page).toHaveURL(/feeMax=1500/);
  await page.getByLabel('Sort by').selectOption('soonest');
  await expect(page).toHaveURL(/sort=soonest/);

  const api = (await (
    await request.get(
      '/api/therapist/search?availableWithin=week&timeOfDay=evening&feeMax=1500&sort=soonest',
    )
  ).json()) as SearchBody;
  expect(api.total).toBeGreaterThan(0);
  for (const d of api.doctors) expect(d.fees ?? 0).toBeLessThanOrEqual(1500);
  const cards = page.getByTestId('therapist-card');
  await expect(
    page.getByRole('status').filter({ hasText: `of ${api.total.toLocaleString('en-IN')}` }),
  ).toBeVisible();
  await expect(cards.getByRole('heading')).toHaveText(api.doctors.map((d) => d.name));
  // Every card is free this week, so each links its next open time to the booking page.
  const next = cards.getByRole('link', { name: /next open time/ });
  await expect(next).toHaveCount(api.doctors.length);
  await expect(next.first()).toHaveAttribute(
    'href',
    /^\/booking\/[^?]+\?date=\d+_\d+_\d{4}&time=\d\d(?::|%3A)\d\d$/,
  );
  await keepScreenshot(page, `${SHOTS}/listing-1280`);
  await expectNoSeriousA11yIssues(page);

  const filteredUrl = page.url();
  await cards.first().getByRole('heading').getByRole('link').click();
  await expect(page).toHaveURL(/\/therapist\//);
  await page.goBack();
  await expect(page).toHaveURL(filteredUrl);
  await expect(page.getByLabel('Available', { exact: true })).toHaveValue('week');
  await expect(page.getByLabel('Time of day')).toHaveValue('evening');
  await expect(page.getByLabel('Maximum fee')).toHaveValue('1500');
  await expect(page.getByLabel('Sort by')).toHaveValue('soonest');
  await expect(cards.getByRole('heading')).toHaveText(api.doctors.map((d) => d.name));

  // One step further back: the sort had not been chosen yet.
  await page.goBack();
  await expect(page).not.toHaveURL(/sort=/);
  await expect(page.getByLabel('Sort by')).toHaveValue('recommended');
  await expect(page.getByLabel('Maximum fee')).toHaveValue('1500');
});

test('on a phone the sort and the new filters sit in the drawer', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/therapists?q=anxiety');
  await expect(page.getByTestId('therapist-card').first()).toBeVisible();
  await expect(page.getByLabel('Sort by')).toBeHidden();
  await keepScreenshot(page, `${SHOTS}/listing-375`);
  await page.getByRole('button', { name: /^Filters/ }).click();
  const drawer = page.getByRole('dialog', { name: 'Filters' });
  await expect(drawer).toBeVisible();
  await drawer.getByLabel('Sort by').selectOption('fee_asc');
  await drawer.getByLabel('Available', { exact: true }).selectOption('tomorrow');
  await keepScreenshot(page, `${SHOTS}/drawer-375`);
  await expectNoSeriousA11yIssues(page);
  await drawer.getByRole('button', { name: 'Apply Filters' }).click();
  await expect(page).toHaveURL(/q=anxiety&sort=fee_asc&availableWithin=tomorrow/);
  await expect(page.getByRole('button', { name: /^Filters/ })).toContainText('1');
});

test('Hindi words and old city names find therapists: चिंता in Poona', async ({ page }) => {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/therapists?q=${encodeURIComponent('चिंता poona')}`);
    const first = page.getByTestId('therapist-card').first();
    await expect(first).toBeVisible();
    await expect(first).toContainText('Pune');
    await keepScreenshot(page, `${SHOTS}/hindi-${width}`);
  }
  await expectNoSeriousA11yIssues(page);
});
