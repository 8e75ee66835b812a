import { expect as baseExpect, test } from './fixtures';
import { expectNoSeriousA11yIssues } from './a11y';
import { screenshotsAt } from './screens';
import { istDayIndex, parseSlotDateKey } from '../packages/domain/src/ist';

// First loads are slow on a busy machine: wait for what the page shows, not for a clock.
const expect = baseExpect.configure({ timeout: 30_000 });
const SHOTS = 'book-again';
const DEMO_CLIENT = { email: 'client@demo.manascare.example', password: 'DemoClient#2026' };

test('a completed session offers to book the next one, same weekday and time next week', async ({
  page,
  request,
}) => {
  const login = await request.post('/api/user/login', { data: DEMO_CLIENT });
  const { token } = (await login.json()) as { token: string };
  const list = await request.get('/api/user/appointments', { headers: { token } });
  const { appointments } = (await list.json()) as {
    appointments: Array<{
      isCompleted: boolean;
      cancelled: boolean;
      slotDate: string;
      slotTime: string;
      sessionType: string;
      docData: { slug?: string };
    }>;
  };
  const done = appointments.find((a) => a.isCompleted && !a.cancelled)!;
  expect(done.docData.slug).toBeTruthy();

  await page.addInitScript((t) => localStorage.setItem('token', t), token);
  await page.goto('/my-appointments');
  await page.getByRole('tab', { name: /^Past/ }).click();
  const card = page
    .getByRole('tabpanel')
    .getByTestId('appointment-card')
    .filter({ hasText: 'Completed' });
  const link = card.getByRole('link', { name: 'Book your next session' });
  await expect(link).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  await screenshotsAt(page, SHOTS, 'past-completed');

  await link.click();
  await expect(page).toHaveURL(new RegExp(`/booking/${done.docData.slug}\\?`));
  const params = new URL(page.url()).searchParams;
  expect(params.get('time')).toBe(done.slotTime);
  expect(params.get('mode')).toBe(done.sessionType);
  const offered = parseSlotDateKey(params.get('date') ?? '')!;
  const held = parseSlotDateKey(done.slotDate)!;
  const gap = istDayIndex(offered) - istDayIndex(held);
  // The same weekday, in a week to come.
  expect(gap % 7).toBe(0);
  expect(gap).toBeGreaterThan(0);
  await expect(page.getByRole('heading', { name: /Book a session with/ })).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  await screenshotsAt(page, SHOTS, 'booking-next');
});
