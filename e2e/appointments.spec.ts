import { expect, test, type APIRequestContext, type Locator, type Page } from './fixtures';
import { openDaysOf } from './booking-helpers';
import { expectNoSeriousA11yIssues } from './a11y';
import { formatIstDate } from '../packages/domain/src/ist';
import type { TherapistDetail } from '../packages/domain/src/schemas/therapist';

const DUMMY_HUMAN_TOKEN = 'XXXX.DUMMY.TOKEN.XXXX';

type Client = { token: string; email: string; firstName: string; lastName: string };
type Slot = { therapist: TherapistDetail; slotDate: string; slotTime: string };
type Item = { _id: string; slotDate: string; slotTime: string };

let counter = 0;

/** A fresh client per test, so each test sees only its own appointments. */
async function newClient(request: APIRequestContext): Promise<Client> {
  counter += 1;
  const tag = `${Date.now().toString(36)}${counter}`;
  const user = { first_name: 'Kavya', last_name: 'Nair', username: `kavya_${tag}` };
  const email = `kavya.${tag}@example.com`;
  const res = await request.post('/api/user/register', {
    data: { ...user, email, password: 'Quiet#Harbour2026', turnstileToken: DUMMY_HUMAN_TOKEN },
  });
  expect(res.ok()).toBe(true);
  const { token } = (await res.json()) as { token: string };
  return { token, email, firstName: user.first_name, lastName: user.last_name };
}

async function signIn(page: Page, client: Client) {
  await page.addInitScript((token) => localStorage.setItem('token', token), client.token);
}

async function therapistDetail(request: APIRequestContext, slug: string) {
  const res = await request.get(`/api/doctor/by-slug/${slug}`);
  return ((await res.json()) as { data: TherapistDetail }).data;
}

/** The first open slot (as the profile panel computes it) of a therapist who offers online sessions. */
async function openSlot(request: APIRequestContext): Promise<Slot> {
  const list = (await (await request.get('/api/therapist/search?pageSize=12')).json()) as {
    doctors: { slug: string }[];
  };
  for (const { slug } of list.doctors) {
    const therapist = await therapistDetail(request, slug);
    if (!therapist.sessionModes.some((m) => m.toLowerCase() === 'online')) continue;
    const days = openDaysOf(therapist);
    // Tomorrow or later, so the slot stays upcoming for the whole test.
    const day = days.slice(1).find((d) => d.times.length > 0);
    const time = day?.times[0];
    if (day && time) return { therapist, slotDate: day.key, slotTime: time };
  }
  throw new Error('no therapist with an open online slot');
}

const auth = (client: Client) => ({ headers: { token: client.token } });

async function payOrder(request: APIRequestContext, client: Client, orderId: string) {
  const res = await request.post('/api/payments/simulated/checkout', {
    ...auth(client),
    data: { orderId, outcome: 'success' },
  });
  expect(res.ok()).toBe(true);
  const { razorpay_order_id, razorpay_payment_id, razorpay_signature } = await res.json();
  return { razorpay_order_id, razorpay_payment_id, razorpay_signature };
}

/** Books and pays a session the way the booking page does. */
async function bookAndPay(request: APIRequestContext, client: Client, slot: Slot) {
  const details = {
    docId: slot.therapist._id,
    slotDate: slot.slotDate,
    slotTime: slot.slotTime,
    sessionType: 'online',
    userFirstName: client.firstName,
    userLastName: client.lastName,
    userEmail: client.email,
    userPhone: '9876543210',
    message: '',
  };
  const order = await request.post('/api/user/create-booking-order', {
    ...auth(client),
    data: details,
  });
  expect(order.ok(), await order.text()).toBe(true);
  const { order: o } = (await order.json()) as { order: { id: string } };
  const triple = await payOrder(request, client, o.id);
  const verify = await request.post('/api/user/verify-booking-payment', {
    ...auth(client),
    data: { ...triple, ...details },
  });
  expect(verify.ok(), await verify.text()).toBe(true);
}

