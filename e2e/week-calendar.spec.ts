import { expect as baseExpect, test, type APIRequestContext, type Page } from './fixtures';
import { addIstDays, istToday, istWeekday, toSlotDateKey } from '@app/domain/ist';
import { WEEKDAYS } from '@app/domain/catalogues';
import type { TherapistDetail } from '@app/domain/schemas/therapist';
import { expectNoSeriousA11yIssues } from './a11y';
import { screenshotsAt } from './screens';
import { bookByApi, newClient, DEMO_THERAPIST, demoTherapist } from './booking-helpers';

const expect = baseExpect.configure({ timeout: 30_000 });
const SHOTS = 'week-calendar';

type DateHours = Record<string, string[]>;

async function dateHoursOf(request: APIRequestContext, token: string): Promise<DateHours> {
  const res = await request.get('/api/dashboard/date-hours', { headers: { token } });
  return ((await res.json()) as { dateHours: DateHours }).dateHours;
}

async function setDateHours(request: APIRequestContext, token: string, dateHours: DateHours) {
  const res = await request.put('/api/dashboard/date-hours', {
    headers: { token },
    data: { dateHours },
  });
  expect(res.ok()).toBe(true);
}

async function weeklyHoursOf(request: APIRequestContext, token: string) {
  const res = await request.get('/api/dashboard/hours', { headers: { token } });
  return ((await res.json()) as { timeSlots: Record<string, string[]> }).timeSlots;
}

async function signInAsTherapist(page: Page) {
  await page.goto('/login?mode=login');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(DEMO_THERAPIST.email);
  await form.getByRole('textbox', { name: 'Password' }).fill(DEMO_THERAPIST.password);
  await form.getByRole('button', { name: /sign in/i }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

test('the week: labels stay in their day, past hours are not open, a full day has no open hours', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const { token, slug } = await demoTherapist(request);
  const before = await dateHoursOf(request, token);
  // Wednesday of next week opens one hour only, and a client with a long name books it.
  const today = istToday(new Date());
  const monday = addIstDays(today, -((istWeekday(today) + 6) % 7));
  const wednesday = addIstDays(monday, 9);
  const key = toSlotDateKey(wednesday);
  await setDateHours(request, token, { ...before, [key]: ['11:00'] });
  try {
    const therapist = (
      (await (await request.get(`/api/doctor/by-slug/${slug}`)).json()) as {
        data: TherapistDetail;
      }
    ).data;
    const client = await newClient(request);
    await bookByApi(
      request,
      { ...client, firstName: 'Venkatalakshmi', lastName: 'Ramachandran Subramaniam' },
      {
        therapist,
        day: { date: wednesday, key, weekday: WEEKDAYS[istWeekday(wednesday)]!, times: ['11:00'] },
        time: '11:00',
      },
    );

    await signInAsTherapist(page);
    await page.goto('/dashboard/calendar');
    const week = page.getByRole('table');
    // Last week is past: not one hour of it is open.
    await page.getByRole('button', { name: 'Previous week' }).click();
    await expect(week.locator('td').first()).toBeVisible();
    await expect(week.getByText('Open', { exact: true })).toHaveCount(0);
    await page.getByRole('button', { name: 'This week' }).click();

    await page.getByRole('button', { name: 'Next week' }).click();
    const chip = week.getByTestId('calendar-session').filter({ hasText: 'Venkatalakshmi' });
    await expect(chip).toBeVisible();
    const spill = await chip.evaluate((el) => {
      const cell = el.closest('td')!.getBoundingClientRect();
      const own = el.getBoundingClientRect();
      return { right: own.right, cellRight: cell.right };
    });
    expect(spill.right).toBeLessThanOrEqual(spill.cellRight + 0.5);
    await expectNoSeriousA11yIssues(page);
    await screenshotsAt(page, SHOTS, 'week');

    // On a phone: the fully booked Wednesday has no open hour left.
    await page.setViewportSize({ width: 375, height: 900 });
    const agenda = page.getByRole('list', { name: 'Agenda' });
    const day = agenda.getByRole('listitem').filter({ hasText: 'Venkatalakshmi' });
    await expect(day.getByRole('heading')).toContainText('No open hours');
    await expect(day.getByRole('heading')).not.toContainText('1 open hour');
    await expectNoSeriousA11yIssues(page);
  } finally {
    await setDateHours(request, token, before);
  }
});

test("hours for a working date start from that weekday's weekly hours", async ({
  page,
  request,
}) => {
  const { token } = await demoTherapist(request);
  const weekly = await weeklyHoursOf(request, token);
  const today = istToday(new Date());
  // The first working day from a week ahead.
  let date = addIstDays(today, 7);
  for (let i = 0; i < 7 && (weekly[WEEKDAYS[istWeekday(date)]!] ?? []).length === 0; i++)
    date = addIstDays(date, 1);
  const hours = weekly[WEEKDAYS[istWeekday(date)]!] ?? [];
  expect(hours.length).toBeGreaterThan(0);

  await signInAsTherapist(page);
  await page.goto('/dashboard/time-off');
  const form = page.getByRole('form', { name: 'Set hours for a date' });
  const iso = `${date.year}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`;
  await form.getByLabel('Date').fill(iso);
  const ticked = form.getByRole('checkbox', { checked: true });
  await expect(ticked).toHaveCount(hours.length);
  await expect(form.getByRole('button', { name: 'Save hours for this date' })).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  await screenshotsAt(page, SHOTS, 'date-hours');
});
