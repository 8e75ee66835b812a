import { expectNoSeriousA11yIssues } from './a11y';
import { expect, type Page } from './fixtures';
import { chromeWords } from './hindi-words';
import { expectNoSideScroll, keepScreenshot } from './screens';

const SCREENSHOTS = 'hindi';

/** Page errors and words a page asked for without loading them. */
export function watchErrors(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().startsWith('Missing message'))
      errors.push(message.text());
  });
  return errors;
}

/**
 * At least 90% of the visible words are Devanagari, axe is clean, and 375 px does not scroll;
 * full-page screenshots at 1280 and 375 px. `own`: what the person wrote themselves (username,
 * email, a bio), aside like names.
 */
export async function expectHindiPage(page: Page, name: string, own: readonly string[] = []) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  const words = await chromeWords(page);
  const ownWords = new Set(own.flatMap((text) => text.toLowerCase().split(/[^a-z]+/)));
  const latin = words.latin.filter((word) => !ownWords.has(word.toLowerCase()));
  const share = words.devanagari / (words.devanagari + latin.length);
  expect(share, `English words left: ${latin.join(' ')}`).toBeGreaterThanOrEqual(0.9);
  expect(words.devanagari).toBeGreaterThan(30);
  await expectNoSeriousA11yIssues(page);
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoSideScroll(page);
    await keepScreenshot(page, `${SCREENSHOTS}/${name}-${width}`, { fullPage: true });
  }
}
