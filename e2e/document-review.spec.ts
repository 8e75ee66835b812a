import sharp from 'sharp';
import {
  expect as baseExpect,
  test,
  type APIRequestContext,
  type Browser,
  type Page,
} from './fixtures';
import { expectNoSeriousA11yIssues } from './a11y';
import { screenshotsAt } from './screens';
import { DEMO_ADMIN, readMailbox } from './mailbox';
import { tokenOf } from './therapist-join';
import { onePagePdf } from '../apps/api/src/test/one-page-pdf';

// First loads of the dashboard and admin chunks are slow on a busy machine.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 240_000 });

const SHOTS = 'document-review';
const PASSWORD = 'Quiet#Lagoon2026';
// A run again after a failure (CI retries once) signs up a therapist of another name: the first
// attempt's documents are still waiting in the queue under the first name.
const NAMES = ['Dr. Nandini Varma', 'Dr. Nandini Menon'];

const shot = (page: Page, name: string) => screenshotsAt(page, SHOTS, name);

/** Applies with no documents, then the team approves and verifies: a live, verified therapist. */
async function liveVerifiedTherapist(request: APIRequestContext, name: string) {
  const email = `nandini.${Date.now().toString(36)}@example.com`;
  const photo = await sharp({
    create: { width: 400, height: 400, channels: 3, background: '#7c3aed' },
  })
    .jpeg()
    .toBuffer();
  const json = (v: unknown) => JSON.stringify(v);
  const applied = await request.post('/api/doctor/join', {
    multipart: {
      name,
      email,
      password: PASSWORD,
      phone: '9876543210',
      gender: 'Female',
      professionalTitle: 'Clinical Psychologist',
      degree: 'MPhil Clinical Psychology',
      experience: '9',
      fees: '1800',
      about: 'I work with adults facing anxiety, grief and burnout.',
      specialities: json(['Anxiety']),
      languages: json(['English']),
      sessionModes: json(['Online']),
      expertise: json(['Stress & Anxiety']),
      location: json({ city: 'Thrissur' }),
      address: json({ line1: '', line2: '', pincode: '' }),
      timeSlots: json({ Mon: ['10:00', '11:00'], Thu: ['16:00'] }),
      turnstileToken: 'XXXX.DUMMY.TOKEN.XXXX',
      image: { name: 'me.jpg', mimeType: 'image/jpeg', buffer: photo },
    },
  });
  expect(applied.ok(), await applied.text()).toBe(true);
  const admin = await tokenOf(request, DEMO_ADMIN);
  const queue = await request.get('/api/admin/applications?status=pending&pageSize=100', {
    headers: { token: admin },
  });
  const items = ((await queue.json()) as { items: Array<{ id: string; email: string }> }).items;
  const id = items.find((i) => i.email === email)!.id;
  for (const [action, data] of [
    ['approve', {}],
    ['verify', { verified: true }],
  ] as const) {
    const res = await request.post(`/api/admin/therapists/${id}/${action}`, {
      headers: { token: admin },
      data,
    });
    expect(res.ok(), await res.text()).toBe(true);
  }
  const therapist = await tokenOf(request, { email, password: PASSWORD });
  const me = await request.get('/api/dashboard/me', { headers: { token: therapist } });
  const slug = ((await me.json()) as { therapist: { slug: string } }).therapist.slug;
  return { email, slug, therapist, admin };
}

async function pageAs(browser: Browser, token: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript((t) => localStorage.setItem('token', t), token);
  return context.newPage();
}

const badgeOnProfile = async (page: Page, slug: string) => {
  await page.goto(`/therapist/${slug}`);
  return page.getByRole('heading', { level: 1 }).textContent();
};

async function confirmIn(page: Page, button: string, reason?: string) {
  const dialog = page.getByRole('dialog');
  if (reason) await dialog.getByRole('textbox').fill(reason);
  await dialog.getByRole('button', { name: button }).click();
  await expect(dialog).toBeHidden();
}

