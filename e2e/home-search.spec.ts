import { expect, test, type Page } from './fixtures';
import { expectNoSeriousA11yIssues } from './a11y';
import { screenshotsAt, keepScreenshot } from './screens';

type SearchBody = { total: number; doctors: { name: string; location?: { city: string } }[] };

const SHOTS = 'home-search';

async function searchFromHome(page: Page, field: string, text: string) {
  await page.goto('/');
  const box = page.getByRole('combobox', { name: field });
  await box.fill(text);
  return box;
}

async function listedTotal(page: Page): Promise<number> {
  const status = page.getByRole('status').filter({ hasText: /of [\d,]+/ });
  await expect(status).toBeVisible();
  const text = (await status.textContent()) ?? '';
  return Number(/of ([\d,]+)/.exec(text)?.[1]?.replace(/,/g, '') ?? NaN);
}

test('a city typed in the home search and not picked from the list is kept', async ({ page }) => {
  await searchFromHome(page, 'Location', 'Mumbai');
  await page.getByRole('button', { name: 'Find Therapists' }).click();
  await expect(page).toHaveURL(/\/therapists\?location=Mumbai$/);
  const cards = page.getByTestId('therapist-card');
  await expect(cards.first()).toBeVisible();
  await expect(cards.filter({ hasNotText: 'Mumbai' })).toHaveCount(0);
});

test('misspelt words in the home search find what the listing finds', async ({ page, request }) => {
  test.setTimeout(180_000);
  // The listing's own search box finds Hyderabad and depression with the letters swapped.
  const hyderabad = (await (
    await request.get('/api/therapist/search?q=hydrabad')
  ).json()) as SearchBody;
  expect(hyderabad.total).toBeGreaterThan(0);
  const depression = (await (
    await request.get('/api/therapist/search?q=depresison')
  ).json()) as SearchBody;
  expect(depression.total).toBeGreaterThan(0);

  const where = await searchFromHome(page, 'Location', 'hydrabad');
  // Nothing in the list fits the letters, but the words are searched, not refused.
  await expect(page.getByText('No matches')).toHaveCount(0);
  await expect(page.getByRole('option', { name: /hydrabad/ })).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  await keepScreenshot(page, `${SHOTS}/typed-city-1280`);
  await where.press('Enter');
  await expect(page).toHaveURL(/\/therapists\?q=hydrabad$/);
  expect(await listedTotal(page)).toBe(hyderabad.total);
  await expect(page.getByTestId('therapist-card').first()).toContainText('Hyderabad');

  // The home page remembers the last search's fields for this tab: the city goes first.
  await searchFromHome(page, 'Location', '');
  const concern = page.getByRole('combobox', { name: 'I want help with...' });
  await concern.fill('depresison');
  await expect(page.getByText('No matches')).toHaveCount(0);
  await concern.press('Enter');
  await expect(page).toHaveURL(/\/therapists\?q=depresison$/);
  expect(await listedTotal(page)).toBe(depression.total);
  await page.setViewportSize({ width: 375, height: 900 });
  await page.goto('/');
  await page.getByRole('combobox', { name: 'Location' }).fill('hydrabad');
  await keepScreenshot(page, `${SHOTS}/typed-city-375`);
});

type CardsBody = {
  total: number;
  doctors: { name: string; nextAvailable: { slotDate: string; slotTime: string } | null }[];
};

test('with "Tomorrow" and "Evening" each card\'s next available time is tomorrow evening', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const answer = (await (
    await request.get('/api/therapist/search?availableWithin=tomorrow&timeOfDay=evening')
  ).json()) as CardsBody;
  expect(answer.total).toBeGreaterThan(0);
  const tomorrow = new Date(Date.now() + 5.5 * 3_600_000 + 86_400_000);
  const tomorrowKey = `${tomorrow.getUTCDate()}_${tomorrow.getUTCMonth() + 1}_${tomorrow.getUTCFullYear()}`;
  for (const d of answer.doctors) {
    expect(d.nextAvailable?.slotDate, d.name).toBe(tomorrowKey);
    expect(Number(d.nextAvailable?.slotTime.slice(0, 2)), d.name).toBeGreaterThanOrEqual(17);
  }

  await page.goto('/therapists?availableWithin=tomorrow&timeOfDay=evening');
  const cards = page.getByTestId('therapist-card');
  await expect(cards.first()).toBeVisible();
  await expect(cards.filter({ hasNotText: /Tomorrow, (5|6|7|8|9|10|11):\d\d PM IST/ })).toHaveCount(
    0,
  );
  await expectNoSeriousA11yIssues(page);
  await screenshotsAt(page, SHOTS, 'tomorrow-evening');
});

test('a concern typed before the home page comes alive is kept, and Enter picks what it names', async ({
  page,
}) => {
  // The app's scripts are held back: the words go into the page the server drew.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  const loaded = page.goto('/');
  const concern = page.getByRole('combobox', { name: 'I want help with...' });
  await concern.fill('Depress');
  release();
  await loaded;
  await expect(concern).toHaveValue('Depress');
  await expect(page.getByRole('option', { name: 'Depression' })).toBeVisible();
  await concern.press('Enter');
  await expect(concern).toHaveValue('Depression');
  await page.getByRole('button', { name: 'Find Therapists' }).click();
  await expect(page).toHaveURL(/\/therapists\?speciality=Depression$/);
});
