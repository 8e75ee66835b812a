import { expect as baseExpect, test, type Page } from './fixtures';
import { expectNoSeriousA11yIssues } from './a11y';

// First loads are slow on a busy machine: wait for what the page shows, not for a clock.
const expect = baseExpect.configure({ timeout: 30_000 });

const THERAPIST = { email: 'therapist@demo.manascare.example', password: 'DemoTherapist#2026' };

/** A GET of the API with the token the page stored. */
async function api<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (url) => {
    const res = await fetch(url, { headers: { token: localStorage.getItem('token') ?? '' } });
    return (await res.json()) as T;
  }, path);
}

test('the demo therapist buys the one-month plan and is featured on the home page', async ({
  page,
}) => {
  // A whole purchase with three accessibility passes: over a minute on a busy two-core machine.
  test.slow();
  await page.goto('/dashboard/featured');
  // Signed out: sent to sign in, and brought back afterwards.
  await expect(page).toHaveURL(/\/login\?(.*&)?redirect=%2Fdashboard%2Ffeatured$/);
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(THERAPIST.email);
  await form.getByRole('textbox', { name: 'Password' }).fill(THERAPIST.password);
  await form.getByRole('button', { name: /sign in/i }).click();
  await expect(page).toHaveURL(/\/dashboard\/featured$/);

  await expect(page.getByRole('heading', { level: 2, name: 'Featured plans' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Featured' }),
  ).toHaveAttribute('aria-current', 'page');
  const status = page.getByTestId('featured-status');
  await expect(status).toHaveText('Your profile is not featured right now.');
  await expect(page.getByText(/Featured plans are non-refundable and do not renew/)).toBeVisible();
  await expect(page.getByText('No receipts yet.', { exact: false })).toBeVisible();
  await expectNoSeriousA11yIssues(page);

  const { userData } = await api<{ userData: { firstName: string; lastName: string } }>(
    page,
    '/api/user/get-profile',
  );
  const name = `${userData.firstName} ${userData.lastName}`;

  await page.getByRole('button', { name: 'Buy one month for ₹199' }).click();
  const checkout = page.getByRole('dialog');
  await expect(checkout.getByTestId('checkout-amount')).toHaveText('₹199');
  await checkout.getByRole('button', { name: 'Pay ₹199' }).click();
  await expect(page.getByText('Payment successful! Your profile is featured.')).toBeVisible();

  // The new expiry: a calendar month from now, shown in IST, and the receipt with provider ids.
  const plans = await api<{ featuredExpiry: string; receipts: { providerPaymentId: string }[] }>(
    page,
    '/api/dashboard/featured-plans',
  );
  const days = (Date.parse(plans.featuredExpiry) - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(27);
  expect(days).toBeLessThan(32);
  await expect(status).toHaveText(/^Your profile is featured until .+ IST\.$/);
  const receipt = page.getByTestId('featured-receipt-row');
  await expect(receipt).toHaveCount(1);
  await expect(receipt).toContainText('One month');
  await expect(receipt).toContainText('₹199');
  await expect(receipt).toContainText(plans.receipts[0]!.providerPaymentId);
  await expect(receipt).toContainText(/order_/);
  const until = (await status.textContent())!.replace(
    /^Your profile is featured until (.+)\.$/,
    '$1',
  );
  await expect(receipt).toContainText(until);
  await expectNoSeriousA11yIssues(page);

  await page.setViewportSize({ width: 375, height: 812 });
  await expect(page.getByTestId('featured-receipt')).toBeVisible();
  await expect(page.getByTestId('featured-receipt')).toContainText(until);
  await expectNoSeriousA11yIssues(page);
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.goto('/');
  const featured = page.getByRole('region', { name: 'Featured therapists' });
  await expect(featured.getByText(name, { exact: false }).first()).toBeVisible();
  await expectNoSeriousA11yIssues(page);
});

test('a client is told the dashboard is for therapists; the API answers 403', async ({ page }) => {
  await page.goto('/login?mode=login&redirect=%2Fdashboard%2Ffeatured');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill('client@demo.manascare.example');
  await form.getByRole('textbox', { name: 'Password' }).fill('DemoClient#2026');
  await form.getByRole('button', { name: /sign in/i }).click();
  await expect(
    page.getByRole('heading', { name: 'The therapist dashboard is for therapists' }),
  ).toBeVisible();
  const res = await page.evaluate(async () => {
    const r = await fetch('/api/dashboard/featured-plans', {
      headers: { token: localStorage.getItem('token') ?? '' },
    });
    return r.status;
  });
  expect(res).toBe(403);
  await expectNoSeriousA11yIssues(page);
});
