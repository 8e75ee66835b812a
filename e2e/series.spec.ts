import { expect as baseExpect, test, type APIRequestContext } from './fixtures';
import { openSlots } from '@app/domain/slots';
import type { TherapistDetail } from '@app/domain/schemas/therapist';
import type { SeriesPreviewResponse } from '@app/domain/schemas/series';
import { expectNoSeriousA11yIssues } from './a11y';
import { screenshotsAt, expectNoSideScroll } from './screens';
import {
  chooseSlot,
  demoTherapist,
  newClient,
  signIn,
  type Client,
  type Slot,
} from './booking-helpers';

const expect = baseExpect.configure({ timeout: 20_000 });
const SHOTS = process.env.E2E_SCREENSHOTS_DIR;

/**
 * A time of the demo therapist free four weeks running, as the server's own preview says: late
 * enough in the window that other tests' bookings are not in its way.
 */
async function fourFreeWeeks(
  request: APIRequestContext,
  slug: string,
  client: Client,
): Promise<{ slot: Slot; mode: string; weeks: SeriesPreviewResponse['occurrences'] }> {
  const res = await request.get(`/api/doctor/by-slug/${slug}`);
  const therapist = ((await res.json()) as { data: TherapistDetail }).data;
  const days = openSlots({
    now: new Date(),
    timeSlots: therapist.timeSlots,
    taken: therapist.slots_booked,
    dateHours: therapist.dateHours,
    minimumNoticeHours: therapist.minimumNoticeHours,
  });
  const mode =
    therapist.sessionModes[0]?.trim().toLowerCase() === 'in-person' ? 'in-person' : 'online';
  for (const day of days.slice(2)) {
    for (const time of day.times) {
      const preview = await request.post('/api/user/series-preview', {
        headers: { token: client.token },
        data: {
          docId: therapist._id,
          slotDate: day.key,
          slotTime: time,
          sessionType: mode,
          weeks: 4,
        },
      });
      if (!preview.ok()) continue;
      const { occurrences } = (await preview.json()) as SeriesPreviewResponse;
      if (occurrences.every((o) => o.available))
        return { slot: { therapist, day, time }, mode, weeks: occurrences };
    }
  }
  throw new Error('no time of the demo therapist is free four weeks running');
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
  const { slot, mode, weeks } = await fourFreeWeeks(request, demo.slug, client);
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
    if (SHOTS) await screenshotsAt(page, SHOTS, 'series-preview');

    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/weeks=4/);
    await expect(page.getByRole('heading', { name: 'Enter Basic Details' })).toBeFocused();
    const summary = page.getByRole('region', { name: 'Booking summary' });
    await expect(summary.getByTestId('series-weeks').getByRole('listitem')).toHaveCount(4);
    await expect(summary.getByTestId('payable-now')).toContainText('₹297');
    await page.getByRole('textbox', { name: 'Phone' }).fill('9876543210');
    await expectNoSeriousA11yIssues(page);
    await expectNoSideScroll(page);
    if (SHOTS) await screenshotsAt(page, SHOTS, 'series-review');

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
    if (SHOTS) await screenshotsAt(page, SHOTS, 'series-appointments');

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
