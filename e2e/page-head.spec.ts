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

test('a drawn page keeps a title, and one title, while the app takes it over', async ({ page }) => {
  await page.addInitScript(() => {
    // From the first title the parser reads on: was the head ever without one, or with two?
    const watch = { titled: false, untitled: false, twice: false };
    Object.assign(window, { titleWatch: watch });
    new MutationObserver(() => {
      const titles = document.head?.querySelectorAll('title').length ?? 0;
      if (titles > 0) watch.titled = true;
      else if (watch.titled) watch.untitled = true;
      if (titles > 1) watch.twice = true;
    }).observe(document, { childList: true, subtree: true });
  });
  for (const path of ['/', '/therapists', '/therapist/sravani-rao', '/hi/about']) {
    await page.goto(path);
    await expect(page.locator('head > title')).toHaveCount(1);
    const watch = await page.evaluate(
      () => (window as unknown as { titleWatch: Record<string, boolean> }).titleWatch,
    );
    expect(watch, path).toEqual({ titled: true, untitled: false, twice: false });
  }
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
