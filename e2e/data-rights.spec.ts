import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { expectNoSeriousA11yIssues } from './a11y';

const DUMMY_HUMAN_TOKEN = 'XXXX.DUMMY.TOKEN.XXXX';
const PASSWORD = 'Open#Hands2026';

let counter = 0;
async function registerClient(request: APIRequestContext) {
  counter += 1;
  const tag = `${Date.now().toString(36)}${counter}`;
  const user = {
    first_name: 'Kavya',
    last_name: 'Nair',
    username: `kavya_${tag}`,
    email: `kavya.${tag}@example.com`,
    password: PASSWORD,
  };
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

async function openProfile(page: Page, email: string) {
  await page.goto('/login?mode=login&redirect=/my-profile');
  await signIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/my-profile$/);
  await expect(page.getByRole('heading', { name: 'Your data', level: 2 })).toBeVisible();
}

test('a client downloads their data, then deletes the account and cannot sign in', async ({
  page,
  request,
}) => {
  const user = await registerClient(request);
  await openProfile(page, user.email);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download my data' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await readFile(await download.path(), 'utf8')) as {
    account: { email: string; username: string; firstName: string };
    appointments: unknown[];
    payments: unknown[];
    newsletter: unknown;
  };
  expect(data.account).toMatchObject({
    email: user.email,
    username: user.username,
    firstName: user.first_name,
  });
  expect(data.appointments).toEqual([]);
  expect(data.payments).toEqual([]);
  expect(data.newsletter).toBeNull();

  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByText('Please enter your password to confirm.')).toBeVisible();

  await dialog.getByLabel('Your password').fill('not-the-password');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'That password is not correct. Your account has not been deleted.',
  );

  await dialog.getByLabel('Your password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(/\/login\?mode=login$/);
  await expect(page.getByText(/Your account is deleted/)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  await signIn(page, user.email, PASSWORD);
  await expect(
    page
      .getByRole('main')
      .getByRole('alert')
      .filter({ hasText: 'Incorrect password. Please try again.' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});

for (const width of [375, 1280]) {
  test(`My Profile's data section and deletion dialog have no serious axe violations at ${width}px`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const user = await registerClient(request);
    await openProfile(page, user.email);
    await expectNoSeriousA11yIssues(page);
    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(dialog.getByText('Please enter your password to confirm.')).toBeVisible();
    await expectNoSeriousA11yIssues(page);
    await dialog.getByRole('button', { name: 'Keep my account' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Delete my account' })).toBeFocused();
  });
}
