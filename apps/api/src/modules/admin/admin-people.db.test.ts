import { describe, expect, it } from 'vitest';
import { hashPassword } from '../accounts/accounts.module';
import { readOutbox } from '../../shared/mail/mail-outbox';
import { useTestApp } from '../../test/harness';
import { insertClient } from '../../test/factories';
import { bookedHoursAgo, paidAppointment } from '../../test/appointments-test-kit';
import { bookingScene } from '../../test/booking-test-kit';
import { fingerprintQuery } from '../../test/db-fingerprint';
import { notificationSettings } from '../../db/schema';

const ctx = useTestApp();
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

const get = (token: string, url: string) =>
  ctx.app.inject({ method: 'GET', url, headers: { token } });
const post = (token: string | undefined, url: string, payload: object = {}) =>
  ctx.app.inject({ method: 'POST', url, payload, headers: token ? { token } : {} });
const me = (token: string) => get(token, '/api/user/get-profile');

async function people() {
  const admin = await insertClient(ctx.db, { role: 'owner' });
  const asha = await insertClient(ctx.db, {
    firstName: 'Asha',
    lastName: 'Raman',
    email: 'Asha.Raman@Example.com',
    phone: '+91 98450 12345',
    passwordHash: await hashPassword('secret-pass'),
  });
  const vikram = await insertClient(ctx.db, {
    firstName: 'Vikram',
    lastName: 'Menon',
    email: 'vik@example.org',
    phone: '+91 90000 77777',
    role: 'therapist',
  });
  return { admin, asha, vikram };
}

const emailsOf = (res: { json(): { items: { email: string }[] } }) =>
  res
    .json()
    .items.map((p) => p.email)
    .sort();

describe('GET /api/admin/people', () => {
  it('finds people by any part of their name, email or phone, in any case', async () => {
    const { admin } = await people();
    const search = (q: string) => get(admin.token, `/api/admin/people?q=${encodeURIComponent(q)}`);
    expect(emailsOf(await search('RAMAN'))).toEqual(['Asha.Raman@Example.com']);
    expect(emailsOf(await search('sha ram'))).toEqual(['Asha.Raman@Example.com']);
    expect(emailsOf(await search('example.ORG'))).toEqual(['vik@example.org']);
    expect(emailsOf(await search('77777'))).toEqual(['vik@example.org']);
    expect(emailsOf(await search('98450'))).toEqual(['Asha.Raman@Example.com']);
    expect((await search('nobody-like-this')).json().total).toBe(0);
    // LIKE wildcards are taken literally.
    expect((await search('%%')).json().total).toBe(0);
  });

  it('refuses hostile and too-short input with 400', async () => {
    const { admin } = await people();
    expect((await get(admin.token, '/api/admin/people?q=a')).statusCode).toBe(400);
    expect((await get(admin.token, `/api/admin/people?q=${'x'.repeat(201)}`)).statusCode).toBe(400);
    expect((await get(admin.token, '/api/admin/people?page=0')).statusCode).toBe(400);
    for (const hostile of ["' OR 1=1 --", '<script>x</script>', '\u202Eevil', 'a\u0000b']) {
      const res = await get(admin.token, `/api/admin/people?q=${encodeURIComponent(hostile)}`);
      expect([200, 400]).toContain(res.statusCode);
    }
  });

  it('answers 401 signed out and 403 to a client', async () => {
    const { asha } = await people();
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/people' })).statusCode).toBe(
      401,
    );
    expect((await get(asha.token, '/api/admin/people')).statusCode).toBe(403);
    expect((await post(asha.token, `/api/admin/people/${asha.account.id}/enable`)).statusCode).toBe(
      403,
    );
  });
});

