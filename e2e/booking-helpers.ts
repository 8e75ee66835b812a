import { expect, type APIRequestContext, type Page } from './fixtures';
import { openSlots, type OpenSlotDay } from '../packages/domain/src/slots';
import { formatIstDate } from '../packages/domain/src/ist';
import type { TherapistDetail } from '../packages/domain/src/schemas/therapist';

/** Clients, slots and checks shared by the booking tests. */

const DUMMY_HUMAN_TOKEN = 'XXXX.DUMMY.TOKEN.XXXX';
export const PASSWORD = 'Still#Waters2026';

/** The demo therapist the seed prints at start-up. */
export const DEMO_THERAPIST = {
  email: 'therapist@demo.manascare.example',
  password: 'DemoTherapist#2026',
};

/** The demo therapist's session token and public slug. */
export async function demoTherapist(request: APIRequestContext) {
  const login = await request.post('/api/user/login', { data: DEMO_THERAPIST });
  const token = ((await login.json()) as { token: string }).token;
  const me = await request.get('/api/dashboard/me', { headers: { token } });
  const slug = ((await me.json()) as { therapist: { slug: string } }).therapist.slug;
  return { token, slug };
}

export type Client = { token: string; email: string; firstName: string; lastName: string };
export type Slot = { therapist: TherapistDetail; day: OpenSlotDay; time: string };

/** The therapist's open slots now, over the booking window, as the booking page computes them. */
export const openDaysOf = (therapist: TherapistDetail): OpenSlotDay[] =>
  openSlots({
    now: new Date(),
    timeSlots: therapist.timeSlots,
    taken: therapist.slots_booked,
    dateHours: therapist.dateHours,
    minimumNoticeHours: therapist.minimumNoticeHours,
  });

let counter = 0;

export async function newClient(request: APIRequestContext): Promise<Client> {
  counter += 1;
  const tag = `${Date.now().toString(36)}${counter}`;
  const user = { first_name: 'Anjali', last_name: 'Menon', username: `anjali_${tag}` };
  const email = `anjali.${tag}@example.com`;
  const res = await request.post('/api/user/register', {
    data: { ...user, email, password: PASSWORD, turnstileToken: DUMMY_HUMAN_TOKEN },
  });
  expect(res.ok()).toBe(true);
  const { token } = (await res.json()) as { token: string };
  return { token, email, firstName: user.first_name, lastName: user.last_name };
}

export const signIn = (page: Page, client: Client) =>
  page.addInitScript((token) => localStorage.setItem('token', token), client.token);

/**
 * An open slot from tomorrow on (so it cannot pass during the test), of a therapist picked from
 * the end of the directory by `pick`: each test uses its own therapist and finds what is free now.
 */
export async function freshSlot(request: APIRequestContext, pick: number): Promise<Slot> {
  return findSlot(request, pick, () => true);
}

/** An open slot (from tomorrow on) of a therapist who offers both Online and In-Person sessions. */
export function freshSlotWithBothModes(request: APIRequestContext, pick = 7): Promise<Slot> {
  const offers = (t: TherapistDetail, mode: string) =>
    t.sessionModes.some((m) => m.trim().toLowerCase() === mode);
  return findSlot(request, pick, (t) => offers(t, 'online') && offers(t, 'in-person'));
}

/** An open slot (from tomorrow on) of the demo therapist with this slug. */
export function freshSlotOf(request: APIRequestContext, slug: string): Promise<Slot> {
  return findSlot(request, 0, (t) => t.slug === slug, [slug]);
}

async function findSlot(
  request: APIRequestContext,
  pick: number,
  fits: (t: TherapistDetail) => boolean,
  only?: string[],
): Promise<Slot> {
  const slugs: string[] = only ?? [];
  for (const page of only ? [] : [1, 2]) {
    const res = await request.get(`/api/therapist/search?pageSize=48&page=${page}`);
    slugs.push(
      ...((await res.json()) as { doctors: { slug: string }[] }).doctors.map((d) => d.slug),
    );
  }
  const fromEnd = [...slugs].reverse();
  for (const slug of [...fromEnd.slice(pick), ...fromEnd.slice(0, pick)]) {
    const res = await request.get(`/api/doctor/by-slug/${slug}`);
    const therapist = ((await res.json()) as { data: TherapistDetail }).data;
    if (!fits(therapist)) continue;
    const days = openDaysOf(therapist);
    const day = days.slice(1).find((d) => d.times.length > 0);
    const time = day?.times[0];
    if (day && time) return { therapist, day, time };
  }
  throw new Error('no therapist with an open slot');
}

