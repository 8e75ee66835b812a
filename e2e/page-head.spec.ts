import { expect, test } from './fixtures';

test('a title listing keeps the server’s title and keywords once the app has loaded', async ({
  page,
}) => {
  const response = await page.goto('/therapists/clinical-psychologist');
  expect(response?.status()).toBe(200);
  const html = (await response?.text()) ?? '';
  const serverTitle = /<title data-ssr>([^<]+)<\/title>/.exec(html)?.[1];
  expect(serverTitle).toBe('Clinical Psychologist in India: Find Your Therapist | Manas Care');
  expect(html).toMatch(/<meta data-ssr name="keywords" content="[^"]*Clinical Psychologist"/);

  await expect(page.getByTestId('therapist-card').first()).toBeVisible();
  await expect(page).toHaveTitle(serverTitle ?? '');
  await expect(page.locator('meta[name="keywords"]')).toHaveAttribute(
    'content',
    /Clinical Psychologist/,
  );

  const home = await page.goto('/');
  expect(await home?.text()).toMatch(/<meta data-ssr name="keywords" content="[^"]+"/);
  await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', /therapist/);
});

test('a title the catalogue does not have, a malformed slug or markup is a 404 not-found page', async ({
  page,
}) => {
  for (const url of [
    '/therapists/nonexistent-title',
    '/therapists/Clinical_Psychologist',
    '/doctors/%3Cscript%3Ealert(1)%3C%2Fscript%3E',
  ]) {
    const response = await page.goto(url);
    expect(response?.status(), url).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page Not Found' }), url).toBeVisible();
    await expect(page.getByText('No therapists available at the moment'), url).toHaveCount(0);
    await expect(page, url).toHaveTitle(/^Page Not Found/);
  }
});
