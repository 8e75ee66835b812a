import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness';
import { mailOutbox } from '../../db/schema';
import { insertClient } from '../../test/factories';
import { paidAppointment } from '../../test/appointments-test-kit';
import { enqueueMail } from '../../shared/mail/mail-outbox';

const ctx = useTestApp();

async function asOwner() {
  const { token } = await insertClient(ctx.db, { role: 'owner' });
  return (url: string) => ctx.app.inject({ method: 'GET', url, headers: { token } });
}

describe('dev mailbox attachments', () => {
  it('opens an invoice PDF drawn when sent, and a stored file, each linked from the mail', async () => {
    await paidAppointment(ctx);
    const rows = await ctx.db.select().from(mailOutbox);
    const invoiced = rows.find((r) =>
      (r.attachments as Array<{ source?: unknown }>).some((a) => a.source),
    );
    if (!invoiced) throw new Error('no mail carries an invoice');
    const index = (invoiced.attachments as Array<{ source?: unknown }>).findIndex((a) => a.source);
    const get = await asOwner();

    const page = await get(`/dev/mailbox/${invoiced.id}`);
    expect(page.body).toContain(`href="/dev/mailbox/${invoiced.id}/attachments/${index}"`);
    const pdf = await get(`/dev/mailbox/${invoiced.id}/attachments/${index}`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(/^inline; filename=".+\.pdf"$/);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const stored = await enqueueMail(ctx.db, {
      kind: 'account.password-reset',
      to: 'a@example.com',
      subject: 'With a file',
      text: 'one',
      attachments: [
        {
          filename: 'note.txt',
          contentType: 'text/plain',
          contentBase64: Buffer.from('hello').toString('base64'),
        },
      ],
    });
    const file = await get(`/dev/mailbox/${stored}/attachments/0`);
    expect(file.statusCode).toBe(200);
    expect(file.body).toBe('hello');
    expect(file.headers['content-disposition']).toBe('inline; filename="note.txt"');
    expect((await get(`/dev/mailbox/${stored}/attachments/1`)).statusCode).toBe(404);
    expect((await get(`/dev/mailbox/${stored}/attachments/x`)).statusCode).toBe(404);
  });
});
