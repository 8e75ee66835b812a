import { expect, test } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

test('the therapist listing renders therapists from the API', async ({ page }) => {
  await page.goto('/therapists');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const cards = page.getByTestId('therapist-card');
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThanOrEqual(12);
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
});

test('an unknown path shows the not-found page', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByText('Sorry, the page you are looking for does not exist.')).toBeVisible();
});
