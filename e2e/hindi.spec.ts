import { expectNoSeriousA11yIssues } from './a11y';
import { expect, test } from './fixtures';
import { newClient, signIn } from './booking-helpers';
import { chromeWords } from './hindi-words';
import { expectNoSideScroll, keepScreenshot } from './screens';

/** The public pages' Hindi twins, as a person reaches them. */
const HINDI_PAGES = [
  { name: 'home', path: '/hi' },
  { name: 'listing', path: '/hi/therapists?language=Hindi' },
  { name: 'profile', path: '/hi/therapist/sravani-rao' },
  { name: 'booking', path: '/hi/booking/sravani-rao' },
  { name: 'about', path: '/hi/about' },
  { name: 'join', path: '/hi/join-therapist' },
];

const SCREENSHOTS = 'hindi';

for (const { name, path } of HINDI_PAGES) {
  test(`${name} in Hindi: Devanagari chrome, lang=hi, twins named, accessible, fits 375 px`, async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error' && message.text().startsWith('Missing message'))
        errors.push(message.text());
    });
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    // Canonical to itself (the booking page points at its profile), both twins and x-default.
    const bare = new URL(path, 'http://x').pathname.replace(/^\/hi/, '') || '/';
    const canonicalBare = name === 'booking' ? '/therapist/sravani-rao' : bare;
    const origin = new URL(page.url()).origin;
    const twin = (prefix: string) =>
      `${origin}${prefix}${canonicalBare === '/' && prefix ? '' : canonicalBare}`;
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', twin('/hi'));
    await expect(page.locator('link[rel="alternate"][hreflang="hi"]')).toHaveAttribute(
      'href',
      twin('/hi'),
    );
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
      'href',
      twin(''),
    );
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
      'href',
      twin(''),
    );

    const words = await chromeWords(page);
    const share = words.devanagari / (words.devanagari + words.latin.length);
    expect(share, `English words left: ${words.latin.join(' ')}`).toBeGreaterThanOrEqual(0.9);
    expect(words.devanagari).toBeGreaterThan(30);

    await expectNoSeriousA11yIssues(page);
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoSideScroll(page);
      await keepScreenshot(page, `${SCREENSHOTS}/${name}-${width}`, { fullPage: true });
    }
    expect(errors).toEqual([]);
  });
}

test('the switch on an English page opens its Hindi twin with the query kept, and back', async ({
  page,
  context,
}) => {
  await page.goto('/therapists?language=Hindi&q=anxiety');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const header = page.getByRole('banner');
  await header.getByRole('link', { name: 'हिन्दी' }).click();
  await page.waitForURL('**/hi/therapists?language=Hindi&q=anxiety');
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('अपना थेरेपिस्ट खोजें');
  // The filters still apply: the search box keeps the words, the chips the language in Hindi.
  await expect(page.getByRole('searchbox')).toHaveValue('anxiety');
  await expect(page.getByRole('button', { name: /हिन्दी/ }).first()).toBeVisible();
  const cookies = await context.cookies();
  expect(cookies.find((c) => c.name === 'lang')?.value).toBe('hi');

  // The footer carries the switch too, back to the English page.
  await page.getByRole('contentinfo').getByRole('link', { name: 'English' }).click();
  await page.waitForURL(/\/therapists\?language=Hindi&q=anxiety$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test.describe('a browser asking for Hindi', () => {
  test.use({ locale: 'hi-IN' });

  test('is offered the Hindi twin, never redirected, and can decline', async ({
    page,
    context,
  }) => {
    const response = await page.goto('/about');
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe('/about');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const offer = page.getByRole('link', { name: 'हिन्दी में देखें' });
    await expect(offer).toHaveAttribute('href', '/hi/about');
    await page.getByRole('button', { name: 'No thanks, stay in this language' }).click();
    await expect(offer).toBeHidden();
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === 'lang')?.value).toBe('en');
    await page.reload();
    await expect(page.getByRole('link', { name: 'हिन्दी में देखें' })).toBeHidden();
  });
});

test('a signed-in person’s choice is saved on the account, and their pages follow it', async ({
  page,
  request,
}) => {
  const client = await newClient(request);
  await signIn(page, client);
  const auth = { token: client.token };
  const language = async () =>
    (
      (await (await request.get('/api/user/get-profile', { headers: auth })).json()) as {
        userData: { language: string };
      }
    ).userData.language;
  expect(await language()).toBe('en');

  await page.goto('/about');
  await page.getByRole('banner').getByRole('link', { name: 'हिन्दी' }).click();
  await page.waitForURL('**/hi/about');
  await expect.poll(language).toBe('hi');

  // An English address of a signed-in page (an old bookmark, a mail's link) opens in Hindi.
  await page.goto('/my-appointments');
  await page.waitForURL('**/hi/my-appointments');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');

  await page.getByRole('contentinfo').getByRole('link', { name: 'English' }).click();
  await page.waitForURL(/\/my-appointments$/);
  await expect.poll(language).toBe('en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('moving through the Hindi app by its own links loads every page’s words', async ({ page }) => {
  const missing: string[] = [];
  page.on('console', (message) => {
    if (message.text().startsWith('Missing message')) missing.push(message.text());
  });
  await page.goto('/hi/about');
  const main = page.getByRole('navigation', { name: 'मुख्य' });
  await main.getByRole('link', { name: 'होम' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'ऐसा थेरेपिस्ट खोजें जिस पर आप भरोसा कर सकें',
  );
  await main.getByRole('link', { name: 'थेरेपिस्ट खोजें' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('अपना थेरेपिस्ट खोजें');
  await page.getByTestId('therapist-card').first().getByRole('heading').getByRole('link').click();
  await page.getByRole('link', { name: 'अपॉइंटमेंट बुक करें' }).click();
  await expect(page.getByRole('heading', { name: 'बुकिंग का समय चुनें' })).toBeVisible();
  await page.getByRole('button', { name: 'वापस' }).click();
  await page.goto('/hi/contact');
  await page.getByRole('contentinfo').getByRole('link', { name: 'विशेषज्ञताएँ' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('विशेषज्ञताएँ');
  await page.getByRole('contentinfo').getByRole('link', { name: 'गोपनीयता नीति' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('गोपनीयता नीति');
  await page.getByRole('contentinfo').getByRole('link', { name: 'थेरेपिस्ट के रूप में जुड़ें' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('थेरेपिस्ट के रूप में जुड़ें');
  expect(missing).toEqual([]);
});

test('Hindi pages load the Devanagari face; English pages never download it', async ({ page }) => {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(request.url());
  });
  await page.goto('/about');
  await page.waitForLoadState('networkidle');
  expect(fonts.filter((url) => url.includes('devanagari'))).toEqual([]);
  await page.goto('/hi/about');
  await expect
    .poll(() => fonts.some((url) => /noto-sans-devanagari-devanagari-\d00-normal/.test(url)))
    .toBe(true);
  // Asked for is not yet loaded: the face is in use once its download has finished.
  await expect
    .poll(() => page.evaluate(() => document.fonts.check('16px "Noto Sans Devanagari"', 'हिन्दी')))
    .toBe(true);
});
