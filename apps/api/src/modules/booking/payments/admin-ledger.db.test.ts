import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { istIsoDay } from '@app/domain/admin-console';
import { auditLog, refunds } from '../../../db/schema';
import { insertClient } from '../../../test/factories';
import {
  useCountingApp,
  paidAppointment,
  queuedClientRequest,
} from '../../../test/appointments-test-kit';

const { ctx, gateway } = useCountingApp();

const get = (token: string, url: string) =>
  ctx.app.inject({ method: 'GET', url, headers: { token } });
const post = (token: string, url: string, payload: object = {}) =>
  ctx.app.inject({ method: 'POST', url, headers: { token }, payload });

describe('the money path in the admin console', () => {
  it('previews the exact refund, approves, and retries a refund the provider did not take', async () => {
    const admin = await insertClient(ctx.db, { role: 'owner' });
    const { appointmentId } = await paidAppointment(ctx);
    await queuedClientRequest(ctx, appointmentId);

    const preview = await get(
      admin.token,
      `/api/admin/appointments/${appointmentId}/cancellation-preview`,
    );
    expect(preview.json()).toMatchObject({
      refundPaise: 9900,
      rule: 'within-window',
      summary: 'Refund ₹99 to Priya Sharma',
    });

    gateway.failNext(1);
    const approved = await post(
      admin.token,
      `/api/admin/appointments/${appointmentId}/approve-cancellation`,
    );
    expect(approved.json()).toMatchObject({
      refundRetryNeeded: true,
      refund: { amountPaise: 9900 },
    });
    // Decided: no preview any more.
    expect(
      (await get(admin.token, `/api/admin/appointments/${appointmentId}/cancellation-preview`))
        .statusCode,
    ).toBe(409);

    const ledger = await get(admin.token, '/api/admin/refunds');
    const [refund] = ledger.json().items;
    expect(refund).toMatchObject({ status: 'pending', providerRefundId: null, retryable: true });

    const retried = await post(admin.token, `/api/admin/refunds/${refund.id}/retry`);
    expect(retried.statusCode).toBe(200);
    const [row] = await ctx.db.select().from(refunds).where(eq(refunds.id, refund.id));
    expect(row!.providerRefundId).not.toBeNull();
    expect(gateway.refundCalls()).toBe(2);
    // Accepted by the provider: no second retry.
    expect((await post(admin.token, `/api/admin/refunds/${refund.id}/retry`)).statusCode).toBe(409);

    // A refund the provider reports failed is reopened under a new key and sent again.
    await ctx.db.update(refunds).set({ status: 'failed' }).where(eq(refunds.id, refund.id));
    const again = await post(admin.token, `/api/admin/refunds/${refund.id}/retry`);
    expect(again.statusCode).toBe(200);
    const [reopened] = await ctx.db.select().from(refunds).where(eq(refunds.id, refund.id));
    expect(reopened!.idempotencyKey).toMatch(/^cancel-.+:retry-\d+$/);
    expect(reopened!.status).not.toBe('failed');
    const audits = await ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'refund.retried'));
    expect(audits).toHaveLength(2);
    expect(audits[1]!.data).toMatchObject({
      before: { status: 'failed' },
      after: { status: 'pending' },
    });
  });

  it('finds appointments by id, client email, therapist and IST day; pages payments', async () => {
    const admin = await insertClient(ctx.db, { role: 'owner' });
    const first = await paidAppointment(ctx);
    const list = async (qs: string) =>
      (await get(admin.token, `/api/admin/appointments?${qs}`)).json();
    expect(
      (await list(`id=${first.appointmentId}`)).items.map((a: { id: string }) => a.id),
    ).toEqual([first.appointmentId]);
    expect((await list('id=not-a-uuid')).total).toBe(0);
    const email = first.client.account.email.toUpperCase().slice(0, 12);
    expect((await list(`clientEmail=${encodeURIComponent(email)}`)).total).toBe(1);
    expect((await list('clientEmail=nobody%25')).total).toBe(0);
    expect((await list(`therapist=${encodeURIComponent(first.t.name)}`)).total).toBe(1);
    expect((await list('therapist=nobody')).total).toBe(0);
    const [y, m, d] = first.slotDate.split('_').map(Number).reverse() as [number, number, number];
    const day = `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
    expect((await list(`date=${day}`)).total).toBe(1);
    expect((await get(admin.token, '/api/admin/appointments?date=2026-02-30')).statusCode).toBe(
      400,
    );

    const payments = (await get(admin.token, '/api/admin/payments?status=captured')).json();
    expect(payments.items).toEqual([
      expect.objectContaining({
        amountPaise: 9900,
        appointmentId: first.appointmentId,
        status: 'captured',
      }),
    ]);
  });

  it('counts what needs action and draws 30 IST days of bookings and fees', async () => {
    const admin = await insertClient(ctx.db, { role: 'owner' });
    const { appointmentId } = await paidAppointment(ctx);
    await queuedClientRequest(ctx, appointmentId);
    const overview = (await get(admin.token, '/api/admin/overview')).json();
    expect(overview.counts).toMatchObject({
      cancellationRequests: 1,
      applications: 0,
      deadJobs: 0,
    });
    expect(overview.series.bookings).toHaveLength(30);
    const today = istIsoDay(new Date());
    expect(overview.series.bookings.at(-1)).toEqual({ day: today, value: 1 });
    expect(overview.series.bookingFeePaise.at(-1)).toEqual({ day: today, value: 9900 });
    expect(overview.series.refundsPaise.at(-1)).toEqual({ day: today, value: 0 });
  });
});
