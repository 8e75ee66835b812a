import fs from 'node:fs/promises';
import { expect as baseExpect, test, type APIRequestContext, type Page } from './fixtures';
import sharp from 'sharp';
import { expectNoSeriousA11yIssues } from './a11y';
import { freshSlot, newClient, signIn, therapistCancellationRequest } from './booking-helpers';
import { DEMO_ADMIN } from './mailbox';

// First loads of the admin chunk are slow on a busy machine: wait for what the page shows.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 240_000 });

const DUMMY_HUMAN_TOKEN = 'XXXX.DUMMY.TOKEN.XXXX';
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** A therapist applies through the join form's API call (multipart with a photo and a PDF). */
async function apply(request: APIRequestContext, tag: string) {
  // A name takes letters only: the run's tag is spelt with letters for its digits.
  const name = `Dr. Nila Varma ${tag.replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!)}`;
  const photo = await sharp({
    create: { width: 600, height: 600, channels: 3, background: '#3b8f86' },
  })
    .jpeg()
    .toBuffer();
  const res = await request.post('/api/doctor/join', {
    multipart: {
      name,
      email: `nila.${tag}@example.com`,
      password: 'Applicant#2026',
      phone: '9876543210',
      gender: 'Female',
      professionalTitle: 'Clinical Psychologist',
      degree: 'M.Phil Clinical Psychology',
      experience: '8',
      fees: '1600',
      about: 'I work with adults on anxiety and grief.',
      specialities: JSON.stringify(['Anxiety']),
      languages: JSON.stringify(['English', 'Tamil']),
      sessionModes: JSON.stringify(['Online']),
      expertise: JSON.stringify(['Stress & Anxiety']),
      location: JSON.stringify({ city: 'Chennai' }),
      timeSlots: JSON.stringify({ Mon: ['10:00', '11:00'], Wed: ['15:00'] }),
      turnstileToken: DUMMY_HUMAN_TOKEN,
      image: { name: 'nila.jpg', mimeType: 'image/jpeg', buffer: photo },
      qualificationDocuments: { name: 'licence.pdf', mimeType: 'application/pdf', buffer: PDF },
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return name;
}

/** At 375 px the page itself never scrolls sideways (wide tables scroll inside their region). */
async function expectNoSideScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
}

async function confirmIn(page: Page, button: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: button }).click();
  await expect(dialog).toBeHidden();
}

