import fs from 'node:fs';
import { expect as baseExpect, test, type APIRequestContext, type Page } from './fixtures';
import { keepScreenshot } from './screens';
import { expectNoSeriousA11yIssues } from './a11y';
import { bookByApi, freshSlotOf, newClient } from './booking-helpers';
import { DEMO_ADMIN, readMailbox } from './mailbox';
import { joinAsTherapist, tokenOf } from './therapist-join';

// First loads of the dashboard chunk are slow on a busy machine: wait for what the page shows.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 240_000 });

const PASSWORD = 'Calm#Harbour2026';
const HOURS = ['10:00', '11:00', '12:00'];
let joined = 0;

/** Applies through the join call (multipart, the dev human check) and answers the email. */
async function applyAsTherapist(request: APIRequestContext, name: string) {
  joined += 1;
  const email = `kavya.${Date.now().toString(36)}${joined}@example.com`;
  await joinAsTherapist(request, {
    name,
    email,
    password: PASSWORD,
    experience: '6',
    about: 'I help adults with anxiety and low mood.',
    hours: HOURS,
  });
  return email;
}

/** The admin team acts on the newest application of this email (its own queue filter). */
async function adminDecides(
  request: APIRequestContext,
  email: string,
  action: 'request-changes' | 'approve',
  body: object,
) {
  const token = await tokenOf(request, DEMO_ADMIN);
  const list = await request.get('/api/admin/applications?status=pending&pageSize=100', {
    headers: { token },
  });
  const items = ((await list.json()) as { items: Array<{ id: string; email: string }> }).items;
  const id = items.find((i) => i.email === email)?.id;
  expect(id).toBeTruthy();
  const res = await request.post(`/api/admin/therapists/${id}/${action}`, {
    headers: { token },
    data: body,
  });
  expect(res.ok()).toBe(true);
  return token;
}

async function signInWithForm(page: Page, email: string) {
  await page.goto('/login?mode=login');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(email);
  await form.getByRole('textbox', { name: 'Password' }).fill(PASSWORD);
  await form.getByRole('button', { name: /sign in/i }).click();
}

