import fs from 'node:fs';
import { expect as baseExpect, test, type APIRequestContext, type Page } from './fixtures';
import { expectNoSeriousA11yIssues } from './a11y';
import { expectButtonsInView, expectNoSideScroll, screenshotsAt } from './screens';
import { bookByApi, freshSlotOf, newClient, signIn, type Client } from './booking-helpers';
import { DEMO_ADMIN, readMailbox } from './mailbox';
import { joinAsTherapist, tokenOf } from './therapist-join';

// First loads of the admin chunk are slow on a busy machine: wait for what the page shows.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 240_000 });

const SHOTS = 'admin-cases';
const PASSWORD = 'Quiet#Lake2026';

const shot = (page: Page, name: string) => screenshotsAt(page, SHOTS, name);

/** A therapist of this test's own: applies through the join call, then the team approves. */
async function approvedTherapist(request: APIRequestContext, admin: string, name: string) {
  const email = `nila.${Date.now().toString(36)}@example.com`;
  await joinAsTherapist(request, {
    name,
    email,
    password: PASSWORD,
    experience: '8',
    about: 'I work with adults through anxiety, grief and change.',
    hours: ['10:00', '11:00'],
  });
  const queue = await request.get('/api/admin/applications?status=pending&pageSize=100', {
    headers: { token: admin },
  });
  const items = ((await queue.json()) as { items: Array<{ id: string; email: string }> }).items;
  const id = items.find((i) => i.email === email)?.id ?? '';
  const approved = await request.post(`/api/admin/therapists/${id}/approve`, {
    headers: { token: admin },
    data: {},
  });
  expect(approved.ok()).toBe(true);
  const token = await tokenOf(request, { email, password: PASSWORD });
  const me = await request.get('/api/dashboard/me', { headers: { token } });
  const slug = ((await me.json()) as { therapist: { slug: string } }).therapist.slug;
  return { id, email, slug, token };
}

async function personOf(request: APIRequestContext, admin: string, client: Client) {
  const found = await request.get(`/api/admin/people?q=${encodeURIComponent(client.email)}`, {
    headers: { token: admin },
  });
  const id = ((await found.json()) as { items: Array<{ id: string }> }).items[0]?.id ?? '';
  const page = await request.get(`/api/admin/people/${id}`, { headers: { token: admin } });
  return { id, ...((await page.json()) as { refunds: Array<{ amountPaise: number }> }) };
}

