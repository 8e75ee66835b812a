import { expect as baseExpect, test, type Page } from './fixtures';
import { expectNoSeriousA11yIssues } from './a11y';
import {
  bookByApi,
  freshSlotOf,
  newClient,
  signIn,
  DEMO_THERAPIST,
  demoTherapist,
} from './booking-helpers';

// First loads are slow on a busy machine: wait for what the page shows, not for a clock.
const expect = baseExpect.configure({ timeout: 30_000 });

async function signInWithForm(page: Page) {
  await page.goto('/login?mode=login');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(DEMO_THERAPIST.email);
  await form.getByRole('textbox', { name: 'Password' }).fill(DEMO_THERAPIST.password);
  await form.getByRole('button', { name: /sign in/i }).click();
}

async function checkDashboardPages(page: Page) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    for (const [path, heading] of [
      ['/dashboard', 'Appointments'],
      ['/dashboard/hours', 'Weekly hours'],
      ['/dashboard/profile', 'Profile'],
      ['/dashboard/income', 'Bookings and income'],
    ] as const) {
      await page.goto(path);
      await expect(
        page.getByRole('heading', { level: 2, name: heading, exact: true }),
      ).toBeVisible();
      await expect(page.getByTestId('status-banner')).toBeVisible();
      if (path === '/dashboard')
        await expect(page.getByTestId('session-card').first()).toBeVisible();
      if (path === '/dashboard/income')
        await expect(page.getByRole('table').getByRole('row')).toHaveCount(19);
      await expectNoSeriousA11yIssues(page);
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('the therapist accepts a booking and asks to cancel it; the client sees both', async ({
  page,
  browser,
  request,
}) => {
  // Two accounts, a booking, two actions and three pages at two widths under axe.
  test.setTimeout(240_000);
  // A client books the demo therapist's next open hour.
  const { slug } = await demoTherapist(request);
  const client = await newClient(request);
  const appointmentId = await bookByApi(request, client, await freshSlotOf(request, slug));

  // The therapist signs in and lands on the dashboard.
  await signInWithForm(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Therapist dashboard' })).toBeVisible();
  await expect(page.getByTestId('status-banner')).toContainText('Your profile is live');
  await page.getByRole('button', { name: /Account menu/ }).click();
  await expect(page.getByRole('menuitem', { name: 'Dashboard' })).toBeVisible();
  await page.keyboard.press('Escape');

  const card = page.locator(`[data-appointment-id="${appointmentId}"]`);
  await expect(card).toContainText(`${client.firstName} ${client.lastName}`);
  await expect(card.getByTestId('appointment-status')).toHaveText('Awaiting your acceptance');
  await card.getByRole('button', { name: 'Accept' }).click();
  const accept = page.getByRole('dialog', { name: 'Accept this booking?' });
  await expectNoSeriousA11yIssues(page);
  await accept.getByRole('button', { name: 'Accept booking' }).click();
  await expect(accept).toBeHidden();
  await expect(card.getByTestId('appointment-status')).toHaveText('Accepted');

  // The client's card now reads 'Appointment Confirmed'.
  const clientContext = await browser.newContext();
  const clientPage = await clientContext.newPage();
  await signIn(clientPage, client);
  await clientPage.goto('/my-appointments');
  const clientCard = clientPage.locator(`[data-appointment-id="${appointmentId}"]`);
  await expect(clientCard.getByTestId('appointment-status')).toHaveText('Appointment Confirmed');

  // The therapist asks the team to cancel it, with a reason.
  await card.getByRole('button', { name: 'Request cancellation' }).click();
  const request_ = page.getByRole('dialog', { name: 'Request cancellation' });
  await request_.getByRole('button', { name: 'Send request' }).click();
  await expect(request_.getByText('Please enter a reason for cancellation')).toBeVisible();
  await request_.getByLabel(/Reason for cancellation/).fill('I am unwell that week.');
  await request_.getByRole('button', { name: 'Send request' }).click();
  await expect(request_).toBeHidden();
  await expect(card.getByTestId('appointment-status')).toHaveText('Cancellation requested');

  // The client sees the therapist's request, awaiting the team's decision.
  await clientPage.reload();
  await expect(clientCard.getByTestId('appointment-status')).toHaveText('Appointment Confirmed');
  await expect(clientCard.getByTestId('cancellation-note')).toHaveText(
    /The therapist has asked to cancel this session/,
  );
  await clientContext.close();

  await checkDashboardPages(page);
});

test('a session can be marked not attended only after 15 minutes and completed after 45', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const { token, slug } = await demoTherapist(request);
  const client = await newClient(request);
  const appointmentId = await bookByApi(request, client, await freshSlotOf(request, slug));
  const accepted = await request.post(`/api/dashboard/appointments/${appointmentId}/accept`, {
    headers: { token },
  });
  expect(accepted.ok()).toBe(true);
  const list = await request.get('/api/dashboard/appointments', { headers: { token } });
  const { appointments } = (await list.json()) as {
    appointments: { _id: string; startsAt: string; slotTime: string }[];
  };
  const booked = appointments.find((a) => a._id === appointmentId)!;
  const startsAt = new Date(booked.startsAt).getTime();
  const clock = (minutes: number) => {
    const ist = new Date(startsAt + (minutes + 330) * 60_000);
    const h = ist.getUTCHours();
    return `${h % 12 || 12}:${String(ist.getUTCMinutes()).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'} IST`;
  };

  // Five minutes into the session (the browser's clock; the server keeps its own).
  await page.clock.install({ time: new Date(startsAt + 5 * 60_000) });
  await signInWithForm(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  const card = page.locator(`[data-appointment-id="${appointmentId}"]`);
  await expect(card.getByTestId('appointment-status')).toHaveText('Accepted');
  await expect(card.getByTestId('mark-from')).toHaveText(
    `You can mark this session not attended from ${clock(15)} and completed from ${clock(45)}.`,
  );
  await expect(card.getByRole('button', { name: 'Mark not attended' })).toHaveCount(0);
  await expect(card.getByRole('button', { name: 'Mark completed' })).toHaveCount(0);
  await expectNoSeriousA11yIssues(page);

  // Fifteen minutes in: not attended may be marked; completed not yet.
  await page.clock.fastForward('10:00');
  await expect(card.getByRole('button', { name: 'Mark not attended' })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Mark completed' })).toHaveCount(0);
  await expect(card.getByTestId('mark-from')).toHaveText(
    `You can mark this session completed from ${clock(45)}.`,
  );

  // Forty-five minutes in: both, and no note.
  await page.clock.fastForward('30:00');
  await expect(card.getByRole('button', { name: 'Mark completed' })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Mark not attended' })).toBeVisible();
  await expect(card.getByTestId('mark-from')).toHaveCount(0);
});
