import { expect as baseExpect, test, type APIRequestContext } from './fixtures';
import { bookByApi, freshSlot, newClient, PASSWORD, signIn, type Slot } from './booking-helpers';
import { watchErrors } from './hindi-pages';
import { DEMO_ADMIN } from './mailbox';
import { openSlots } from '../packages/domain/src/slots';
import type { TherapistDetail } from '../packages/domain/src/schemas/therapist';

// First loads are slow on a busy machine: wait for what the page shows, not for a clock.
const expect = baseExpect.configure({ timeout: 30_000 });

/** A new client whose account chose Hindi. */
async function hindiClient(request: APIRequestContext) {
  const client = await newClient(request);
  const chose = await request.put('/api/user/language', {
    headers: { token: client.token },
    data: { language: 'hi' },
  });
  expect(chose.ok()).toBe(true);
  return client;
}

/** An open slot two or more days ahead (a booking moves only up to 12 hours before it). */
async function slotAhead(request: APIRequestContext, pick: number): Promise<Slot> {
  const res = await request.get('/api/therapist/search?pageSize=48&page=1');
  const slugs = ((await res.json()) as { doctors: { slug: string }[] }).doctors.map((d) => d.slug);
  const detail = await request.get(`/api/doctor/by-slug/${slugs.at(-1 - pick)}`);
  const therapist = ((await detail.json()) as { data: TherapistDetail }).data;
  const days = openSlots({
    now: new Date(),
    timeSlots: therapist.timeSlots,
    taken: therapist.slots_booked,
  });
  const day = days.slice(2).find((d) => d.times.length > 0);
  if (!day) throw new Error('no open slot two days ahead');
  return { therapist, day, time: day.times[0]! };
}

/** The six-digit code the development outbox holds for a number. */
async function codeSentTo(request: APIRequestContext, national: string) {
  const login = await request.post('/api/user/login', { data: DEMO_ADMIN });
  const { token } = (await login.json()) as { token: string };
  let code = '';
  await expect
    .poll(async () => {
      const res = await request.get('/api/dev/messages', { headers: { token } });
      const { messages } = (await res.json()) as {
        messages: Array<{ kind: string; to: string; variables: Record<string, string> }>;
      };
      const sms = messages.find((m) => m.kind === 'phone.code' && m.to === `+91${national}`);
      code = sms?.variables['1'] ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}

test('a Hindi account’s move of a session is confirmed in Hindi', async ({ page, request }) => {
  test.setTimeout(120_000);
  const client = await hindiClient(request);
  const id = await bookByApi(request, client, await slotAhead(request, 13));
  await signIn(page, client);
  const errors = watchErrors(page);

  await page.goto('/hi/my-appointments');
  const card = page.locator(`[data-appointment-id="${id}"]`);
  await card.getByRole('button', { name: 'समय बदलें' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.locator('[data-testid="time-slots"] [data-time]').first().click();
  await dialog.getByRole('button', { name: 'सेशन का समय बदलें' }).click();
  await expect(page.getByText('आपका सेशन नए समय पर चला गया है।', { exact: false })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a Hindi account’s verified phone and deleted account are confirmed in Hindi', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const client = await hindiClient(request);
  const national = `9${String(Date.now()).slice(-9)}`;
  await signIn(page, client);
  const errors = watchErrors(page);

  await page.goto('/hi/my-profile');
  const section = page.getByRole('region', { name: 'फ़ोन और सूचनाएँ' });
  await section.getByRole('textbox', { name: 'मोबाइल नंबर' }).fill(national);
  await section.getByRole('button', { name: 'कोड भेजें' }).click();
  const code = await codeSentTo(request, national);
  await section.getByRole('textbox', { name: '6 अंकों का कोड' }).fill(code);
  await section.getByRole('button', { name: 'वेरिफ़ाई करें' }).click();
  await expect(page.getByText('आपका फ़ोन नंबर वेरिफ़ाइड हो गया है।')).toBeVisible();

  await page.getByRole('button', { name: 'मेरा खाता डिलीट करें' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('आपका पासवर्ड').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'मेरा खाता डिलीट करें' }).click();
  await expect(page.getByText('आपका खाता डिलीट हो गया है', { exact: false })).toBeVisible();
  expect(errors).toEqual([]);
});

test('the Hindi join form announces its first broken rule and every message in Hindi', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.goto('/hi/join-therapist');
  await page.getByRole('button', { name: 'आवेदन भेजें' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'कृपया नियम और शर्तें स्वीकार करें' }),
  ).toBeVisible();
  await expect(page.getByText('आवेदन भेजने से पहले कृपया अपनी फ़ोटो चुनें')).toBeVisible();
  await expect(page.getByText('पासवर्ड कम से कम 6 अक्षरों का होना चाहिए')).toBeVisible();
  for (const english of [/Please agree/, /Please select/, /Password must/, /Please enter/]) {
    await expect(page.getByText(english)).toHaveCount(0);
  }
  expect(errors).toEqual([]);
});

test('the Hindi contact form names its empty fields in Hindi', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/hi/contact');
  await page.getByRole('button', { name: 'संदेश भेजें' }).click();
  await expect(page.getByText('नाम लिखना ज़रूरी है')).toBeVisible();
  await expect(page.getByText(/is required/)).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('the footer newsletter warns of an empty address in Hindi', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/hi');
  await page.getByRole('button', { name: 'सदस्यता लें' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'कृपया अपना ईमेल डालें' })).toBeVisible();
  await expect(page.getByText('Please enter your email')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('a Hindi account’s booking details name a wrong phone in Hindi', async ({ page, request }) => {
  const errors = watchErrors(page);
  const slot = await freshSlot(request, 9);
  await signIn(page, await hindiClient(request));
  const query = new URLSearchParams({ date: slot.day.key, time: slot.time, mode: 'online' });
  await page.goto(`/hi/booking/${slot.therapist.slug}?${query.toString()}`);
  await page.getByRole('button', { name: 'आगे बढ़ें' }).click();
  await page.getByRole('textbox', { name: 'फ़ोन' }).fill('5876543210');
  await page.getByRole('button', { name: 'अभी भुगतान करें' }).click();
  await expect(page.getByText('कृपया सही भारतीय मोबाइल नंबर लिखें (जो 6-9 से शुरू हो)')).toBeVisible();
  await expect(page.getByText(/Please enter|is required/)).toHaveCount(0);
  expect(errors).toEqual([]);
});
