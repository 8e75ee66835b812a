import { expect as baseExpect, test, type Page } from './fixtures';

// First loads are slow on a busy machine: wait for what the page shows, not for a clock.
const expect = baseExpect.configure({ timeout: 30_000 });

type Item = Record<string, unknown> & {
  _id: string;
  cancelled: boolean;
  cancellationStatus: string | null;
  createdAt: string;
  access: { venue: { address: string } | null };
};

async function signInAsDemoClient(page: Page) {
  await page.goto('/login?mode=login');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill('client@demo.manascare.example');
  await form.getByRole('textbox', { name: 'Password' }).fill('DemoClient#2026');
  await form.getByRole('button', { name: /sign in/i }).click();
  await expect(page).toHaveURL(/\/$/);
}

const cards = (page: Page) => page.getByRole('tabpanel').getByTestId('appointment-card');

test('My Appointments says by when the therapist confirms, names each venue part once, and says when a fee was not refunded', async ({
  page,
}) => {
  await signInAsDemoClient(page);
  // One cancellation the demo does not have: asked for two days after booking, so nothing was
  // refunded (refundForCancellation). Everything else is the server's own answer.
  let lateCancellation = '';
  await page.route('**/api/user/appointments', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { appointments: Item[] };
    const refunded = body.appointments.find(
      (a) => a.cancelled && a.cancellationStatus === 'approved' && a.refund,
    );
    if (refunded) {
      lateCancellation = refunded._id;
      Object.assign(refunded, {
        cancelledBy: 'user',
        cancellationRequestedBy: 'user',
        cancellationRequestedAt: new Date(Date.parse(refunded.createdAt) + 48 * 3600_000),
        refund: null,
      });
    }
    await route.fulfill({ response, json: body });
  });
  await page.goto('/my-appointments');

  const pending = cards(page).filter({ hasText: 'Pending Confirmation' });
  await expect(pending).toHaveCount(1);
  await expect(pending.getByTestId('confirmation-note')).toHaveText(
    /^Awaiting the therapist's confirmation by \d{1,2}:\d\d [AP]M IST on \w{3}, \d{1,2} \w{3} \d{4}\. If they do not confirm by then, the booking is cancelled and your ₹99 booking fee is refunded in full\.$/,
  );

  // Demo therapists' second address line repeats their city ('Saheed Nagar, Bhubaneswar').
  await expect(cards(page).getByTestId('venue-address').first()).toBeVisible();
  const venues = await cards(page).getByTestId('venue-address').allTextContents();
  expect(venues.length).toBeGreaterThan(0);
  for (const text of venues) {
    const parts = text.split(',').map((p) => p.trim().toLowerCase());
    expect(new Set(parts).size, text).toBe(parts.length);
  }

  await page.getByRole('tab', { name: /^Cancelled/ }).click();
  expect(lateCancellation).not.toBe('');
  const kept = page.locator(`[data-appointment-id="${lateCancellation}"]`);
  await expect(kept.getByTestId('appointment-status')).toHaveText('Cancelled By You');
  await expect(kept.getByTestId('refund-line')).toHaveText(
    'The ₹99 booking fee was not refunded: cancellations requested more than 24 hours after booking are non-refundable.',
  );
});
