import { expect as baseExpect, test, type APIRequestContext } from './fixtures';
import type { TherapistDetail } from '@app/domain/schemas/therapist';
import type { SeriesPreviewResponse } from '@app/domain/schemas/series';
import { expectNoSeriousA11yIssues } from './a11y';
import { screenshotsAt, expectNoSideScroll, keepScreenshot, screenshotsWanted } from './screens';
import {
  chooseSlot,
  demoTherapist,
  newClient,
  signIn,
  type Client,
  type Slot,
  openDaysOf,
} from './booking-helpers';

const expect = baseExpect.configure({ timeout: 20_000 });
const SHOTS = 'series';

/**
 * A time of the demo therapist free four weeks running, as the server's own preview says: late
 * enough in the window that other tests' bookings are not in its way.
 */
async function freeWeeks(
  request: APIRequestContext,
  slug: string,
  client: Client,
  count = 4,
  fromDay = 2,
): Promise<{ slot: Slot; mode: string; weeks: SeriesPreviewResponse['occurrences'] }> {
  const res = await request.get(`/api/doctor/by-slug/${slug}`);
  const therapist = ((await res.json()) as { data: TherapistDetail }).data;
  const days = openDaysOf(therapist);
  const mode =
    therapist.sessionModes[0]?.trim().toLowerCase() === 'in-person' ? 'in-person' : 'online';
  for (const day of days.slice(fromDay)) {
    for (const time of day.times) {
      const preview = await request.post('/api/user/series-preview', {
        headers: { token: client.token },
        data: {
          docId: therapist._id,
          slotDate: day.key,
          slotTime: time,
          sessionType: mode,
          weeks: count,
        },
      });
      if (!preview.ok()) continue;
      const { occurrences } = (await preview.json()) as SeriesPreviewResponse;
      if (occurrences.every((o) => o.available))
        return { slot: { therapist, day, time }, mode, weeks: occurrences };
    }
  }
  throw new Error(`no time of ${slug} is free ${count} weeks running`);
}

