import { expect, test, type Page } from './fixtures';
import { PASSWORD, chooseSlot, freshSlot, newClient, signIn } from './booking-helpers';

const toasts = (page: Page) => page.locator('.Toastify__toast');

/**
 * Once the newest toast shows, exactly these are on screen: a replaced toast leaves within its
 * exit animation, well before the 6 s auto-close that used to be the only thing removing it.
 */
async function expectOnlyToasts(page: Page, texts: string[]) {
  const newest = texts.at(-1);
  if (newest) await expect(toasts(page).filter({ hasText: newest })).toBeVisible();
  await expect(toasts(page)).toHaveText(texts, { timeout: 2_500 });
}

test('sign-in: the wrong password replaces the earlier "Email is required"', async ({
  page,
  request,
}) => {
  const client = await newClient(request);
  await page.goto('/login?mode=login');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expectOnlyToasts(page, ['Email is required']);

  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(client.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(`${PASSWORD}-wrong`);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expectOnlyToasts(page, ['Incorrect password. Please try again.']);
});

test('forgot password: the sent notice replaces "Please enter your email address"', async ({
  page,
  request,
}) => {
  const client = await newClient(request);
  await page.goto('/forgot-password');
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expectOnlyToasts(page, ['Please enter your email address']);

  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(client.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();
  await expectOnlyToasts(page, ['Password reset link sent to your email']);
});

test('contact: "Verifying you are human..." gives way to the thank-you', async ({ page }) => {
  await page.goto('/contact');
  const send = page.getByRole('button', { name: 'Send Message' });
  await send.click();
  await expectOnlyToasts(page, ['Please fix the errors in the form']);

  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Asha Rao');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('asha.rao@example.com');
  await page.getByRole('textbox', { name: /Phone/ }).fill('9876543210');
  await page
    .getByRole('textbox', { name: 'Your query', exact: true })
    .fill('I would like help finding a therapist for my mother.');
  await send.click();
  await expectOnlyToasts(page, ['Thank you for your message! We will get back to you soon.']);
});

test('booking: an open checkout hides the form error; paying replaces "Payment cancelled"', async ({
  page,
  request,
}) => {
  const slot = await freshSlot(request, 3);
  await signIn(page, await newClient(request));
  await page.goto(`/booking/${slot.therapist.slug}`);
  await chooseSlot(page, slot);
  await page.getByRole('button', { name: 'Continue' }).click();

  const phone = page.getByRole('textbox', { name: 'Phone' });
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await expect(toasts(page)).toHaveCount(1);
  await phone.fill('9876543210');
  await page.getByRole('button', { name: 'Pay Now' }).click();
  const checkout = page.getByRole('dialog');
  await expect(checkout.getByTestId('checkout-amount')).toHaveText('₹99');
  await expectOnlyToasts(page, []);

  await checkout.getByRole('button', { name: 'Close checkout' }).click();
  await expectOnlyToasts(page, ['Payment cancelled']);
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Pay ₹99' }).click();
  await expect(page).toHaveURL(/\/my-appointments$/);
  await expectOnlyToasts(page, ['Payment successful! Appointment booked.']);
});
