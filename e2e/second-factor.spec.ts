import { Secret, TOTP } from 'otpauth';
import { expect as baseExpect, test, type Page } from './fixtures';
import { keepScreenshot } from './screens';
import { expectNoSeriousA11yIssues } from './a11y';
import { DEMO_ADMIN, DEMO_SUPPORT_EVENING } from './mailbox';
import { signIn } from './booking-helpers';

// First loads of the admin chunk are slow on a busy machine: wait for what the page shows.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

/** The code an authenticator app shows, `steps` periods from now. */
const codeOf = (secret: string, steps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({
    timestamp: Date.now() + steps * 30_000,
  });

async function fillSignIn(page: Page) {
  await page.goto('/login?mode=login&redirect=%2Fadmin');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill(DEMO_SUPPORT_EVENING.email);
  await form
    .getByRole('textbox', { name: 'Password', exact: true })
    .fill(DEMO_SUPPORT_EVENING.password);
  await form.getByRole('button', { name: /sign in/i }).click();
  return form;
}

async function shoot(page: Page, name: string) {
  await keepScreenshot(page, `second-factor/${name}`, { fullPage: true });
}

test('a team member sets up an authenticator app, and sign-in then asks for its code', async ({
  page,
  browser,
  request,
}) => {
  await fillSignIn(page);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/admin/security');
  await expect(page.getByRole('heading', { name: 'Sign-in security' })).toBeVisible();
  await expect(page.getByText('Your second factor is not set up yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Set up authenticator app' }).click();

  await expect(
    page.getByRole('img', { name: 'QR code to scan with your authenticator app' }),
  ).toBeVisible();
  const secret = (await page.getByLabel('Secret key').innerText()).trim();
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  const link = page.getByRole('link', { name: /^otpauth:\/\/totp\// });
  await expect(link).toHaveAccessibleDescription('Set-up link (otpauth)');
  await expect(link).toHaveAttribute('href', new RegExp(`secret=${secret}`));
  const code = page.getByRole('textbox', { name: '6-digit code from the app' });
  await expectNoSeriousA11yIssues(page);
  await shoot(page, 'second-factor-setup-1280');

  await code.fill('12');
  await page.getByRole('button', { name: 'Turn on second factor' }).click();
  await expect(page.getByText('Enter the 6-digit code from your authenticator app.')).toBeVisible();
  await code.fill(codeOf(secret));
  await page.getByRole('button', { name: 'Turn on second factor' }).click();
  const recovery = page.getByRole('list', { name: 'Your recovery codes' });
  await expect(recovery.getByRole('listitem')).toHaveCount(10);
  await expect(
    page.getByText(/Your second factor is on\. 10 recovery codes are left\./),
  ).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  await shoot(page, 'second-factor-on-1280');

  // Signed out, the password alone no longer opens the console.
  await page.evaluate(() => localStorage.clear());
  const form = await fillSignIn(page);
  const otp = form.getByRole('textbox', { name: 'Authenticator code or recovery code' });
  await expect(otp).toBeVisible();
  await expect(otp).toBeFocused();
  await expect(page).toHaveURL(/\/login/);
  await expectNoSeriousA11yIssues(page);
  await shoot(page, 'second-factor-sign-in-1280');
  await otp.fill(codeOf(secret, 1));
  await form.getByRole('button', { name: /sign in/i }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible();

  // The member lost their phone and codes: an owner resets the factor from the person page.
  const login = await request.post('/api/user/login', { data: DEMO_ADMIN });
  const { token } = (await login.json()) as { token: string };
  const ownerContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  await signIn(owner, { token, email: DEMO_ADMIN.email, firstName: '', lastName: '' });
  await owner.goto(`/admin/people?q=${encodeURIComponent(DEMO_SUPPORT_EVENING.email)}`);
  await owner.getByTestId('person-row').getByRole('link').first().click();
  await expect(owner.getByTestId('second-factor')).toHaveText('On · 10 recovery codes left');
  await owner.getByRole('button', { name: 'Reset second factor' }).click();
  const dialog = owner.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Reason (kept in the audit log)' }).fill('Lost phone');
  await expectNoSeriousA11yIssues(owner);
  await dialog.getByRole('button', { name: 'Reset second factor' }).click();
  await expect(dialog).toBeHidden();
  await expect(owner.getByTestId('second-factor')).toHaveText('Not set up');
  await shoot(owner, 'second-factor-reset-1280');
  await ownerContext.close();
  // The password alone signs in again; the member sets up a new factor.
  await page.evaluate(() => localStorage.clear());
  await fillSignIn(page);
  await expect(page).toHaveURL(/\/admin$/);
});
