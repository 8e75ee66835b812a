import { expect, test, type Page } from './fixtures';
import { newClient, signIn } from './booking-helpers';

/** Collects every CSP violation the page reports, as events and as console errors. */
async function watchCsp(page: Page) {
  const violations: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}`);
    });
  });
  page.on('console', (message) => {
    const text = message.text();
    if (/CSP violation|Content Security Policy|unsafe-eval/i.test(text)) violations.push(text);
  });
  return violations;
}

test('no page of the app violates its Content-Security-Policy', async ({ page, request }) => {
  const violations = await watchCsp(page);
  const list = await request.get('/api/therapist/list');
  const { doctors } = (await list.json()) as { doctors: Array<{ slug: string }> };
  const slug = doctors[0]!.slug;

  const pages = [
    '/',
    '/therapists',
    `/therapist/${slug}`,
    '/login?mode=login',
    '/login?mode=signup',
    '/forgot-password',
    '/contact',
    '/about',
    '/specialties',
    '/privacy-policy',
  ];
  for (const path of pages) {
    await page.goto(path);
    await expect(page.getByRole('main')).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
  // Forms validate with the domain schemas in the browser.
  await page.goto('/login?mode=login');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Email is required').first()).toBeVisible();

  const client = await newClient(request);
  await signIn(page, client);
  for (const path of ['/my-profile', '/my-appointments', `/booking/${slug}`]) {
    await page.goto(path);
    await expect(page.getByRole('main')).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
  expect(violations).toEqual([]);
});

test('API answers that carry personal data or tokens are never cached', async ({ request }) => {
  const client = await newClient(request);
  const profile = await request.get('/api/user/get-profile', { headers: { token: client.token } });
  expect(profile.headers()['cache-control']).toBe('no-store');
  const login = await request.post('/api/user/login', {
    data: { email: client.email, password: 'wrong-password' },
  });
  expect(login.headers()['cache-control']).toBe('no-store');
  const directory = await request.get('/api/therapist/list');
  expect(directory.headers()['cache-control'] ?? '').not.toContain('no-store');
  // Served over plain http here, so no HSTS.
  expect((await request.get('/')).headers()['strict-transport-security']).toBeUndefined();
});
