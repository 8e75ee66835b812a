import { expect as baseExpect, test } from './fixtures';
import { expectNoSeriousA11yIssues } from './a11y';
import { DEMO_THERAPIST } from './booking-helpers';
import { readMailbox } from './mailbox';
import { screenshotsAt } from './screens';

// First loads are slow on a busy machine: wait for what the page shows, not for a clock.
const expect = baseExpect.configure({ timeout: 30_000 });
const SHOTS = 'follow-up';
/** The demo therapist's client who saw them once and booked nothing since (the demo seed). */
const CLIENT = { name: 'Neha Kapoor', email: 'neha@demo.manascare.example' };

test('a therapist suggests times to a client with no next session; the client is mailed links', async ({
  page,
  request,
}) => {
  const login = await request.post('/api/user/login', { data: DEMO_THERAPIST });
  expect(login.ok()).toBe(true);
  const { token } = (await login.json()) as { token: string };
  await page.addInitScript((t) => localStorage.setItem('token', t), token);
  await page.goto('/dashboard');

  const panel = page.getByTestId('clients-without-next');
  await expect(panel.getByRole('heading', { name: /No next session booked/ })).toBeVisible();
  const row = panel.getByRole('listitem').filter({ hasText: CLIENT.name });
  await expect(row).toContainText('Last session');
  await expectNoSeriousA11yIssues(page);
  await screenshotsAt(page, SHOTS, 'no-next-session');

  // By keyboard: focus the row's button and open the dialog with Enter.
  const open = row.getByRole('button', { name: `Book a follow-up with ${CLIENT.name}` });
  await open.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Book a follow-up' });
  await expect(dialog).toBeVisible();
  const send = dialog.getByRole('button', { name: 'Send to client' });
  await expect(send).toBeDisabled();

  // The picker opens on the first open date: its first time.
  const times = dialog.getByTestId('time-slots').getByRole('button');
  await expect(times.first()).toBeVisible();
  await times.first().click();
  await dialog.getByRole('button', { name: 'Add this time' }).click();
  await expect(dialog.getByText('Times to suggest (1/3)')).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  await screenshotsAt(page, SHOTS, 'follow-up-dialog');
  await send.click();
  await expect(page.getByText(/^Sent\. Your client can book/)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row.getByText('Times suggested')).toBeVisible();

  const mails = await readMailbox(request);
  const mail = mails.find((m) => m.to === CLIENT.email && /suggests times/.test(m.subject));
  expect(mail?.text).toMatch(/\/booking\/[^?\s]+\?date=\d+_\d+_\d+&time=\d\d:\d\d/);
  expect(mail?.text).toMatch(/not held/);
});
