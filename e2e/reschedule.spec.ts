import { expect as baseExpect, test, type APIRequestContext, type Page } from './fixtures';
import { keepScreenshot } from './screens';
import { expectNoSeriousA11yIssues } from './a11y';
import { DEMO_ADMIN } from './mailbox';
import { bookByApi, newClient, showDay, signIn, type Slot, demoTherapist } from './booking-helpers';
import { openSlots, type OpenSlotDay } from '../packages/domain/src/slots';
import {
  formatIstDate,
  formatTime12h,
  istWeekday,
  parseSlotDateKey,
} from '../packages/domain/src/ist';
import { WEEKDAYS } from '../packages/domain/src/catalogues';
import type { TherapistDetail } from '../packages/domain/src/schemas/therapist';
import type { WeekdayKey } from '../packages/domain/src/schemas/therapist';

// First loads are slow on a busy machine: wait for what the page shows, not for a clock.
const expect = baseExpect.configure({ timeout: 30_000 });
const SHOTS = 'reschedule';
/** An open slot two or more days ahead (a booking moves only up to 12 hours before it). */
async function slotAhead(request: APIRequestContext, slug: string): Promise<Slot> {
  const res = await request.get(`/api/doctor/by-slug/${slug}`);
  const therapist = ((await res.json()) as { data: TherapistDetail }).data;
  const days = openSlots({
    now: new Date(),
    timeSlots: therapist.timeSlots,
    taken: therapist.slots_booked,
  });
  const day = days.slice(2).find((d) => d.times.length > 0);
  if (!day) throw new Error('no open slot two days ahead');
  return { therapist, day, time: day.times[0]! };
}

async function someSlug(request: APIRequestContext, pick: number) {
  const res = await request.get('/api/therapist/search?pageSize=48&page=1');
  const slugs = ((await res.json()) as { doctors: { slug: string }[] }).doctors.map((d) => d.slug);
  return slugs.at(-1 - pick)!;
}

const dayOf = (key: string): OpenSlotDay => {
  const date = parseSlotDateKey(key)!;
  return { date, key, weekday: WEEKDAYS[istWeekday(date)] as WeekdayKey, times: [] };
};

/** The open times the booking can move to, as the picker shows them: [date key, time][]. */
async function moveTargets(request: APIRequestContext, url: string, token: string) {
  const res = await request.get(url, { headers: { token } });
  expect(res.ok()).toBe(true);
  const { openSlots: open } = (await res.json()) as { openSlots: Record<string, string[]> };
  return Object.entries(open).flatMap(([key, times]) => times.map((t) => [key, t] as const));
}

async function pickTime(page: Page, key: string, time: string) {
  await showDay(page, dayOf(key));
  await page.locator(`[data-testid="time-slots"] [data-time="${time}"]`).click();
}

const shot = async (page: Page, name: string, width: number) => {
  await keepScreenshot(page, `${SHOTS}/${name}-${width}`);
};

