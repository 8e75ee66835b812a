import { expect, type Page } from './fixtures';
import AxeBuilder from '@axe-core/playwright';

/** Runs axe on the page as it is now; fails listing every serious or critical violation. */
export async function expectNoSeriousA11yIssues(page: Page) {
  // Sections far from the screen skip rendering (content-visibility: auto) until scrolled to, and
  // axe cannot see the colours behind skipped text; render everything for the check.
  const renderAll = await page.addStyleTag({
    content: '* { content-visibility: visible !important; }',
  });
  const results = await new AxeBuilder({ page }).analyze();
  await renderAll.evaluate((style) => (style as Element).remove());
  const serious = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}
