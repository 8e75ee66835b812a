import { describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { eq, sql } from 'drizzle-orm';
import { addIstDays, istToday, toSlotDateKey } from '@app/domain/ist';
import { INVOICE_REGISTER_HEADERS } from '@app/domain/invoice-register';
import { invoices, payments } from '../../../db/schema';
import { insertClient } from '../../../test/factories';
import {
  adminPost,
  paidAppointment,
  queuedClientRequest,
  useCountingApp,
} from '../../../test/appointments-test-kit';

const { ctx } = useCountingApp();

const get = (token: string | undefined, url: string) =>
  ctx.app.inject({ method: 'GET', url, headers: token ? { token } : {} });

/** The CSV as objects keyed by its header row, read strictly as RFC 4180 (CRLF records). */
const table = (text: string): Record<string, string>[] =>
  parse(text, { columns: true, record_delimiter: '\r\n', bom: true, relax_quotes: false });

const today = istToday(new Date());
const range = `from=${toSlotDateKey(addIstDays(today, -1))}&to=${toSlotDateKey(today)}`;

describe('the invoice register export', () => {
  it('lists every invoice and credit note of the period, a credit note with its invoice', async () => {
    const owner = await insertClient(ctx.db, { role: 'owner' });
    const first = await paidAppointment(ctx);
    const second = await paidAppointment(ctx, first, '11:00');
    await queuedClientRequest(ctx, first.appointmentId);
    expect(
      (await adminPost(ctx, owner.token, first.appointmentId, 'approve-cancellation')).statusCode,
    ).toBe(200);
    await ctx.app.jobs.runDue();
    // One document issued before the period.
    const [old] = await ctx.db
      .select({ id: payments.id })
      .from(payments)
      .where(eq(payments.appointmentId, second.appointmentId));
    await ctx.db
      .update(invoices)
      .set({ issuedAt: sql`now() - interval '5 days'` })
      .where(eq(invoices.paymentId, old!.id));

    const res = await get(owner.token, `/api/admin/exports/invoices.csv?${range}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.body.split('\r\n')[0]).toBe(INVOICE_REGISTER_HEADERS.join(','));
    const rows = table(res.body);
    const stored = await ctx.db.select().from(invoices);
    expect(rows.map((r) => r.document_type).sort()).toEqual(['credit-note', 'invoice']);
    const note = rows.find((r) => r.document_type === 'credit-note')!;
    const firstPayment = (await ctx.db.select().from(payments)).find(
      (p) => p.appointmentId === first.appointmentId,
    )!;
    const firstInvoice = stored.find(
      (d) => d.kind === 'invoice' && d.paymentId === firstPayment.id,
    )!;
    expect(note).toMatchObject({
      original_invoice_number: firstInvoice.number,
      total_rupees: '99.00',
      taxable_value_rupees: '83.90',
      provider_payment_id: firstPayment.providerPaymentId,
    });
    expect(note.original_invoice_date_ist).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    for (const r of rows) {
      expect(r.place_of_supply).toMatch(/^\d{2}-\S/);
      const parts = ['taxable_value_rupees', 'cgst_rupees', 'sgst_rupees', 'igst_rupees'];
      const sum = parts.reduce((s, k) => s + Math.round(Number(r[k]) * 100), 0);
      expect(sum).toBe(Math.round(Number(r.total_rupees) * 100));
      expect(r.buyer_email).not.toBe('');
    }
    expect(rows.filter((r) => r.document_type === 'invoice').map((r) => r.number)).not.toContain(
      stored.find((d) => d.paymentId === old!.id)!.number,
    );
  });

  it('is for finance and owners only', async () => {
    const url = `/api/admin/exports/invoices.csv?${range}`;
    const finance = await insertClient(ctx.db, { role: 'finance' });
    const support = await insertClient(ctx.db, { role: 'support' });
    const client = await insertClient(ctx.db);
    expect((await get(finance.token, url)).statusCode).toBe(200);
    expect((await get(support.token, url)).statusCode).toBe(403);
    expect((await get(client.token, url)).statusCode).toBe(403);
    expect((await get(undefined, url)).statusCode).toBe(401);
  });
});
