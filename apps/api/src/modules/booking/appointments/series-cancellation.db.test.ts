import { describe, expect, it } from 'vitest';
import { refunds } from '../../../db/schema';
import { dbKind } from '../../../test/harness';
import { insertClient } from '../../../test/factories';
import { post } from '../../../test/booking-test-kit';
import {
  bookedHoursAgo,
  paidAppointment,
  useCountingApp,
} from '../../../test/appointments-test-kit';
import { dashboardGet, therapistScene } from '../../../test/dashboard-test-kit';
import { awayInWeekThree, paySeries, seriesRows, weekAfter } from '../../../test/series-test-kit';

const { ctx } = useCountingApp();

const cancelPreview = (token: string, appointmentId: string) =>
  post(ctx, '/api/user/series-cancel-preview', { appointmentId }, token);
const cancelSeries = (token: string, appointmentId: string) =>
  post(ctx, '/api/user/cancel-series', { appointmentId, cancellationReason: 'Moving city' }, token);

describe(`cancelling the rest of a weekly series (${dbKind()})`, () => {
  it('shows, then cancels every later week with its own refund inside 24 hours; earlier weeks stand', async () => {
    const s = await awayInWeekThree(ctx);
    const { order } = await paySeries(ctx, s);
    const [first, second, fourth] = await seriesRows(ctx, order.seriesId);
    const preview = await cancelPreview(s.client.token, second!.id);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toEqual({
      success: true,
      occurrences: [
        {
          appointmentId: second!.id,
          slotDate: weekAfter(s.slotDate, 1),
          slotTime: '10:00',
          outcome: 'cancelled',
          refundPaise: 9900,
        },
        {
          appointmentId: fourth!.id,
          slotDate: weekAfter(s.slotDate, 3),
          slotTime: '10:00',
          outcome: 'cancelled',
          refundPaise: 9900,
        },
      ],
      refundPaise: 19800,
    });

    const res = await cancelSeries(s.client.token, second!.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ cancelled: 2, requested: 0, refundPaise: 19800 });
    expect(res.json().message).toBe('2 sessions cancelled.');
    await ctx.app.jobs.runDue();
    const after = await seriesRows(ctx, order.seriesId);
    expect(after.map((a) => a.cancelled)).toEqual([false, true, true]);
    const made = await ctx.db.select().from(refunds);
    expect(made.map((r) => [r.appointmentId, r.amountPaise]).sort()).toEqual(
      [
        [second!.id, 9900],
        [fourth!.id, 9900],
      ].sort(),
    );
    expect(first!.cancelled).toBe(false);
    // Nothing later is left to cancel.
    expect((await cancelSeries(s.client.token, second!.id)).statusCode).toBe(409);
  });

  it('after the refund window, asks the team for each week and refunds nothing by the rule', async () => {
    const s = await awayInWeekThree(ctx);
    const { order } = await paySeries(ctx, s);
    const rows = await seriesRows(ctx, order.seriesId);
    for (const r of rows) await bookedHoursAgo(ctx, r.id, 30);
    const preview = (await cancelPreview(s.client.token, rows[0]!.id)).json();
    expect(preview.occurrences.map((o: { outcome: string }) => o.outcome)).toEqual([
      'request',
      'request',
      'request',
    ]);
    expect(preview.refundPaise).toBe(0);
    const res = await post(
      ctx,
      '/api/user/cancel-series',
      { appointmentId: rows[0]!.id, cancellationReason: 'Moving city' },
      s.client.token,
    );
    expect(res.json()).toMatchObject({ cancelled: 0, requested: 3, refundPaise: 0 });
    const after = await seriesRows(ctx, order.seriesId);
    expect(after.map((a) => [a.cancelled, a.cancellationStatus])).toEqual([
      [false, 'pending'],
      [false, 'pending'],
      [false, 'pending'],
    ]);
    expect(await ctx.db.select().from(refunds)).toEqual([]);
  });

  it("refuses another person's session (404), a single session (400) and a missing reason", async () => {
    const s = await awayInWeekThree(ctx);
    const { order } = await paySeries(ctx, s);
    const [first] = await seriesRows(ctx, order.seriesId);
    const stranger = await insertClient(ctx.db);
    expect((await cancelPreview(stranger.token, first!.id)).statusCode).toBe(404);
    expect((await cancelSeries(stranger.token, first!.id)).statusCode).toBe(404);
    const single = await paidAppointment(ctx, s, '11:00');
    const refused = await cancelSeries(s.client.token, single.appointmentId);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('This session is not part of a weekly series.');
    const noReason = await post(
      ctx,
      '/api/user/cancel-series',
      { appointmentId: first!.id },
      s.client.token,
    );
    expect(noReason.statusCode).toBe(400);
    expect((await seriesRows(ctx, order.seriesId)).every((a) => !a.cancelled)).toBe(true);
  });
});

describe(`accepting a weekly series (${dbKind()})`, () => {
  it('accepts every waiting week at once; again accepts none; another therapist accepts nothing', async () => {
    const s = await awayInWeekThree(ctx);
    const { order } = await paySeries(ctx, s);
    const other = await therapistScene(ctx);
    const accept = (token: string) =>
      post(ctx, `/api/dashboard/series/${order.seriesId}/accept`, {}, token);
    expect((await accept(other.therapist.token)).json()).toMatchObject({ accepted: 0 });
    expect((await seriesRows(ctx, order.seriesId)).some((a) => a.isApproved)).toBe(false);
    expect((await accept(s.client.token)).statusCode).toBe(403);
    const res = await accept(s.therapist.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, message: '3 sessions accepted.', accepted: 3 });
    expect((await seriesRows(ctx, order.seriesId)).every((a) => a.isApproved)).toBe(true);
    expect((await accept(s.therapist.token)).json().accepted).toBe(0);
    const list = await dashboardGet(ctx, '/api/dashboard/appointments', s.therapist.token);
    expect(
      list.json().appointments.filter((a: { seriesId: string }) => a.seriesId === order.seriesId),
    ).toHaveLength(3);
  });
});