test('a 4-week series with the therapist away in week 3: three booked for ₹297, one cancelled', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const demo = await demoTherapist(request);
  const asTherapist = { headers: { token: demo.token } };
  const before = await request.get('/api/dashboard/time-off', asTherapist);
  const timeOffBefore = ((await before.json()) as { timeOff: unknown[] }).timeOff;
  const client = await newClient(request);
  const { slot, mode, weeks } = await freeWeeks(request, demo.slug, client);
  const away = weeks[2]!.slotDate;
  const set = await request.put('/api/dashboard/time-off', {
    ...asTherapist,
    data: { timeOff: [...timeOffBefore, { from: away, to: away, note: 'Away' }] },
  });
  expect(set.ok(), await set.text()).toBe(true);

  try {
    await signIn(page, client);
    await page.goto(`/booking/${slot.therapist.slug}?mode=${mode}`);
    await chooseSlot(page, slot);

    // Repeat: a labelled select, keyboard-usable.
    const repeat = page.getByRole('combobox', { name: 'Repeat' });
    await expect(repeat).toHaveValue('1');
    await repeat.focus();
    await repeat.selectOption({ label: 'Every week, for 4 weeks' });

    const preview = page.getByTestId('series-preview');
    const list = preview.getByTestId('series-weeks');
    await expect(list.getByRole('listitem')).toHaveCount(4);
    await expect(list.getByRole('listitem').nth(2)).toHaveAttribute('data-available', 'false');
    await expect(list.getByRole('listitem').nth(2)).toContainText('The therapist is away that day');
    for (const i of [0, 1, 3])
      await expect(list.getByRole('listitem').nth(i)).toContainText('Free');
    await expect(preview.getByTestId('series-total')).toHaveText('3 sessions × ₹99 = ₹297');
    await expect(
      preview.getByText('Weeks that are not available are not booked and not charged.'),
    ).toBeVisible();
    await expect(preview.getByTestId('series-refunds')).toContainText(
      'in full within 24 hours of booking',
    );
    await expectNoSeriousA11yIssues(page);
    await screenshotsAt(page, SHOTS, 'series-preview');

    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/weeks=4/);
    await expect(page.getByRole('heading', { name: 'Enter Basic Details' })).toBeFocused();
    const summary = page.getByRole('region', { name: 'Booking summary' });
    await expect(summary.getByTestId('series-weeks').getByRole('listitem')).toHaveCount(4);
    await expect(summary.getByTestId('payable-now')).toContainText('₹297');
    await page.getByRole('textbox', { name: 'Phone' }).fill('9876543210');
    await expectNoSeriousA11yIssues(page);
    await expectNoSideScroll(page);
    await screenshotsAt(page, SHOTS, 'series-review');

    await page.getByRole('button', { name: 'Pay Now' }).click();
    const checkout = page.getByRole('dialog');
    await expect(checkout.getByTestId('checkout-amount')).toHaveText('₹297');
    await checkout.getByRole('button', { name: 'Pay ₹297' }).click();
    await expect(page).toHaveURL(/\/my-appointments$/);

    const cards = page.getByTestId('appointment-card');
    await expect(cards).toHaveCount(3);
    for (const n of [1, 2, 3])
      await expect(cards.getByText(`Weekly · session ${n} of 3`)).toHaveCount(1);
    await expectNoSeriousA11yIssues(page);
    await screenshotsAt(page, SHOTS, 'series-appointments');

    // One session cancelled inside 24 hours of booking: its own ₹99 back, two still stand.
    const second = cards.filter({ hasText: 'Weekly · session 2 of 3' });
    await second.getByRole('button', { name: 'Cancel Appointment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Request cancellation' });
    await expect(dialog.getByTestId('refund-preview')).toContainText(
      '₹99 booking fee will be refunded',
    );
    await dialog
      .getByRole('textbox', { name: /Reason for cancellation/ })
      .fill('Travelling that week.');
    await dialog.getByRole('button', { name: 'Cancel and refund' }).click();
    await expect(page.getByText('Appointment cancelled successfully.')).toBeVisible();
    await expect(cards).toHaveCount(2);
    await expect(cards.getByText(/Weekly · session [13] of 3/)).toHaveCount(2);

    const mine = await request.get('/api/user/appointments', { headers: { token: client.token } });
    const appointments = (
      (await mine.json()) as {
        appointments: {
          seriesId: string | null;
          cancelled: boolean;
          refund: { amountPaise: number } | null;
        }[];
      }
    ).appointments;
    expect(new Set(appointments.map((a) => a.seriesId)).size).toBe(1);
    expect(appointments[0]?.seriesId).toBeTruthy();
    const cancelled = appointments.filter((a) => a.cancelled);
    expect(cancelled).toHaveLength(1);
    expect(cancelled[0]?.refund?.amountPaise).toBe(9900);
  } finally {
    const restored = await request.put('/api/dashboard/time-off', {
      ...asTherapist,
      data: { timeOff: timeOffBefore },
    });
    expect(restored.ok()).toBe(true);
  }
});

/** Books and pays a weekly series through the API, as the booking page does; answers its ids. */
async function bookSeriesByApi(
  request: APIRequestContext,
  client: Client,
  { slot, mode }: { slot: Slot; mode: string },
  weeks: number,
) {
  const headers = { token: client.token };
  const booking = {
    docId: slot.therapist._id,
    slotDate: slot.day.key,
    slotTime: slot.time,
    sessionType: mode,
    userFirstName: client.firstName,
    userLastName: client.lastName,
    userEmail: client.email,
    userPhone: '9876543210',
    message: '',
  };
  const order = await request.post('/api/user/create-booking-order', {
    headers,
    data: { ...booking, weeks },
  });
  expect(order.ok(), await order.text()).toBe(true);
  const { order: made, seriesId } = (await order.json()) as {
    order: { id: string };
    seriesId: string;
  };
  const paid = await request.post('/api/payments/simulated/checkout', {
    headers,
    data: { orderId: made.id, outcome: 'success' },
  });
  const { razorpay_order_id, razorpay_payment_id, razorpay_signature } = await paid.json();
  const verified = await request.post('/api/user/verify-booking-payment', {
    headers,
    data: { ...booking, razorpay_order_id, razorpay_payment_id, razorpay_signature },
  });
  expect(verified.ok(), await verified.text()).toBe(true);
  return seriesId;
}

