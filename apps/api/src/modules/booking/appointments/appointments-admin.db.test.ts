import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  adminDecisionResponse,
  cancellationRequestsResponse,
} from '@app/domain/schemas/appointments';
import { auditLog } from '../../../db/schema';
import { useTestApp } from '../../../test/harness';
import {
  adminPost,
  appointmentRow,
  insertAdmin,
  paidAppointment,
  queuedClientRequest,
} from '../../../test/appointments-test-kit';

const ctx = useTestApp();

const listRequests = (token?: string) =>
  ctx.app.inject({
    method: 'GET',
    url: '/api/admin/cancellation-requests',
    headers: token ? { token } : {},
  });

describe('admin appointment routes', () => {
  it('answer 401 signed out and 403 to a client, and change nothing', async () => {
    const { client, appointmentId } = await paidAppointment(ctx);
    await queuedClientRequest(ctx, appointmentId);
    const before = await appointmentRow(ctx, appointmentId);
    expect((await listRequests()).statusCode).toBe(401);
    expect((await listRequests(client.token)).statusCode).toBe(403);
    for (const action of ['approve-cancellation', 'reject-cancellation', 'confirm']) {
      expect((await adminPost(ctx, undefined, appointmentId, action)).statusCode).toBe(401);
      const forbidden = await adminPost(ctx, client.token, appointmentId, action);
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.json()).toEqual({
        success: false,
        code: expect.any(String),
        message: 'You do not have permission to perform this action.',
      });
    }
    expect(await appointmentRow(ctx, appointmentId)).toEqual(before);
  });

  it('list pending requests and decide them for an admin, recording who decided', async () => {
    const admin = await insertAdmin(ctx);
    const first = await paidAppointment(ctx);
    await queuedClientRequest(ctx, first.appointmentId, 'Moving\ncities');
    const listed = cancellationRequestsResponse.parse((await listRequests(admin.token)).json());
    expect(listed.requests).toEqual([
      expect.objectContaining({
        _id: first.appointmentId,
        therapistName: first.t.name,
        clientEmail: first.client.account.email,
        requestedBy: 'user',
        reason: 'Moving\ncities',
        refundPaise: 9900,
        rule: 'within-window',
      }),
    ]);

    const approved = await adminPost(ctx, admin.token, first.appointmentId, 'approve-cancellation');
    expect(approved.statusCode).toBe(200);
    expect(adminDecisionResponse.parse(approved.json())).toMatchObject({
      appointmentId: first.appointmentId,
      refund: { amountPaise: 9900, status: 'pending' },
    });
    const again = await adminPost(ctx, admin.token, first.appointmentId, 'approve-cancellation');
    expect(again.statusCode).toBe(409);
    expect((await listRequests(admin.token)).json().requests).toEqual([]);
    const [audit] = await ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'appointment.cancellation_approved'));
    expect(audit).toMatchObject({
      actorKind: 'admin',
      actorAccountId: admin.account.id,
      data: expect.objectContaining({ via: 'admin api' }),
    });
  });

  it('validate the reason and answer 404 for unknown appointments', async () => {
    const admin = await insertAdmin(ctx);
    const { appointmentId } = await paidAppointment(ctx);
    const noReason = await adminPost(ctx, admin.token, appointmentId, 'therapist-cancellation');
    expect([noReason.statusCode, noReason.json().message]).toEqual([
      400,
      'Please enter a reason for cancellation',
    ]);
    const tooLong = await adminPost(ctx, admin.token, appointmentId, 'therapist-cancellation', {
      reason: 'x'.repeat(501),
    });
    expect(tooLong.statusCode).toBe(400);
    const recorded = await adminPost(ctx, admin.token, appointmentId, 'therapist-cancellation', {
      reason: 'Therapist unwell',
    });
    expect(recorded.statusCode).toBe(200);
    const rejected = await adminPost(ctx, admin.token, appointmentId, 'reject-cancellation', {
      reason: 'Therapist recovered',
    });
    expect(rejected.json().message).toBe(
      'Cancellation request rejected. The appointment stays booked.',
    );
    const unknown = await adminPost(
      ctx,
      admin.token,
      '00000000-0000-4000-8000-000000000000',
      'confirm',
    );
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, 'Appointment not found']);
  });
});
