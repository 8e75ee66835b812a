import { readFile } from 'node:fs/promises';
import { expect as baseExpect, test, type Page } from './fixtures';
import { keepScreenshot } from './screens';
import { expectNoSeriousA11yIssues } from './a11y';
import { DEMO_FINANCE, DEMO_SUPPORT } from './mailbox';

// First loads of the admin chunk are slow on a busy machine: wait for what the page shows.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 300_000 });

async function signIn(page: Page, who: { email: string; password: string }) {
  await page.goto('/login?mode=login&redirect=%2Fadmin');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill(who.email);
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(who.password);
  await form.getByRole('button', { name: /sign in/i }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible();
}

const sectionLinks = (page: Page) =>
  page
    .getByRole('navigation', { name: 'Admin sections' })
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => a.firstChild?.textContent?.trim() ?? ''));

const actionsHeader = (page: Page, table: string) =>
  page
    .getByRole('table', { name: table, exact: true })
    .getByRole('columnheader', { name: 'Actions' });

async function shoot(page: Page, name: string) {
  await keepScreenshot(page, `team-roles/${name}`, { fullPage: true });
}

test('support works on people, bookings, reports and messages, without money or roles', async ({
  page,
}) => {
  await signIn(page, DEMO_SUPPORT);
  await expect(page.getByText('Your role: Support', { exact: true })).toBeVisible();
  expect(await sectionLinks(page)).toEqual([
    'Overview',
    'Applications',
    'People',
    'Therapists',
    'Reports',
    'Cancellations',
    'Appointments',
    'Payments',
    'Messages',
    'Audit log',
    'Account deletions',
    'Sign-in security',
  ]);
  await shoot(page, 'support-overview-1280');

  // Payments read, refunds never acted on; no exports, even by address.
  await page.goto('/admin/payments');
  await expect(page.getByRole('table', { name: 'Refunds', exact: true })).toBeVisible();
  await expect(actionsHeader(page, 'Refunds')).toHaveCount(0);
  await expect(actionsHeader(page, 'Failed background jobs')).toHaveCount(0);
  await expectNoSeriousA11yIssues(page);
  await shoot(page, 'support-payments-1280');
  await page.goto('/admin/exports');
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible();

  // Reports and messages are support's to settle; the subscriber list stays inside.
  await page.goto('/admin/reports');
  await expect(page.getByRole('button', { name: 'Resolve' }).first()).toBeVisible();
  await page.goto('/admin/messages');
  await expect(page.getByRole('button', { name: 'Mark handled' }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export CSV' })).toHaveCount(0);

  // Applications and listings are read, not decided.
  await page.goto('/admin/applications');
  await expect(page.getByTestId('application').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  // Therapists' private documents are an owner's to open (decision 0059): names only.
  await expect(page.getByRole('link', { name: /^Review / })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Download / })).toHaveCount(0);
  await page.goto('/admin/documents');
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/admin/therapists');
  await expect(page.getByTestId('therapist-row').first()).toBeVisible();
  await expect(actionsHeader(page, 'Therapists')).toHaveCount(0);

  // The owner's account: its sign-in is not support's to change.
  await page.goto('/admin/people?q=admin%40demo');
  await page.getByTestId('person-row').first().getByRole('link').first().click();
  await expect(page.getByText('Owner', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Turn off sign-in' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Sign out everywhere' })).toHaveCount(0);

  // A client's account: support turns off sign-in, but closing it is an owner's act.
  await page.goto('/admin/people?q=priya');
  await page.getByTestId('person-row').first().getByRole('link').first().click();
  await expect(page.getByRole('button', { name: 'Turn off sign-in' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Close account' })).toHaveCount(0);
  await expect(page.getByTestId('close-is-owners')).toHaveText(
    'Closing an account is an owner’s decision. To ask an owner to close it, add a note below with the reason.',
  );
  await expectNoSeriousA11yIssues(page);
  await shoot(page, 'support-person-1280');

  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/admin/payments');
  await expect(page.getByRole('table', { name: 'Refunds', exact: true })).toBeVisible();
  await shoot(page, 'support-payments-375');
  const nav = page.getByRole('navigation', { name: 'Admin sections' });
  await nav.getByRole('button', { name: /Sections/ }).click();
  await expect(nav.getByRole('link', { name: /^Exports/ })).toHaveCount(0);
  await expectNoSeriousA11yIssues(page);
  await shoot(page, 'support-menu-375');
});

test('finance exports and retries refunds, and reads the rest without acting', async ({ page }) => {
  await signIn(page, DEMO_FINANCE);
  await expect(page.getByText('Your role: Finance', { exact: true })).toBeVisible();
  expect(await sectionLinks(page)).toContain('Exports');
  await shoot(page, 'finance-overview-1280');

  await page.goto('/admin/exports');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download refunds CSV' }).click();
  expect((await download).suggestedFilename()).toMatch(/^refunds_.+\.csv$/);
  // The invoice register, beside the three CSVs: GST return columns.
  await expect(page.getByRole('heading', { name: 'Invoice register' })).toBeVisible();
  const register = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download invoice register CSV' }).click();
  const registerFile = await register;
  expect(registerFile.suggestedFilename()).toMatch(/^invoices_.+\.csv$/);
  const header = (await readFile((await registerFile.path())!, 'utf8')).split('\r\n')[0];
  expect(header).toContain('number,date_ist');
  expect(header).toContain('taxable_value_rupees,cgst_rupees,sgst_rupees,igst_rupees,total_rupees');
  expect(header).toContain('original_invoice_number');
  await expectNoSeriousA11yIssues(page);
  await shoot(page, 'finance-exports-1280');

  await page.goto('/admin/payments');
  await expect(actionsHeader(page, 'Refunds')).toHaveCount(1);
  await expect(actionsHeader(page, 'Failed background jobs')).toHaveCount(0);

  await page.goto('/admin/reports');
  await expect(page.getByRole('table', { name: 'Reports', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resolve' })).toHaveCount(0);
  await page.goto('/admin/messages');
  await expect(page.getByRole('table', { name: 'Contact messages', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark handled' })).toHaveCount(0);
  await page.goto('/admin/appointments');
  const appointments = page.getByRole('table', { name: 'Appointments', exact: true });
  await expect(appointments).toBeVisible();
  // Finance moves money, not sessions (decision 0059): it cancels, decides and moves nothing.
  await expect(appointments.getByRole('row').nth(1)).toBeVisible();
  for (const name of ['Cancel session', 'Move', 'Confirm', 'Completed', 'Not attended'])
    await expect(appointments.getByRole('button', { name, exact: true })).toHaveCount(0);
  await expectNoSeriousA11yIssues(page);
  await shoot(page, 'finance-appointments-1280');

  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/admin/exports');
  await expect(page.getByRole('button', { name: 'Download payments CSV' })).toBeVisible();
  await shoot(page, 'finance-exports-375');
});
