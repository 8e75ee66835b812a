import { expect, test, type APIRequestContext } from './fixtures';
import { bookByApi, freshSlot, newClient, signIn } from './booking-helpers';
import { expectHindiPage, watchErrors } from './hindi-pages';

for (const mode of ['login', 'signup'] as const) {
  test(`the ${mode} page reads in Hindi on its Hindi address`, async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto(`/hi/login?mode=${mode}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      mode === 'login' ? 'फिर से स्वागत है' : 'अपना खाता बनाएँ',
    );
    // A form rule's message reads in Hindi too.
    await page.getByRole('button', { name: mode === 'login' ? 'साइन इन' : 'खाता बनाएँ' }).click();
    await expect(page.getByText('ईमेल लिखना ज़रूरी है').first()).toBeVisible();
    await expectHindiPage(page, `sign-${mode}`);
    expect(errors).toEqual([]);
  });
}

/** A new client whose account chose Hindi. */
async function hindiClient(request: APIRequestContext) {
  const client = await newClient(request);
  const chose = await request.put('/api/user/language', {
    headers: { token: client.token },
    data: { language: 'hi' },
  });
  expect(chose.ok()).toBe(true);
  return client;
}

test('a Hindi account’s My Appointments reads in Hindi: tabs, card, status and buttons', async ({
  page,
  request,
}) => {
  const client = await hindiClient(request);
  await bookByApi(request, client, await freshSlot(request, 20));
  await signIn(page, client);
  const errors = watchErrors(page);

  await page.goto('/my-appointments');
  await page.waitForURL('**/hi/my-appointments');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('मेरे अपॉइंटमेंट');
  const card = page.getByTestId('appointment-card');
  await expect(card).toHaveCount(1);
  await expect(card.getByText('पुष्टि बाक़ी')).toBeVisible();
  await expect(card.getByRole('button', { name: 'अपॉइंटमेंट रद्द करें' })).toBeVisible();
  await expect(page.getByRole('tab', { name: /आने वाले/ })).toHaveAttribute('aria-selected', 'true');
  await expectHindiPage(page, 'my-appointments', [client.email]);

  // The cancellation dialog reads in Hindi as well.
  await page.setViewportSize({ width: 1280, height: 900 });
  await card.getByRole('button', { name: 'अपॉइंटमेंट रद्द करें' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'रद्द करने का अनुरोध' })).toBeVisible();
  await dialog.getByRole('button', { name: 'अपॉइंटमेंट रहने दें' }).click();
  expect(errors).toEqual([]);
});

test('a Hindi account’s My Profile reads in Hindi: profile, notifications, your data', async ({
  page,
  request,
}) => {
  const client = await hindiClient(request);
  await signIn(page, client);
  const errors = watchErrors(page);

  await page.goto('/hi/my-profile');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('मेरी प्रोफ़ाइल');
  await expect(page.getByRole('heading', { name: 'फ़ोन और सूचनाएँ' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'आपका डेटा' })).toBeVisible();
  await expectHindiPage(page, 'my-profile', [client.email]);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('button', { name: 'मेरा खाता डिलीट करें' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'क्या अपना खाता डिलीट करें?' })).toBeVisible();
  await dialog.getByRole('button', { name: 'मेरा खाता डिलीट करें' }).click();
  await expect(dialog.getByText('पुष्टि के लिए कृपया अपना पासवर्ड लिखें।')).toBeVisible();
  await dialog.getByRole('button', { name: 'मेरा खाता रहने दें' }).click();
  expect(errors).toEqual([]);
});
