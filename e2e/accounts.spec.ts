import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { expectNoSeriousA11yIssues } from './a11y';
import { readMailbox } from './mailbox';

const DUMMY_HUMAN_TOKEN = 'XXXX.DUMMY.TOKEN.XXXX';
const PASSWORD = 'Calm#Waters2026';

let counter = 0;
function newUser() {
  counter += 1;
  const tag = `${Date.now().toString(36)}${counter}`;
  return {
    first_name: 'Meera',
    last_name: 'Iyer',
    username: `meera_${tag}`,
    email: `meera.${tag}@example.com`,
    password: PASSWORD,
  };
}

async function registerByApi(request: APIRequestContext, user = newUser()) {
  const res = await request.post('/api/user/register', {
    data: { ...user, turnstileToken: DUMMY_HUMAN_TOKEN },
  });
  expect(res.ok()).toBe(true);
  return user;
}

async function signIn(page: Page, email: string, password: string) {
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

test('sign up with the human check, see the username in the header, then log out', async ({
  page,
}) => {
  const user = newUser();
  await page.goto('/login?mode=signup');
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await expectNoSeriousA11yIssues(page);

  // Required fields, then the spec's messages in order.
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('First name is required').first()).toBeVisible();

  await page.getByRole('textbox', { name: 'First name', exact: true }).fill(user.first_name);
  await page.getByRole('textbox', { name: 'Last name', exact: true }).fill(user.last_name);
  await page.getByRole('textbox', { name: 'Username', exact: true }).fill(user.username);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(user.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(user.password);
  await page.getByRole('textbox', { name: 'Confirm password', exact: true }).fill('something-else');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Passwords do not match').first()).toBeVisible();

  await page.getByRole('textbox', { name: 'Confirm password', exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Please agree to the terms and conditions').first()).toBeVisible();

  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Verifying you are human...').first()).toBeVisible();

  // The form submits itself once the check passes, then goes home signed in.
  await expect(page.getByText('Account created successfully! Welcome aboard!')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  const menu = page.getByRole('button', { name: `Account menu for ${user.username}` });
  await expect(menu).toBeVisible();

  await menu.click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login\?mode=login$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('a duplicate username is reported on the field', async ({ page, request }) => {
  const existing = await registerByApi(request);
  const user = newUser();
  await page.goto('/login?mode=signup');
  await page.getByRole('textbox', { name: 'First name', exact: true }).fill(user.first_name);
  await page.getByRole('textbox', { name: 'Last name', exact: true }).fill(user.last_name);
  await page.getByRole('textbox', { name: 'Username', exact: true }).fill(existing.username);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(user.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(user.password);
  await page.getByRole('textbox', { name: 'Confirm password', exact: true }).fill(user.password);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  const message = 'This username is already taken. Please choose a different username.';
  await expect(
    page.getByRole('textbox', { name: 'Username', exact: true }),
  ).toHaveAccessibleDescription(new RegExp(message));
});

test('sign in returns to the redirect target; a signed-in visitor is sent away from /login', async ({
  page,
  request,
}) => {
  const user = await registerByApi(request);
  await page.goto('/login?mode=login&redirect=/my-profile');
  await expectNoSeriousA11yIssues(page);

  await signIn(page, user.email, 'wrong-password');
  await expect(
    page
      .getByRole('main')
      .getByRole('alert')
      .filter({ hasText: 'Incorrect password. Please try again.' }),
  ).toBeVisible();

  await signIn(page, user.email, user.password);
  await expect(page).toHaveURL(/\/my-profile$/);
  await expect(page.getByText('Welcome back! You are now logged in.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'My Profile', level: 1 })).toBeVisible();

  await page.goto('/login?mode=login&redirect=//evil.example');
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
});

test('forgot password → mail in the outbox → reset → sign in; old sessions are revoked', async ({
  page,
  request,
}) => {
  const user = await registerByApi(request);
  await page.goto('/login?mode=login');
  await signIn(page, user.email, user.password);
  await expect(page).toHaveURL(/\/$/);
  const oldToken = await page.evaluate(() => localStorage.getItem('token'));
  expect(oldToken).toBeTruthy();

  await page.goto('/forgot-password');
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText('Please enter your email address').first()).toBeVisible();
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(user.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();
  await expect(page.getByText(user.email)).toBeVisible();
  await expect(page.getByText('Password reset link sent to your email')).toBeVisible();

  let link = '';
  await expect(async () => {
    const mails = await readMailbox(page.request);
    const mail = mails.find((m) => m.to === user.email && /reset/i.test(m.subject));
    link = mail?.text.match(/https?:\/\/\S+\/reset-password\?\S+/)?.[0] ?? '';
    expect(link).not.toBe('');
  }).toPass({ timeout: 10_000 });

  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(user.email);
  const newPassword = 'Fresh#Start2026';
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('abc');
  await page.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill('abc');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(
    page
      .getByRole('main')
      .getByRole('alert')
      .filter({ hasText: 'Password must be at least 6 characters' }),
  ).toBeVisible();
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(newPassword);
  await page.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Password reset successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/login\?mode=login$/);

  const stale = await request.get('/api/user/get-profile', { headers: { token: oldToken ?? '' } });
  expect(stale.status()).toBe(401);

  await signIn(page, user.email, newPassword);
  await expect(page).toHaveURL(/\/$/);
  await expect(
    page.getByRole('button', { name: `Account menu for ${user.username}` }),
  ).toBeVisible();
});

test('an invalid or incomplete reset link shows Invalid Reset Link', async ({ page }) => {
  await page.goto('/reset-password?token=not-a-real-token&email=someone%40example.com');
  await expect(page.getByRole('heading', { name: 'Invalid Reset Link' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
    'href',
    '/forgot-password',
  );
  await page.goto('/reset-password');
  await expect(page.getByRole('heading', { name: 'Invalid Reset Link' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Login' })).toHaveAttribute(
    'href',
    '/login?mode=login',
  );
});

test('my profile: signed out goes to login; edit and cancel restores; edit and save', async ({
  page,
  request,
}) => {
  await page.goto('/my-profile');
  await expect(page).toHaveURL(/\/login\?mode=login&redirect=%2Fmy-profile$/);

  const user = await registerByApi(request);
  await signIn(page, user.email, user.password);
  await expect(page).toHaveURL(/\/my-profile$/);
  await expect(page.getByText('Manage your account information and preferences')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Profile Information' })).toBeVisible();
  await expect(page.getByRole('main').getByText(user.username, { exact: true })).toBeVisible();
  await expectNoSeriousA11yIssues(page);

  await page.getByRole('button', { name: 'Edit Profile' }).click();
  const first = page.getByPlaceholder('Enter Your First Name');
  await expect(first).toHaveValue(user.first_name);
  await expect(
    page.getByText('Your unique username for your profile. This will be visible to others.'),
  ).toBeVisible();
  await first.fill('Changed');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeVisible();
  await expect(page.getByRole('main').getByText(user.first_name, { exact: true })).toBeVisible();
  await expectNoSeriousA11yIssues(page);

  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await page.getByPlaceholder('Enter Your First Name').fill('Anjali');
  await page.getByPlaceholder('Enter Your Last Name').fill('');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Last name is required').first()).toBeVisible();
  await page.getByPlaceholder('Enter Your Last Name').fill('Menon');
  const newUsername = `${user.username}_x`;
  await page.getByPlaceholder('Enter Your Username').fill(newUsername);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeVisible();
  await expect(page.getByRole('main').getByText('Anjali', { exact: true })).toBeVisible();
  await expect(page.getByRole('main').getByText('Menon', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: `Account menu for ${newUsername}` })).toBeVisible();
});
