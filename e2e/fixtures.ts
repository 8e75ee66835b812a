import { test as base, type Page } from '@playwright/test';

export * from '@playwright/test';

/**
 * Public pages arrive drawn by the server and come alive once the app has adopted them
 * (data-hydrated on <html>). A person reads first; a test acts at once, so every load waits.
 */
async function untilHydrated(page: Page, response: Awaited<ReturnType<Page['goto']>>) {
  if (!response?.headers()['content-type']?.includes('text/html')) return;
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
}

export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled === false) return use(page);
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await untilHydrated(page, response);
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      await untilHydrated(page, response);
      return response;
    };
    await use(page);
  },
});
