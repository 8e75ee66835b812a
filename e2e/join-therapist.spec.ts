import { expect, test, type Page } from './fixtures';
import sharp from 'sharp';
import { expectNoSeriousA11yIssues } from './a11y';

// Long forms, axe runs and a deliberately slowed upload: more than the default minute.
test.describe.configure({ timeout: 300_000 });

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const submit = (page: Page) => page.getByRole('button', { name: 'Submit Application' }).click();

async function portrait(): Promise<Buffer> {
  return sharp({ create: { width: 900, height: 900, channels: 3, background: '#3b8f86' } })
    .jpeg()
    .toBuffer();
}

/** A real PDF, padded with a comment so the upload takes long enough to report progress. */
function paddedPdf(bytes: number): Buffer {
  const head =
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n';
  const tail = 'trailer<</Root 1 0 R>>\n%%EOF\n';
  return Buffer.concat([
    Buffer.from(head),
    Buffer.from(`%${'x'.repeat(bytes)}\n`),
    Buffer.from(tail),
  ]);
}

test('join: the picker rules and every validation message, then an application that stays pending', async ({
  page,
}) => {
  // The page's clock runs normally until paused before the submission below.
  await page.clock.install();
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Join as Therapist' }).click();
  await expect(page).toHaveURL(/\/join-therapist$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Join as a therapist' })).toBeVisible();
  await expect(page.getByText('your profile goes live after approval')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Gender' })).toHaveValue('Male');
  await expectNoSeriousA11yIssues(page);

  // Every rule at once on an empty form.
  await submit(page);
  await expect(
    page.getByRole('alert').filter({ hasText: 'Please agree to the terms and conditions' }),
  ).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /I agree/ })).toHaveAccessibleDescription(
    'Please agree to the terms and conditions',
  );
  await expect(page.getByText('Please select a doctor image before submitting')).toBeVisible();
  await expect(field(page, 'Phone')).toHaveAccessibleDescription(
    'Please enter a valid 10-digit phone number',
  );
  await expect(field(page, 'City/Town/Village')).toHaveAccessibleDescription(
    'City/Town/Village is required',
  );
  await expect(
    page.getByText('Please select at least one available day and time slot'),
  ).toBeVisible();
  await expectNoSeriousA11yIssues(page);

  // Passwords, digits-only fields, In-Person address, title-cased city.
  await field(page, 'Password').fill('secret-pass');
  await field(page, 'Confirm password').fill('secret-pas');
  await expect(field(page, 'Confirm password')).toHaveAccessibleDescription(
    'Passwords do not match',
  );
  await field(page, 'Confirm password').fill('secret-pass');
  await field(page, 'Phone').pressSequentially('98a765 43-210');
  await expect(field(page, 'Phone')).toHaveValue('9876543210');
  await field(page, 'Years of experience').pressSequentially('1x2');
  await expect(field(page, 'Years of experience')).toHaveValue('12');
  await field(page, 'Pin code').pressSequentially('56-0001');
  await expect(field(page, 'Pin code')).toHaveValue('560001');
  await page.getByRole('checkbox', { name: 'In-Person' }).check();
  await expect(field(page, 'Address line 1')).toHaveAccessibleDescription(
    'Address Line 1 and Pin Code are required when offering In-Person sessions',
  );
  await field(page, 'Address line 1').fill('14 Residency Road');
  await expect(field(page, 'Address line 1')).toHaveAccessibleDescription('');
  await field(page, 'City/Town/Village').fill('bengaluru  URBAN');
  await field(page, 'City/Town/Village').blur();
  await expect(field(page, 'City/Town/Village')).toHaveValue('Bengaluru Urban');

  // Documents: anything but PDF, JPG or PNG is named and left out.
  await page.locator('input[name="qualificationDocuments"]').setInputFiles([
    {
      name: 'cv.docx',
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      buffer: Buffer.from('PK word'),
    },
  ]);
  await expect(
    page.getByText(
      'Unsupported file format(s): cv.docx. Only PDF, JPG, and PNG files are supported.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('list', { name: 'Chosen documents' })).toHaveCount(0);

  // The availability picker.
  const monday = page.getByRole('switch', { name: 'Monday' });
  await monday.click();
  await expect(monday).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByLabel('Monday range 1 start')).toHaveValue('09:00');
  await expect(page.getByLabel('Monday range 1 end')).toHaveValue('17:00');
  await expect(page.getByText('8 hourly slots')).toBeVisible();
  await page.getByLabel('Monday range 1 start').selectOption({ label: '10:15 AM' });
  await expect(page.getByLabel('Monday range 1 end')).toHaveValue('11:15');
  await expect(
    page.getByLabel('Monday range 1 end').locator('option[value="10:00"]'),
  ).toBeDisabled();
  await page.getByLabel('Monday range 1 end').selectOption({ label: '1:00 PM' });
  await page.getByRole('button', { name: 'Add time range on Monday' }).click();
  await expect(page.getByLabel('Monday range 2 start')).toHaveValue('13:00');
  await page.getByLabel('Monday range 2 start').selectOption({ label: '12:00 PM' });
  await expect(
    page.getByText(
      'This time range overlaps with an existing slot. Please choose different times.',
    ),
  ).toBeVisible();
  await expect(page.getByLabel('Monday range 2 start')).toHaveValue('13:00');
  await page.getByRole('button', { name: 'Remove Monday 10:15 AM to 1:00 PM' }).click();
  await page.getByRole('button', { name: 'Remove Monday 1:00 PM to 2:00 PM' }).click();
  await expect(monday).toHaveAttribute('aria-checked', 'false');
  await page.getByRole('switch', { name: 'Wednesday' }).click();
  await page.getByRole('switch', { name: 'Wednesday' }).click();
  await expect(page.getByLabel('Wednesday range 1 start')).toHaveCount(0);
  await page.getByRole('switch', { name: 'Thursday' }).click();
  await expect(
    page.getByText('Please select at least one available day and time slot'),
  ).toHaveCount(0);

  // The rest of a complete application.
  const email = `meera.applicant.${Date.now()}@example.com`;
  await field(page, 'Full name').fill('Meera Applicant');
  await field(page, 'Email').fill(email);
  await page.getByRole('combobox', { name: 'Gender' }).selectOption('Female');
  await page
    .getByRole('combobox', { name: 'Professional title' })
    .selectOption('Counselling Psychologist');
  await field(page, 'Qualifications').fill('M.A. Counselling Psychology');
  await field(page, 'Bio').fill('I work with young adults on anxiety, stress and relationships.');
  for (const [list, typed, option] of [
    ['Specializations', 'anx', 'Anxiety'],
    ['Languages', 'kann', 'Kannada'],
    ['Areas of expertise', 'stress', 'Stress & Anxiety'],
  ] as const) {
    await page.getByRole('combobox', { name: list }).fill(typed);
    await page.getByRole('option', { name: option }).click();
    await expect(page.getByRole('list', { name: `Chosen ${list.toLowerCase()}` })).toContainText(
      option,
    );
  }
  await page.getByRole('checkbox', { name: 'Online' }).check();
  await field(page, 'Hourly fee (₹ INR)').fill('1800');
  await page
    .locator('input[name="image"]')
    .setInputFiles({ name: 'meera.jpg', mimeType: 'image/jpeg', buffer: await portrait() });
  await expect(page.getByRole('img', { name: 'Preview of your portrait' })).toBeVisible();
  await page.locator('input[name="qualificationDocuments"]').setInputFiles({
    name: 'MA degree.pdf',
    mimeType: 'application/pdf',
    buffer: paddedPdf(3_000_000),
  });
  await expect(page.getByRole('list', { name: 'Chosen documents' })).toContainText('MA degree.pdf');
  await page.getByRole('checkbox', { name: /I agree/ }).check();
  await expect(
    page
      .getByRole('form', { name: 'Join as a therapist' })
      .getByRole('link', { name: 'terms and conditions' }),
  ).toHaveAttribute('href', '/terms-and-conditions');

  // Record every value the progress bar shows, on a slowed upload.
  await page.evaluate(() => {
    const seen: number[] = [];
    (window as unknown as { progressSeen: number[] }).progressSeen = seen;
    new MutationObserver(() => {
      const bar = document.querySelector('[role="progressbar"]');
      const value = Number(bar?.getAttribute('aria-valuenow'));
      if (bar && seen[seen.length - 1] !== value) seen.push(value);
    }).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['aria-valuenow'],
    });
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: 1_500_000,
  });

  const sent = page.waitForResponse('**/api/doctor/join');
  await page.clock.pauseAt(new Date(Date.now() + 60_000));
  await submit(page);
  await expect(page.getByText('Verifying you are human...').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
  await page.clock.runFor(1000); // the offline human check answers after 700 ms
  expect((await sent).status()).toBe(200);
  await expect(
    page.getByText('Application submitted successfully! Your profile will go live after approval.'),
  ).toBeVisible();
  const seen = await page.evaluate(
    () => (window as unknown as { progressSeen: number[] }).progressSeen,
  );
  expect(
    seen.some((v) => v > 0 && v < 100),
    `progress values: ${seen.join(', ')}`,
  ).toBe(true);
  expect(seen).toEqual([...seen].sort((a, b) => a - b));
  expect(seen[seen.length - 1]).toBe(100);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });

  // The form resets, and two seconds later the user is home.
  await expect(field(page, 'Full name')).toHaveValue('');
  await expect(page.getByRole('list', { name: 'Chosen documents' })).toHaveCount(0);
  await page.clock.runFor(1900);
  await expect(page).toHaveURL(/\/join-therapist$/);
  await page.clock.runFor(200);
  await expect(page).toHaveURL(/\/$/);

  // Pending: not listed, no public profile.
  const list = await page.request.get('/api/therapist/list');
  const names = ((await list.json()) as { doctors: { name: string }[] }).doctors.map((d) => d.name);
  expect(names).not.toContain('Meera Applicant');
  expect((await page.request.get('/api/doctor/by-slug/meera-applicant')).status()).toBe(404);
});

