import { expect as baseExpect, test, type APIRequestContext, type Page } from './fixtures';
import { keepScreenshot } from './screens';
import { addIstDays, parseSlotDateKey, toSlotDateKey, type IstDate } from '@app/domain/ist';
import type { TherapistDetail } from '@app/domain/schemas/therapist';
import { expectNoSeriousA11yIssues } from './a11y';
import {
  bookByApi,
  newClient,
  type Slot,
  DEMO_THERAPIST,
  demoTherapist,
  openDaysOf,
} from './booking-helpers';

const expect = baseExpect.configure({ timeout: 30_000 });
const SHOTS = 'time-off';

/** '7_12_2026' → '2026-12-07', as a date input takes it. */
const inputDate = (key: string) => {
  const d = parseSlotDateKey(key);
  if (!d) throw new Error(`bad key ${key}`);
  return `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;
};

/**
 * An open slot of the demo therapist late in the window, on the day whose following week holds the
 * fewest sessions booked already: other tests (a weekly series among them) book the demo
 * therapist too, in whatever order the files run.
 */
async function lateSlotOf(request: APIRequestContext, slug: string): Promise<Slot> {
  const res = await request.get(`/api/doctor/by-slug/${slug}`);
  const therapist = ((await res.json()) as { data: TherapistDetail }).data;
  const days = openDaysOf(therapist);
  const bookedInWeek = (date: IstDate) =>
    [0, 1, 2, 3, 4, 5, 6].reduce(
      (sum, n) => sum + (therapist.slots_booked[toSlotDateKey(addIstDays(date, n))]?.length ?? 0),
      0,
    );
  const day = days
    .slice(18)
    .filter((d) => d.times.length > 0)
    .sort((a, b) => bookedInWeek(a.date) - bookedInWeek(b.date))[0];
  if (!day?.times[0]) throw new Error('no late open slot');
  return { therapist, day, time: day.times[0] };
}

async function signInAsTherapist(page: Page) {
  await page.goto('/login?mode=login');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(DEMO_THERAPIST.email);
  await form.getByRole('textbox', { name: 'Password' }).fill(DEMO_THERAPIST.password);
  await form.getByRole('button', { name: /sign in/i }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

test('a therapist adds a week off and sees the booked session inside it to resolve', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const { token: therapistToken, slug } = await demoTherapist(request);
  const client = await newClient(request);
  const slot = await lateSlotOf(request, slug);
  const appointmentId = await bookByApi(request, client, slot);

  await signInAsTherapist(page);
  await page
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', { name: 'Time off' })
    .click();
  await expect(page.getByRole('heading', { level: 2, name: 'Time off' })).toBeVisible();
  await expect(page.getByText('No time off planned.')).toBeVisible();

  const add = page.getByRole('form', { name: 'Add time off' });
  const lastDay = addIstDays(slot.day.date, 6);
  await add.getByLabel('First day off').fill(inputDate(slot.day.key));
  await add
    .getByLabel('Last day off')
    .fill(inputDate(`${lastDay.day}_${lastDay.month}_${lastDay.year}`));
  await add.getByLabel('Note (only you see it)').fill('Family wedding');
  await add.getByRole('button', { name: 'Add time off' }).click();

  const conflicts = page.getByRole('region', { name: /Booked sessions to resolve/ });
  await expect(conflicts).toBeVisible();
  // The session this test booked is listed once among whatever else falls in that week (other
  // clients may share its client's name).
  const conflict = conflicts.getByTestId('conflict').filter({
    has: page.locator(`a[href="/dashboard/calendar?session=${appointmentId}"]`),
  });
  await expect(conflict).toHaveCount(1);
  await expect(conflict).toContainText(`${client.firstName} ${client.lastName}`);
  await expect(conflict).toContainText('Inside your time off');
  await expect(conflict.getByRole('link', { name: 'Propose new times' })).toHaveAttribute(
    'href',
    `/dashboard/calendar?session=${appointmentId}`,
  );
  // Not yet accepted: the therapist's way out is to decline (the client is refunded in full).
  await expect(
    conflict.getByRole('button', { name: /Decline booking|Request cancellation/ }),
  ).toBeVisible();
  await expect(page.getByText('Family wedding')).toBeVisible();

  // The public profile closes those days at once.
  const profile = await request.get(`/api/doctor/by-slug/${slug}`);
  const shown = ((await profile.json()) as { data: TherapistDetail }).data;
  expect(shown.dateHours?.[slot.day.key]).toEqual([]);

  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoSeriousA11yIssues(page);
    await keepScreenshot(page, `${SHOTS}/time-off-${width}`, { fullPage: true });
  }

  // The link opens the session's card from the calendar.
  await page.setViewportSize({ width: 1280, height: 900 });
  await conflict.getByRole('link', { name: 'Propose new times' }).click();
  const card = page.getByRole('dialog', { name: 'Session' });
  await expect(card.locator(`[data-appointment-id="${appointmentId}"]`)).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  await page.keyboard.press('Escape');
  await expect(card).toBeHidden();

  // The week calendar at 1280 and the agenda at 375, on the week of the booked session.
  await page.goto('/dashboard/calendar');
  await expect(page.getByRole('table')).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  await keepScreenshot(page, `${SHOTS}/week-calendar-1280`, { fullPage: true });
  await page.setViewportSize({ width: 375, height: 900 });
  await expect(page.getByRole('list', { name: 'Agenda' })).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  await keepScreenshot(page, `${SHOTS}/agenda-375`, { fullPage: true });

  // Leave the demo therapist as found.
  const cleared = await request.put('/api/dashboard/time-off', {
    headers: { token: therapistToken },
    data: { timeOff: [] },
  });
  expect(cleared.ok()).toBe(true);
});