describe('a client found by the phone they booked with', () => {
  it('finds them by its digits, spaced or not, and shows the booking and the payment', async () => {
    const admin = await insertClient(ctx.db, { role: 'owner' });
    const therapistAccount = await insertClient(ctx.db, { role: 'therapist' });
    const scene = await bookingScene(ctx, { accountId: therapistAccount.account.id });
    const booked = await paidAppointment(ctx, scene, '10:00', { clientPhone: '9123456780' });
    const found = await get(
      admin.token,
      `/api/admin/people?q=${encodeURIComponent('91234 56780')}`,
    );
    expect(found.json().items.map((p: { id: string }) => p.id)).toEqual([booked.client.account.id]);
    expect((await get(admin.token, '/api/admin/people?q=3456')).json().total).toBe(1);
    const withCode = await get(
      admin.token,
      `/api/admin/people?q=${encodeURIComponent('+91 91234-56780')}`,
    );
    expect(withCode.json().total).toBe(1);

    const page = (await get(admin.token, `/api/admin/people/${booked.client.account.id}`)).json();
    expect(page.bookings).toEqual([
      expect.objectContaining({ id: booked.appointmentId, as: 'client', payment: 'paid' }),
    ]);
    expect(page.payments).toEqual([expect.objectContaining({ amountPaise: 9900 })]);
    const therapistPage = (
      await get(admin.token, `/api/admin/people/${therapistAccount.account.id}`)
    ).json();
    expect(therapistPage.bookings).toEqual([
      expect.objectContaining({ id: booked.appointmentId, as: 'therapist' }),
    ]);
  });

  it('lists bookings latest first, phones in one format, and says what each awaits', async () => {
    const admin = await insertClient(ctx.db, { role: 'owner' });
    const scene = await bookingScene(ctx);
    const early = await paidAppointment(ctx, scene, '10:00', { clientPhone: '9123456780' });
    const late = await paidAppointment(ctx, scene, '11:00', { clientPhone: '+91-91234-56781' });
    // Booked over a day ago: the request waits for the team rather than the refund window.
    await bookedHoursAgo(ctx, late.appointmentId, 25);
    const asked = await post(scene.client.token, '/api/user/request-cancellation', {
      appointmentId: late.appointmentId,
      cancellationReason: 'A family matter came up',
    });
    expect(asked.statusCode).toBe(200);
    const page = (await get(admin.token, `/api/admin/people/${scene.client.account.id}`)).json();
    expect(
      page.bookings.map((b: { id: string; phone: string; status: string }) => [
        b.id,
        b.phone,
        b.status,
      ]),
    ).toEqual([
      [late.appointmentId, '+91 91234 56781', 'cancellation-requested'],
      [early.appointmentId, '+91 91234 56780', 'awaiting-acceptance'],
    ]);
  });
});

