import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { insertClient } from '../../../test/factories';
import { useTestApp } from '../../../test/harness';
import { bookingBody, bookingScene, createOrder, paid } from '../../../test/booking-test-kit';

const ctx = useTestApp();

type Language = 'en' | 'hi';
type Answer = { code?: string; message: string };

const send = (
  method: 'POST' | 'PUT' | 'GET',
  url: string,
  token: string,
  language: Language,
  payload?: object,
) =>
  ctx.app.inject({
    method,
    url,
    headers: { token, 'accept-language': language },
    ...(payload ? { payload } : {}),
  });

describe('what the checkout and the notification choices answer, in the caller’s language', () => {
  it('says a verified payment booked the session in Hindi, and in English as before', async () => {
    const { t, client, slotDate } = await bookingScene(ctx);
    const answers: Answer[] = [];
    // One booking per language: the Hindi one is a second slot, paid after the first is booked.
    for (const [language, time] of [
      ['en', '10:00'],
      ['hi', '11:00'],
    ] as const) {
      const body = bookingBody(t.id, slotDate, time);
      const { orderId } = await createOrder(ctx, client.token, body);
      const res = await send('POST', '/api/user/verify-booking-payment', client.token, language, {
        ...body,
        ...(await paid(ctx, orderId)),
      });
      expect(res.statusCode).toBe(200);
      answers.push(res.json());
    }
    expect(answers.map((a) => a.message)).toEqual([
      'Payment successful! Appointment booked.',
      'भुगतान हो गया! आपका अपॉइंटमेंट बुक हो गया है।',
    ]);
  });

  it('says a free time is available in Hindi, and in English as before', async () => {
    const { t, client, slotDate } = await bookingScene(ctx);
    const answers = await Promise.all(
      (['en', 'hi'] as const).map((language) =>
        send('POST', '/api/user/check-slot-availability', client.token, language, {
          docId: t.id,
          slotDate,
          slotTime: '10:00',
        }),
      ),
    );
    expect(answers.map((res) => [res.statusCode, res.json()])).toEqual([
      [200, { success: true, message: 'Slot is available' }],
      [200, { success: true, message: 'यह समय उपलब्ध है' }],
    ]);
  });

  it('refuses a payment whose signature is wrong in Hindi, with the same code as in English', async () => {
    const { t, client, slotDate } = await bookingScene(ctx);
    const body = bookingBody(t.id, slotDate);
    const { orderId } = await createOrder(ctx, client.token, body);
    const forged = { ...(await paid(ctx, orderId)), razorpay_signature: 'f'.repeat(64) };
    const answers = await Promise.all(
      (['en', 'hi'] as const).map((language) =>
        send('POST', '/api/user/verify-booking-payment', client.token, language, {
          ...body,
          ...forged,
        }),
      ),
    );
    expect(answers.map((res) => res.statusCode)).toEqual([400, 400]);
    const [en, hi] = answers.map((res) => res.json() as Answer);
    expect(en).toMatchObject({
      code: 'PAYMENT_VERIFICATION_FAILED',
      message: 'Payment verification failed. Please contact support.',
    });
    expect(hi).toMatchObject({
      code: 'PAYMENT_VERIFICATION_FAILED',
      message: 'भुगतान की पुष्टि नहीं हो सकी। कृपया सहायता टीम से संपर्क करें।',
    });
  });

  it('refuses text-message choices without a proven number in Hindi, with the same code', async () => {
    const { token } = await insertClient(ctx.db);
    const answers = await Promise.all(
      (['en', 'hi'] as const).map((language) =>
        send('PUT', '/api/user/notification-preferences', token, language, {
          sms: { bookings: true, reminders: true },
          whatsapp: { bookings: false, reminders: false },
          whatsappOptIn: false,
        }),
      ),
    );
    expect(answers.map((res) => res.statusCode)).toEqual([400, 400]);
    const [en, hi] = answers.map((res) => res.json() as Answer);
    expect(en?.message).toBe(
      'Verify a mobile number first: text messages go only to a proven number.',
    );
    expect(hi?.message).toBe('पहले अपना मोबाइल नंबर वेरिफ़ाई करें: मैसेज सिर्फ़ वेरिफ़ाइड नंबर पर भेजे जाते हैं।');
    expect(hi?.code).toBe(en?.code);
  });

  it('answers a new calendar address and a missing invoice in Hindi', async () => {
    const { token } = await insertClient(ctx.db);
    const feed = await send('POST', '/api/user/calendar-feed', token, 'hi');
    expect(feed.statusCode).toBe(200);
    expect(feed.json().message).toBe(
      'आपके कैलेंडर का निजी पता तैयार है। इससे पहले बने सभी पते अब काम नहीं करेंगे।',
    );
    const invoice = await send('GET', `/api/user/invoices/${randomUUID()}.pdf`, token, 'hi');
    expect(invoice.statusCode).toBe(404);
    expect(invoice.json()).toMatchObject({ code: 'NOT_FOUND', message: 'इनवॉइस नहीं मिला' });
  });
});
