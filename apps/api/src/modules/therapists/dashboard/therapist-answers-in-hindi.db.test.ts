import { describe, expect, it } from 'vitest';
import { addIstDays, istToday, toSlotDateKey } from '@app/domain/ist';
import { therapistBooking, therapistScene } from '../../../test/dashboard-test-kit';
import { insertClient } from '../../../test/factories';
import { useTestApp } from '../../../test/harness';

const ctx = useTestApp();

const inLanguage = (language: 'en' | 'hi', token: string) => ({
  token,
  'accept-language': language,
});

describe('the dashboard’s refusals in the caller’s language', () => {
  it('answers time off too far ahead in Hindi with the same code as in English', async () => {
    const { therapist } = await therapistScene(ctx);
    const far = toSlotDateKey(addIstDays(istToday(new Date()), 400));
    const answers = await Promise.all(
      (['en', 'hi'] as const).map((language) =>
        ctx.app.inject({
          method: 'PUT',
          url: '/api/dashboard/time-off',
          headers: inLanguage(language, therapist.token),
          payload: { timeOff: [{ from: far, to: far }] },
        }),
      ),
    );
    const [en, hi] = answers.map((res) => res.json() as { code: string; message: string });
    expect(answers.map((res) => res.statusCode)).toEqual([400, 400]);
    expect(en?.message).toBe('Time off and date hours can be set up to a year ahead.');
    expect(hi?.message).toBe('छुट्टी और तारीख़ के घंटे ज़्यादा से ज़्यादा एक साल आगे तक तय किए जा सकते हैं।');
    expect(hi?.code).toBe(en?.code);
  });

  it('answers a save of the weekly hours in Hindi, and in English as before', async () => {
    const { therapist } = await therapistScene(ctx);
    const answers = await Promise.all(
      (['en', 'hi'] as const).map((language) =>
        ctx.app.inject({
          method: 'PUT',
          url: '/api/dashboard/hours',
          headers: inLanguage(language, therapist.token),
          payload: { timeSlots: { Mon: ['10:00'] } },
        }),
      ),
    );
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200]);
    const [en, hi] = answers.map((res) => res.json() as { message: string });
    expect(en?.message).toBe('Weekly hours saved. Booked sessions stay as they are.');
    expect(hi?.message).toBe('साप्ताहिक घंटे सेव हो गए। बुक सेशन जैसे हैं वैसे ही रहेंगे।');
  });

  it('takes saves of the weekly hours made at the same moment one after another', async () => {
    const { therapist } = await therapistScene(ctx);
    const weeks = [['09:00'], ['10:00', '11:00'], ['12:00'], ['14:00', '15:00'], ['16:00']];
    const answers = await Promise.all(
      weeks.map((times) =>
        ctx.app.inject({
          method: 'PUT',
          url: '/api/dashboard/hours',
          headers: inLanguage('en', therapist.token),
          payload: { timeSlots: { Tue: times } },
        }),
      ),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(weeks.map(() => 200));
    const saved = await ctx.app.inject({
      method: 'GET',
      url: '/api/dashboard/hours',
      headers: inLanguage('en', therapist.token),
    });
    expect(weeks.map((w) => JSON.stringify(w))).toContain(
      JSON.stringify(saved.json().timeSlots.Tue),
    );
  });

  it('says in Hindi that no therapist profile belongs to the account', async () => {
    const account = await insertClient(ctx.db, { role: 'therapist' });
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/dashboard/profile',
      headers: inLanguage('hi', account.token),
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      code: 'NOT_FOUND',
      message: 'इस खाते से कोई थेरेपिस्ट प्रोफ़ाइल नहीं जुड़ी है।',
    });
  });

  it('answers accepting a booking and asking to cancel it in Hindi', async () => {
    const b = await therapistBooking(ctx);
    const act = (action: string, payload: object = {}) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/dashboard/appointments/${b.appointmentId}/${action}`,
        headers: inLanguage('hi', b.therapist.token),
        payload,
      });
    const accepted = await act('accept');
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().message).toBe('बुकिंग स्वीकार हो गई। क्लाइंट को बता दिया गया है।');
    const asked = await act('request-cancellation', { reason: 'I am unwell that week' });
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toMatchObject({
      appointmentId: b.appointmentId,
      message:
        'रद्द करने का अनुरोध भेज दिया गया। हमारी टीम इसे देखेगी; मंज़ूरी मिलने पर क्लाइंट को पूरा रिफ़ंड मिलेगा।',
    });
  });
});
