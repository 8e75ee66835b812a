import { expect, test } from './fixtures';
import { expectNoSeriousA11yIssues } from './a11y';
import { screenshotsAt } from './screens';
import { demoTherapist } from './booking-helpers';

const SHOTS = 'known-pages';

test('the server knows every dashboard section: none is answered 404 before the app loads', async ({
  request,
}) => {
  for (const section of ['calendar', 'time-off', 'featured', 'hours', 'profile', 'income']) {
    const res = await request.get(`/dashboard/${section}`);
    expect(res.status(), `/dashboard/${section}`).toBe(200);
    expect(res.headers()['content-type']).toContain('text/html');
  }
  expect((await request.get('/dashboard/nope')).status()).toBe(404);
});

test('a booking page for an unknown therapist is the not-found page, answered 404', async ({
  page,
  request,
}) => {
  const { slug } = await demoTherapist(request);
  expect((await request.get(`/booking/${slug}`)).status()).toBe(200);
  expect((await request.get('/booking/no-such-therapist-here')).status()).toBe(404);

  const response = await page.goto('/booking/no-such-therapist-here');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  // It stays where it was asked for: no trip to the listing.
  await page.waitForTimeout(1_000);
  await expect(page).toHaveURL(/\/booking\/no-such-therapist-here$/);
  await expect(page.getByTestId('therapist-card')).toHaveCount(0);
  await expectNoSeriousA11yIssues(page);
  await screenshotsAt(page, SHOTS, 'booking-unknown');
});
