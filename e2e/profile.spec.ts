import { expect, test, type APIRequestContext } from './fixtures';
import { expectNoSeriousA11yIssues } from './a11y';
import { formatIstDate, formatTime12h } from '../packages/domain/src/ist';
import type { TherapistDetail } from '../packages/domain/src/schemas/therapist';
import {
  bookByApi,
  chooseSlot,
  freshSlot,
  freshSlotWithBothModes,
  holdRequests,
  newClient,
  signIn,
  openDaysOf,
} from './booking-helpers';

async function therapistWithSlots(request: APIRequestContext) {
  const list = (await (await request.get('/api/therapist/search?pageSize=12')).json()) as {
    doctors: { slug: string }[];
  };
  for (const { slug } of list.doctors) {
    const body = (await (await request.get(`/api/doctor/by-slug/${slug}`)).json()) as {
      data: TherapistDetail;
    };
    const days = openDaysOf(body.data);
    if (days.some((d) => d.times.length > 0)) return { t: body.data, days };
  }
  throw new Error('no therapist with open slots');
}

test('the profile shows the therapist and the open slots the API implies', async ({
  page,
  request,
}) => {
  const { t, days } = await therapistWithSlots(request);
  await page.goto(`/therapist/${t.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(t.name);
  await expect(page).toHaveTitle(new RegExp(t.name));
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    new RegExp(`/therapist/${t.slug}$`),
  );
  const ld = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
  ) as Record<string, unknown>;
  expect(ld['@type']).toBe('Person');
  expect(ld.name).toBe(t.name);
  expect(String(ld.image)).toMatch(/^http/);

  const first = days.find((d) => d.times.length > 0);
  if (!first) throw new Error('unreachable');
  const chips = page.getByTestId('time-slots').getByRole('button');
  await expect(chips).toHaveCount(first.times.length);
  expect(await chips.evaluateAll((els) => els.map((e) => e.getAttribute('data-time')))).toEqual(
    first.times,
  );
  const day = formatIstDate(first.date, 'long').replace(/\s\d{4}$/, '');
  await expect(chips.first()).toHaveAccessibleName(
    `${day}, ${formatTime12h(first.times[0] ?? '')} IST, available`,
  );

  // Walk the strip: every day's chips match the domain's computation.
  const later = page.getByRole('button', { name: 'Later dates' });
  const earlier = page.getByRole('button', { name: 'Earlier dates' });
  while (await earlier.isEnabled()) await earlier.click();
  for (const d of days.slice(0, 5)) {
    const name = `${d.weekday} ${formatIstDate(d.date, 'day-month')}`;
    const dayButton = page.getByRole('button', { name: new RegExp(`^${name} `) });
    if (!(await dayButton.isVisible())) await later.click();
    await dayButton.click();
    if (d.times.length === 0) await expect(page.getByTestId('no-slots')).toBeVisible();
    else
      expect(await chips.evaluateAll((els) => els.map((e) => e.getAttribute('data-time')))).toEqual(
        d.times,
      );
  }

  // Signed out, booking goes to login with the booking page as the redirect.
  const firstOpen = days.find((d) => d.times.length > 0) ?? first;
  const name = `${firstOpen.weekday} ${formatIstDate(firstOpen.date, 'day-month')}`;
  // Back to the start of the strip, then forward to that day (it may lie beyond the first page).
  while (await earlier.isEnabled()) await earlier.click();
  while (!(await page.getByRole('button', { name: new RegExp(`^${name} `) }).isVisible()))
    await later.click();
  await page.getByRole('button', { name: new RegExp(`^${name} `) }).click();
  await chips.first().click();
  await page.getByRole('button', { name: /^Book / }).click();
  await expect(page.getByText('Login to book appointment')).toBeVisible();
  // The redirect keeps the chosen slot, so booking opens with it after signing in.
  await expect(page).toHaveURL(/\/login\?/);
  const redirect = new URL(page.url()).searchParams.get('redirect') ?? '';
  const back = new URL(redirect, 'http://x');
  expect(back.pathname).toBe(`/booking/${t.slug}`);
  expect(back.searchParams.get('date')).toBe(firstOpen.key);
  expect(back.searchParams.get('time')).toMatch(/^\d\d:\d\d$/);
  expect(back.searchParams.get('from')).toBe('profile');
});

test('signed-out report asks to log in; share copies the link', async ({
  page,
  request,
  context,
}) => {
  const { t } = await therapistWithSlots(request);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(`/therapist/${t.slug}`);
  await page.getByRole('button', { name: 'Report' }).click();
  await expect(page.getByText('Please login to report')).toBeVisible();
  await page.evaluate(() => Object.defineProperty(navigator, 'share', { value: undefined }));
  await page.getByRole('button', { name: 'Share' }).click();
  await expect(page.getByText('Link copied to clipboard!')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Book Appointment' })).toHaveAttribute(
    'href',
    `/booking/${t.slug}?from=profile`,
  );
});

test('signed in, the page the server drew stays while the personal answer loads', async ({
  page,
  request,
}) => {
  const { t } = await therapistWithSlots(request);
  await signIn(page, await newClient(request));
  // The server draws what anyone sees; the browser then asks again as the person signed in.
  const release = await holdRequests(page, `**/api/doctor/by-slug/${t.slug}`);
  const personal = page.waitForResponse(`**/api/doctor/by-slug/${t.slug}`);
  await page.goto(`/therapist/${t.slug}`);
  const heading = page.getByRole('heading', { level: 1 });
  await heading.evaluate((h) => h.setAttribute('data-seen', ''));
  await expect(page.getByRole('link', { name: 'Book Appointment' })).toBeVisible();
  release();
  await personal;
  // The same heading, never replaced by the loading state and drawn again.
  // (A verified therapist's heading also carries the badge.)
  await expect(page.locator('h1[data-seen]')).toContainText(t.name);
  await page.getByRole('link', { name: 'Book Appointment' }).click();
  await expect(page).toHaveURL(new RegExp(`/booking/${t.slug}\\?from=profile$`));
});

test('a mode tapped before the page came alive stays chosen once it has', async ({
  page,
  request,
}) => {
  const slot = await freshSlotWithBothModes(request);
  const release = await holdRequests(page, /\/assets\/index-[\w-]+\.js$/);
  // The server's drawing, read and tapped while the app's code is on its way.
  const loading = page.goto(`/therapist/${slot.therapist.slug}`);
  const online = page.getByRole('radio', { name: 'Online' });
  await page.locator('label').filter({ has: online }).click();
  await expect(online).toBeChecked();
  release();
  await loading;
  // Any later drawing of the picker (here: another day) draws the radios from its state.
  await chooseSlot(page, slot);
  await expect(online).toBeChecked();
  await page.getByRole('button', { name: /^Book / }).click();
  await expect(page).toHaveURL(/\/login\?/);
  expect(decodeURIComponent(page.url())).toContain('mode=online');
});

test('a press that starts while the report form is on its way still opens it', async ({
  page,
  request,
}) => {
  const { t } = await therapistWithSlots(request);
  await signIn(page, await newClient(request));
  await page.goto(`/therapist/${t.slug}`);
  const release = await holdRequests(page, /\/assets\/report-dialog-form-[\w-]+\.js$/);
  const report = page.getByRole('button', { name: 'Report' });
  await report.hover();
  await page.mouse.down();
  // The form's code arrives mid-press and replaces the button under the finger.
  release();
  // (By CSS: once the dialog opens, the page behind it is hidden from the accessibility tree.)
  await expect(page.locator('button[data-state]', { hasText: 'Report' })).toHaveCount(1);
  await page.mouse.up();
  await expect(page.getByRole('dialog', { name: `Report ${t.name}` })).toBeVisible();
});

test('an unknown slug says so in a toast, then shows the not-found page', async ({ page }) => {
  await page.goto('/therapist/no-such-therapist');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByText('Unable to find therapist')).toBeVisible();
});

for (const width of [375, 1280]) {
  test(`the profile has no serious axe violations at ${width}px`, async ({ page, request }) => {
    const { t } = await therapistWithSlots(request);
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/therapist/${t.slug}`);
    await expect(page.getByTestId('time-slots')).toBeVisible();
    await expectNoSeriousA11yIssues(page);
  });
}

test('signed in, booking a time someone has just taken shows why and refreshes the times', async ({
  page,
  request,
}) => {
  const slot = await freshSlot(request, 16);
  await signIn(page, await newClient(request));
  await page.goto(`/therapist/${slot.therapist.slug}`);
  await chooseSlot(page, slot);
  await bookByApi(request, await newClient(request), slot);
  await page.getByRole('button', { name: /^Book / }).click();
  await expect(page.getByRole('region', { name: 'Book a session' }).getByRole('alert')).toHaveText(
    'Selected slot is not available any more. Please choose another time.',
  );
  await expect(page).toHaveURL(new RegExp(`/therapist/${slot.therapist.slug}$`));
  await expect(page.locator(`[data-time="${slot.time}"]`)).toHaveCount(0);
});