describe('GET /api/admin/people/{id}', () => {
  it('shows the account, its role and its sessions in use; unknown ids answer 404', async () => {
    const { admin, vikram } = await people();
    const res = await get(admin.token, `/api/admin/people/${vikram.account.id}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.person).toMatchObject({ email: 'vik@example.org', role: 'therapist' });
    expect(body.sessions.active).toBe(1);
    expect(body).toMatchObject({ bookings: [], payments: [], refunds: [], reports: [] });
    expect((await get(admin.token, `/api/admin/people/${UNKNOWN_ID}`)).statusCode).toBe(404);
    expect((await get(admin.token, '/api/admin/people/not-a-uuid')).statusCode).toBe(404);
  });

  it('shows the phone the person proved, in the one Indian format, and none before', async () => {
    const { admin, asha } = await people();
    const url = `/api/admin/people/${asha.account.id}`;
    expect((await get(admin.token, url)).json().person.provenPhone).toBeNull();
    const at = new Date('2026-03-01T10:00:00Z');
    await ctx.db.insert(notificationSettings).values({
      accountId: asha.account.id,
      phone: '+919876543210',
      phoneVerifiedAt: at,
    });
    expect((await get(admin.token, url)).json().person.provenPhone).toEqual({
      phone: '+91 98765 43210',
      verifiedAt: at.toISOString(),
    });
  });
});

describe('disable, enable and sign out everywhere', () => {
  const login = () =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: 'asha.raman@example.com', password: 'secret-pass' },
    });

  it('a disabled account cannot sign in, its token answers 401 at once, and it is mailed', async () => {
    const { admin, asha } = await people();
    const url = `/api/admin/people/${asha.account.id}`;
    expect((await me(asha.token)).statusCode).toBe(200);

    const disabled = await post(admin.token, `${url}/disable`, { reason: 'Abusive messages.' });
    expect(disabled.statusCode).toBe(200);
    expect((await me(asha.token)).statusCode).toBe(401);
    const refused = await login();
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toMatch(/turned off by our team/);
    expect((await get(admin.token, url)).json()).toMatchObject({
      person: { disabledReason: 'Abusive messages.' },
      sessions: { active: 0 },
    });
    expect((await post(admin.token, `${url}/disable`, { reason: 'Again.' })).statusCode).toBe(409);

    expect((await post(admin.token, `${url}/enable`)).statusCode).toBe(200);
    expect((await login()).statusCode).toBe(200);

    const mails = await readOutbox.list(ctx.db, 20);
    const toAsha = mails.filter((m) => m.toAddress === 'Asha.Raman@Example.com');
    expect(toAsha.map((m) => m.kind).sort()).toEqual([
      'account.sign-in-disabled',
      'account.sign-in-enabled',
    ]);
    expect(toAsha.find((m) => m.kind === 'account.sign-in-disabled')?.textBody).toContain(
      'Abusive messages.',
    );
    const audit = await get(admin.token, `/api/admin/audit?entityId=${asha.account.id}`);
    const actions = audit.json().items.map((e: { action: string }) => e.action);
    expect(actions).toEqual(
      expect.arrayContaining(['account.sign_in_disabled', 'account.sign_in_enabled']),
    );
  });

  it('a wrong password on a disabled account still reads as a wrong password', async () => {
    const { admin, asha } = await people();
    await post(admin.token, `/api/admin/people/${asha.account.id}/disable`, { reason: 'Spam.' });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: 'asha.raman@example.com', password: 'wrong-pass' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).not.toMatch(/turned off/);
  });

  it('sign out everywhere ends every session and leaves sign-in on', async () => {
    const { admin, asha } = await people();
    const res = await post(admin.token, `/api/admin/people/${asha.account.id}/sign-out-everywhere`);
    expect(res.statusCode).toBe(200);
    expect((await me(asha.token)).statusCode).toBe(401);
    expect((await login()).statusCode).toBe(200);
  });

  it('an admin cannot disable themselves; bad input changes nothing', async () => {
    const { admin, asha } = await people();
    const self = await post(admin.token, `/api/admin/people/${admin.account.id}/disable`, {
      reason: 'Testing.',
    });
    expect(self.statusCode).toBe(409);
    expect((await me(admin.token)).statusCode).toBe(200);
    for (const body of [{}, { reason: '' }, { reason: '   ' }, { reason: 'x'.repeat(1001) }]) {
      const res = await post(admin.token, `/api/admin/people/${asha.account.id}/disable`, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().success).toBe(false);
    }
    expect((await me(asha.token)).statusCode).toBe(200);
    expect(
      (await post(admin.token, `/api/admin/people/${UNKNOWN_ID}/disable`, { reason: 'x' }))
        .statusCode,
    ).toBe(404);
  });
});

describe("a team member's sign-in is an owner's to change", () => {
  it('lets support act on a client but not on finance or an owner, changing nothing', async () => {
    const { admin, asha } = await people();
    const support = await insertClient(ctx.db, { role: 'support' });
    const finance = await insertClient(ctx.db, { role: 'finance' });
    const fingerprint = await fingerprintQuery(ctx.db);
    const before = await fingerprint();
    for (const target of [finance.account.id, admin.account.id])
      for (const [action, body] of [
        ['disable', { reason: 'Testing the limits.' }],
        ['enable', {}],
        ['sign-out-everywhere', {}],
      ] as const) {
        const res = await post(support.token, `/api/admin/people/${target}/${action}`, body);
        expect([res.statusCode, res.json().message]).toEqual([
          403,
          'Only an owner may change the sign-in of a member of the team.',
        ]);
      }
    expect(await fingerprint()).toBe(before);
    expect((await me(finance.token)).statusCode).toBe(200);

    const url = `/api/admin/people/${asha.account.id}/disable`;
    expect((await post(support.token, url, { reason: 'Abusive messages.' })).statusCode).toBe(200);
    const byOwner = `/api/admin/people/${finance.account.id}/sign-out-everywhere`;
    expect((await post(admin.token, byOwner)).statusCode).toBe(200);
    expect((await me(finance.token)).statusCode).toBe(401);
  });
});
