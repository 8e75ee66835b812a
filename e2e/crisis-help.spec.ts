import { expect, test, type Page } from './fixtures';
import { freshSlot, newClient, signIn, DEMO_THERAPIST } from './booking-helpers';

const NUMBERS = [
  ['Call Tele-MANAS on 14416', 'tel:14416'],
  ['Call Tele-MANAS on 1-800-891-4416', 'tel:18008914416'],
  ['Call the emergency number 112', 'tel:112'],
] as const;

/** Opens "Need help now?" and checks that both numbers are one tap away as tel: links. */
async function expectCrisisHelp(page: Page) {
  const summary = page.locator('summary', { hasText: 'Need help now?' });
  await expect(summary).toHaveCount(1);
  await summary.click();
  for (const [name, href] of NUMBERS) {
    await expect(page.getByRole('link', { name, exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
}

for (const width of [375, 1280]) {
  test(`"Need help now?" on public pages, the booking flow and My Appointments at ${width}px`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    for (const path of ['/', '/therapists', '/privacy-policy', '/contact', '/login']) {
      await page.goto(path);
      await expectCrisisHelp(page);
    }
    const slot = await freshSlot(request, 4);
    await signIn(page, await newClient(request));
    await page.goto(`/booking/${slot.therapist.slug}`);
    await expectCrisisHelp(page);
    await page.goto('/my-appointments');
    await expectCrisisHelp(page);
  });
}

test('"Need help now?" on the therapist dashboard', async ({ page, request }) => {
  const login = await request.post('/api/user/login', { data: DEMO_THERAPIST });
  const { token } = (await login.json()) as { token: string };
  await page.addInitScript((t) => localStorage.setItem('token', t), token);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Therapist dashboard' })).toBeVisible();
  await expectCrisisHelp(page);
});

test('from the keyboard: Enter opens, Tab reaches the numbers, Escape closes', async ({ page }) => {
  await page.goto('/about');
  const summary = page.locator('summary', { hasText: 'Need help now?' });
  await summary.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('details[data-crisis-help]')).toHaveAttribute('open', '');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Call Tele-MANAS on 14416' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('link', { name: 'Call Tele-MANAS on 14416' })).toBeHidden();
  await expect(summary).toBeFocused();
});

test.describe('before the app loads', () => {
  test.use({ javaScriptEnabled: false });
  test('the server-drawn page opens the numbers without any script', async ({ page }) => {
    await page.goto('/privacy-policy');
    await expectCrisisHelp(page);
  });
});

test('the policy pages name Tele-MANAS and 112 as the header does', async ({ page }) => {
  for (const path of ['/privacy-policy', '/terms-and-conditions', '/contact']) {
    await page.goto(path);
    const main = page.getByRole('main');
    await expect(main.locator('a[href="tel:14416"]')).toHaveCount(1);
    await expect(main.locator('a[href="tel:18008914416"]')).toHaveCount(1);
    await expect(main.locator('a[href="tel:112"]')).toHaveCount(1);
  }
});
