import { expect, test, type Page } from './fixtures';
import { MESSAGES } from '../packages/domain/src/messages';
import { newClient, PASSWORD } from './booking-helpers';

const DUMMY_HUMAN_TOKEN = 'XXXX.DUMMY.TOKEN.XXXX';

/**
 * The browser tests run the server with RATE_LIMITS=off, so the per-account threshold is
 * played by the route: every request without a human-check token gets the API's documented
 * 403 `humanCheckRequired` answer; requests with one reach the real API.
 */
async function requireHumanCheck(page: Page, path: string) {
  const sent: Array<Record<string, unknown>> = [];
  await page.route(`**${path}`, async (route) => {
    const body = route.request().postDataJSON() as Record<string, unknown>;
    sent.push(body);
    if (body.turnstileToken) return route.continue();
    return route.fulfill({
      status: 403,
      contentType: 'application/json',
      body: JSON.stringify({
        success: false,
        code: 'HUMAN_CHECK_REQUIRED',
        message: MESSAGES.humanCheck.required,
        humanCheckRequired: true,
      }),
    });
  });
  return sent;
}

test('sign-in runs the human check when the API asks for it, before every further try', async ({
  page,
  request,
}) => {
  const client = await newClient(request);
  const sent = await requireHumanCheck(page, '/api/user/login');
  await page.goto('/login?mode=login');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(client.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Wrong#Guess2026');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(
    page.getByRole('main').getByRole('alert').filter({ hasText: 'Incorrect password' }),
  ).toBeVisible();
  await expect(page.locator('[data-human-check]')).toBeVisible();
  expect(sent.map((b) => b.turnstileToken)).toEqual([undefined, DUMMY_HUMAN_TOKEN]);

  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(sent).toHaveLength(3);
  expect(sent[2]).toEqual({
    email: client.email,
    password: PASSWORD,
    turnstileToken: DUMMY_HUMAN_TOKEN,
  });
});

test('forgot-password runs the human check when the API asks for it', async ({ page }) => {
  const sent = await requireHumanCheck(page, '/api/user/forgot-password');
  await page.goto('/forgot-password');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('someone@example.com');
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();
  expect(sent).toEqual([
    { email: 'someone@example.com' },
    { email: 'someone@example.com', turnstileToken: DUMMY_HUMAN_TOKEN },
  ]);
});
