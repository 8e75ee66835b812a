import { expect, test, type Page } from './fixtures';
import { expectNoSeriousA11yIssues } from './a11y';

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

test('contact: validation messages, phone filter, counter, then a successful send', async ({
  page,
}) => {
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoSeriousA11yIssues(page);

  const send = page.getByRole('button', { name: 'Send Message' });
  await send.click();
  await expect(page.getByText('Please fix the errors in the form')).toBeVisible();
  await expect(field(page, 'Name')).toHaveAccessibleDescription('Name is required');
  await expect(field(page, 'Email')).toHaveAccessibleDescription('Email is required');
  await expect(field(page, 'Your query')).toHaveAccessibleDescription('Query is required');

  await field(page, 'Name').fill('A');
  await expect(field(page, 'Name')).toHaveAccessibleDescription(
    'Name must be at least 2 characters long',
  );
  await field(page, 'Name').fill('Asha 2');
  await expect(field(page, 'Name')).toHaveAccessibleDescription(
    'Name can only contain letters and spaces',
  );
  await field(page, 'Email').fill('asha@');
  await expect(field(page, 'Email')).toHaveAccessibleDescription(
    'Please enter a valid email address',
  );

  const phone = page.getByRole('textbox', { name: /Phone/ });
  await phone.pressSequentially('98a76b');
  await expect(phone).toHaveValue('9876');
  await expect(phone).toHaveAccessibleDescription('Phone number must be exactly 10 digits');
  await phone.fill('+91 5876543210');
  await expect(phone).toHaveAccessibleDescription(
    'Please enter a valid Indian mobile number (starting with 6-9)',
  );

  await field(page, 'Your query').fill('Too short');
  await expect(field(page, 'Your query')).toHaveAccessibleDescription(
    'Query must be at least 10 characters long',
  );
  await expect(page.getByText('9/1000')).toBeVisible();
  await field(page, 'Your query').fill('x'.repeat(1001));
  await expect(field(page, 'Your query')).toHaveAccessibleDescription(
    'Query cannot exceed 1000 characters',
  );

  await field(page, 'Name').fill('Asha Devi Rao');
  await field(page, 'Email').fill('asha.rao@example.com');
  await phone.fill('+91 98765 43210');
  const query = 'I would like help finding a Telugu-speaking therapist for my mother.';
  await field(page, 'Your query').fill(query);
  await expect(page.getByText(`${query.length}/1000`)).toBeVisible();

  const submitted = page.waitForRequest('**/api/contact/submit');
  await send.click();
  await expect(page.getByText('Verifying you are human...').first()).toBeVisible();
  const body = (await submitted).postDataJSON() as Record<string, string>;
  expect(body).toMatchObject({
    first_name: 'Asha',
    last_name: 'Devi Rao',
    email: 'asha.rao@example.com',
    phone: '+91 98765 43210',
    message: query,
  });
  await expect(
    page.getByText('Thank you for your message! We will get back to you soon.'),
  ).toBeVisible();
  await expect(field(page, 'Name')).toHaveValue('');
  await expect(field(page, 'Your query')).toHaveValue('');
});

test('newsletter: empty warning, then success clears the field', async ({ page }) => {
  await page.goto('/contact');
  const email = page.getByRole('textbox', { name: 'Email address for the newsletter' });
  await expect(email).toHaveAttribute('placeholder', 'Email');
  const subscribe = page.getByRole('button', { name: 'Subscribe' });

  await email.fill('   ');
  await subscribe.click();
  await expect(page.getByText('Please enter your email')).toBeVisible();

  await email.fill(`reader.${Date.now()}@example.com`);
  await subscribe.click();
  await expect(page.getByRole('alert').filter({ hasText: /subscribed/i })).toBeVisible();
  await expect(email).toHaveValue('');
});

test('about: advisors open a Read More dialog; passes axe', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { name: 'Why choose us' })).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  const readMore = page.getByRole('button', { name: /Read More/ });
  await expect(readMore).toHaveCount(3);
  await readMore.first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Approach', { exact: true })).toBeVisible();
  await expect(dialog.getByText('Message', { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(readMore.first()).toBeFocused();
});

test('legal pages and specialties render with their titles', async ({ page }) => {
  for (const [path, heading] of [
    ['/privacy-policy', 'Privacy Policy'],
    ['/terms-and-conditions', 'Terms and Conditions'],
    ['/cancellation-refunds-policy', 'Cancellation and Refunds Policy'],
    ['/specialties', 'Specialties'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(heading));
  }
  // An area of concern links to the speciality tags that serve it (decision 0014).
  await expect(page.getByRole('link', { name: 'Stress & Anxiety' })).toHaveAttribute(
    'href',
    '/therapists?speciality=Anxiety&speciality=Stress+Management',
  );
});