test('a client moves a booking to another time from My Appointments', async ({ page, request }) => {
  test.setTimeout(180_000);
  const client = await newClient(request);
  const slot = await slotAhead(request, await someSlug(request, 11));
  const id = await bookByApi(request, client, slot);
  const [target] = (
    await moveTargets(request, `/api/user/appointments/${id}/move-options`, client.token)
  ).filter(([key]) => key !== slot.day.key);
  const [targetKey, targetTime] = target!;

  await signIn(page, client);
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/my-appointments');
    const card = page.locator(`[data-appointment-id="${id}"]`);
    await expect(card.getByRole('button', { name: 'Reschedule' })).toBeVisible();
    await card.scrollIntoViewIfNeeded();
    await shot(page, 'card', width);
    await card.getByRole('button', { name: 'Reschedule' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reschedule session' });
    await expect(dialog.getByRole('list', { name: 'Dates' })).toBeVisible();
    await pickTime(page, targetKey, targetTime);
    await expect(dialog).toContainText('New time:');
    await shot(page, 'picker', width);
    await expectNoSeriousA11yIssues(page);
    if (width === 1280) {
      await dialog.getByRole('button', { name: 'Keep current time' }).click();
      await expect(dialog).toBeHidden();
      continue;
    }
    await dialog.getByRole('button', { name: 'Move session' }).click();
    await expect(dialog).toBeHidden();
  }

  const card = page.locator(`[data-appointment-id="${id}"]`);
  await expect(card).toContainText(formatIstDate(parseSlotDateKey(targetKey)!, 'short'));
  await expect(card).toContainText(formatTime12h(targetTime));
  await card.scrollIntoViewIfNeeded();
  await shot(page, 'card-moved', 375);
  const list = await request.get('/api/user/appointments', { headers: { token: client.token } });
  const moved = ((await list.json()) as { appointments: Record<string, unknown>[] })
    .appointments[0];
  expect(moved).toMatchObject({ slotDate: targetKey, slotTime: targetTime, rescheduleCount: 1 });
});

test('a therapist proposes new times and the client picks one', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const { token: therapistToken, slug } = await demoTherapist(request);
  const client = await newClient(request);
  const slot = await slotAhead(request, slug);
  const id = await bookByApi(request, client, slot);
  const targets = (
    await moveTargets(request, `/api/dashboard/appointments/${id}/move-options`, therapistToken)
  ).filter(([key]) => key !== slot.day.key);
  const [first, second] = [targets[0]!, targets.at(-1)!];

  // The therapist proposes two times from the session's card.
  await page.addInitScript((token) => localStorage.setItem('token', token), therapistToken);
  await page.goto('/dashboard');
  const session = page.locator(`[data-appointment-id="${id}"]`);
  await session.getByRole('button', { name: 'Propose new times' }).click();
  const dialog = page.getByRole('dialog', { name: 'Propose new times' });
  await expect(dialog.getByRole('list', { name: 'Dates' })).toBeVisible();
  for (const [key, time] of [first, second]) {
    await pickTime(page, key, time);
    await dialog.getByRole('button', { name: 'Add this time' }).click();
  }
  await expect(dialog).toContainText('Times to propose (2/3)');
  await expectNoSeriousA11yIssues(page);
  await shot(page, 'propose', 1280);
  await dialog.getByRole('button', { name: 'Send proposal' }).click();
  await expect(dialog).toBeHidden();
  await expect(session.getByTestId('proposal-waiting')).toBeVisible();
  // An open proposal pauses the acceptance deadline: no "accept by … or cancelled" (decision 0059).
  await expect(session).not.toContainText('Accept by');

  // The client sees the proposal on their card and picks the second time.
  const clientContext = await browser.newContext();
  const clientPage = await clientContext.newPage();
  await signIn(clientPage, client);
  for (const width of [375, 1280]) {
    await clientPage.setViewportSize({ width, height: 900 });
    await clientPage.goto('/my-appointments');
    const proposal = clientPage
      .locator(`[data-appointment-id="${id}"]`)
      .getByTestId('proposal-card');
    await expect(proposal).toContainText('Your therapist proposed new times');
    const note = clientPage
      .locator(`[data-appointment-id="${id}"]`)
      .getByTestId('confirmation-note');
    await expect(note).toHaveCount(0);
    await proposal.scrollIntoViewIfNeeded();
    await shot(clientPage, 'proposal', width);
  }
  await expectNoSeriousA11yIssues(clientPage);
  const card = clientPage.locator(`[data-appointment-id="${id}"]`);
  const label = `${formatIstDate(parseSlotDateKey(second[0])!, 'short')}, ${formatTime12h(second[1])} IST`;
  await card.getByRole('radio', { name: label }).check();
  await card.getByRole('button', { name: 'Move to this time' }).click();
  await expect(card.getByTestId('proposal-card')).toHaveCount(0);
  await expect(card).toContainText(formatTime12h(second[1]));
  // The time both agreed is accepted: no deadline warning on either side.
  await expect(card.getByTestId('confirmation-note')).toHaveCount(0);
  await clientContext.close();
  await page.reload();
  await expect(session).toBeVisible();
  await expect(session).not.toContainText('Accept by');

  const list = await request.get('/api/dashboard/appointments', {
    headers: { token: therapistToken },
  });
  const moved = ((await list.json()) as { appointments: Record<string, unknown>[] }).appointments;
  expect(moved.find((a) => a._id === id)).toMatchObject({
    slotDate: second[0],
    slotTime: second[1],
    proposal: null,
    isApproved: true,
    acceptBy: null,
  });
});

test('the admin team moves a booking with a reason from the console', async ({ page, request }) => {
  test.setTimeout(180_000);
  const client = await newClient(request);
  const slot = await slotAhead(request, await someSlug(request, 13));
  const id = await bookByApi(request, client, slot);
  const login = await request.post('/api/user/login', { data: DEMO_ADMIN });
  const adminToken = ((await login.json()) as { token: string }).token;
  const [target] = (
    await moveTargets(request, `/api/admin/appointments/${id}/move-options`, adminToken)
  ).filter(([key]) => key !== slot.day.key);
  const [key, time] = target!;

  await page.addInitScript((token) => localStorage.setItem('token', token), adminToken);
  await page.goto('/admin/appointments');
  await page.getByRole('searchbox', { name: 'Appointment id' }).fill(id);
  const row = page.getByRole('row').filter({ hasText: id });
  await expect(page.getByRole('row')).toHaveCount(2);
  await row.getByRole('button', { name: 'Move', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Move appointment' });
  await expect(dialog.getByRole('list', { name: 'Dates' })).toBeVisible();
  await pickTime(page, key, time);
  await dialog.getByRole('button', { name: 'Move appointment' }).click();
  await expect(dialog.getByText('Please enter a reason for the move')).toBeVisible();
  await dialog.getByRole('textbox', { name: /Reason/ }).fill('The client called: travelling');
  await expectNoSeriousA11yIssues(page);
  await shot(page, 'admin-move', 1280);
  await dialog.getByRole('button', { name: 'Move appointment' }).click();
  await expect(dialog).toBeHidden();

  const list = await request.get('/api/user/appointments', { headers: { token: client.token } });
  const moved = ((await list.json()) as { appointments: Record<string, unknown>[] })
    .appointments[0];
  expect(moved).toMatchObject({ slotDate: key, slotTime: time, rescheduleCount: 0 });
});
