import { expectNoSeriousA11yIssues } from './a11y';
import { expect, test, type Page } from './fixtures';
import { chromeWords } from './hindi-words';
import { expectNoSideScroll, keepScreenshot } from './screens';

/** The three policies, each with a sentence of its text in each language. */
const POLICIES = [
  {
    name: 'privacy',
    path: '/privacy-policy',
    title: 'गोपनीयता नीति',
    english: 'Health information is sensitive',
    hindi: 'स्वास्थ्य की जानकारी संवेदनशील होती है',
  },
  {
    name: 'terms',
    path: '/terms-and-conditions',
    title: 'नियम और शर्तें',
    english: 'Limits of our responsibility',
    hindi: 'हमारी ज़िम्मेदारी की सीमा',
  },
  {
    name: 'refunds',
    path: '/cancellation-refunds-policy',
    title: 'रद्दीकरण और रिफ़ंड नीति',
    english: 'If the therapist cancels or does not accept',
    hindi: 'अगर थेरेपिस्ट रद्द करें या बुकिंग स्वीकार न करें',
  },
];

const SCREENSHOTS = 'hindi-policies';

/** Every script the page downloads, as text, to see which language's text came with it. */
function collectScripts(page: Page) {
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text());
  });
  return async () => (await Promise.all(scripts)).join('\n');
}

/** Errors the page reports: a script error, a hydration mismatch, a message its route missed. */
function collectErrors(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

for (const policy of POLICIES) {
  test(`the ${policy.name} policy in Hindi: Devanagari, accessible, fits 375 px, no English text downloaded`, async ({
    page,
  }) => {
    const errors = collectErrors(page);
    const scripts = collectScripts(page);
    await page.goto(`/hi${policy.path}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(policy.title);
    await expect(page.getByRole('heading', { level: 2, name: policy.hindi })).toBeVisible();
    // The text is the page's own language: nothing on it is marked as English.
    await expect(page.getByRole('main').locator('[lang="en"]')).toHaveCount(0);

    const words = await chromeWords(page);
    const share = words.devanagari / (words.devanagari + words.latin.length);
    expect(share, `English words left: ${words.latin.join(' ')}`).toBeGreaterThanOrEqual(0.9);
    expect(words.devanagari).toBeGreaterThan(200);

    await page.waitForLoadState('networkidle');
    const downloaded = await scripts();
    expect(downloaded).toContain(policy.hindi);
    expect(downloaded).not.toContain(policy.english);

    await expectNoSeriousA11yIssues(page);
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoSideScroll(page);
      await keepScreenshot(page, `${SCREENSHOTS}/${policy.name}-${width}`, { fullPage: true });
    }
    expect(errors).toEqual([]);
  });

  test(`the ${policy.name} policy in English downloads no Hindi text`, async ({ page }) => {
    const errors = collectErrors(page);
    const scripts = collectScripts(page);
    await page.goto(policy.path);
    await expect(page.getByRole('heading', { level: 2, name: policy.english })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const downloaded = await scripts();
    expect(downloaded).toContain(policy.english);
    expect(downloaded).not.toContain(policy.hindi);
    expect(errors).toEqual([]);
  });
}

test('the refunds policy states the rule-approved window and the weekly series in both languages', async ({
  page,
}) => {
  await page.goto('/cancellation-refunds-policy');
  const yours = page.locator('#client-cancellation');
  await expect(yours).toContainText('within 24 hours of booking');
  await expect(yours).toContainText('approved at once');
  await expect(yours).toContainText('₹99 booking fee is refunded in full');
  const series = page.locator('#weekly-series');
  await expect(series).toContainText('₹99 for each week that is booked');
  await expect(series).toContainText('not booked and not charged');
  await expect(series).toContainText('its own credit note');
  await expect(series).toContainText('Cancel the rest of the series');

  await page.goto('/hi/cancellation-refunds-policy');
  await expect(page.locator('#client-cancellation')).toContainText('24 घंटे के भीतर');
  await expect(page.locator('#client-cancellation')).toContainText('उसी समय मंज़ूर');
  const hindiSeries = page.locator('#weekly-series');
  await expect(hindiSeries).toContainText('हर हफ़्ते के ₹99');
  await expect(hindiSeries).toContainText('न उनका शुल्क लिया जाता है');
  await expect(hindiSeries).toContainText('अपने क्रेडिट नोट');
  await expect(hindiSeries).toContainText('सीरीज़ के बाकी सेशन रद्द करें');
});

test('a Hindi policy reached by the footer link shows its Hindi text', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/hi/about');
  await page.getByRole('contentinfo').getByRole('link', { name: 'रद्दीकरण और रिफ़ंड नीति' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('रद्दीकरण और रिफ़ंड नीति');
  await expect(page.getByRole('heading', { level: 2, name: /बुकिंग शुल्क/ })).toBeVisible();
  expect(errors).toEqual([]);
});

test.describe('before the app loads', () => {
  test.use({ javaScriptEnabled: false });

  test('the server draws each Hindi policy with its Hindi text', async ({ page }) => {
    for (const policy of POLICIES) {
      await page.goto(`/hi${policy.path}`);
      await expect(page.getByRole('heading', { level: 2, name: policy.hindi })).toBeVisible();
    }
  });
});
