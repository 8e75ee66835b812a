import { randomUUID } from 'node:crypto';
import { addIstDays, istToday, toSlotDateKey } from '@app/domain/ist';
import { expect, it } from 'vitest';
import { useTestApp } from './harness';
import { insertClient, insertTherapist } from './factories';
import { idDateRequests, idDateOperations, type OpenApiDoc } from './hostile-ids-dates';

const ctx = useTestApp();

/**
 * Malformed ids and impossible dates reach every route that takes an id or a date, with every
 * other field well formed (so the bad value travels as deep as it can), sent by each kind of
 * caller: no answer may be a server error.
 */
it('malformed ids and impossible dates never answer 5xx on any route, for any caller', async () => {
  const today = toSlotDateKey(addIstDays(istToday(new Date()), 1));
  const doc = ctx.app.swagger() as OpenApiDoc;
  const operations = idDateOperations(doc);
  expect(operations.length).toBeGreaterThan(40);

  const serverErrors: string[] = [];
  let requests = 0;
  for (const op of operations) {
    // Fresh callers per route: a route may sign its caller out or change their account.
    const client = await insertClient(ctx.db);
    const therapistAccount = await insertClient(ctx.db, { role: 'therapist' });
    await insertTherapist(ctx.db, {
      accountId: therapistAccount.account.id,
      hours: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, startTime: '10:00' })),
    });
    const owner = await insertClient(ctx.db, { role: 'owner' });
    const callers = {
      anonymous: undefined,
      client: client.token,
      therapist: therapistAccount.token,
      owner: owner.token,
    };
    const existingId = randomUUID();
    for (const req of idDateRequests(op, { day: today, id: existingId })) {
      for (const [who, token] of Object.entries(callers)) {
        const res = await ctx.app.inject({
          method: req.method as 'GET',
          url: req.url,
          headers: {
            ...(req.payload === undefined ? {} : { 'content-type': 'application/json' }),
            ...(token ? { token } : {}),
          },
          ...(req.payload === undefined ? {} : { payload: req.payload }),
        });
        requests += 1;
        if (res.statusCode >= 500)
          serverErrors.push(`${who} ${req.label} -> ${res.statusCode} ${res.body.slice(0, 100)}`);
      }
    }
  }
  process.stdout.write(`ids and dates: ${requests} requests, ${serverErrors.length} 5xx\n`);
  expect(requests).toBeGreaterThan(1000);
  expect(serverErrors).toEqual([]);
}, 900_000);

it('answers the two reported cases with a 4xx and a code', async () => {
  const client = await insertClient(ctx.db);
  const moved = await ctx.app.inject({
    method: 'POST',
    url: '/api/user/respond-reschedule',
    headers: { token: client.token, 'content-type': 'application/json' },
    payload: JSON.stringify({
      appointmentId: 'not-an-id',
      choice: { slotDate: '1_12_2026', slotTime: '10:00' },
    }),
  });
  expect([moved.statusCode, moved.json().code]).toEqual([404, 'APPOINTMENT_NOT_FOUND']);

  const owner = await insertClient(ctx.db, { role: 'owner' });
  const exported = await ctx.app.inject({
    method: 'GET',
    url: '/api/admin/exports/payments.csv?from=1_1_9999&to=31_12_9999',
    headers: { token: owner.token },
  });
  expect(exported.statusCode).toBe(400);
  expect(exported.json()).toMatchObject({ success: false, code: 'VALIDATION' });
});
