import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { financialYearLabel, financialYearOf } from '@app/domain/tax-invoice';
import { useTestApp } from '../../../test/harness';
import type { MailTransport, TransportMail } from '../../../adapters/mail/mail-transport';
import { invoices, mailOutbox, payments, refunds } from '../../../db/schema';
import { capturedPayment, webhook } from '../../../test/booking-test-kit';
import {
  ADMIN_ACTOR,
  countingProvider,
  paidAppointment,
  queuedClientRequest,
  servicesAt,
} from '../../../test/appointments-test-kit';
import { insertClient } from '../../../test/factories';
import { readPdf } from '../../../test/pdf-text';

const sent: TransportMail[] = [];
const capture: MailTransport = {
  kind: 'smtp',
  async send(mail) {
    sent.push(mail);
  },
  close() {},
};
const ctx = useTestApp({ mailTransport: capture });

const years = () => financialYearLabel(financialYearOf(new Date())).slice(2);
const get = (url: string, token?: string) =>
  ctx.app.inject({ method: 'GET', url, headers: token ? { token } : {} });

async function bookedAndInvoiced() {
  const booked = await paidAppointment(ctx);
  const [payment] = await ctx.db.select().from(payments);
  if (!payment?.providerPaymentId) throw new Error('no captured payment');
  return { ...booked, payment, providerPaymentId: payment.providerPaymentId };
}

describe('tax invoices of booking payments', () => {
  it('issues one invoice per captured payment, listed for the client and read back from its PDF', async () => {
    const b = await bookedAndInvoiced();
    // The provider's webhooks for the same payment arrive after the browser's verify.
    for (const event of ['payment.captured', 'order.paid'])
      await webhook(ctx, event, capturedPayment(b.orderId, b.providerPaymentId));
    expect(await ctx.db.select().from(invoices)).toHaveLength(1);

    const list = await get('/api/user/invoices', b.client.token);
    expect(list.statusCode).toBe(200);
    const [invoice] = list.json().invoices;
    expect(invoice).toMatchObject({
      kind: 'invoice',
      number: `MC/${years()}/00001`,
      purpose: 'booking',
      totalPaise: 9900,
      taxablePaise: 8390,
      taxPaise: 1510,
      paymentId: b.providerPaymentId,
      appointmentId: b.appointmentId,
      creditsNumber: null,
    });

    const pdf = await get(`/api/user/invoices/${invoice.id}.pdf`, b.client.token);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain(`invoice-MC-${years()}-00001.pdf`);
    const { text } = await readPdf(pdf.rawPayload);
    for (const fact of [
      'Tax invoice',
      invoice.number,
      'Priya Sharma',
      b.client.account.email,
      'Booking fee for an online session with',
      '₹83.90',
      'CGST @ 9%',
      'SGST @ 9%',
      '₹7.55',
      '₹99.00',
      'Rupees Ninety-Nine Only',
      b.providerPaymentId,
      b.orderId,
      ctx.config.invoices.seller.gstin,
    ])
      expect(text).toContain(fact);
  });

  it("keeps one client's invoices from everyone else", async () => {
    const b = await bookedAndInvoiced();
    const [row] = await ctx.db.select().from(invoices);
    const url = `/api/user/invoices/${row!.id}.pdf`;
    const other = await insertClient(ctx.db, { email: 'other@example.com' });
    expect((await get(url, other.token)).statusCode).toBe(404);
    expect((await get('/api/user/invoices', other.token)).json().invoices).toEqual([]);
    expect((await get(url)).statusCode).toBe(401);
    expect((await get('/api/dashboard/invoices', b.client.token)).statusCode).toBe(403);
    expect((await get('/api/admin/invoices', b.client.token)).statusCode).toBe(403);
    expect((await get('/api/user/invoices/not-an-id.pdf', b.client.token)).statusCode).toBe(400);

    const admin = await insertClient(ctx.db, { email: 'finance@example.com', role: 'finance' });
    const page = await get('/api/admin/invoices', admin.token);
    expect(page.json()).toMatchObject({ total: 1, page: 1, pageSize: 50 });
    expect(page.json().invoices[0]).toMatchObject({
      buyerName: 'Priya Sharma',
      buyerEmail: b.client.account.email,
    });
    const adminPdf = await get(`/api/admin/invoices/${row!.id}.pdf`, admin.token);
    expect(adminPdf.statusCode).toBe(200);
  });

  it('keeps what an invoice says when the booking is edited after it was issued', async () => {
    const b = await bookedAndInvoiced();
    await ctx.db
      .update(payments)
      .set({ booking: { changed: true } })
      .where(eq(payments.id, b.payment.id));
    const [invoice] = (await get('/api/user/invoices', b.client.token)).json().invoices;
    const { text } = await readPdf(
      (await get(`/api/user/invoices/${invoice.id}.pdf`, b.client.token)).rawPayload,
    );
    expect(text).toContain('Priya Sharma');
  });

  it('attaches the invoice PDF to the booking confirmation mail', async () => {
    sent.length = 0;
    const b = await bookedAndInvoiced();
    const [stored] = await ctx.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, 'booking.client-confirmation'));
    expect(stored?.textBody).toContain('Attached: the tax invoice for this payment (PDF).');
    await ctx.app.jobs.runDue();
    const mail = sent.find((m) => m.subject.startsWith('Booking received'));
    const pdf = mail?.attachments?.find((a) => a.contentType === 'application/pdf');
    expect(pdf?.filename).toBe(`invoice-MC-${years()}-00001.pdf`);
    const { text } = await readPdf(Buffer.from(pdf!.contentBase64, 'base64'));
    expect(text).toContain(b.providerPaymentId);
    expect(text).toContain('₹99.00');
  });

  it('lists the invoices in "Download my data" as issued', async () => {
    const b = await bookedAndInvoiced();
    const data = (await get('/api/user/my-data', b.client.token)).json();
    expect(data.invoices).toHaveLength(1);
    expect(data.invoices[0]).toMatchObject({
      kind: 'invoice',
      number: `MC/${years()}/00001`,
      buyer: { name: 'Priya Sharma', email: b.client.account.email },
      totalPaise: 9900,
      taxablePaise: 8390,
      cgstPaise: 755,
      sgstPaise: 755,
      igstPaise: 0,
      amountInWords: 'Rupees Ninety-Nine Only',
      providerPaymentId: b.providerPaymentId,
    });
  });
});

