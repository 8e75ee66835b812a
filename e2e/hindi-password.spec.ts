import { expect, test } from './fixtures';
import { newClient, PASSWORD } from './booking-helpers';
import { expectHindiPage, watchErrors } from './hindi-pages';
import { readMailbox } from './mailbox';

test('forgot-password and reset-password read in Hindi: forms, rule messages, toasts', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const client = await newClient(request);
  const errors = watchErrors(page);

  await page.goto('/hi/forgot-password');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('पासवर्ड भूल गए?');
  await page.getByRole('button', { name: 'रीसेट लिंक भेजें' }).click();
  await expect(page.getByText('कृपया अपना ईमेल पता लिखें').first()).toBeVisible();
  await expectHindiPage(page, 'forgot-password');

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('textbox', { name: 'ईमेल', exact: true }).fill(client.email);
  await page.getByRole('button', { name: 'रीसेट लिंक भेजें' }).click();
  await expect(page.getByRole('heading', { name: 'अपना ईमेल देखें' })).toBeVisible();
  await expect(page.getByText('पासवर्ड रीसेट करने का लिंक आपके ईमेल पर भेज दिया गया है')).toBeVisible();
  await expectHindiPage(page, 'forgot-password-sent', [client.email]);

  // A link that does not work says so in Hindi.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/hi/reset-password?token=nope&email=nobody%40example.com');
  await expect(page.getByRole('heading', { name: 'रीसेट लिंक सही नहीं है' })).toBeVisible();

  let link = '';
  await expect(async () => {
    const mails = await readMailbox(page.request);
    const mail = mails.find((m) => m.to === client.email && /reset-password\?/.test(m.text));
    link = mail?.text.match(/https?:\/\/\S+\/reset-password\?\S+/)?.[0] ?? '';
    expect(link).not.toBe('');
  }).toPass({ timeout: 10_000 });
  const { pathname, search } = new URL(link);
  await page.goto(`/hi${pathname.replace(/^\/hi/, '')}${search}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('नया पासवर्ड चुनें');
  await page.getByRole('textbox', { name: 'नया पासवर्ड', exact: true }).fill('abc');
  await page.getByRole('textbox', { name: 'नए पासवर्ड की पुष्टि करें', exact: true }).fill('abc');
  await page.getByRole('button', { name: 'पासवर्ड रीसेट करें' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toContainText(
    'पासवर्ड कम से कम 6 अक्षरों का होना चाहिए',
  );
  await expectHindiPage(page, 'reset-password', [client.email]);

  await page.setViewportSize({ width: 1280, height: 900 });
  const fresh = `${PASSWORD}x`;
  await page.getByRole('textbox', { name: 'नया पासवर्ड', exact: true }).fill(fresh);
  await page.getByRole('textbox', { name: 'नए पासवर्ड की पुष्टि करें', exact: true }).fill(fresh);
  await page.getByRole('button', { name: 'पासवर्ड रीसेट करें' }).click();
  await expect(page.getByText('पासवर्ड रीसेट हो गया!')).toBeVisible();
  await expect(page).toHaveURL(/\/hi\/login\?mode=login$/);
  expect(errors).toEqual([]);
});
