import { expect as baseExpect, test, type Page } from './fixtures';
import { holdRequests, newClient, signIn } from './booking-helpers';

// First loads are slow on a busy machine: wait for what the page shows, not for a clock.
const expect = baseExpect.configure({ timeout: 30_000 });

const toast = (page: Page, text: string) =>
  page.locator('.Toastify').getByText(text, { exact: true });

test('a page past the last one says so and leads back', async ({ page }) => {
  await page.goto('/therapists?page=99');
  await expect(page.getByText('There is no page 99')).toBeVisible();
  await expect(page.getByText(/Showing/)).toHaveCount(0);
  await expect(page.getByTestId('therapist-card')).toHaveCount(0);
  await page.getByRole('button', { name: 'Go to page 1' }).click();
  await expect(page).toHaveURL(/\/therapists$/);
  await expect(page.getByTestId('therapist-card').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Page 1' })).toHaveAttribute(
    'aria-current',
    'page',
  );
});

test('a title listing is named by the title-cased title; a malformed slug is not found', async ({
  page,
}) => {
  await page.goto('/therapists/clinical-psychologist');
  await expect(page).toHaveTitle(/^Clinical Psychologist in India: Find Your Therapist/);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    /Find a Clinical Psychologist in India/,
  );
  await expect(page.getByTestId('therapist-card').first()).toBeVisible();

  await page.goto('/therapists/Clinical_Psychologist');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByText('Unable to load therapists. Please refresh the page.')).toHaveCount(
    0,
  );
});

test('calls without a server message show the spec’s fallback for that call', async ({ page }) => {
  // Contact: a 422 with no message, then a 500 with no message.
  let status = 422;
  await page.route('**/api/contact/submit', (route) =>
    route.fulfill({ status, contentType: 'application/json', body: '{}' }),
  );
  await page.goto('/contact');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Asha Rao');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('asha@example.com');
  await page
    .getByRole('textbox', { name: 'Your query', exact: true })
    .fill('I would like to know about weekend sessions.');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(toast(page, 'Failed to send message. Please try again.')).toBeVisible();
  status = 500;
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(toast(page, 'Server error. Please try again later.')).toBeVisible();

  // Newsletter: a 500 with no message.
  await page.route('**/api/newsletter/subscribe', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
  );
  await page.getByRole('textbox', { name: 'Email address for the newsletter' }).fill('a@b.in');
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(toast(page, 'Failed to subscribe')).toBeVisible();

  // Forgot password: a 500 with no message.
  await page.route('**/api/user/forgot-password', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
  );
  await page.goto('/forgot-password');
  await page.getByRole('textbox', { name: 'Email' }).fill('asha@example.com');
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(toast(page, 'Failed to send reset email')).toBeVisible();
});

test('a like answered with success false and no message shows “Failed to update like”', async ({
  page,
  request,
}) => {
  await signIn(page, await newClient(request));
  await page.route('**/api/doctor/like-toggle', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: '{"success":false}' }),
  );
  await page.goto('/therapists');
  await page.getByTestId('therapist-card').first().getByRole('button', { name: /^Like/ }).click();
  await expect(toast(page, 'Failed to update like')).toBeVisible();
});

test('a profile that fails to load says so, then shows the not-found page', async ({ page }) => {
  await page.route('**/api/doctor/by-slug/**', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
  );
  await page.goto('/therapist/anyone');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(toast(page, 'Unable to load therapist information')).toBeVisible();
});

test('a newer error replaces the toast of the same form instead of being dropped', async ({
  page,
}) => {
  await page.goto('/login?mode=signup');
  const form = page.getByRole('form', { name: 'Sign up' });
  await form.getByRole('button', { name: 'Create Account' }).click();
  await expect(toast(page, 'First name is required')).toBeVisible();
  await form.getByLabel('First name').fill('Asha');
  await form.getByLabel('Last name').fill('Rao');
  await form.getByLabel('Username').fill('asha_rao');
  await form.getByLabel('Email').fill('asha.rao@example.com');
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill('Still#Waters2026');
  await form.getByRole('textbox', { name: 'Confirm password' }).fill('Other#Waters2026');
  await form.getByRole('button', { name: 'Create Account' }).click();
  await expect(toast(page, 'Passwords do not match')).toBeVisible();
  await expect(toast(page, 'First name is required')).toHaveCount(0);
});

test('the Find a Therapist menu is a disclosure: Tab passes it, Enter, Space or Arrow Down open it', async ({
  page,
}) => {
  await page.goto('/contact');
  const nav = page.getByRole('navigation', { name: /main/i });
  const link = nav.getByRole('link', { name: 'Find a Therapist' });
  const toggle = nav.getByRole('button', { name: 'Therapists by language and location' });
  const panel = page.locator(`#${await toggle.getAttribute('aria-controls')}`.replace(/:/g, '\\:'));
  await link.focus();
  await expect(panel).toBeHidden();
  await page.keyboard.press('Tab');
  await expect(toggle).toBeFocused();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Tab');
  await expect(nav.getByRole('link', { name: 'About' })).toBeFocused();

  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(panel).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(toggle).toBeFocused();
  await page.keyboard.press('Space');
  await expect(panel).toBeVisible();
  await page.keyboard.press('Space');
  await expect(panel).toBeHidden();

  await link.focus();
  await page.keyboard.press('ArrowDown');
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('link').first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(toggle).toBeFocused();
});