test('join: a duplicate email shows the spec duplicate message; axe clean at 375 px', async ({
  page,
  request,
}) => {
  const email = `dup.${Date.now()}@example.com`;
  const registered = await request.post('/api/user/register', {
    data: {
      first_name: 'Dup',
      last_name: 'User',
      username: `dup_${Date.now()}`,
      email,
      password: 'secret-pass',
      turnstileToken: 'XXXX.DUMMY.TOKEN.XXXX',
    },
  });
  expect(registered.status()).toBe(200);

  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/join-therapist');
  await expectNoSeriousA11yIssues(page);
  await page
    .locator('input[name="image"]')
    .setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: await portrait() });
  await field(page, 'Full name').fill('Dup User');
  await field(page, 'Email').fill(email);
  await field(page, 'Password').fill('secret-pass');
  await field(page, 'Confirm password').fill('secret-pass');
  await field(page, 'Phone').fill('9876543210');
  await page.getByRole('combobox', { name: 'Professional title' }).selectOption('Psychologist');
  await field(page, 'Qualifications').fill('M.Sc Psychology');
  await field(page, 'Years of experience').fill('3');
  await field(page, 'Bio').fill('Short bio.');
  for (const [list, option] of [
    ['Specializations', 'ADHD'],
    ['Languages', 'English'],
    ['Areas of expertise', 'Workplace'],
  ] as const) {
    await page.getByRole('combobox', { name: list }).fill(option);
    await page.getByRole('option', { name: option, exact: true }).click();
  }
  await page.getByRole('checkbox', { name: 'Online' }).check();
  await page.getByRole('switch', { name: 'Friday' }).click();
  await field(page, 'Hourly fee (₹ INR)').fill('900');
  await field(page, 'City/Town/Village').fill('pune');
  await page.getByRole('checkbox', { name: /I agree/ }).check();
  await submit(page);
  await expect(
    page.getByText(
      'This email is already registered. Please use a different email or try logging in.',
    ),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/join-therapist$/);
  await expect(field(page, 'Full name')).toHaveValue('Dup User');
  await expectNoSeriousA11yIssues(page);
});