test('a document uploaded after approval is reviewed in the console: accepted, or asked for again', async ({
  browser,
  request,
}) => {
  const NAME = NAMES[test.info().retry % NAMES.length]!;
  const { slug, therapist, admin, email } = await liveVerifiedTherapist(request, NAME);
  const visitor = await browser.newPage();
  expect(await badgeOnProfile(visitor, slug)).toContain('Verified Therapist');

  // The therapist uploads two documents from the dashboard.
  const dashboard = await pageAs(browser, therapist);
  await dashboard.goto('/dashboard/profile');
  const documents = dashboard.locator('section', {
    has: dashboard.getByRole('heading', { name: 'Qualification documents' }),
  });
  const scan = await sharp({
    create: { width: 900, height: 600, channels: 3, background: '#f8fafc' },
  })
    .composite([
      {
        input: Buffer.from(
          '<svg width="900" height="600"><rect x="40" y="40" width="820" height="520" fill="none" stroke="#0f766e" stroke-width="8"/><text x="90" y="300" font-size="56" font-family="sans-serif" fill="#0f172a">Degree certificate</text></svg>',
        ),
      },
    ])
    .png()
    .toBuffer();
  await documents.locator('input[type="file"]').setInputFiles([
    { name: 'rci-registration.pdf', mimeType: 'application/pdf', buffer: onePagePdf('RCI') },
    { name: 'degree-scan.png', mimeType: 'image/png', buffer: scan },
  ]);
  await documents.getByRole('button', { name: 'Upload documents' }).click();
  await expect(dashboard.getByText('Documents uploaded. Our team will verify them.')).toBeVisible();
  const onFile = documents.getByTestId('document-on-file');
  await expect(onFile).toHaveCount(2);
  await expect(onFile.first()).toContainText('Waiting for review');
  await expect(documents).toContainText('Our team is reviewing your new documents');

  // Until the team has reviewed them, the badge is hidden everywhere.
  expect(await badgeOnProfile(visitor, slug)).not.toContain('Verified Therapist');

  // The team's mail names the therapist and links to the queue.
  const noticed = (await readMailbox(request)).find((m) =>
    m.subject.startsWith(`Documents to review: ${NAME}`),
  );
  expect(noticed?.text).toContain('/admin/documents?state=pending');

  // The queue shows them with the therapist named and the upload date.
  const team = await pageAs(browser, admin);
  await team.goto('/admin');
  const nav = team.getByRole('navigation', { name: 'Admin sections' });
  await expect(nav.getByRole('link', { name: /^Documents\s*\d+\s*need action$/ })).toBeVisible();
  await nav.getByRole('link', { name: /^Documents/ }).click();
  await expect(team).toHaveURL(/\/admin\/documents$/);
  // The state filter lives in the address.
  await team.getByRole('combobox', { name: 'Show' }).selectOption('accepted');
  await expect(team).toHaveURL(/state=accepted/);
  await team.getByRole('combobox', { name: 'Show' }).selectOption('pending');
  await expect(team).toHaveURL(/state=pending/);
  const rows = team.getByTestId('document-row').filter({ hasText: NAME });
  await expect(rows).toHaveCount(2);
  await expect(rows.first().getByRole('link', { name: NAME, exact: true })).toBeVisible();
  await expect(rows.first()).toContainText('IST');
  await expectNoSeriousA11yIssues(team);
  await shot(team, 'documents-queue');

  // The PDF opens inline, served sandboxed.
  const served = team.waitForResponse((r) =>
    /\/api\/admin\/documents\/[^/]+\/file\?view=/.test(r.url()),
  );
  await rows.getByRole('link', { name: `Review rci-registration.pdf of ${NAME}` }).click();
  const response = await served;
  expect(response.status()).toBe(200);
  const headers = response.headers();
  expect(headers['content-type']).toBe('application/pdf');
  expect(headers['content-disposition']).toMatch(/^inline;/);
  expect(headers['x-content-type-options']).toBe('nosniff');
  await expect(team.getByTestId('document-view')).toBeVisible();
  // Chrome hands its PDF viewer the answer without the policy it has applied; the server sends it.
  const src = await team.getByTestId('document-view').getAttribute('src');
  const direct = await request.get(src!);
  expect(direct.status()).toBe(200);
  expect(direct.headers()['content-security-policy']).toBe(
    "sandbox; default-src 'none'; frame-ancestors 'self'",
  );
  await expect(team.getByTestId('badge-state')).toContainText('Hidden 2 documents on file are');
  await expectNoSeriousA11yIssues(team);
  await shot(team, 'document-pdf');

  await team.getByRole('button', { name: 'Accept document' }).click();
  await expect(team.getByTestId('confirm-effect')).toContainText('1 other document');
  await confirmIn(team, 'Accept document');
  await expect(team.getByText('Accepted', { exact: true })).toBeVisible();
  await expect(team.getByTestId('badge-state')).toContainText('Hidden 1 document on file is');

  // The image, then asked for again with a reason.
  await team.getByRole('link', { name: 'Next waiting document →' }).click();
  const image = team.getByRole('img', { name: 'degree-scan.png, as uploaded' });
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((img) => (img as HTMLImageElement).naturalWidth))
    .toBe(900);
  // Reachable on a phone: the decision comes before the view.
  await team.setViewportSize({ width: 375, height: 800 });
  await expect(team.getByRole('button', { name: 'Ask again' })).toBeInViewport();
  expect(await team.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await shot(team, 'document-image');
  const reason = 'The scan cuts off the university seal: please scan the whole certificate.';
  await team.getByRole('button', { name: 'Ask again' }).click();
  await confirmIn(team, 'Ask again', reason);
  await expect(team.getByText(`“${reason}”`)).toBeVisible();

  // The therapist is mailed and sees the request on every dashboard page.
  const asked = (await readMailbox(request)).find(
    (m) => m.to === email && m.subject.startsWith('Please send a document again'),
  );
  expect(asked?.text).toContain(reason);
  await dashboard.goto('/dashboard');
  const requests = dashboard.getByTestId('document-requests');
  await expect(requests).toContainText('Please send a document again');
  await expect(requests).toContainText(reason);
  await expectNoSeriousA11yIssues(dashboard);
  await shot(dashboard, 'dashboard-request');
  expect(await badgeOnProfile(visitor, slug)).not.toContain('Verified Therapist');

  // Taking the asked-again copy back leaves only accepted documents: the badge returns.
  await requests.getByRole('link', { name: 'Upload a new copy on your Profile page' }).click();
  await expect(onFile.filter({ hasText: 'Asked again' })).toContainText(reason);
  await expectNoSeriousA11yIssues(dashboard);
  await documents.scrollIntoViewIfNeeded();
  await shot(dashboard, 'dashboard-documents');
  await documents.getByRole('button', { name: 'Remove degree-scan.png' }).click();
  await expect(onFile).toHaveCount(1);
  await expect(documents).toContainText('Verified Therapist badge shown');
  await expect(dashboard.getByTestId('document-requests')).toHaveCount(0);
  expect(await badgeOnProfile(visitor, slug)).toContain('Verified Therapist');

  // Every decision is in the audit log.
  const audit = await request.get('/api/admin/audit?entity=document', {
    headers: { token: admin },
  });
  const actions = ((await audit.json()) as { items: Array<{ action: string }> }).items.map(
    (e) => e.action,
  );
  expect(actions).toEqual(
    expect.arrayContaining(['document.accepted', 'document.rejected', 'document.withdrawn']),
  );
});