test('the team suspends a therapist with two booked sessions and cancels them: both clients refunded in full once and mailed', async ({
  page,
  request,
  browser,
}) => {
  const admin = await tokenOf(request, DEMO_ADMIN);
  const therapist = await approvedTherapist(request, admin, 'Dr. Nila Varma');
  const asha = await newClient(request);
  const ravi = await newClient(request);
  const first = await bookByApi(request, asha, await freshSlotOf(request, therapist.slug));
  const second = await bookByApi(request, ravi, await freshSlotOf(request, therapist.slug));

  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, { ...asha, token: admin });
  await page.goto(`/admin/therapists?q=${encodeURIComponent(therapist.email)}`);
  const row = page.getByTestId('therapist-row');
  await expect(row).toHaveCount(1);
  await expectButtonsInView(page.getByRole('region', { name: 'Therapists', exact: true }));
  await expectNoSideScroll(page);

  await row.getByRole('button', { name: 'Suspend' }).click();
  const dialog = page.getByRole('dialog', { name: 'Suspend Dr. Nila Varma?' });
  await expect(dialog.getByTestId('suspension-session')).toHaveCount(2);
  // Neither choice is made for the team: confirming without one says what is missing.
  await dialog
    .getByRole('textbox', { name: 'Reason (sent to the therapist)' })
    .fill('Your registration lapsed; please send the renewed licence.');
  await dialog.getByRole('button', { name: 'Suspend listing' }).click();
  await expect(
    dialog.getByText('Please choose what happens to the booked sessions.'),
  ).toBeVisible();
  await dialog.getByRole('radio', { name: /Cancel them and refund ₹198 in full/ }).check();
  await expectNoSeriousA11yIssues(page);
  await shot(page, 'suspend-dialog');
  await dialog.getByRole('button', { name: 'Suspend and cancel 2 sessions' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByText(/2 sessions cancelled and the clients mailed, ₹198 refunded/),
  ).toBeVisible();
  await expect(row.getByText('Suspended', { exact: true })).toBeVisible();

  // Each client: one refund of the whole ₹99, a mail, and a card that says what happened.
  for (const client of [asha, ravi]) {
    const person = await personOf(request, admin, client);
    expect(person.refunds.map((r) => r.amountPaise)).toEqual([9900]);
  }
  // The cancellations' mails come from their events, moments after the answer.
  const cancelledMails = async () =>
    (await readMailbox(request)).filter((m) =>
      m.subject.startsWith('Appointment cancelled and refunded'),
    );
  await expect.poll(async () => (await cancelledMails()).length).toBeGreaterThanOrEqual(2);
  const mails = await cancelledMails();
  for (const client of [asha, ravi]) {
    const cancelled = mails.filter(
      (m) => m.to === client.email && m.subject.startsWith('Appointment cancelled and refunded'),
    );
    expect(cancelled).toHaveLength(1);
    expect(cancelled[0]?.text).toContain('refunded in full');
    expect(cancelled[0]?.text).not.toContain('registration lapsed');
  }

  // A replay of the suspension changes nothing and refunds nothing more.
  const replay = await request.post(`/api/admin/therapists/${therapist.id}/suspend`, {
    headers: { token: admin },
    data: { reason: 'Again.', sessions: 'cancel' },
  });
  expect(replay.status()).toBe(409);
  expect((await personOf(request, admin, asha)).refunds).toHaveLength(1);

  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const clientPage = await context.newPage();
  await signIn(clientPage, asha);
  await clientPage.goto('/my-appointments');
  await clientPage.getByRole('tab', { name: /Cancelled/ }).click();
  const card = clientPage.locator(`[data-appointment-id="${first}"]`);
  await expect(card.getByTestId('therapist-note')).toHaveText(
    'Our team cancelled this session because Dr. Nila Varma is not taking sessions for now.',
  );
  await expect(card.getByText('Cancelled By Our Team & Refunded')).toBeVisible();
  await expect(card.getByRole('link', { name: /Nila Varma/ })).toHaveCount(0);
  await expectNoSeriousA11yIssues(clientPage);
  await shot(clientPage, 'client-card-after-suspension');
  await context.close();
  expect(second).not.toBe(first);
});

