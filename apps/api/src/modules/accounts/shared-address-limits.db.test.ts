import { describe, expect, it } from 'vitest';
import { addIstDays, istToday, toSlotDateKey } from '@app/domain/ist';
import { MESSAGES } from '@app/domain/messages';
import { DEV_HUMAN_TOKEN } from '../../adapters/human-check/dev';
import { useTestApp } from '../../test/harness';
import { insertClient, insertTherapist } from '../../test/factories';
import { bookingBody, paid } from '../../test/booking-test-kit';

/**
 * Indian mobile carriers put many people behind one shared address (CGNAT): limits count per
 * account or per email first, so strangers behind one address never use up each other's budget.
 */
const ctx = useTestApp({ env: { RATE_LIMITS: 'on' } });

const SHARED = '100.64.12.34';
const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url, payload, remoteAddress: SHARED, headers });

const HOURS = [0, 1, 2, 3, 4, 5, 6].flatMap((weekday) =>
  ['10:00', '11:00'].map((startTime) => ({ weekday, startTime })),
);

describe('30 people behind one address', () => {
  it('register, sign in and book without a 429, while 30 wrong passwords on one account meet the human check', async () => {
    const t = await insertTherapist(ctx.db, { email: 'therapist@example.com', hours: HOURS });
    const slot = (i: number) => ({
      date: toSlotDateKey(addIstDays(istToday(new Date()), 2 + Math.floor(i / 2))),
      time: i % 2 ? '11:00' : '10:00',
    });
    // Someone else on the address has already spent a per-address budget's worth of payment calls.
    const busy = await insertClient(ctx.db);
    for (let i = 0; i < 31; i++)
      await post('/api/user/create-booking-order', bookingBody(t.id, 'not-a-date'), {
        token: busy.token,
      });

    const codes: Record<string, number[]> = { register: [], login: [], order: [], verify: [] };
    for (let i = 0; i < 30; i++) {
      const email = `neighbour${i}@example.in`;
      const password = `Shared#Address${i}`;
      const registered = await post('/api/user/register', {
        first_name: 'Neighbour',
        last_name: 'Resident',
        username: `neighbour_${i}`,
        email,
        password,
        turnstileToken: DEV_HUMAN_TOKEN,
      });
      codes.register!.push(registered.statusCode);
      const login = await post('/api/user/login', { email, password });
      codes.login!.push(login.statusCode);
      const token = login.json<{ token: string }>().token;
      const body = bookingBody(t.id, slot(i).date, slot(i).time, { clientEmail: email });
      const order = await post('/api/user/create-booking-order', body, { token });
      codes.order!.push(order.statusCode);
      const orderId = order.json<{ order: { id: string } }>().order.id;
      const verify = await post(
        '/api/user/verify-booking-payment',
        { ...body, ...(await paid(ctx, orderId)) },
        { token },
      );
      codes.verify!.push(verify.statusCode);
    }
    expect(codes).toEqual({
      register: Array(30).fill(200),
      login: Array(30).fill(200),
      order: Array(30).fill(200),
      verify: Array(30).fill(200),
    });

    // 30 wrong passwords against one of them, from the same address: past 10 tries on the
    // account, each needs the human check.
    const guesses: number[] = [];
    for (let i = 0; i < 30; i++)
      guesses.push(
        (await post('/api/user/login', { email: 'neighbour0@example.in', password: `guess-${i}` }))
          .statusCode,
      );
    // The owner's own sign-in above was the first of the 10 tries an email has before the check.
    expect(guesses).toEqual([...Array(9).fill(401), ...Array(21).fill(403)]);
    const asked = await post('/api/user/login', {
      email: 'neighbour0@example.in',
      password: 'Shared#Address0',
    });
    expect(asked.json()).toEqual({
      success: false,
      code: expect.any(String),
      message: MESSAGES.humanCheck.required,
      humanCheckRequired: true,
    });
    const owner = await post('/api/user/login', {
      email: 'neighbour0@example.in',
      password: 'Shared#Address0',
      turnstileToken: DEV_HUMAN_TOKEN,
    });
    expect(owner.statusCode).toBe(200);
  }, 120_000);
});
