import { describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { eq, sql } from 'drizzle-orm';
import { addIstDays, istToday, toSlotDateKey } from '@app/domain/ist';
import { payments } from '../../../db/schema';
import { insertClient } from '../../../test/factories';
import {
  adminPost,
  paidAppointment,
  queuedClientRequest,
  useCountingApp,
} from '../../../test/appointments-test-kit';
import { EXPORT_PAGE_ROWS } from './exports.queries';

const { ctx } = useCountingApp();

const get = (token: string | undefined, url: string) =>
  ctx.app.inject({ method: 'GET', url, headers: token ? { token } : {} });

/** The CSV as objects keyed by its header row, read strictly as RFC 4180 (CRLF records). */
function table(text: string): Record<string, string>[] {
  if (text !== '' && !text.endsWith('\r\n')) throw new Error('CSV does not end with CRLF');
  return parse(text, { columns: true, record_delimiter: '\r\n', bom: true, relax_quotes: false });
}

const today = istToday(new Date());
const FROM = toSlotDateKey(addIstDays(today, -1));
const TO = toSlotDateKey(today);
const range = `from=${FROM}&to=${TO}`;

/** Every payment the console's payments list shows for the range, page by page. */
async function consolePayments(token: string) {
  const items: Array<{ id: string; amountPaise: number; status: string }> = [];
  for (let page = 1; ; page++) {
    const res = (await get(token, `/api/admin/payments?${range}&pageSize=100&page=${page}`)).json();
    items.push(...res.items);
    if (items.length >= res.total) return items;
  }
}

describe('finance exports', () => {
  it('exports the range the console lists, page after page, with the same totals', async () => {
    const admin = await insertClient(ctx.db, { role: 'owner' });
    const first = await paidAppointment(ctx);
    const second = await paidAppointment(ctx, first, '11:00');
    await queuedClientRequest(ctx, first.appointmentId);
    const approved = await adminPost(ctx, admin.token, first.appointmentId, 'approve-cancellation');
    expect(approved.statusCode).toBe(200);
    // More rows than one page holds, in pairs created at the same instant.
    await ctx.db.execute(sql`
      INSERT INTO payments (client_id, therapist_id, provider, provider_order_id, amount_paise, status, booking, created_at)
      SELECT client_id, therapist_id, provider, 'order_bulk_' || n, 100 + n, 'failed', booking,
             now() - make_interval(secs => n / 2)
      FROM payments, generate_series(1, ${EXPORT_PAGE_ROWS + 20}) AS n
      WHERE appointment_id = ${second.appointmentId}`);
    // One outside the range, and one whose text a spreadsheet would run.
    await ctx.db
      .update(payments)
      .set({ createdAt: sql`now() - interval '3 days'` })
      .where(eq(payments.providerOrderId, 'order_bulk_1'));
    await ctx.db
      .update(payments)
      .set({ failureReason: '=HYPERLINK("http://x.test","pay")' })
      .where(eq(payments.providerOrderId, 'order_bulk_2'));

    const res = await get(admin.token, `/api/admin/exports/payments.csv?${range}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="payments_${FROM}-${TO}.csv"`,
    );
    const rows = table(res.body);
    const listed = await consolePayments(admin.token);
    expect(rows).toHaveLength(2 + EXPORT_PAGE_ROWS + 19);
    expect(new Set(rows.map((r) => r.payment_id)).size).toBe(rows.length);
    expect(rows.map((r) => r.payment_id).sort()).toEqual(listed.map((p) => p.id).sort());
    const sum = (ns: number[]) => ns.reduce((a, b) => a + b, 0);
    expect(sum(rows.map((r) => Number(r.amount_paise)))).toBe(
      sum(listed.map((p) => p.amountPaise)),
    );
    for (const r of rows)
      expect(Number(r.amount_rupees) * 100).toBeCloseTo(Number(r.amount_paise), 6);
    const captured = rows.filter((r) => r.status === 'captured' || r.status === 'refunded');
    expect(captured).toHaveLength(2);
    expect(captured.every((r) => r.provider_payment_id !== '' && r.amount_rupees === '99.00')).toBe(
      true,
    );
    expect(rows.find((r) => r.provider_order_id === 'order_bulk_2')!.failure_reason).toBe(
      `'=HYPERLINK("http://x.test","pay")`,
    );
    expect(rows.some((r) => r.provider_order_id === 'order_bulk_1')).toBe(false);

    const refunds = table((await get(admin.token, `/api/admin/exports/refunds.csv?${range}`)).body);
    expect(refunds).toEqual([
      expect.objectContaining({
        amount_rupees: '99.00',
        amount_paise: '9900',
        appointment_id: first.appointmentId,
      }),
    ]);
    expect(refunds[0]!.provider_payment_id).not.toBe('');

    const appointments = table(
      (await get(admin.token, `/api/admin/exports/appointments.csv?${range}`)).body,
    );
    expect(
      appointments.map((a) => [a.appointment_id, a.booking_fee_paise, a.status]).sort(),
    ).toEqual(
      [
        [first.appointmentId, '9900', 'cancelled-refunded'],
        [second.appointmentId, '9900', 'pending-confirmation'],
      ].sort(),
    );
  });

  it('answers 401 signed out, 403 to others, and 400 to dates that are not a range', async () => {
    const admin = await insertClient(ctx.db, { role: 'owner' });
    const client = await insertClient(ctx.db);
    const therapist = await insertClient(ctx.db, { role: 'therapist' });
    const url = `/api/admin/exports/refunds.csv?${range}`;
    expect((await get(undefined, url)).statusCode).toBe(401);
    expect((await get(client.token, url)).statusCode).toBe(403);
    expect((await get(therapist.token, url)).statusCode).toBe(403);
    for (const qs of [
      'from=31_2_2026&to=1_3_2026',
      'from=2026-11-01&to=2026-11-02',
      'from=2_11_2026&to=1_11_2026',
      'from=1_1_2024&to=2_1_2025',
      'from=1_11_2026',
      '',
    ])
      expect((await get(admin.token, `/api/admin/exports/payments.csv?${qs}`)).statusCode).toBe(
        400,
      );
    expect((await get(admin.token, `/api/admin/exports/people.csv?${range}`)).statusCode).toBe(400);
    expect((await get(admin.token, `/api/admin/payments?from=31_2_2026`)).statusCode).toBe(400);
  });
});