test('a report opens its therapist, session and reporter; notes; resolving mails the reporter; a therapist asks to close and the team closes the account; every action fits 1280 px', async ({
  page,
  request,
  browser,
}) => {
  const admin = await tokenOf(request, DEMO_ADMIN);
  const therapist = await approvedTherapist(request, admin, 'Dr. Tara Sen');
  const client = await newClient(request);
  const appointmentId = await bookByApi(
    request,
    client,
    await freshSlotOf(request, therapist.slug),
  );
  const complaint = `Spoke over me the whole session (${Date.now().toString(36)}).`;
  const reported = await request.post('/api/user/report-therapist', {
    headers: { token: client.token },
    data: { therapistId: therapist.id, therapistName: '', message: complaint },
  });
  expect(reported.ok(), await reported.text()).toBe(true);

  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, { ...client, token: admin });
  await page.goto('/admin/reports');
  const row = page.getByTestId('report-row').filter({ hasText: complaint });
  await expect(row).toHaveCount(1);
  await expectButtonsInView(page.getByRole('region', { name: 'Reports', exact: true }));
  await expectNoSideScroll(page);
  await row.getByRole('link', { name: 'Open', exact: true }).click();

  // The report opens what it is about.
  await expect(page.getByRole('heading', { name: 'Report about Dr. Tara Sen' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open in Therapists' })).toHaveAttribute(
    'href',
    `/admin/therapists?q=${therapist.id}`,
  );
  await expect(page.getByRole('link', { name: 'Open their page' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Add a note' }).fill('Called the client back.');
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByText('Called the client back.')).toBeVisible();
  await expectButtonsInView(page.locator('main'));
  await expectNoSideScroll(page);
  await expectNoSeriousA11yIssues(page);
  await shot(page, 'report-page');

  // Its session, with the appointment's own notes.
  await page.getByRole('link', { name: 'Open in Appointments' }).click();
  const session = page.getByRole('row').filter({ hasText: appointmentId });
  await expect(session).toHaveCount(1);
  await expectButtonsInView(page.getByRole('region', { name: 'Appointments', exact: true }));
  await expectNoSideScroll(page);
  await session.getByRole('button', { name: 'Notes' }).click();
  const notes = page.getByRole('dialog', { name: 'Appointment notes' });
  await notes.getByRole('textbox', { name: 'Add a note' }).fill('Client prefers mornings.');
  await notes.getByRole('button', { name: 'Add note' }).click();
  await expect(notes.getByText('Client prefers mornings.')).toBeVisible();
  await page.keyboard.press('Escape');

  // Resolving mails the reporter the outcome and the team's reply, not its internal note.
  await page.goBack();
  await page.getByRole('button', { name: 'Resolve report' }).click();
  const decide = page.getByRole('dialog', { name: 'Resolve this report' });
  await decide.getByRole('textbox', { name: 'Note for the team’s record' }).fill('Warned.');
  await decide
    .getByRole('textbox', { name: 'Message to the reporter (optional)' })
    .fill('We have spoken to the therapist.');
  await decide.getByRole('button', { name: 'Resolve report' }).click();
  await expect(decide).toBeHidden();
  await expect(page.getByText('Resolved', { exact: true })).toBeVisible();
  const outcome = (await readMailbox(request)).find(
    (m) => m.to === client.email && m.subject === 'Your report about Dr. Tara Sen',
  );
  expect(outcome?.text).toContain('We have spoken to the therapist.');
  expect(outcome?.text).not.toContain('Warned.');

  // The therapist asks from the dashboard; the team sees it on their page and closes the account.
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const dashboard = await context.newPage();
  await dashboard.addInitScript((t) => localStorage.setItem('token', t), therapist.token);
  await dashboard.goto('/dashboard/profile');
  await dashboard.getByRole('button', { name: 'Ask the team to close my account' }).click();
  const ask = dashboard.getByRole('dialog', { name: 'Ask our team to close your account' });
  await ask.getByRole('textbox', { name: 'Note to our team (optional)' }).fill('Retiring.');
  await ask.getByRole('button', { name: 'Send request' }).click();
  await expect(dashboard.getByRole('button', { name: 'Request sent' })).toBeDisabled();
  await expectNoSeriousA11yIssues(dashboard);
  await shot(dashboard, 'dashboard-closure-request');
  await context.close();

  await page.goto(`/admin/people?q=${encodeURIComponent(therapist.email)}`);
  await page.getByTestId('person-row').getByRole('link').first().click();
  await expect(page.getByText(/Asked the team to close their account on/)).toBeVisible();
  await expectButtonsInView(page.locator('main'));
  await expectNoSideScroll(page);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export their data' }).click();
  const data = JSON.parse(fs.readFileSync(await (await download).path(), 'utf8')) as {
    account: { email: string };
    therapist: { profile: { name: string } };
  };
  expect(data.account.email).toBe(therapist.email);
  expect(data.therapist.profile.name).toBe('Dr. Tara Sen');
  await shot(page, 'person-therapist');

  await page.getByRole('button', { name: 'Close account' }).click();
  const close = page.getByRole('dialog', { name: 'Close this account' });
  await close.getByRole('textbox').fill('Retiring, as asked.');
  await expectNoSeriousA11yIssues(page);
  await close.getByRole('button', { name: 'Close account' }).click();
  await expect(close).toBeHidden();
  await expect(page.getByText('Account closing')).toBeVisible();
  // Their client's session is cancelled and refunded in full; they cannot sign in again.
  expect((await personOf(request, admin, client)).refunds.map((r) => r.amountPaise)).toEqual([
    9900,
  ]);
  const login = await request.post('/api/user/login', {
    data: { email: therapist.email, password: PASSWORD },
  });
  expect(login.ok()).toBe(false);
});