test('an admin approves, verifies, refunds, resolves, exports and sees it all in the audit log', async ({
  page,
  browser,
  request,
}) => {
  const tag = Date.now().toString(36);

  // A visitor never downloads the admin console's code.
  const scripts: string[] = [];
  page.on('request', (r) => scripts.push(r.url()));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.goto('/therapists');
  await expect(page.getByTestId('therapist-card').first()).toBeVisible();
  expect(scripts.filter((u) => /\/assets\/admin-/.test(u))).toEqual([]);

  // The work waiting for the admin: an application, a cancellation request, a report, a subscriber.
  const applicant = await apply(request, tag);
  const client = await newClient(request);
  const slot = await freshSlot(request, 5);
  const appointmentId = await therapistCancellationRequest(request, client, 'Unwell that week.');
  const asClient = { headers: { token: client.token } };
  const complaint = `Joined 25 minutes late (${tag}).`;
  const reported = await request.post('/api/user/report-therapist', {
    ...asClient,
    data: { therapistId: slot.therapist._id, therapistName: '', message: complaint },
  });
  expect(reported.ok(), await reported.text()).toBe(true);
  const subscriber = `reader.${tag}@example.com`;
  expect(
    (await request.post('/api/newsletter/subscribe', { data: { email: subscriber } })).ok(),
  ).toBe(true);

  // A client who opens /admin is turned away by the server's answer.
  const clientPage = await browser.newPage();
  await signIn(clientPage, client);
  await clientPage.goto('/admin');
  await expect(
    clientPage.getByRole('heading', { name: 'This page is for the admin team' }),
  ).toBeVisible();

  // The demo admin signs in and opens the console.
  await page.goto('/login?mode=login&redirect=%2Fadmin');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill(DEMO_ADMIN.email);
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_ADMIN.password);
  await form.getByRole('button', { name: /sign in/i }).click();
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible();
  await expect(page.getByRole('figure').first()).toBeVisible();
  await expectNoSeriousA11yIssues(page);

  // Approve the application from the queue: the therapist is listed.
  await page
    .getByRole('navigation', { name: 'Admin sections' })
    .getByRole('link', { name: /^Applications/ })
    .click();
  const card = page.getByTestId('application').filter({ hasText: applicant });
  await expect(card.getByRole('button', { name: /Download licence\.pdf/ })).toBeVisible();
  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoSeriousA11yIssues(page);
  await expectNoSideScroll(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await card.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(page.getByTestId('confirm-effect')).toContainText('will be listed in the directory');
  await confirmIn(page, 'Approve and list');
  await expect(card).toBeHidden();
  await page.goto('/therapists');
  await expect(page.getByTestId('therapist-card').filter({ hasText: applicant })).toBeVisible();

  // Accept the documents (decision 0048): the badge shows on the profile.
  await page.goto('/admin/therapists');
  await page.getByRole('searchbox', { name: 'Search' }).fill(applicant);
  const row = page.getByTestId('therapist-row').filter({ hasText: applicant });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('1 not accepted')).toBeVisible();
  await row.getByRole('link', { name: '1 document' }).click();
  await page
    .getByTestId('document-row')
    .getByRole('link', { name: /^Review licence\.pdf/ })
    .click();
  await page.getByRole('button', { name: 'Accept document' }).click();
  await expect(page.getByTestId('confirm-effect')).toContainText('Verified Therapist badge shows');
  await confirmIn(page, 'Accept document');
  await expect(page.getByTestId('badge-state')).toContainText('Shown');
  await page.goto('/admin/therapists');
  await page.getByRole('searchbox', { name: 'Search' }).fill(applicant);
  await expect(row.getByText('Verified', { exact: true })).toBeVisible();
  await row.getByRole('link', { name: applicant }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Verified Therapist');

  // Approve the cancellation request, seeing the refund first.
  await page.goto('/admin/cancellations');
  const request1 = page.getByTestId('cancellation-row').filter({ hasText: client.email });
  await request1.getByRole('button', { name: 'Approve…' }).click();
  await expect(page.getByTestId('refund-summary')).toHaveText(
    `Refund ₹99 to ${client.firstName} ${client.lastName}`,
  );
  // The session's time reads as everywhere else: "Sun, 29 Nov 2026, 11:00 AM IST".
  const effect = page.getByTestId('confirm-effect');
  await expect(effect).toContainText(
    /The (Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} (AM|PM) IST session with/,
  );
  await expect(effect).not.toContainText(/\d{1,2}\/\d{1,2}\/\d{4}/);
  await confirmIn(page, 'Approve and refund ₹99');
  await expect(request1).toBeHidden();
  await clientPage.goto('/my-appointments');
  await clientPage.getByRole('tab', { name: /^Cancelled/ }).click();
  await expect(
    clientPage
      .locator(`[data-testid="appointment-card"][data-appointment-id="${appointmentId}"]`)
      .getByTestId('appointment-status'),
  ).toHaveText('Cancelled By Therapist & Refunded');
  await clientPage.close();

  // Resolve the report with a note.
  await page.goto('/admin/reports');
  const report = page.getByTestId('report-row').filter({ hasText: complaint });
  await report.getByRole('button', { name: 'Resolve' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Resolve report' }).click();
  await expect(page.getByText('Please fill this in')).toBeVisible();
  await page.getByRole('textbox', { name: 'Note' }).fill('Spoke to the therapist; warned.');
  await confirmIn(page, 'Resolve report');
  await expect(report).toBeHidden();

  // Export the newsletter subscribers.
  await page.goto('/admin/messages');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await (await download).path();
  const csv = await fs.readFile(file, 'utf8');
  expect(csv.split('\r\n')[0]).toBe('email,subscribed_at');
  expect(csv).toContain(subscriber);

  // Every action is in the audit log, newest first.
  await page.goto('/admin/audit');
  const actions = page.getByTestId('audit-row').locator('code');
  await expect(actions.first()).toHaveText('newsletter.exported');
  const seen = await actions.allTextContents();
  for (const action of [
    'report.resolved',
    'appointment.cancellation_approved',
    'document.accepted',
    'therapist.approved',
  ])
    expect(seen).toContain(action);
  await page.getByRole('combobox', { name: 'Entity' }).selectOption('document');
  await expect(actions.first()).toHaveText('document.accepted');
  await expectNoSeriousA11yIssues(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoSeriousA11yIssues(page);
  await expectNoSideScroll(page);
});
