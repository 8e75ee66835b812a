import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { accountDeletions, mailOutbox, refunds, therapists } from '../../db/schema';
import { useTestApp } from '../../test/harness';
import { insertClient } from '../../test/factories';
import { appointmentRow, insertAdmin, paidAppointment } from '../../test/appointments-test-kit';
import { bookingScene } from '../../test/booking-test-kit';

const ctx = useTestApp();

const close = (token: string, id: string, reason = 'Asked us to.') =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/admin/people/${id}/close`,
    payload: { reason },
    headers: { token },
  });
const me = (token: string) =>
  ctx.app.inject({ method: 'GET', url: '/api/user/get-profile', headers: { token } });

describe('the team closes an account', () => {
  it('closes a client: signed out, sessions cancelled by the deletion rule, mailed, once', async () => {
    const booked = await paidAppointment(ctx);
    const admin = await insertAdmin(ctx);
    const res = await close(admin.token, booked.client.account.id, 'Wrote to us to close it.');
    expect(res.statusCode).toBe(200);
    // Booked moments ago: the client-cancellation rule refunds the fee in full.
    expect(res.json()).toMatchObject({ cancelledAppointments: 1, refundPaise: 9900 });
    expect((await me(booked.client.token)).statusCode).toBe(401);
    expect((await appointmentRow(ctx, booked.appointmentId)).cancelled).toBe(true);
    const [mail] = (await ctx.db.select().from(mailOutbox)).filter(
      (m) => m.toAddress === booked.client.account.email && m.subject.endsWith('account is closed'),
    );
    expect(mail?.textBody).toContain('Reason: Wrote to us to close it.');
    const again = await close(admin.token, booked.client.account.id);
    expect(again.statusCode).toBe(409);
    expect(await ctx.db.select().from(refunds)).toHaveLength(1);
    expect(await ctx.db.select().from(accountDeletions)).toHaveLength(1);
  });

  it('closes a therapist: listing suspended, clients refunded in full, sign-in refused', async () => {
    const account = await insertClient(ctx.db, { role: 'therapist' });
    const scene = await bookingScene(ctx, { accountId: account.account.id });
    const booked = await paidAppointment(ctx, scene);
    const admin = await insertAdmin(ctx);
    const res = await close(admin.token, account.account.id, 'Retiring from practice.');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ cancelledAppointments: 1, refundPaise: 9900 });
    const [profile] = await ctx.db.select().from(therapists).where(eq(therapists.id, scene.t.id));
    expect(profile).toMatchObject({
      status: 'suspended',
      statusReason: 'Account closed: Retiring from practice.',
      available: false,
    });
    expect(await appointmentRow(ctx, booked.appointmentId)).toMatchObject({
      cancelled: true,
      cancelledBy: 'admin',
    });
    const [refund] = await ctx.db.select().from(refunds);
    expect(refund).toMatchObject({ appointmentId: booked.appointmentId, amountPaise: 9900 });
    expect((await me(account.token)).statusCode).toBe(401);
  });

  it('refuses a team member, the admin’s own account and an unknown one', async () => {
    const admin = await insertAdmin(ctx);
    const colleague = await insertAdmin(ctx);
    expect((await close(admin.token, colleague.account.id)).statusCode).toBe(409);
    expect((await close(admin.token, admin.account.id)).statusCode).toBe(409);
    expect((await close(admin.token, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect(await ctx.db.select().from(accountDeletions)).toHaveLength(0);
  });
});

describe("the team's copy of a person's data", () => {
  it('is the document the person downloads, as an attachment, and is audited', async () => {
    const booked = await paidAppointment(ctx);
    const admin = await insertAdmin(ctx);
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/people/${booked.client.account.id}/export`,
      headers: { token: admin.token },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename=".+\.json"$/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toMatchObject({
      account: { id: booked.client.account.id, email: booked.client.account.email },
      appointments: [expect.objectContaining({ id: booked.appointmentId })],
    });
    const unknown = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/people/00000000-0000-4000-8000-000000000000/export',
      headers: { token: admin.token },
    });
    expect(unknown.statusCode).toBe(404);
  });
});
