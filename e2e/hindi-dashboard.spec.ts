import { expect as baseExpect, test, type APIRequestContext } from './fixtures';
import { bookByApi, freshSlotOf, newClient } from './booking-helpers';
import { expectHindiPage, watchErrors } from './hindi-pages';
import { DEMO_ADMIN } from './mailbox';
import { joinAsTherapist, tokenOf } from './therapist-join';

// First loads are slow on a busy machine: wait for what the page shows, not for a clock.
const expect = baseExpect.configure({ timeout: 30_000 });

const ABOUT = 'I help adults with anxiety and stress through talk therapy.';
const ABOUT_HI = 'मैं बातचीत से चिंता और तनाव झेल रहे वयस्कों की मदद करती हूँ।';
const WRITTEN_IN_ENGLISH = 'इस थेरेपिस्ट ने अपना परिचय अंग्रेज़ी में लिखा है।';

/** A live therapist whose account chose Hindi, with one booking from a client. */
async function hindiTherapistWithBooking(request: APIRequestContext) {
  const email = `kavya.${Date.now().toString(36)}@example.com`;
  const password = 'Quiet#Harbour2026';
  await joinAsTherapist(request, {
    name: 'Dr. Kavya Iyer',
    email,
    password,
    experience: '7',
    about: ABOUT,
    // Afternoon hours: tomorrow's first one is always more than 12 hours ahead, so the
    // booking can still be moved (new times can be proposed) whatever the hour of the run.
    hours: ['15:00', '16:00', '17:00'],
  });
  const admin = await tokenOf(request, DEMO_ADMIN);
  const queue = await request.get('/api/admin/applications?status=pending&pageSize=100', {
    headers: { token: admin },
  });
  const items = ((await queue.json()) as { items: Array<{ id: string; email: string }> }).items;
  const id = items.find((i) => i.email === email)!.id;
  const approved = await request.post(`/api/admin/therapists/${id}/approve`, {
    headers: { token: admin },
    data: {},
  });
  expect(approved.ok(), await approved.text()).toBe(true);
  const token = await tokenOf(request, { email, password });
  const chose = await request.put('/api/user/language', {
    headers: { token },
    data: { language: 'hi' },
  });
  expect(chose.ok()).toBe(true);
  const me = await request.get('/api/dashboard/me', { headers: { token } });
  const slug = ((await me.json()) as { therapist: { slug: string } }).therapist.slug;
  const client = await newClient(request);
  await bookByApi(request, client, await freshSlotOf(request, slug));
  return { token, email, slug };
}

test('a Hindi therapist’s dashboard reads in Hindi on every tab, with its dialogs, and its Hindi introduction reaches the Hindi profile', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const therapist = await hindiTherapistWithBooking(request);
  await page.addInitScript((token) => localStorage.setItem('token', token), therapist.token);
  const errors = watchErrors(page);
  const own = [therapist.email, ABOUT];

  // An English address of a Hindi account goes to its Hindi twin.
  await page.goto('/dashboard');
  await page.waitForURL('**/hi/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('थेरेपिस्ट डैशबोर्ड');
  await expect(page.getByTestId('status-banner')).toContainText('आपकी प्रोफ़ाइल लाइव है');
  const card = page.getByTestId('session-card');
  await expect(card).toHaveCount(1);
  await expect(card.getByTestId('appointment-status')).toHaveText('आपकी स्वीकृति बाक़ी');
  await expect(card.getByRole('button', { name: 'स्वीकार करें' })).toBeVisible();
  await expectHindiPage(page, 'dashboard-appointments', own);

  // The action and propose-times dialogs read in Hindi too.
  await page.setViewportSize({ width: 1280, height: 900 });
  await card.getByRole('button', { name: 'नामंज़ूर करें' }).click();
  let dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'क्या यह बुकिंग नामंज़ूर करें?' })).toBeVisible();
  await expect(dialog.getByText('क्लाइंट के लिए कारण (वैकल्पिक)')).toBeVisible();
  await dialog.getByRole('button', { name: 'वापस जाएँ' }).click();
  await card.getByRole('button', { name: 'नए समय प्रस्तावित करें' }).click();
  dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'नए समय प्रस्तावित करें' })).toBeVisible();
  await expect(dialog.getByText('ऊपर से एक समय चुनें और उसे जोड़ें।')).toBeVisible();
  await dialog.getByRole('button', { name: 'रद्द करें' }).click();

  // Accepting says so in Hindi.
  await card.getByRole('button', { name: 'स्वीकार करें' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'बुकिंग स्वीकार करें' }).click();
  await expect(page.getByText('बुकिंग स्वीकार हो गई। क्लाइंट को बता दिया गया है।')).toBeVisible();
  await expect(card.getByTestId('appointment-status')).toHaveText('स्वीकार की गई');

  for (const [section, heading] of [
    ['calendar', /का हफ़्ता$/],
    ['hours', 'साप्ताहिक घंटे'],
    ['time-off', 'छुट्टी'],
    ['income', 'बुकिंग और आय'],
    ['profile', 'आवेदन का विवरण'],
    ['featured', 'फ़ीचर्ड प्लान'],
  ] as const) {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/hi/dashboard/${section}`);
    await expect(page.getByRole('heading', { level: 2, name: heading }).first()).toBeVisible();
    await expectHindiPage(page, `dashboard-${section}`, own);
  }

  // A time off saved on the Hindi page is confirmed in Hindi.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/hi/dashboard/time-off');
  await page
    .getByLabel('छुट्टी का पहला दिन')
    .fill(new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10));
  await page.getByRole('button', { name: 'छुट्टी जोड़ें' }).click();
  await expect(page.getByText(/^छुट्टी सेव हो गई।/)).toBeVisible();

  // Written only in English, the Hindi profile shows the English and says so.
  const bio = page.locator('#therapist-bio');
  await page.goto(`/hi/therapist/${therapist.slug}`);
  await expect(bio).toHaveText(ABOUT);
  await expect(bio).toHaveAttribute('lang', 'en');
  await expect(page.getByText(WRITTEN_IN_ENGLISH)).toBeVisible();

  // With a Hindi introduction written in the dashboard, the Hindi profile shows that instead.
  await page.goto('/hi/dashboard/profile');
  await page.getByLabel('हिन्दी में परिचय (वैकल्पिक)').fill(ABOUT_HI);
  await page.getByRole('button', { name: 'प्रोफ़ाइल सेव करें' }).click();
  await expect(page.getByText('प्रोफ़ाइल सेव हो गई। बदलाव लाइव हैं।')).toBeVisible();
  // Each look waits for the page to show its bio (slow on a loaded machine), then for the text.
  await expect(async () => {
    await page.goto(`/hi/therapist/${therapist.slug}`);
    await expect(bio).toBeVisible();
    await expect(bio).toHaveText(ABOUT_HI, { timeout: 1_000 });
  }).toPass({ timeout: 60_000 });
  await expect(page.getByText(WRITTEN_IN_ENGLISH)).toHaveCount(0);
  // The English profile keeps the English introduction.
  await page.goto(`/therapist/${therapist.slug}`);
  await expect(bio).toHaveText(ABOUT);
  expect(errors).toEqual([]);
});
