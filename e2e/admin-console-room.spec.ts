import { expect as baseExpect, test, type Page } from './fixtures';
import { keepScreenshot } from './screens';
import { expectNoSeriousA11yIssues } from './a11y';
import { bookByApi, freshSlot, newClient } from './booking-helpers';
import { DEMO_ADMIN } from './mailbox';

// First loads of the admin chunk are slow on a busy machine: wait for what the page shows.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

const SECTIONS = [
  'Overview',
  'Applications',
  'People',
  'Therapists',
  'Reports',
  'Cancellations',
  'Appointments',
  'Payments',
  'Exports',
  'Invoices',
  'Messages',
  'Audit log',
  'Account deletions',
  'Sign-in security',
];

async function signInAsAdmin(page: Page) {
  await page.goto('/login?mode=login&redirect=%2Fadmin');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill(DEMO_ADMIN.email);
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_ADMIN.password);
  await form.getByRole('button', { name: /sign in/i }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

async function expectNoSideScroll(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

/** Every button of the table (sorting and row actions) ends inside the window. */
async function expectButtonsInView(page: Page, table: string) {
  const region = page.getByRole('region', { name: table, exact: true });
  const buttons = region.getByRole('button');
  await expect(buttons.first()).toBeVisible();
  const boxes = await buttons.evaluateAll((els) =>
    els.map((el) => ({ text: el.textContent ?? '', right: el.getBoundingClientRect().right })),
  );
  expect(boxes.length).toBeGreaterThan(0);
  expect(boxes.filter((b) => b.right > 1280)).toEqual([]);
}

test('the console fits 1280 px with every action in view, and a phone reaches every section', async ({
  page,
  request,
}) => {
  const client = await newClient(request);
  await bookByApi(request, client, await freshSlot(request, 3));

  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAsAdmin(page);
  await page.goto('/admin/therapists');
  await expect(page.getByTestId('therapist-row').first()).toBeVisible();
  // The console's own frame: no public header or newsletter footer.
  await expect(page.getByRole('heading', { name: 'Admin console' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Admin sections' })).toBeVisible();
  await expectButtonsInView(page, 'Therapists');
  await expectNoSideScroll(page);
  await expectNoSeriousA11yIssues(page);
  await keepScreenshot(page, 'admin-console-room/therapists-1280', { fullPage: true });

  await page.goto('/admin/appointments');
  // Found by its client: sessions other tests booked later in the week may fill the first page.
  await page.getByRole('searchbox', { name: 'Client email' }).fill(client.email);
  await expect(page.getByRole('cell', { name: client.email })).toBeVisible();
  await expectButtonsInView(page, 'Appointments');
  await expectNoSideScroll(page);
  // No date as "4/12/2026": every session reads in the product's format.
  await expect(page.getByRole('table', { name: 'Appointments' })).not.toContainText(
    /\d{1,2}\/\d{1,2}\/\d{4}/,
  );
  await keepScreenshot(page, 'admin-console-room/appointments-1280', { fullPage: true });

  await page.goto('/admin/payments');
  await expect(page.getByRole('cell', { name: client.email }).first()).toBeVisible();
  await expectButtonsInView(page, 'Payments');
  await expectNoSideScroll(page);
  await expectNoSeriousA11yIssues(page);
  await keepScreenshot(page, 'admin-console-room/payments-1280', { fullPage: true });

  await page.goto('/admin/exports');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download payments CSV' }).click();
  expect((await download).suggestedFilename()).toMatch(
    /^payments_\d+_\d+_\d{4}-\d+_\d+_\d{4}\.csv$/,
  );
  await expectNoSeriousA11yIssues(page);
  await keepScreenshot(page, 'admin-console-room/exports-1280', { fullPage: true });

  await page.goto('/admin/invoices');
  await expect(page.getByRole('cell', { name: client.email }).first()).toBeVisible();
  await expectButtonsInView(page, 'Tax invoices and credit notes');
  await expectNoSideScroll(page);
  await expectNoSeriousA11yIssues(page);
  await keepScreenshot(page, 'admin-console-room/invoices-1280', { fullPage: true });

  // A phone: one Sections button opens every section; each is one tap away.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Admin sections' });
  const menu = nav.getByRole('button', { name: /Sections/ });
  await expect(nav.getByRole('link', { name: /^Therapists/ })).toBeHidden();
  await keepScreenshot(page, 'admin-console-room/overview-375', { fullPage: true });
  for (const label of SECTIONS) {
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    const link = nav.getByRole('link', { name: new RegExp(`^${label}`) });
    // Fifteen sections are taller than a phone: the last ones are a scroll away in the open menu.
    await link.scrollIntoViewIfNeeded();
    await expect(link).toBeInViewport();
    await link.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await expectNoSideScroll(page);
  }
  await menu.click();
  await expectNoSeriousA11yIssues(page);
  await keepScreenshot(page, 'admin-console-room/menu-375', { fullPage: true });
  await menu.click();
  await page.goto('/admin/therapists');
  await expect(page.getByTestId('therapist-row').first()).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  await keepScreenshot(page, 'admin-console-room/therapists-375', { fullPage: true });
  await page.goto('/admin/payments');
  await expect(page.getByRole('cell', { name: client.email }).first()).toBeVisible();
  await keepScreenshot(page, 'admin-console-room/payments-375', { fullPage: true });
});
