import { expect as baseExpect, test, type Page } from './fixtures';
import { expectNoSeriousA11yIssues } from './a11y';
import { screenshotsAt } from './screens';
import { bookByApi, freshSlot, newClient, PASSWORD, signIn } from './booking-helpers';
import { DEMO_ADMIN } from './mailbox';

// First loads of the admin chunk are slow on a busy machine: wait for what the page shows.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

const SHOTS = 'admin-people';

const shot = (page: Page, name: string) => screenshotsAt(page, SHOTS, name);

test('the team finds a client by phone, opens their page and turns off their sign-in', async ({
  page,
  request,
  browser,
}) => {
  const client = await newClient(request);
  // A phone nobody else booked with: the run's time, as ten digits starting with 9.
  const phone = `9${String(Date.now()).slice(-9)}`;
  await bookByApi(request, client, await freshSlot(request, 3), phone);

  const login = await request.post('/api/user/login', { data: DEMO_ADMIN });
  const { token } = (await login.json()) as { token: string };
  await signIn(page, { ...client, token });
  await page.goto('/admin/people');
  await expect(page.getByRole('heading', { name: 'People' })).toBeVisible();

  // Spaced as people read phone numbers aloud; the search lands in the URL.
  await page
    .getByRole('searchbox', { name: 'Name, email or phone' })
    .fill(`${phone.slice(0, 5)} ${phone.slice(5)}`);
  const row = page.getByTestId('person-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(client.email);
  await expect(page).toHaveURL(/[?&]q=/);
  await expectNoSeriousA11yIssues(page);
  await shot(page, 'people-search');

  await row.getByRole('link', { name: `${client.firstName} ${client.lastName}` }).click();
  await expect(
    page.getByRole('heading', { name: `${client.firstName} ${client.lastName}` }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Bookings/ })).toContainText('(1)');
  await expect(page.getByText(`phone +91 ${phone.slice(0, 5)} ${phone.slice(5)}`)).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Payments/ })).toContainText('(1)');
  await expect(page.getByTestId('sessions-in-use')).toContainText('1');
  await expectNoSeriousA11yIssues(page);
  await shot(page, 'person');

  await page.getByRole('button', { name: 'Turn off sign-in' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox').fill('Repeated abusive messages to therapists.');
  await expectNoSeriousA11yIssues(page);
  await dialog.getByRole('button', { name: 'Turn off sign-in' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Sign-in turned off', { exact: true })).toBeVisible();
  await expect(page.getByText('Repeated abusive messages to therapists.')).toBeVisible();
  await expect(page.getByTestId('sessions-in-use')).toHaveText('0');
  await expect(page.getByRole('button', { name: 'Turn sign-in on' })).toBeVisible();

  // The client's own session ended at once.
  const profile = await request.get('/api/user/get-profile', { headers: { token: client.token } });
  expect(profile.status()).toBe(401);

  // Signing in again is refused with words that say why.
  const clientPage = await browser.newPage();
  await clientPage.goto('/login?mode=login');
  const form = clientPage.getByRole('form', { name: 'Sign in' });
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill(client.email);
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await form.getByRole('button', { name: /sign in/i }).click();
  await expect(clientPage.getByText(/turned off by our team/).first()).toBeVisible();
  await expect(clientPage).toHaveURL(/\/login/);
  await clientPage.close();
});
