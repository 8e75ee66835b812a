import { describe, expect, it } from 'vitest';
import { mailOutbox } from '../../../db/schema';
import {
  adminPost,
  bookedHoursAgo,
  insertAdmin,
  paidAppointment,
  requestCancellation,
} from '../../../test/appointments-test-kit';
import { useTestApp } from '../../../test/harness';

const ctx = useTestApp();
const ATTACKER = 'attacker@example.com';

const recipients = async () =>
  (await ctx.db.select().from(mailOutbox)).map((m) => ({ id: m.id, to: m.toAddress }));
/** The mails queued since `before` was read. */
const since = async (before: Array<{ id: string }>) =>
  (await recipients()).filter((m) => !before.some((b) => b.id === m.id));

/** Books with a request body that names somebody else's address. */
const bookedNamingAnotherAddress = () =>
  paidAppointment(ctx, undefined, '10:00', { clientEmail: ATTACKER });

describe('booking and cancellation mail goes to the account, never to an address the request names', () => {
  it('sends the confirmation to the account email', async () => {
    const { client } = await bookedNamingAnotherAddress();
    const mails = await recipients();
    expect(mails.map((m) => m.to)).not.toContain(ATTACKER);
    expect(mails.filter((m) => m.to === client.account.email)).toHaveLength(1);
  });

  it("sends the client's cancellation mails (request, decision) to the account email", async () => {
    const { client, appointmentId } = await bookedNamingAnotherAddress();
    // Booked over a day ago: the request waits for the team rather than the refund window.
    await bookedHoursAgo(ctx, appointmentId, 25);
    const before = await recipients();
    expect((await requestCancellation(ctx, client.token, appointmentId)).statusCode).toBe(200);
    const admin = await insertAdmin(ctx);
    expect(
      (await adminPost(ctx, admin.token, appointmentId, 'approve-cancellation')).statusCode,
    ).toBe(200);
    // The decision's mails come from the cancellation's event.
    await ctx.app.jobs.runDue();

    const mails = await since(before);
    expect(mails.map((m) => m.to)).not.toContain(ATTACKER);
    // The request's receipt and the approval reach the client; the support team hears of the request.
    expect(mails.filter((m) => m.to === client.account.email).length).toBeGreaterThanOrEqual(2);
  });

  it("sends the therapist's cancellation request and its rejection to the account email", async () => {
    const { client, appointmentId } = await bookedNamingAnotherAddress();
    const admin = await insertAdmin(ctx);
    const before = await recipients();
    const asked = await adminPost(ctx, admin.token, appointmentId, 'therapist-cancellation', {
      reason: 'Unwell',
    });
    expect(asked.statusCode).toBe(200);
    expect(
      (await adminPost(ctx, admin.token, appointmentId, 'reject-cancellation')).statusCode,
    ).toBe(200);

    const mails = await since(before);
    expect(mails.map((m) => m.to)).not.toContain(ATTACKER);
    expect(mails.filter((m) => m.to === client.account.email)).toHaveLength(2);
  });
});

describe("the therapist's mail about a booking", () => {
  it("names the client and the session, without the client's email or phone", async () => {
    const { client, t } = await paidAppointment(ctx, undefined, '10:00', {
      clientPhone: '9812345670',
    });
    const [notice] = (await ctx.db.select().from(mailOutbox)).filter(
      (m) => m.toAddress === t.email,
    );
    expect(notice?.subject).toMatch(/^New booking: Priya Sharma, /);
    expect(notice?.textBody).toContain('Priya Sharma booked a session with you.');
    for (const withheld of [client.account.email, '9812345670', 'Client contact'])
      expect(notice?.textBody).not.toContain(withheld);
  });
});