const shot = async (page: Page, name: string) => {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await keepScreenshot(page, `therapist-loops/${name}-${width}`, { fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
};

test('changes requested: the therapist corrects the application and resubmits it to the queue', async ({
  page,
  request,
}) => {
  const email = await applyAsTherapist(request, 'Dr. Kavya Menon');
  const reason = 'Please add your RCI registration number to your qualifications.';
  const adminToken = await adminDecides(request, email, 'request-changes', { reason });

  // The first sign-in greets a newcomer, and the header names the person, not a username.
  await signInWithForm(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Welcome! You are now logged in.')).toBeVisible();
  await expect(page.getByText('Welcome back! You are now logged in.')).toHaveCount(0);
  await expect(page.getByRole('banner').getByText('Kavya Menon', { exact: true })).toBeVisible();

  // The banner says what to do and offers the way out.
  const banner = page.getByTestId('status-banner');
  await expect(banner.getByRole('heading', { name: 'Changes requested' })).toBeVisible();
  await expect(banner).toContainText(reason);
  await banner.getByRole('link', { name: 'Go to your Profile page' }).click();
  await expect(page).toHaveURL(/\/dashboard\/profile$/);

  // Name, title, qualifications and experience are editable while the application waits.
  const form = page.getByRole('form', { name: 'Application details' });
  await expect(form.getByRole('textbox', { name: 'Full name' })).toHaveValue('Dr. Kavya Menon');
  const degree = form.getByRole('textbox', { name: 'Qualifications' });
  await degree.fill('');
  await form.getByRole('button', { name: 'Save application details' }).click();
  await expect(degree).toHaveAccessibleDescription('Qualifications are required');
  await degree.fill('MA Psychology, RCI registration A12345');
  await form.getByRole('textbox', { name: 'Years of experience' }).fill('7');
  await form.getByRole('button', { name: 'Save application details' }).click();
  await expect(
    page.getByText('Application details saved. Resubmit your application when you are ready.'),
  ).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  await shot(page, 'dashboard-profile-changes-requested');

  // Resubmitting puts it back in the queue; the banner follows.
  await banner.getByRole('button', { name: 'Resubmit for review' }).click();
  const dialog = page.getByRole('dialog', { name: 'Resubmit your application' });
  await dialog
    .getByRole('textbox', { name: 'Note to our team (optional)' })
    .fill('Added my RCI number.');
  await expectNoSeriousA11yIssues(page);
  await shot(page, 'dashboard-resubmit-dialog');
  await dialog.getByRole('button', { name: 'Resubmit for review' }).click();
  await expect(
    page.getByText('Application resubmitted. Our team will review it again and email you.'),
  ).toBeVisible();
  await expect(banner.getByRole('heading', { name: 'Your profile is under review' })).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Resubmit for review' })).toHaveCount(0);

  const queue = await request.get('/api/admin/applications?status=pending&pageSize=100', {
    headers: { token: adminToken },
  });
  const items = ((await queue.json()) as { items: Array<{ email: string; degree: string }> }).items;
  expect(items.find((i) => i.email === email)?.degree).toBe(
    'MA Psychology, RCI registration A12345',
  );
  const mails = await readMailbox(request);
  expect(
    mails.find((m) => m.to === email && m.subject.includes('needs a few changes'))?.text,
  ).toContain(reason);
  expect(
    mails.find((m) => m.subject === 'Application resubmitted: Dr. Kavya Menon')?.text,
  ).toContain('Added my RCI number.');
});

test('the admin overview counts applications waiting for the applicant’s changes', async ({
  page,
  request,
}) => {
  const email = await applyAsTherapist(request, 'Dr. Leela Nair');
  await adminDecides(request, email, 'request-changes', { reason: 'Please add a licence.' });
  const token = await tokenOf(request, DEMO_ADMIN);
  await page.addInitScript((t) => localStorage.setItem('token', t), token);
  await page.goto('/admin');
  await expect(page.getByTestId('count-changesRequested')).toHaveText(/^[1-9]\d*$/);
  await shot(page, 'admin-overview');
  await page.getByRole('link', { name: /Waiting for applicants’ changes/ }).click();
  await expect(page.getByRole('combobox', { name: 'Show' })).toHaveValue('changes_requested');
  await expect(page.getByText('Dr. Leela Nair')).toBeVisible();
});

test('a therapist’s My Profile: names without the title, the data download, closing by request', async ({
  page,
  request,
}) => {
  const email = await applyAsTherapist(request, 'Dr. Meera Iyer');
  const token = await tokenOf(request, { email, password: PASSWORD });
  await page.addInitScript((t) => localStorage.setItem('token', t), token);
  await page.goto('/my-profile');
  await expect(page.getByRole('heading', { name: 'My Profile', level: 1 })).toBeVisible();
  const value = (label: string) =>
    page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
  await expect(value('First Name')).toHaveText('Meera');
  await expect(value('Last Name')).toHaveText('Iyer');

  // The download holds the therapist's own part.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const file = await (await download).path();
  const data = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    therapist: {
      profile: { name: string; degree: string; status: string };
      documents: unknown[];
      weeklyHours: Record<string, string[]>;
      sessions: unknown[];
    };
  };
  expect(data.therapist.profile).toMatchObject({
    name: 'Dr. Meera Iyer',
    degree: 'MA Psychology',
    status: 'pending',
  });
  expect(data.therapist.weeklyHours.Mon).toEqual(HOURS);
  expect(data.therapist.documents).toEqual([]);
  expect(data.therapist.sessions).toEqual([]);

  // No deletion dialog that ends in a refusal: a request to the team instead.
  await expect(page.getByRole('button', { name: 'Delete my account' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Ask the team to close my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ask our team to close your account' });
  await expect(dialog.getByLabel(/password/i)).toHaveCount(0);
  await dialog.getByRole('textbox', { name: 'Note to our team (optional)' }).fill('Moving abroad.');
  await expectNoSeriousA11yIssues(page);
  await shot(page, 'my-profile-closure-dialog');
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByRole('button', { name: 'Request sent' })).toBeDisabled();
  await shot(page, 'my-profile-therapist');

  const adminToken = await tokenOf(request, DEMO_ADMIN);
  const inbox = await request.get('/api/admin/messages', { headers: { token: adminToken } });
  expect(JSON.stringify(await inbox.json())).toContain('Moving abroad.');
});

test('declining with a reason: the client’s mail gives it', async ({ page, request }) => {
  const email = await applyAsTherapist(request, 'Dr. Sara Thomas');
  await adminDecides(request, email, 'approve', {});
  const token = await tokenOf(request, { email, password: PASSWORD });
  const me = await request.get('/api/dashboard/me', { headers: { token } });
  const slug = ((await me.json()) as { therapist: { slug: string } }).therapist.slug;
  const client = await newClient(request);
  await bookByApi(request, client, await freshSlotOf(request, slug));

  await page.addInitScript((t) => localStorage.setItem('token', t), token);
  await page.goto('/dashboard');
  const card = page.getByTestId('session-card');
  await expect(card).toHaveCount(1);
  await card.getByRole('button', { name: 'Decline' }).click();
  const dialog = page.getByRole('dialog', { name: 'Decline this booking?' });
  const reason = dialog.getByRole('textbox', { name: 'Reason for the client (optional)' });
  await reason.fill('I am unwell this week. Please book another time.');
  await expectNoSeriousA11yIssues(page);
  await shot(page, 'dashboard-decline-dialog');
  await dialog.getByRole('button', { name: 'Decline booking' }).click();
  await expect(page.getByText('Booking declined. The client is refunded in full.')).toBeVisible();

  // The cancellation's mail comes from its event, moments after the answer.
  await expect
    .poll(
      async () =>
        (await readMailbox(request)).find(
          (m) =>
            m.to === client.email && m.subject.startsWith('Appointment cancelled and refunded'),
        )?.text,
    )
    .toContain('I am unwell this week. Please book another time.');
});
