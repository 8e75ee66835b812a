import { expect, test } from './fixtures';
import { expectNoSeriousA11yIssues } from './a11y';
import { freshSlot, newClient, signIn } from './booking-helpers';
import { expectNoSideScroll, screenshotsAt } from './screens';
import { addIstDays, parseSlotDateKey } from '../packages/domain/src/ist';

const SHOTS = 'waitlist';

const inputValue = (d: { year: number; month: number; day: number }) =>
  `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;

test('a signed-out visitor is sent to log in and comes back to the waitlist', async ({
  page,
  request,
}) => {
  const slot = await freshSlot(request, 3);
  await page.goto(`/booking/${slot.therapist.slug}?date=${slot.day.key}`);
  await page.getByRole('button', { name: 'Tell me if a time opens' }).click();
  await expect(page).toHaveURL(/\/login\?/);
  const redirect = new URL(page.url()).searchParams.get('redirect') ?? '';
  expect(redirect).toContain(`/booking/${slot.therapist.slug}`);
  expect(redirect).toContain('waitlist=open');
});

test('a client joins the waitlist for a range of days and leaves it from My Appointments', async ({
  page,
  request,
}) => {
  const client = await newClient(request);
  const slot = await freshSlot(request, 4);
  const first = slot.day.date;
  const last = addIstDays(first, 3);
  await signIn(page, client);
  await page.goto(`/booking/${slot.therapist.slug}?date=${slot.day.key}`);

  const offer = page.getByRole('region', { name: 'No time that suits you?' });
  await expect(offer).toBeVisible();
  await offer.getByRole('button', { name: 'Tell me if a time opens' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tell me if a time opens' });
  await expect(dialog).toBeVisible();
  // The day the person was looking at is chosen already.
  await expect(dialog.getByRole('textbox', { name: 'Day', exact: true })).toHaveValue(
    inputValue(first),
  );
  await dialog.getByLabel('Until (optional)').fill(inputValue(last));
  await dialog.getByLabel('Time of day').selectOption('evening');
  await expectNoSeriousA11yIssues(page);
  await screenshotsAt(page, SHOTS, 'join-dialog');

  await dialog.getByRole('button', { name: 'Join the waitlist' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('You are on the waitlist.', { exact: false })).toBeVisible();

  const listed = await request.get('/api/user/waitlist', { headers: { token: client.token } });
  const { entries } = (await listed.json()) as {
    entries: Array<{ slotDate: string; slotDateTo: string | null; timeOfDay: string | null }>;
  };
  expect(entries).toHaveLength(1);
  expect(parseSlotDateKey(entries[0]!.slotDate)).toEqual(first);
  expect(parseSlotDateKey(entries[0]!.slotDateTo ?? '')).toEqual(last);
  expect(entries[0]!.timeOfDay).toBe('evening');

  await page.goto('/my-appointments');
  const waiting = page.getByRole('region', { name: 'Waiting for a time' });
  await expect(waiting).toBeVisible();
  await expect(waiting.getByText(slot.therapist.name)).toBeVisible();
  await expect(waiting.getByText('Evening (after 5 PM)')).toBeVisible();
  await expectNoSideScroll(page);
  await expectNoSeriousA11yIssues(page);
  await screenshotsAt(page, SHOTS, 'my-appointments');

  await waiting.getByRole('button', { name: /^Leave the waitlist for/ }).click();
  await expect(page.getByText('You left the waitlist.')).toBeVisible();
  await expect(waiting).toBeHidden();
  const after = await request.get('/api/user/waitlist', { headers: { token: client.token } });
  expect(((await after.json()) as { entries: unknown[] }).entries).toEqual([]);
});
