import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { keepScreenshot } from './screens';
import { expectNoSeriousA11yIssues } from './a11y';
import { chooseSlot, freshSlot, newClient, signIn, type Slot } from './booking-helpers';
import { DEMO_ADMIN } from './mailbox';

type OutboxText = {
  channel: string;
  kind: string;
  to: string;
  body: string;
  variables: Record<string, string>;
};

async function readTexts(request: APIRequestContext): Promise<OutboxText[]> {
  const login = await request.post('/api/user/login', { data: DEMO_ADMIN });
  const { token } = (await login.json()) as { token: string };
  const res = await request.get('/api/dev/messages', { headers: { token } });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { messages: OutboxText[] }).messages;
}

/** A mobile number of this run only: codes are limited per number. */
const freshNumber = () => `9${String(Date.now()).slice(-9)}`;

async function codeSentTo(request: APIRequestContext, national: string) {
  let code = '';
  await expect
    .poll(async () => {
      const sms = (await readTexts(request)).find(
        (m) => m.kind === 'phone.code' && m.to === `+91${national}`,
      );
      code = sms?.variables['1'] ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}

async function bookInBrowser(page: Page, slot: Slot, phone: string) {
  await page.goto(`/booking/${slot.therapist.slug}`);
  await chooseSlot(page, slot);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('textbox', { name: 'Phone' }).fill(phone);
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Pay ₹99' }).click();
  await expect(page).toHaveURL(/\/my-appointments$/);
}

test('a client verifies a phone, opts into WhatsApp, books, and the notices reach both channels', async ({
  page,
  request,
}) => {
  const client = await newClient(request);
  const national = freshNumber();
  await signIn(page, client);
  await page.goto('/my-profile');
  const section = page.getByRole('region', { name: 'Phone & notifications' });
  await section.getByRole('textbox', { name: 'Mobile number' }).fill(national);
  await section.getByRole('button', { name: 'Send code' }).click();
  const code = await codeSentTo(request, national);
  await section.getByRole('textbox', { name: '6-digit code' }).fill(code);
  await section.getByRole('button', { name: 'Verify' }).click();
  await expect(section.getByText('Verified', { exact: true })).toBeVisible();
  await expect(
    section.getByRole('checkbox', { name: 'Bookings and changes' }).first(),
  ).toBeChecked();

  const consent = section.getByRole('checkbox', { name: /receive messages about my bookings/ });
  await expect(consent).not.toBeChecked();
  await consent.check();
  await section.getByRole('button', { name: 'Save choices' }).click();
  await expect(page.getByText('Your notification choices are saved.')).toBeVisible();
  await expect(section.getByText(/You agreed on .* IST\./)).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await keepScreenshot(section, `notices/preferences-${width}`);
  }

  const slot = await freshSlot(request, 4);
  await bookInBrowser(page, slot, national);
  // The phone is proven already: nothing to offer.
  await expect(page.getByRole('heading', { name: 'Get updates by SMS too?' })).toHaveCount(0);

  await expect
    .poll(async () =>
      (await readTexts(request))
        .filter((m) => m.kind === 'booking.confirmed' && m.to === `+91${national}`)
        .map((m) => m.channel)
        .sort(),
    )
    .toEqual(['sms', 'whatsapp']);
  const sms = (await readTexts(request)).find(
    (m) => m.kind === 'booking.confirmed' && m.channel === 'sms' && m.to === `+91${national}`,
  )!;
  expect(sms.body).toContain(`your booking with ${slot.therapist.name}`);
  expect(sms.body).toMatch(/IST is received and awaits the therapist's confirmation/);
});

test('the offer to verify the booking phone survives reloads, even with a code on its way', async ({
  page,
  request,
}) => {
  const client = await newClient(request);
  const national = freshNumber();
  await signIn(page, client);
  await bookInBrowser(page, await freshSlot(request, 7), national);
  const offer = page.getByRole('region', { name: 'Get updates by SMS too?' });
  await expect(offer.getByRole('button', { name: 'Verify my phone' })).toBeVisible();
  await page.reload();
  await offer.getByRole('button', { name: 'Verify my phone' }).click();
  await expect(offer.getByRole('textbox', { name: 'Mobile number' })).toHaveValue(national);
  await offer.getByRole('button', { name: 'Send code' }).click();
  const code = await codeSentTo(request, national);
  await page.reload();
  await offer.getByRole('textbox', { name: '6-digit code' }).fill(code);
  await offer.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('heading', { name: 'Your phone is verified' })).toBeVisible();
});

test('once dismissed, the offer to verify the booking phone stays away after a reload', async ({
  page,
  request,
}) => {
  const client = await newClient(request);
  const national = freshNumber();
  await signIn(page, client);
  await bookInBrowser(page, await freshSlot(request, 8), national);
  const offer = page.getByRole('region', { name: 'Get updates by SMS too?' });
  await offer.getByRole('button', { name: 'Not now' }).click();
  await expect(offer).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('tab', { name: /Upcoming/ })).toBeVisible();
  await expect(offer).toHaveCount(0);

  // The account had no phone: the one typed at booking is now its phone on My Profile.
  await page.goto('/my-profile');
  const spaced = `+91 ${national.slice(0, 5)} ${national.slice(5)}`;
  await expect(page.getByRole('definition').filter({ hasText: spaced })).toBeVisible();
  const section = page.getByRole('region', { name: 'Phone & notifications' });
  await expect(section.getByRole('textbox', { name: 'Mobile number' })).toHaveValue(spaced);
});

test('after paying, the booking page offers to verify the booking phone, without blocking', async ({
  page,
  request,
}) => {
  const client = await newClient(request);
  const national = freshNumber();
  await signIn(page, client);
  await bookInBrowser(page, await freshSlot(request, 6), national);
  await expect(page.getByText('Payment successful! Appointment booked.')).toBeVisible();
  const offer = page.getByRole('region', { name: 'Get updates by SMS too?' });
  await offer.getByRole('button', { name: 'Verify my phone' }).click();
  await expect(offer.getByRole('textbox', { name: 'Mobile number' })).toHaveValue(national);
  await offer.getByRole('button', { name: 'Send code' }).click();
  await offer
    .getByRole('textbox', { name: '6-digit code' })
    .fill(await codeSentTo(request, national));
  await offer.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('heading', { name: 'Your phone is verified' })).toBeVisible();
  await expect(page.getByRole('tab', { name: /Upcoming/ })).toBeVisible();
  await expectNoSeriousA11yIssues(page);
});
