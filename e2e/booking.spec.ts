import { expect, test } from './fixtures';
import { expectNoSeriousA11yIssues } from './a11y';
import {
  FAKE_CHECKOUT_JS,
  PASSWORD,
  bookByApi,
  chooseSlot,
  freshSlot,
  freshSlotWithBothModes,
  newClient,
  showDay,
  signIn,
} from './booking-helpers';

test('signed out, Continue asks to sign up and the sign-in comes back to the same choice', async ({
  page,
  request,
}) => {
  const slot = await freshSlot(request, 0);
  const client = await newClient(request);
  await page.goto(`/booking/${slot.therapist.slug}`);
  await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
  await chooseSlot(page, slot);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(
    page.getByText('Please sign up/create an account to book an appointment.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/login\?mode=signup&redirect=/);
  const redirect = new URL(page.url()).searchParams.get('redirect');
  expect(redirect).toBe(
    `/booking/${slot.therapist.slug}?date=${slot.day.key}&time=${encodeURIComponent(slot.time)}&mode=${
      slot.therapist.sessionModes.some((m) => m.toLowerCase() === 'in-person')
        ? 'in-person'
        : 'online'
    }`,
  );

  await page
    .getByRole('navigation', { name: 'Sign in or sign up' })
    .getByRole('link', { name: 'Sign In' })
    .click();
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(client.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/booking/${slot.therapist.slug}\\?date=`));
  await expect(page.locator(`[data-time="${slot.time}"]`)).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: 'Continue' })).toBeEnabled();
});

test('a client books through both steps, cancels the checkout once, then pays', async ({
  page,
  request,
}) => {
  const slot = await freshSlot(request, 2);
  const client = await newClient(request);
  await signIn(page, client);
  const orders: string[] = [];
  page.on('response', async (res) => {
    if (res.url().endsWith('/api/user/create-booking-order') && res.ok())
      orders.push(((await res.json()) as { order: { id: string } }).order.id);
  });

  await page.goto(`/therapist/${slot.therapist.slug}`);
  await page.getByRole('link', { name: 'Book Appointment' }).click();
  await expect(page).toHaveURL(new RegExp(`/booking/${slot.therapist.slug}\\?from=profile$`));
  await expect(page.getByRole('heading', { name: 'Select Booking Slots' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Booking steps' })).toBeVisible();
  await chooseSlot(page, slot);
  await expectNoSeriousA11yIssues(page);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { name: 'Enter Basic Details' })).toBeFocused();
  await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue(client.firstName);
  await expect(page.getByRole('textbox', { name: 'Last name' })).toHaveValue(client.lastName);
  const email = page.getByRole('textbox', { name: 'Email' });
  await expect(email).toHaveValue(client.email);
  await expect(email).toHaveAttribute('readonly', '');

  const phone = page.getByRole('textbox', { name: 'Phone' });
  await phone.fill('12345');
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await expect(page.getByText('Phone number must be at least 10 digits')).toBeVisible();
  await phone.fill('5876543210');
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await expect(
    page.getByText('Please enter a valid Indian mobile number (6-9 digits)'),
  ).toBeVisible();
  await phone.fill('+91 98765-43210');
  await expect(phone).toHaveValue('919876543210');
  await page.getByRole('textbox', { name: /Message/ }).fill('First session, a little nervous.');
  await expectNoSeriousA11yIssues(page);

  await page.getByRole('button', { name: 'Pay Now' }).click();
  const checkout = page.getByRole('dialog');
  await expect(checkout).toContainText('Test mode — no real money moves');
  await expect(checkout.getByTestId('checkout-amount')).toHaveText('₹99');
  await checkout.getByRole('button', { name: 'Close checkout' }).click();
  await expect(page.getByText('Payment cancelled')).toBeVisible();
  await expect(page.getByRole('timer')).toContainText(/Slot held for \d+:\d\d/);
  await expect(page.getByRole('button', { name: 'Pay Now' })).toBeFocused();
  await expect(page.getByRole('textbox', { name: /Message/ })).toHaveValue(
    'First session, a little nervous.',
  );

  await page.getByRole('button', { name: 'Pay Now' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Pay ₹99' }).click();
  await expect(page.getByText('Payment successful! Appointment booked.')).toBeVisible();
  await expect(page).toHaveURL(/\/my-appointments$/);
  expect(orders).toHaveLength(2);
  expect(orders[1]).toBe(orders[0]);

  // The booked time is no longer offered on the profile.
  await page.goto(`/therapist/${slot.therapist.slug}`);
  await showDay(page, slot.day);
  await expect(page.locator(`[data-time="${slot.time}"]`)).toHaveCount(0);
});

test('a failed payment shows inside the checkout and can be retried', async ({ page, request }) => {
  const slot = await freshSlot(request, 4);
  await signIn(page, await newClient(request));
  await page.goto(`/booking/${slot.therapist.slug}`);
  await chooseSlot(page, slot);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('textbox', { name: 'Phone' }).fill('9876543210');
  await page.getByRole('button', { name: 'Pay Now' }).click();
  const checkout = page.getByRole('dialog');
  await checkout.getByRole('button', { name: 'Simulate failure' }).click();
  await expect(checkout.getByRole('alert')).toHaveText(
    'Payment failed. Please check your details and try again.',
  );
  await checkout.getByRole('button', { name: 'Pay ₹99' }).click();
  await expect(page).toHaveURL(/\/my-appointments$/);
});

test('with Razorpay, a failed script load is reported and the next try pays', async ({
  page,
  request,
}) => {
  const slot = await freshSlot(request, 5);
  const client = await newClient(request);
  await signIn(page, client);
  // This server runs the offline gateway; the order answer is made to name Razorpay instead.
  await page.route('**/api/user/create-booking-order', async (route) => {
    const response = await route.fetch();
    const json = { ...(await response.json()), provider: 'razorpay' };
    await route.fulfill({ response, json });
  });
  await page.route('https://checkout.razorpay.com/v1/checkout.js', (route) => route.abort());
  await page.goto(`/booking/${slot.therapist.slug}`);
  await chooseSlot(page, slot);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('textbox', { name: 'Phone' }).fill('9876543210');
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await expect(page.getByText('Failed to load payment gateway')).toBeVisible();

  await page.unroute('https://checkout.razorpay.com/v1/checkout.js');
  await page.route('https://checkout.razorpay.com/v1/checkout.js', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: FAKE_CHECKOUT_JS }),
  );
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await expect(page.getByText('Payment successful! Appointment booked.')).toBeVisible();
  await expect(page).toHaveURL(/\/my-appointments$/);
  const options = await page.evaluate(
    () => (window as unknown as Record<string, unknown>).razorpayOptions,
  );
  expect(options).toMatchObject({
    amount: 9900,
    currency: 'INR',
    name: 'Manas Care',
    description: expect.stringContaining(`Booking fee · Session with ${slot.therapist.name}, `),
    prefill: { email: client.email, contact: '9876543210' },
    modal: { escape: true, backdropclose: false },
  });
  expect(options).toHaveProperty('key', expect.stringMatching(/\S/));
  expect(options).toHaveProperty('order_id', expect.stringMatching(/^order_/));
});

test('a slot taken meanwhile brings back step 1 with the fresh times', async ({
  page,
  request,
}) => {
  const slot = await freshSlot(request, 6);
  await signIn(page, await newClient(request));
  await page.goto(`/booking/${slot.therapist.slug}`);
  await chooseSlot(page, slot);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('textbox', { name: 'Phone' }).fill('9876543210');
  await bookByApi(request, await newClient(request), slot);

  await page.getByRole('button', { name: 'Pay Now' }).click();
  await expect(
    page.getByText('Selected slot is not available any more. Please choose another time.'),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Select Booking Slots' })).toBeFocused();
  await expect(page.locator(`[data-time="${slot.time}"]`)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
});

test('what the client typed on step 2 is still there after going back to the slots', async ({
  page,
  request,
}) => {
  const slot = await freshSlot(request, 7);
  await signIn(page, await newClient(request));
  await page.goto(`/booking/${slot.therapist.slug}`);
  await chooseSlot(page, slot);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Enter Basic Details' })).toBeFocused();
  await page.getByRole('textbox', { name: 'Phone' }).fill('9876543210');
  await page.getByRole('textbox', { name: /Message/ }).fill('Evenings suit me best.');

  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('heading', { name: 'Select Booking Slots' })).toBeFocused();
  await expect(page.getByRole('textbox', { name: 'Phone' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Enter Basic Details' })).toBeFocused();
  await expect(page.getByRole('textbox', { name: 'Phone' })).toHaveValue('9876543210');
  await expect(page.getByRole('textbox', { name: /Message/ })).toHaveValue(
    'Evenings suit me best.',
  );
});

test('step 1 works from the keyboard', async ({ page, request }) => {
  const slot = await freshSlot(request, 8);
  await signIn(page, await newClient(request));
  await page.goto(`/booking/${slot.therapist.slug}`);
  await expect(page.getByTestId('time-slots')).toBeVisible();
  const focusedTime = () =>
    page.evaluate(() => document.activeElement?.getAttribute('data-time') ?? null);
  for (let i = 0; i < 40 && (await focusedTime()) === null; i++) await page.keyboard.press('Tab');
  const time = await focusedTime();
  expect(time).not.toBeNull();
  await page.keyboard.press('Enter');
  await expect(page.locator(`[data-time="${time}"]`)).toHaveAttribute('aria-pressed', 'true');
  const onContinue = () =>
    page.evaluate(() => document.activeElement?.textContent?.trim() === 'Continue');
  for (let i = 0; i < 40 && !(await onContinue()); i++) await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Enter Basic Details' })).toBeFocused();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('heading', { name: 'Select Booking Slots' })).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/therapists$/);
});

test('the older review page reserves, keeps the reservation on cancel, then pays and books', async ({
  page,
  request,
}) => {
  const slot = await freshSlot(request, 10);
  await signIn(page, await newClient(request));
  // The older page is reached at its own routes (the profile's panel continues on /booking).
  const time = encodeURIComponent(slot.time);
  await page.goto(
    `/appointment-review?docId=${slot.therapist._id}&date=${slot.day.key}&time=${time}`,
  );

  await expect(page.getByRole('heading', { name: 'Review your appointment' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Doctor information' })).toContainText(
    slot.therapist.name,
  );
  const details = page.getByRole('region', { name: 'Appointment details' });
  // One session length everywhere (the booking summary, the cards and the mails say 1 hr).
  await expect(details).toContainText('1 hr');
  await expect(details).not.toContainText('30 minutes');
  await expect(page.getByRole('region', { name: 'Payment summary' })).toContainText(
    'Payable now: ₹99',
  );
  await expectNoSeriousA11yIssues(page);

  await page.getByRole('button', { name: 'Pay and Book' }).click();
  // The checkout opens once the reservation and its order exist.
  await expect(page.getByRole('dialog', { name: 'Manas Care' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByText('Payment cancelled')).toBeVisible();
  await expect(page.getByTestId('reservation-note')).toContainText('kept for 15 minutes');

  await page.getByRole('button', { name: 'Pay and Book' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Pay ₹99' }).click();
  await expect(page.getByText('Appointment booked successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/my-appointments$/);
});

test('the review page survives without navigation state', async ({ page, request }) => {
  const slot = await freshSlot(request, 12);
  await page.goto('/appointment-review');
  await expect(page).toHaveURL(/\/therapists$/);

  const id = slot.therapist._id;
  const time = encodeURIComponent(slot.time);
  await page.goto(`/appointment-review?docId=${id}&date=${slot.day.key}&time=${time}`);
  await expect(page).toHaveURL(
    new RegExp(`/appointment/${id}\\?date=${slot.day.key}&time=${time}$`),
  );
  await expect(page.getByRole('region', { name: 'Appointment details' })).toBeVisible();
  await expectNoSeriousA11yIssues(page);

  await page.goto(`/appointment/${id}`);
  await expect(page.getByText('Missing appointment information')).toBeVisible();
  await expect(
    page.getByRole('link', { name: `Choose a time on ${slot.therapist.name}’s profile` }),
  ).toHaveAttribute('href', `/therapist/${slot.therapist.slug}`);
});

test('/verify confirms once and goes to My Appointments', async ({ page, request }) => {
  const slot = await freshSlot(request, 14);
  const client = await newClient(request);
  const appointmentId = await bookByApi(request, client, slot);
  await signIn(page, client);
  let calls = 0;
  page.on('request', (req) => {
    if (req.url().endsWith('/api/user/verifyStripe')) calls += 1;
  });

  // Watched from the moment the page starts: the toast has its own timer, and on a busy machine
  // the page's load event can come after part of it.
  await page.goto(`/verify?success=true&appointmentId=${appointmentId}`, { waitUntil: 'commit' });
  await expect(page.getByText('Payment successful! Appointment booked.')).toBeVisible();
  await expect(page).toHaveURL(/\/my-appointments$/);
  expect(calls).toBe(1);

  await page.goto('/verify');
  await expect(page).toHaveURL(/\/my-appointments$/);
  expect(calls).toBe(1);
});

test('a payment whose verification failed is verified again, never paid twice, and shows in the list', async ({
  page,
  request,
}) => {
  const slot = await freshSlot(request, 15);
  await signIn(page, await newClient(request));
  // My Appointments is loaded (and cached) before the booking.
  await page.goto('/my-appointments');
  await expect(page.getByText('No upcoming appointments found.')).toBeVisible();

  await page.goto(`/booking/${slot.therapist.slug}`);
  await chooseSlot(page, slot);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('textbox', { name: 'Phone' }).fill('9876543210');
  let orders = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/user/create-booking-order')) orders++;
  });
  await page.route('**/api/user/verify-booking-payment', (route) => route.abort(), { times: 1 });
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Pay ₹99' }).click();
  await expect(
    page.getByText('Payment verification failed. Please contact support.'),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Pay Now' }).click();
  await expect(page).toHaveURL(/\/my-appointments$/);
  expect(orders).toBe(1);
  // The booking page is gone once the list's heading shows; the name is then the card's.
  await expect(page.getByRole('heading', { name: 'My Appointments' })).toBeVisible();
  await expect(page.getByText(slot.therapist.name, { exact: true })).toBeVisible();
  await expect(page.getByText('Pending Confirmation')).toBeVisible();
});

test('the profile panel continues on the booking page with its date, time and mode', async ({
  page,
  request,
}) => {
  // A demo therapist who offers both modes, so the mode chosen is the one carried over.
  const slot = await freshSlotWithBothModes(request);
  await signIn(page, await newClient(request));
  await page.goto(`/therapist/${slot.therapist.slug}`);
  const mode = (name: string) =>
    page.locator('label').filter({ has: page.getByRole('radio', { name }) });
  await mode('Online').click();
  await expect(page.getByRole('radio', { name: 'Online' })).toBeChecked();
  await chooseSlot(page, slot);
  await page.getByRole('button', { name: /^Book / }).click();

  await expect(page).toHaveURL(new RegExp(`/booking/${slot.therapist.slug}\\?`));
  const params = new URL(page.url()).searchParams;
  expect(Object.fromEntries(params)).toEqual({
    date: slot.day.key,
    time: slot.time,
    mode: 'online',
    from: 'profile',
  });
  await expect(page.getByRole('heading', { name: 'Select Booking Slots' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Online' })).toBeChecked();
  await expect(page.locator(`[data-time="${slot.time}"]`)).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Enter Basic Details' })).toBeFocused();
  await page.getByRole('textbox', { name: 'Phone' }).fill('9876543210');
  const order = page.waitForRequest('**/api/user/create-booking-order');
  await page.getByRole('button', { name: 'Pay Now' }).click();
  expect((await order).postDataJSON()).toMatchObject({
    docId: slot.therapist._id,
    slotDate: slot.day.key,
    slotTime: slot.time,
    sessionType: 'online',
  });
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByText('Payment cancelled')).toBeVisible();
  // Back from the booking page returns to the profile it started on.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(new RegExp(`/therapist/${slot.therapist.slug}$`));
});

test('moving the date strip clears the chosen time; the summary adds up', async ({
  page,
  request,
}) => {
  const slot = await freshSlot(request, 16);
  await page.goto(`/booking/${slot.therapist.slug}`);
  await chooseSlot(page, slot);
  await expect(page.getByRole('button', { name: 'Continue' })).toBeEnabled();
  const later = page.getByRole('button', { name: 'Later dates' });
  const earlier = page.getByRole('button', { name: 'Earlier dates' });
  await ((await later.isEnabled()) ? later : earlier).click();

  await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
  await expect(page.getByText('Choose a time to continue.')).toBeVisible();
  await expect(page.locator('[data-time][aria-pressed="true"]')).toHaveCount(0);

  const fee = slot.therapist.fees ?? 1200;
  const rupees = (n: number) => `₹${n.toLocaleString('en-IN')}`;
  const breakdown = page.getByTestId('fee-breakdown');
  await expect(breakdown).toContainText(`Session fee${rupees(fee)}`);
  await expect(breakdown).toContainText('Booking fee, paid now₹99');
  await expect(breakdown).toContainText(`Paid at the session${rupees(fee - 99)}`);
  await expect(breakdown).toContainText(`Total${rupees(fee)}`);
});
