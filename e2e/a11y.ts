import { expect, type Page } from './fixtures';
import AxeBuilder from '@axe-core/playwright';

/**
 * Runs axe (every rule) on the page as it is now; fails listing every serious or critical
 * violation. Run inside the page itself: the pages have no frames from other sites, which is what
 * the builder's default run opens a second page for (it took twice as long), and only violations
 * are sent back.
 */
export async function expectNoSeriousA11yIssues(page: Page) {
  // Parts below the first screen are drawn as they near the window; axe reads colours and sizes
  // from what is drawn, so everything is drawn for it, as it is once a person scrolls there.
  const drawAll = await page.addStyleTag({
    content: '.draw-when-near { content-visibility: visible !important; }',
  });
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .analyze();
  await drawAll.evaluate((style) => style.parentNode?.removeChild(style));
  const serious = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}