test('the therapist accepts a whole series at once; the client cancels the rest of it', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const demo = await demoTherapist(request);
  const client = await newClient(request);
  const found = await freeWeeks(request, demo.slug, client, 3, 5);
  const seriesId = await bookSeriesByApi(request, client, found, 3);

  // The therapist: each session says it is part of a weekly series; one step accepts all three.
  await page.addInitScript((token) => localStorage.setItem('token', token), demo.token);
  await page.goto('/dashboard');
  const booked = await request.get('/api/user/appointments', { headers: { token: client.token } });
  const ids = ((await booked.json()) as { appointments: { _id: string }[] }).appointments.map(
    (a) => a._id,
  );
  const mine = page
    .getByTestId('session-card')
    .and(page.locator(ids.map((id) => `[data-appointment-id="${id}"]`).join(', ')));
  await expect(mine).toHaveCount(3);
  await expect(mine.first().getByTestId('series-badge')).toHaveText('Weekly series');
  await expectNoSeriousA11yIssues(page);
  if (screenshotsWanted) {
    await screenshotsAt(page, SHOTS, 'series-dashboard');
    // The page is long: the series' first card alone, at both widths, to look at.
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await keepScreenshot(mine.first(), `${SHOTS}/series-dashboard-card-${width}`);
    }
    await page.setViewportSize({ width: 1280, height: 900 });
  }
  await mine.first().getByRole('button', { name: 'Accept all in this series (3)' }).click();
  await expect(page.getByText('3 sessions accepted.')).toBeVisible();
  await expect(mine.getByRole('button', { name: /Accept all in this series/ })).toHaveCount(0);
  const listed = await request.get('/api/dashboard/appointments', {
    headers: { token: demo.token },
  });
  const ofSeries = (
    (await listed.json()) as { appointments: { seriesId: string | null; isApproved: boolean }[] }
  ).appointments.filter((a) => a.seriesId === seriesId);
  expect(ofSeries.map((a) => a.isApproved)).toEqual([true, true, true]);

  // The client: cancelling the rest from session 2 shows both later sessions' refunds first.
  await page.evaluate((token) => localStorage.setItem('token', token), client.token);
  await page.addInitScript((token) => localStorage.setItem('token', token), client.token);
  await page.goto('/my-appointments');
  const cards = page.getByTestId('appointment-card');
  await expect(cards).toHaveCount(3);
  const second = cards.filter({ hasText: 'Weekly · session 2 of 3' });
  await expect(
    cards
      .filter({ hasText: 'Weekly · session 3 of 3' })
      .getByRole('button', { name: 'Cancel the rest of the series' }),
  ).toHaveCount(0);
  await second.getByRole('button', { name: 'Cancel the rest of the series' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel the rest of the series' });
  const outcomes = dialog.getByTestId('series-cancel-outcomes').getByRole('listitem');
  await expect(outcomes).toHaveCount(2);
  for (const i of [0, 1])
    await expect(outcomes.nth(i)).toContainText('Cancelled now, ₹99 refunded');
  await expect(dialog.getByTestId('series-refund')).toHaveText('Refunded to you in all: ₹198');
  await expectNoSeriousA11yIssues(page);
  await screenshotsAt(page, SHOTS, 'series-cancel-rest');
  await dialog.getByRole('button', { name: 'Cancel these sessions' }).click();
  await expect(dialog.getByText('Please enter a reason for cancellation')).toBeVisible();
  await dialog.getByRole('textbox', { name: /Reason for cancellation/ }).fill('Moving city.');
  await dialog.getByRole('button', { name: 'Cancel these sessions' }).click();
  await expect(page.getByText('2 sessions cancelled, ₹198 refunded.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Weekly · session 1 of 3');
});