/** Moves the date strip until the day shows, then picks it. */
export async function showDay(page: Page, day: OpenSlotDay) {
  const name = new RegExp(`^${day.weekday} ${formatIstDate(day.date, 'day-month')} `);
  const dayButton = page.getByRole('button', { name });
  const later = page.getByRole('button', { name: 'Later dates' });
  // isVisible() does not wait: let the strip render before judging what it shows.
  await expect(page.getByRole('list', { name: 'Dates' })).toBeVisible();
  while (!(await dayButton.isVisible())) {
    if (await later.isDisabled()) throw new Error(`${day.key} is not in the date strip`);
    await later.click();
  }
  await dayButton.click();
}

export async function chooseSlot(page: Page, slot: Slot) {
  await showDay(page, slot.day);
  await page.locator(`[data-testid="time-slots"] [data-time="${slot.time}"]`).click();
}

/**
 * Stands in for Razorpay's checkout.js: records the options it was opened with, then pays the
 * order through the offline gateway (which signs exactly as Razorpay does) and calls the handler.
 */
export const FAKE_CHECKOUT_JS = `
window.Razorpay = function (options) {
  window.razorpayOptions = JSON.parse(JSON.stringify(options));
  this.open = function () {
    fetch('/api/payments/simulated/checkout', {
      method: 'POST',
      headers: { 'content-type': 'application/json', token: localStorage.getItem('token') },
      body: JSON.stringify({ orderId: options.order_id, outcome: 'success' }),
    })
      .then((r) => r.json())
      .then((a) => options.handler({
        razorpay_order_id: a.razorpay_order_id,
        razorpay_payment_id: a.razorpay_payment_id,
        razorpay_signature: a.razorpay_signature,
      }));
  };
};`;

/** Books and pays a slot through the API, the way the booking page does; answers the appointment id. */
/** Holds the slot for the client as Pay Now does (create-booking-order), without paying. */
export async function holdByApi(
  request: APIRequestContext,
  client: Client,
  slot: Slot,
  phone = '9876543210',
) {
  const booking = {
    docId: slot.therapist._id,
    slotDate: slot.day.key,
    slotTime: slot.time,
    sessionType: slot.therapist.sessionModes[0]?.toLowerCase() ?? 'online',
    userFirstName: client.firstName,
    userLastName: client.lastName,
    userEmail: client.email,
    userPhone: phone,
    message: '',
  };
  const order = await request.post('/api/user/create-booking-order', {
    headers: { token: client.token },
    data: booking,
  });
  expect(order.ok()).toBe(true);
  return { booking, orderId: ((await order.json()) as { order: { id: string } }).order.id };
}

export async function bookByApi(
  request: APIRequestContext,
  client: Client,
  slot: Slot,
  phone = '9876543210',
) {
  const headers = { token: client.token };
  const { booking, orderId } = await holdByApi(request, client, slot, phone);
  const paid = await request.post('/api/payments/simulated/checkout', {
    headers,
    data: { orderId, outcome: 'success' },
  });
  const { razorpay_order_id, razorpay_payment_id, razorpay_signature } = await paid.json();
  const verified = await request.post('/api/user/verify-booking-payment', {
    headers,
    data: { ...booking, razorpay_order_id, razorpay_payment_id, razorpay_signature },
  });
  expect(verified.ok()).toBe(true);
  return ((await verified.json()) as { appointmentId: string }).appointmentId;
}

/** Holds back the page's requests whose address matches until `release` is called. */
export async function holdRequests(page: Page, pattern: string | RegExp) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * A request waiting in the team's queue: a booking with the demo therapist, accepted and then
 * asked to be cancelled by the therapist (a client's own request inside the refund window is
 * decided at once by the rule, so it never waits).
 */
export async function therapistCancellationRequest(
  request: APIRequestContext,
  client: Client,
  reason: string,
  phone?: string,
) {
  const demo = await demoTherapist(request);
  const appointmentId = await bookByApi(
    request,
    client,
    await freshSlotOf(request, demo.slug),
    phone,
  );
  const asTherapist = { headers: { token: demo.token } };
  const base = `/api/dashboard/appointments/${appointmentId}`;
  const accepted = await request.post(`${base}/accept`, asTherapist);
  expect(accepted.ok(), await accepted.text()).toBe(true);
  const asked = await request.post(`${base}/request-cancellation`, {
    ...asTherapist,
    data: { reason },
  });
  expect(asked.ok(), await asked.text()).toBe(true);
  return appointmentId;
}
