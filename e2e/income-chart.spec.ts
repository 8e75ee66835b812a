import { expect as baseExpect, test, type Page } from './fixtures';
import {
  addIstDays,
  formatIstDate,
  istToday,
  istWeekday,
  type IstDate,
} from '../packages/domain/src/ist';
import { bookingAmounts, formatRupees } from '../packages/domain/src/pricing';
import { bookByApi, freshSlotOf, newClient, demoTherapist } from './booking-helpers';

const expect = baseExpect.configure({ timeout: 30_000 });

const mondayOf = (d: IstDate) => addIstDays(d, -((istWeekday(d) + 6) % 7));
const rupees = (text: string) => Number(text.replace(/[^\d.]/g, ''));

/** The week's row of the table under the chart: its bookings and income cells. */
async function weekRow(page: Page, monday: IstDate) {
  const row = page.getByRole('row', {
    name: new RegExp(`^${formatIstDate(monday, 'day-month')}( \\(|\\s|$)`),
  });
  await expect(row).toHaveCount(1);
  const cells = row.getByRole('cell');
  return {
    row,
    bookings: Number(await cells.nth(0).innerText()),
    income: rupees(await cells.nth(1).innerText()),
  };
}

test('the income chart counts accepted sessions at what the therapist collects, and names the week under way', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { token: therapistToken, slug } = await demoTherapist(request);
  const slot = await freshSlotOf(request, slug);
  // A therapist with a listed fee: one without has no figure to collect (decision 0061).
  const collected = bookingAmounts(slot.therapist.fees).atSession ?? 0;
  expect(collected).toBeLessThan(slot.therapist.fees ?? 0);

  await page.addInitScript((token) => localStorage.setItem('token', token), therapistToken);
  await page.goto('/dashboard/income');
  await expect(page.getByRole('heading', { level: 2, name: 'Bookings and income' })).toBeVisible();
  await expect(page.getByText(/less the ₹99 booking fee/)).toBeVisible();
  const week = mondayOf(slot.day.date);
  const before = await weekRow(page, week);

  // A paid booking awaiting acceptance may still be declined: it is not counted yet.
  const client = await newClient(request);
  const appointmentId = await bookByApi(request, client, slot);
  await page.reload();
  await expect(page.getByRole('table')).toBeVisible();
  const pending = await weekRow(page, week);
  expect({ bookings: pending.bookings, income: pending.income }).toEqual({
    bookings: before.bookings,
    income: before.income,
  });

  const accepted = await request.post(`/api/dashboard/appointments/${appointmentId}/accept`, {
    headers: { token: therapistToken },
  });
  expect(accepted.ok()).toBe(true);
  await page.reload();
  await expect(page.getByRole('table')).toBeVisible();
  const after = await weekRow(page, week);
  expect(after.bookings).toBe(before.bookings + 1);
  // The fee less the booking fee, not the listed fee.
  expect(after.income - before.income).toBe(collected);
  await expect(after.row.getByRole('cell').nth(1)).toHaveText(
    formatRupees(before.income + collected),
  );

  // The week under way is neither past nor wholly ahead.
  const thisWeek = await weekRow(page, mondayOf(istToday(new Date())));
  await expect(thisWeek.row.getByRole('rowheader')).toHaveText(/\(this week\)$/);
  const lastWeek = await weekRow(page, addIstDays(mondayOf(istToday(new Date())), -7));
  await expect(lastWeek.row.getByRole('rowheader')).not.toHaveText(/\(/);
  const nextWeek = await weekRow(page, addIstDays(mondayOf(istToday(new Date())), 7));
  await expect(nextWeek.row.getByRole('rowheader')).toHaveText(/\(ahead\)$/);
});
