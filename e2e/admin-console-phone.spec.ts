import { expect as baseExpect, test } from './fixtures';
import { expectNoSeriousA11yIssues } from './a11y';
import { expectNoSideScroll, screenshotsAt } from './screens';
import { newClient, signIn, therapistCancellationRequest } from './booking-helpers';
import { DEMO_ADMIN } from './mailbox';

const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 240_000 });

const SHOTS = 'admin-console-phone';

test('on a phone the team reaches Approve and Reject, reads the person page and signs out', async ({
  page,
  request,
}) => {
  const client = await newClient(request);
  const phone = `8${String(Date.now()).slice(-9)}`;
  await therapistCancellationRequest(request, client, 'A family matter came up', phone);

  const login = await request.post('/api/user/login', { data: DEMO_ADMIN });
  const { token } = (await login.json()) as { token: string };
  await signIn(page, { ...client, token });
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/admin/cancellations');
  const row = page.getByTestId('cancellation-row').filter({ hasText: client.firstName }).first();
  for (const name of ['Approve…', 'Reject']) {
    const button = row.getByRole('button', { name });
    await expect(button).toBeVisible();
    const box = await button.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 375, name).toBe(true);
  }
  await expectNoSideScroll(page);
  await expectNoSeriousA11yIssues(page);
  await screenshotsAt(page, SHOTS, 'cancellations');

  // The person page names the state of the booking and writes the phone as people read it.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/admin/people');
  await page.getByRole('searchbox', { name: 'Name, email or phone' }).fill(client.email);
  await expect(page).toHaveURL(/[?&]q=/);
  await expect(page.getByTestId('person-row')).toHaveCount(1);
  await page
    .getByTestId('person-row')
    .getByRole('link', { name: `${client.firstName} ${client.lastName}` })
    .click();
  const bookings = page.getByRole('heading', { name: /^Bookings/ }).locator('..');
  await expect(bookings).toContainText('cancellation requested');
  await expect(bookings).toContainText(`phone +91 ${phone.slice(0, 5)} ${phone.slice(5)}`);
  await expect(bookings).not.toContainText(/(?<!cancellation) requested ·/);
  await screenshotsAt(page, SHOTS, 'person');

  // Sign out from the console's own bar.
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page).toHaveURL(/\/login/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});