test('the Find a Therapist menu opened from the keyboard while its panel is on its way moves into it once there', async ({
  page,
}) => {
  const release = await holdRequests(page, /\/assets\/find-therapist-panel-[\w-]+\.js$/);
  await page.goto('/contact');
  const nav = page.getByRole('navigation', { name: /main/i });
  const toggle = nav.getByRole('button', { name: 'Therapists by language and location' });
  const panel = page.locator(`#${await toggle.getAttribute('aria-controls')}`.replace(/:/g, '\\:'));
  await nav.getByRole('link', { name: 'Find a Therapist' }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  release();
  // The first link there is by then (the languages may still be loading).
  await expect(panel.locator('a[href]:focus')).toHaveCount(1);
  await expect(panel.getByRole('link', { name: 'Hindi' })).toBeVisible();
});

test('when the panel cannot be fetched, the Find a Therapist menu still leads to the directory', async ({
  page,
}) => {
  await page.route(/\/assets\/find-therapist-panel-[\w-]+\.js$/, (route) => route.abort());
  await page.goto('/contact');
  const nav = page.getByRole('navigation', { name: /main/i });
  await nav.getByRole('button', { name: 'Therapists by language and location' }).hover();
  await page.getByRole('link', { name: 'See all therapists' }).click();
  await expect(page).toHaveURL(/\/therapists$/);
  await expect(page.getByTestId('therapist-card').first()).toBeVisible();
});

test('when the Resources menu cannot be fetched, it leads to the footer’s links and the page stays', async ({
  page,
}) => {
  await page.route(/\/assets\/resources-dropdown-[\w-]+\.js$/, (route) => route.abort());
  await page.goto('/about');
  const nav = page.getByRole('navigation', { name: /main/i });
  await nav.getByRole('button', { name: 'Resources' }).hover();
  const resources = nav.getByRole('link', { name: 'Resources' });
  await resources.click();
  await expect(page).toHaveURL(/\/about#site-footer$/);
  await expect(page.locator('footer').getByRole('link', { name: 'Specialties' })).toBeInViewport();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('when the account menu cannot be fetched, the header still leads to My Profile', async ({
  page,
  request,
}) => {
  await signIn(page, await newClient(request));
  await page.route(/\/assets\/user-menu-slot-[\w-]+\.js$/, (route) => route.abort());
  await page.goto('/about');
  await page.getByRole('banner').getByRole('link', { name: 'My Profile' }).click();
  await expect(page).toHaveURL(/\/my-profile$/);
  await expect(page.getByRole('heading', { name: 'My Profile', level: 1 })).toBeVisible();
});

test('filters from the URL show as chips that remove themselves', async ({ page }) => {
  await page.goto('/therapists?language=hindi&speciality=anxiety');
  const chips = page.getByRole('list', { name: 'Filtered by' });
  await expect(chips.getByRole('button', { name: 'Remove language filter Hindi' })).toBeVisible();
  await expect(
    chips.getByRole('button', { name: 'Remove speciality filter Anxiety' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/language=Hindi/);
  await expect(page.getByRole('button', { name: /^Language/ })).toContainText('1');
  await expect(page.getByTestId('therapist-card').first()).toBeVisible();

  await chips.getByRole('button', { name: 'Remove language filter Hindi' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).not.toHaveURL(/language=/);
  await expect(chips.getByRole('button', { name: /Hindi/ })).toHaveCount(0);
  // Focus moves to the chip that took the removed one's place, even though the listing reloads.
  const anxiety = chips.getByRole('button', { name: 'Remove speciality filter Anxiety' });
  await expect(anxiety).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('list', { name: 'Filtered by' })).toHaveCount(0);
  await expect(page).toHaveURL(/\/therapists$/);
});

test('About names the mission, the vision and two practitioners; testimonial avatars use letters', async ({
  page,
}) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { name: 'Our mission' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Our vision' })).toBeVisible();
  const team = page.getByRole('region', { name: /The practitioners behind/ });
  await expect(team.getByRole('listitem')).toHaveCount(2);
  await expect(team.getByRole('heading', { level: 3 })).toHaveText([
    'Dr. Meenakshi Iyer',
    'Rahul Deshpande',
  ]);

  await page.goto('/');
  const stories = page.getByRole('region', { name: 'Client stories' });
  await expect(stories.getByText('Priya, 29')).toBeAttached();
  const tiles = await stories.locator('figcaption > span[aria-hidden="true"]').allTextContents();
  expect(tiles.length).toBe(5);
  for (const text of tiles) expect(text).toMatch(/^\p{Lu}{1,2}$/u);
});
