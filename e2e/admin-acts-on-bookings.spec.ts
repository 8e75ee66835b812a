import { expect as baseExpect, test, type Page } from './fixtures';
import { expectNoSeriousA11yIssues } from './a11y';
import { expectButtonsInView, expectNoSideScroll, screenshotsAt } from './screens';
import { bookByApi, freshSlot, newClient, signIn } from './booking-helpers';
import { DEMO_ADMIN, readMailbox } from './mailbox';

// First loads of the admin chunk are slow on a busy machine: wait for what the page shows.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 240_000 });

const SHOTS = 'admin-acts-on-bookings';

const shot = (page: Page, name: string) => screenshotsAt(page, SHOTS, name);

/** At 1280 px the page does not scroll sideways and every button ends inside the window. */
async function expectEveryButtonInView(page: Page, within = page.locator('main')) {
  await expectNoSideScroll(page);
  await expectButtonsInView(within);
}

test('the team finds a client by phone and cancels their session with a full refund', async ({
  page,
  request,
}) => {
  const client = await newClient(request);
  const phone = `8${String(Date.now()).slice(-9)}`;
  await bookByApi(request, client, await freshSlot(request, 4), phone);

  const login = await request.post('/api/user/login', { data: DEMO_ADMIN });
  const { token } = (await login.json()) as { token: string };
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, { ...client, token });
  await page.goto(`/admin/people?q=${phone}`);
  const row = page.getByTestId('person-row');
  await expect(row).toHaveCount(1);
  await row.getByRole('link', { name: `${client.firstName} ${client.lastName}` }).click();
  await expect(page.getByRole('heading', { name: /^Bookings/ })).toContainText('(1)');

  const cancel = page.getByRole('button', { name: 'Cancel session' });
  await expect(cancel).toBeVisible();
  await expect(page.getByRole('button', { name: 'Refund', exact: true })).toBeVisible();
  await expectEveryButtonInView(page);
  await shot(page, 'person-actions');

  await cancel.click();
  const dialog = page.getByRole('dialog', { name: 'Cancel session' });
  const full = dialog.getByRole('radio', { name: /^Full refund ₹99/ });
  await expect(full).toBeVisible();
  await expect(dialog.getByRole('radio', { name: /^By policy ₹99/ })).toBeVisible();
  await expect(dialog.getByRole('radio', { name: /^No refund ₹0/ })).toBeVisible();

  // Neither the reason nor the refund may be left out.
  await dialog.getByRole('button', { name: 'Cancel session' }).click();
  await expect(dialog.getByText('Choose the refund.')).toBeVisible();
  await expect(dialog.getByText(/Please give the reason/)).toBeVisible();

  await full.check();
  await dialog
    .getByRole('textbox', { name: /Reason/ })
    .fill('Your therapist is unwell today; we are sorry.');
  await expectNoSeriousA11yIssues(page);
  await shot(page, 'cancel-dialog');
  await dialog.getByRole('button', { name: 'Cancel and refund ₹99' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/^Session cancelled\. Refund of ₹99/)).toBeVisible();

  // The person's page now shows the booking cancelled and its refund; nothing is left to refund.
  await expect(page.getByRole('button', { name: 'Cancel session' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: /^Refunds/ })).toContainText('(1)');
  await expect(page.getByText(/cancelled by the team \(refund: full\)/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Refund', exact: true })).toHaveCount(0);
  await shot(page, 'person-after-cancel');

  // The cancellation's mail comes from its event, moments after the answer.
  const toldOf = async () =>
    (await readMailbox(request)).filter(
      (m) => m.to === client.email && m.subject.startsWith('Appointment cancelled'),
    );
  await expect.poll(async () => (await toldOf()).length).toBe(1);
  const told = await toldOf();
  expect(told[0]?.text).toContain('Reason: Your therapist is unwell today; we are sorry.');
  expect(told[0]?.text).toContain('Your booking fee of ₹99 is being refunded');
});

test('the team refunds a captured payment from the Payments section, and sees every action at 1280 px', async ({
  page,
  request,
}) => {
  const client = await newClient(request);
  await bookByApi(request, client, await freshSlot(request, 5));
  const login = await request.post('/api/user/login', { data: DEMO_ADMIN });
  const { token } = (await login.json()) as { token: string };
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, { ...client, token });

  await page.goto('/admin/appointments');
  await page.getByRole('searchbox', { name: 'Client email' }).fill(client.email);
  const appointments = page.getByRole('table', { name: 'Appointments' });
  await expect(appointments.getByRole('row')).toHaveCount(2);
  const booked = appointments.getByRole('row').filter({ hasText: client.email });
  await expect(booked.getByRole('button', { name: 'Cancel session' })).toBeVisible();
  await expect(booked.getByRole('button', { name: 'Move' })).toBeVisible();
  await expectEveryButtonInView(page, appointments);
  await shot(page, 'appointments');

  await page.goto('/admin/payments');
  await page.getByRole('searchbox', { name: 'Order, payment id or email' }).fill(client.email);
  const payments = page.getByRole('table', { name: 'Payments' });
  await expect(payments.getByRole('row')).toHaveCount(2);
  const refund = payments.getByRole('button', { name: 'Refund' });
  await expect(refund).toHaveCount(1);
  await expectEveryButtonInView(page, payments);
  await shot(page, 'payments');

  // A part first: the dialog says what goes back and what stays refundable.
  await refund.click();
  const dialog = page.getByRole('dialog', { name: 'Refund payment' });
  const amount = dialog.getByRole('textbox', { name: /^Amount in rupees/ });
  await expect(amount).toHaveValue('99.00');
  await amount.fill('40');
  await expect(dialog.getByTestId('confirm-effect')).toContainText(
    `Returns ₹40 of the ₹99 paid to ${client.email}`,
  );
  await expect(dialog.getByTestId('confirm-effect')).toContainText(
    'After it, ₹59 of this payment can still be refunded.',
  );
  await dialog.getByRole('button', { name: 'Refund ₹40' }).click();
  await expect(dialog.getByText('Please give the reason: the client reads it.')).toBeVisible();
  await dialog
    .getByRole('textbox', { name: 'Reason (mailed to the client)' })
    .fill('The video room failed for twenty minutes.');
  await expectNoSeriousA11yIssues(page);
  await shot(page, 'partial-refund-dialog');
  await dialog.getByRole('button', { name: 'Refund ₹40' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/^Goodwill refund recorded\. Refund of ₹40/)).toBeVisible();

  // The rest later: the dialog now offers ₹59, and more is refused by the server.
  await expect(refund).toHaveCount(1);
  await refund.click();
  await expect(amount).toHaveValue('59.00');
  await amount.fill('60');
  await dialog.getByRole('button', { name: /^Refund/ }).click();
  await expect(dialog.getByText('Enter an amount from ₹1 to ₹59')).toBeVisible();
  await amount.fill('59');
  await dialog
    .getByRole('textbox', { name: 'Reason (mailed to the client)' })
    .fill('And the rest, for the trouble.');
  await dialog.getByRole('button', { name: 'Refund ₹59' }).click();
  await expect(dialog).toBeHidden();
  await expect(payments.getByRole('button', { name: 'Refund' })).toHaveCount(0);

  // Asked again over the API, the same payment is refused with the reason.
  const list = await request.get(`/api/admin/payments?q=${encodeURIComponent(client.email)}`, {
    headers: { token },
  });
  const [payment] = ((await list.json()) as { items: { id: string }[] }).items;
  const again = await request.post(`/api/admin/payments/${payment!.id}/refund`, {
    headers: { token },
    data: { reason: 'Twice' },
  });
  expect(again.status()).toBe(409);
  expect(((await again.json()) as { message: string }).message).toMatch(
    /^This payment was already refunded \(₹99, .*\)\. Nothing is left to refund\.$/,
  );
});