describe('credit notes of refunds', () => {
  /** An approved cancellation whose refund the provider accepted but has not settled yet. */
  async function refundAwaitingProvider() {
    const b = await bookedAndInvoiced();
    await queuedClientRequest(ctx, b.appointmentId);
    const { provider } = countingProvider();
    const { decisions } = servicesAt(ctx, () => new Date(), { ...provider, simulation: undefined });
    await decisions.approveCancellation(b.appointmentId, ADMIN_ACTOR);
    const [refund] = await ctx.db.select().from(refunds);
    if (!refund?.providerRefundId) throw new Error('refund not sent');
    const event = {
      refund: {
        entity: {
          id: refund.providerRefundId,
          entity: 'refund',
          amount: refund.amountPaise,
          payment_id: b.providerPaymentId,
        },
      },
    };
    return { ...b, refund, event };
  }

  it('issues exactly one credit note against the invoice when the refund is processed', async () => {
    const r = await refundAwaitingProvider();
    // Recorded and sent, not yet processed: no credit note yet.
    expect(await ctx.db.select().from(invoices)).toHaveLength(1);
    await webhook(ctx, 'refund.processed', r.event);
    // Redelivered under other event ids, and once more as the same event.
    await webhook(ctx, 'refund.processed', r.event);
    await webhook(ctx, 'refund.processed', r.event, { eventId: 'evt_replayed0001' });
    await webhook(ctx, 'refund.processed', r.event, { eventId: 'evt_replayed0001' });
    const notes = await ctx.db.select().from(invoices).where(eq(invoices.kind, 'credit-note'));
    expect(notes).toHaveLength(1);
    const [invoice] = await ctx.db.select().from(invoices).where(eq(invoices.kind, 'invoice'));
    expect(notes[0]).toMatchObject({
      number: `MCCN/${years()}/00001`,
      refundId: r.refund.id,
      creditsInvoiceId: invoice!.id,
      totalPaise: r.refund.amountPaise,
    });

    const list = (await get('/api/user/invoices', r.client.token)).json().invoices;
    expect(list.map((i: { kind: string }) => i.kind).sort()).toEqual(['credit-note', 'invoice']);
    const note = list.find((i: { kind: string }) => i.kind === 'credit-note');
    expect(note).toMatchObject({ creditsNumber: invoice!.number, totalPaise: 9900 });
    const { text } = await readPdf(
      (await get(`/api/user/invoices/${note.id}.pdf`, r.client.token)).rawPayload,
    );
    for (const fact of ['Credit note', note.number, invoice!.number, '₹83.90', '₹7.55', '₹99.00'])
      expect(text).toContain(fact);

    const [mail] = await ctx.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, 'refund.processed'));
    expect(mail?.attachments).toEqual([
      expect.objectContaining({ filename: 'credit-note.pdf', contentType: 'application/pdf' }),
    ]);
  });

  it('issues no credit note for a refund that failed', async () => {
    const r = await refundAwaitingProvider();
    await webhook(ctx, 'refund.failed', r.event);
    expect(await ctx.db.select().from(invoices).where(eq(invoices.kind, 'credit-note'))).toEqual(
      [],
    );
  });
});
