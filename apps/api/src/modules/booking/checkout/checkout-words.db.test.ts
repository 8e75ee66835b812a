import { describe, expect, it } from 'vitest';
import { addIstDays, istToday, toSlotDateKey } from '@app/domain/ist';
import { useTestApp } from '../../../test/harness';
import { bookingScene } from '../../../test/booking-test-kit';

const ctx = useTestApp();

const check = (body: object, language: 'hi' | 'en') =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/user/check-slot-availability',
    payload: body,
    headers: { 'accept-language': language },
  });

describe('the checkout refuses a time in the caller’s language, with the same code', () => {
  it('says a time has passed, or is beyond the window, in Hindi and in English', async () => {
    const { t } = await bookingScene(ctx);
    const yesterday = toSlotDateKey(addIstDays(istToday(new Date()), -1));
    const past = { docId: t.id, slotDate: yesterday, slotTime: '10:00' };
    const hi = await check(past, 'hi');
    const en = await check(past, 'en');
    expect(hi.statusCode).toBe(400);
    expect(en.json()).toMatchObject({
      code: 'REFUSED',
      message: 'This time has already passed. Please choose a later time.',
    });
    expect(hi.json()).toMatchObject({
      code: 'REFUSED',
      message: 'यह समय बीत चुका है। कृपया कोई बाद का समय चुनें।',
    });
    const far = toSlotDateKey(addIstDays(istToday(new Date()), 45));
    const beyond = await check({ ...past, slotDate: far }, 'hi');
    expect(beyond.json().message).toBe(
      'अपॉइंटमेंट ज़्यादा से ज़्यादा 30 दिन पहले तक बुक किए जा सकते हैं। कृपया कोई पहले की तारीख चुनें।',
    );
  });
});