test('join: the form code loads only when someone reaches for it, and keeps what was typed before', async ({
  page,
}) => {
  // The form's code (react-hook-form, the fields) is held back until released below.
  const requested: string[] = [];
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/join-form-[\w-]+\.js$/, async (route) => {
    requested.push(route.request().url());
    await released;
    await route.continue();
  });
  await page.goto('/join-therapist');
  await page.waitForLoadState('networkidle');
  expect(requested, 'a page only read loads no form code').toEqual([]);

  // Pressed before the code came: the browser must not send the form to its own address (the
  // page would reload with the fields in its address, checked at the end); the adopted form
  // answers the press.
  await submit(page);

  // Filled in the server's drawing while the code is on its way.
  await field(page, 'Full name').fill('Asha Rao');
  await page.getByRole('combobox', { name: 'Gender' }).selectOption('Female');
  await page
    .locator('input[name="image"]')
    .setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: await portrait() });
  await page.getByRole('checkbox', { name: /I agree/ }).check();
  expect(requested).toHaveLength(1);
  release();

  await expect(page.getByText('me.jpg.')).toBeVisible();
  await expect(field(page, 'Phone')).toHaveAccessibleDescription(
    'Please enter a valid 10-digit phone number',
  );
  await expect(field(page, 'Full name')).toHaveValue('Asha Rao');
  await expect(page.getByRole('combobox', { name: 'Gender' })).toHaveValue('Female');
  await expect(page.getByRole('checkbox', { name: /I agree/ })).toBeChecked();
  await expect(page.getByText('Please select a doctor image before submitting')).toHaveCount(0);
  await expect(page.getByText('Please agree to the terms and conditions')).toHaveCount(0);
  await expect(page).toHaveURL(/\/join-therapist$/);
});
