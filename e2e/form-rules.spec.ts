import { expect, test, type Page } from './fixtures';

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

test('contact: every server limit has its own message; a leading 0 and emoji are read as people mean them', async ({
  page,
}) => {
  await page.goto('/contact');
  const send = page.getByRole('button', { name: 'Send Message' });

  // Over the server's 50 characters: the form names that rule, not "Name is required".
  await field(page, 'Name').fill(`Asha ${'a'.repeat(50)}`);
  await send.click();
  await expect(field(page, 'Name')).toHaveAccessibleDescription('Name cannot exceed 50 characters');
  await field(page, 'Name').fill('<script>alert(1)</script>');
  await expect(field(page, 'Name')).toHaveAccessibleDescription(
    'Name can only contain letters and spaces',
  );

  // The counter counts an emoji once, as the server's limit does.
  const query = `Feeling low lately ${'🙂'.repeat(10)}`;
  await field(page, 'Your query').fill(query);
  await expect(page.getByText(`${[...query].length}/1000`)).toBeVisible();
  await field(page, 'Your query').fill('🙂'.repeat(1000));
  await expect(page.getByText('1000/1000')).toBeVisible();
  await expect(field(page, 'Your query')).not.toHaveAccessibleDescription(/cannot exceed/);

  const phone = page.getByRole('textbox', { name: /Phone/ });
  await phone.fill('09876543210');
  await expect(phone).not.toHaveAccessibleDescription(/phone number|10 digits/i);

  await field(page, 'Name').fill('Asha Rao');
  await field(page, 'Email').fill('asha.rao@example.com');
  await field(page, 'Your query').fill(query);
  const answered = page.waitForResponse('**/api/contact/submit');
  await send.click();
  expect((await answered).status()).toBe(200);
  await expect(
    page.getByText('Thank you for your message! We will get back to you soon.'),
  ).toBeVisible();
});

test('sign-up refuses markup as a name and a password of spaces, each with its own message', async ({
  page,
}) => {
  await page.goto('/login?mode=signup');
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  const tag = Date.now().toString(36);
  await field(page, 'First name').fill('<script>');
  await field(page, 'Last name').fill('Iyer');
  await field(page, 'Username').fill(`meera_${tag}`);
  await field(page, 'Email').fill(`meera.${tag}@example.com`);
  await field(page, 'Password').fill('      ');
  await field(page, 'Confirm password').fill('      ');
  await page.getByRole('checkbox').check();
  const calls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/user/register')) calls.push(r.url());
  });
  await page.getByRole('button', { name: 'Create Account' }).click();

  await expect(field(page, 'First name')).toHaveAccessibleDescription(
    'Name can only contain letters, spaces, full stops, apostrophes and hyphens',
  );
  await expect(field(page, 'Password')).toHaveAccessibleDescription(
    /Password cannot be only spaces/,
  );
  expect(calls).toEqual([]);

  // Names as Indians write them are taken (decision 0059); a hidden direction control is not.
  await field(page, 'First name').fill('K. Ramesh');
  await field(page, 'Last name').fill("D'Souza-Iyer");
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(field(page, 'First name')).not.toHaveAccessibleDescription(/Name can only/);
  await expect(field(page, 'Last name')).not.toHaveAccessibleDescription(/Name can only/);
  await field(page, 'Last name').fill('Rtl\u202Eevil');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(field(page, 'Last name')).toHaveAccessibleDescription(
    /not allowed|Name can only contain/,
  );
  expect(calls).toEqual([]);
});