/** The older review-page flow: an unpaid reservation held for 15 minutes. */
async function reserveUnpaid(request: APIRequestContext, client: Client, slot: Slot) {
  const res = await request.post('/api/user/create-payment-order', {
    ...auth(client),
    data: { docId: slot.therapist._id, slotDate: slot.slotDate, slotTime: slot.slotTime },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

async function onlyAppointment(request: APIRequestContext, client: Client): Promise<Item> {
  const res = await request.get('/api/user/appointments', auth(client));
  const { appointments } = (await res.json()) as { appointments: Item[] };
  expect(appointments).toHaveLength(1);
  return appointments[0] as Item;
}

const card = (page: Page, id: string): Locator =>
  page.locator(`[data-testid="appointment-card"][data-appointment-id="${id}"]`);

async function openTab(page: Page, name: 'Upcoming' | 'Past' | 'Cancelled') {
  await page.getByRole('tab', { name: new RegExp(`^${name}`) }).click();
}

/** Presses Tab until `target` has focus, at most `max` times. */
async function tabUntilFocused(page: Page, target: Locator, max: number) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) break;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test('signed out, My Appointments asks to log in first', async ({ page }) => {
  await page.goto('/my-appointments');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fmy-appointments$/);
});

test('a paid booking within a day: the refund is shown first, then cancelled and refunded at once', async ({
  page,
  request,
}) => {
  const client = await newClient(request);
  await bookAndPay(request, client, await openSlot(request));
  const { _id: id } = await onlyAppointment(request, client);
  await signIn(page, client);
  await page.goto('/my-appointments');

  const booked = card(page, id);
  await expect(booked.getByTestId('appointment-status')).toHaveText('Pending Confirmation');
  await booked.getByRole('button', { name: 'Cancel Appointment' }).click();

  const dialog = page.getByRole('dialog', { name: 'Request cancellation' });
  await expect(dialog.getByTestId('refund-preview')).toContainText(
    '₹99 booking fee will be refunded (you are within 24 hours of booking)',
  );
  // The 24-hour rule decides it: no review, no waiting.
  await expect(dialog).toContainText('cancelled as soon as you confirm');
  await expect(dialog).not.toContainText('2-3 business days');
  await dialog.getByRole('button', { name: 'Cancel and refund' }).click();
  await expect(dialog.getByText('Please enter a reason for cancellation')).toBeVisible();

  const reason = dialog.getByRole('textbox', { name: /Reason for cancellation/ });
  await reason.fill('My exam was moved to the same day.');
  await expect(dialog.getByText('34/500')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel and refund' }).click();
  await expect(page.getByText('Appointment cancelled successfully.')).toBeVisible();
  await expect(dialog).toBeHidden();

  await openTab(page, 'Cancelled');
  const cancelled = card(page, id);
  await expect(cancelled.getByTestId('appointment-status')).toHaveText(
    'Cancelled By You & Refunded',
  );
  await expect(cancelled.getByTestId('refund-line')).toHaveText(
    /^Refund of ₹99( processed|: processing — 4 to 7 working days)$/,
  );
  await expect(cancelled.getByRole('link', { name: 'Contact Support' })).toHaveAttribute(
    'href',
    new RegExp(`^mailto:.+Appointment%20ID%3A%20${id}`),
  );
});

test('an unpaid reservation is paid with Pay Online and then awaits confirmation', async ({
  page,
  request,
}) => {
  const client = await newClient(request);
  await reserveUnpaid(request, client, await openSlot(request));
  const { _id: id } = await onlyAppointment(request, client);
  await signIn(page, client);
  await page.goto('/my-appointments');

  const reserved = card(page, id);
  await expect(reserved.getByTestId('appointment-status')).toHaveText('Pending Payment');
  await expect(reserved).toContainText(/Reserved until \d{1,2}:\d{2} (AM|PM) IST/);
  await reserved.getByRole('button', { name: 'Pay Online' }).click();

  const checkout = page.getByRole('dialog', { name: 'Manas Care' });
  await expect(checkout.getByTestId('checkout-amount')).toHaveText('₹99');
  await checkout.getByRole('button', { name: 'Pay ₹99' }).click();
  await expect(page.getByText('Payment successful! Appointment booked.')).toBeVisible();
  await expect(page).toHaveURL(/\/my-appointments$/);
  await expect(reserved.getByTestId('appointment-status')).toHaveText('Pending Confirmation');
  await expect(reserved.getByRole('button', { name: 'Pay Online' })).toHaveCount(0);
});

test('cancelling an unpaid reservation frees the slot on the therapist profile', async ({
  page,
  request,
}) => {
  const client = await newClient(request);
  const slot = await openSlot(request);
  await reserveUnpaid(request, client, slot);
  const { _id: id } = await onlyAppointment(request, client);
  const held = await therapistDetail(request, slot.therapist.slug);
  expect(held.slots_booked[slot.slotDate] ?? []).toContain(slot.slotTime);

  await signIn(page, client);
  await page.goto('/my-appointments');
  await card(page, id).getByRole('button', { name: 'Cancel Appointment' }).click();
  const confirm = page.getByRole('dialog', { name: 'Cancel this appointment?' });
  await confirm.getByRole('button', { name: 'Yes, cancel appointment' }).click();
  await expect(page.getByText('Appointment cancelled successfully.')).toBeVisible();
  await openTab(page, 'Cancelled');
  await expect(card(page, id).getByTestId('appointment-status')).toHaveText('Cancelled');

  await page.goto(`/therapist/${slot.therapist.slug}`);
  const freed = await therapistDetail(request, slot.therapist.slug);
  const day = openDaysOf(freed).find((d) => d.key === slot.slotDate);
  if (!day) throw new Error('the slot date left the booking window');
  const dayButton = page.getByRole('button', {
    name: new RegExp(`^${day.weekday} ${formatIstDate(day.date, 'day-month')} `),
  });
  const later = page.getByRole('button', { name: 'Later dates' });
  // isVisible() does not wait: let the strip render before judging what it shows.
  await expect(page.getByRole('list', { name: 'Dates' })).toBeVisible();
  while (!(await dayButton.isVisible())) await later.click();
  await dayButton.click();
  await expect(
    page.locator(`[data-testid="time-slots"] [data-time="${slot.slotTime}"]`),
  ).toBeVisible();
});

test('reporting a therapist: login first, a message is required, then it is sent', async ({
  page,
  request,
}) => {
  const { therapist } = await openSlot(request);
  await page.goto(`/therapist/${therapist.slug}`);
  await page.getByRole('button', { name: 'Report' }).click();
  await expect(page.getByText('Please login to report')).toBeVisible();

  await signIn(page, await newClient(request));
  await page.reload();
  await page.getByRole('button', { name: 'Report' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Submit report' }).click();
  await expect(dialog.getByText('Please enter a message')).toBeVisible();
  await dialog.getByRole('textbox', { name: /Message/ }).fill('The listed address is out of date.');
  await dialog.getByRole('button', { name: 'Submit report' }).click();
  await expect(page.getByText('Report submitted successfully')).toBeVisible();
});

test('accessible on every tab and in the dialog; cancellation can be requested by keyboard', async ({
  page,
  request,
}) => {
  const client = await newClient(request);
  await bookAndPay(request, client, await openSlot(request));
  await signIn(page, client);
  await page.goto('/my-appointments');
  await expect(page.getByTestId('appointment-card')).toHaveCount(1);
  await expectNoSeriousA11yIssues(page);
  for (const tab of ['Past', 'Cancelled'] as const) {
    await openTab(page, tab);
    await expect(page.getByText(`No ${tab.toLowerCase()} appointments found.`)).toBeVisible();
    await expect(
      page.getByRole('tabpanel').getByRole('link', { name: 'Find a therapist' }),
    ).toHaveAttribute('href', '/therapists');
    await expectNoSeriousA11yIssues(page);
  }
  // Arrow keys move between tabs.
  await page.getByRole('tab', { name: /^Cancelled/ }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: /^Upcoming/ })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  // From the selected tab, Tab moves through the panel to the card's buttons.
  const cancelButton = page.getByRole('button', { name: 'Cancel Appointment' });
  await tabUntilFocused(page, cancelButton, 6);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Request cancellation' });
  await expect(dialog).toBeVisible();
  // Escape closes it and gives focus back to the button; Enter opens it again.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(cancelButton).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await expectNoSeriousA11yIssues(page);

  await tabUntilFocused(page, dialog.getByRole('textbox', { name: /Reason for cancellation/ }), 4);
  await page.keyboard.type('A family emergency.');
  await tabUntilFocused(page, dialog.getByRole('button', { name: 'Cancel and refund' }), 3);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Appointment cancelled successfully.')).toBeVisible();
  await openTab(page, 'Cancelled');
  await expect(page.getByTestId('appointment-status')).toHaveText('Cancelled By You & Refunded');
});
