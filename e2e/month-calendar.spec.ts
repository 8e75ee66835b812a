import { expect as baseExpect, test, type APIRequestContext } from './fixtures';
import { keepScreenshot } from './screens';
import { openSlots } from '@app/domain/slots';
import type { TherapistDetail } from '@app/domain/schemas/therapist';
import { formatIstDate } from '@app/domain/ist';
import { expectNoSeriousA11yIssues } from './a11y';

const expect = baseExpect.configure({ timeout: 30_000 });
const SHOTS = 'month-calendar';

/** A listed therapist with open times on the window's 30th day. */
async function therapistOpenOnDay30(request: APIRequestContext) {
  const res = await request.get('/api/therapist/search?pageSize=48&page=1');
  for (const { slug } of ((await res.json()) as { doctors: { slug: string }[] }).doctors) {
    const t = (
      (await (await request.get(`/api/doctor/by-slug/${slug}`)).json()) as {
        data: TherapistDetail;
      }
    ).data;
    const days = openSlots({
      now: new Date(),
      timeSlots: t.timeSlots,
      taken: t.slots_booked,
      dateHours: t.dateHours,
      minimumNoticeHours: t.minimumNoticeHours,
    });
    const last = days[29];
    if (last && last.times.length > 0) return { therapist: t, day: last, days };
  }
  throw new Error('no therapist open on day 30');
}

test('the month calendar jumps the date strip to the last day of the window', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { therapist, day, days } = await therapistOpenOnDay30(request);
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/booking/${therapist.slug}`);
    const trigger = page.getByRole('button', { name: 'Pick a date' });
    await trigger.click();
    const calendar = page.getByRole('dialog', { name: 'Pick a date' });
    await expect(calendar).toBeVisible();
    await expect(calendar.getByRole('grid')).toBeVisible();
    // Days without an open time are marked and refuse a choice.
    const closed = days.find((d) => d.times.length === 0);
    if (closed) {
      const cell = calendar.locator(`[data-key="${closed.key}"]`);
      if (await cell.count()) await expect(cell).toHaveAttribute('aria-disabled', 'true');
    }
    await expectNoSeriousA11yIssues(page);
    await keepScreenshot(page, `${SHOTS}/month-calendar-${width}`);

    // Keyboard: arrows move the focus day by day (and across the month), Enter chooses.
    const focusedDay = () =>
      page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.windowDay ?? '');
    await expect.poll(focusedDay).not.toBe('');
    for (let guard = 0; guard < 40 && (await focusedDay()) !== '30'; guard++) {
      await page.keyboard.press(Number(await focusedDay()) + 7 <= 30 ? 'ArrowDown' : 'ArrowRight');
    }
    expect(await focusedDay()).toBe('30');
    await page.keyboard.press('Enter');
    await expect(calendar).toBeHidden();

    const name = new RegExp(`^${day.weekday} ${formatIstDate(day.date, 'day-month')} `);
    const dayButton = page.getByRole('list', { name: 'Dates' }).getByRole('button', { name });
    await expect(dayButton).toBeVisible();
    await expect(dayButton).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('time-slots')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Later dates' })).toBeDisabled();

    // Escape closes without choosing and gives the focus back to the button.
    await trigger.click();
    await expect(calendar).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(calendar).toBeHidden();
    await expect(trigger).toBeFocused();
  }
});
