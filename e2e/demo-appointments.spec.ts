import { expect as baseExpect, test, type Page } from './fixtures';

// First loads are slow on a busy machine: wait for what the page shows, not for a clock.
const expect = baseExpect.configure({ timeout: 30_000 });

async function labelsOf(page: Page, tab: 'Upcoming' | 'Past' | 'Cancelled') {
  const name = new RegExp(`^${tab}`);
  await page.getByRole('tab', { name }).click();
  // The panel of the tab just chosen: the one shown before may stay a moment after the click.
  const panel = page.getByRole('tabpanel', { name });
  await expect(panel.getByTestId('appointment-card').first()).toBeVisible();
  return panel.getByTestId('appointment-status').allTextContents();
}

test('the demo client finds an appointment in every state on first start', async ({ page }) => {
  await page.goto('/login?mode=login');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill('client@demo.manascare.example');
  await form.getByRole('textbox', { name: 'Password' }).fill('DemoClient#2026');
  await form.getByRole('button', { name: /sign in/i }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/my-appointments');

  const upcoming = await labelsOf(page, 'Upcoming');
  const past = await labelsOf(page, 'Past');
  const cancelled = await labelsOf(page, 'Cancelled');
  // The unpaid reservation holds its slot for 15 minutes, then expires like any other.
  const reservation = upcoming.includes('Pending Payment') ? [] : ['Reservation Expired'];
  expect(upcoming.sort()).toEqual(
    [
      'Appointment Confirmed',
      'Pending Confirmation',
      'Refund Requested',
      ...(reservation.length ? [] : ['Pending Payment']),
    ].sort(),
  );
  expect(past.sort()).toEqual(['Completed', 'Session Not Attended']);
  expect(cancelled.sort()).toEqual(
    [
      'Cancelled By You & Refunded',
      'Cancelled By Therapist & Refunded',
      'Cancelled',
      ...reservation,
    ].sort(),
  );
});
