import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { mailOutbox, reports } from '../../db/schema';
import { useTestApp } from '../../test/harness';
import { insertClient } from '../../test/factories';
import { insertAdmin, paidAppointment } from '../../test/appointments-test-kit';
import { bookingScene, post } from '../../test/booking-test-kit';

const ctx = useTestApp();

async function reportedSession() {
  const booked = await paidAppointment(ctx);
  const res = await post(
    ctx,
    '/api/user/report-therapist',
    { therapistId: booked.t.id, therapistName: '', message: 'Kept checking the phone.' },
    booked.client.token,
  );
  expect(res.statusCode).toBe(200);
  const [row] = await ctx.db.select().from(reports);
  return { ...booked, reportId: row!.id, admin: await insertAdmin(ctx) };
}

const detail = (token: string, id: string) =>
  ctx.app.inject({ method: 'GET', url: `/api/admin/reports/${id}`, headers: { token } });
const outcomeMails = async (to: string) =>
  (await ctx.db.select().from(mailOutbox)).filter(
    (m) => m.toAddress === to && m.subject.startsWith('Your report about'),
  );

describe('a report links its therapist, session and reporter', () => {
  it('links the reporter’s session with the therapist and opens all three', async () => {
    const s = await reportedSession();
    const res = await detail(s.admin.token, s.reportId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      report: {
        id: s.reportId,
        therapistId: s.t.id,
        therapistStatus: 'approved',
        reporterId: s.client.account.id,
        appointmentId: s.appointmentId,
      },
      therapist: { id: s.t.id, status: 'approved' },
      appointment: { id: s.appointmentId, payment: 'paid', status: 'requested' },
      reporter: { id: s.client.account.id, email: s.client.account.email },
    });
    const page = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/reports',
      headers: { token: s.admin.token },
    });
    expect(page.json().items[0]).toMatchObject({ appointmentId: s.appointmentId });
    expect((await detail(s.admin.token, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(
      404,
    );
  });

  it('links nothing for a client who never booked the therapist, even when they name a session', async () => {
    const scene = await bookingScene(ctx);
    const other = await paidAppointment(ctx);
    const stranger = await insertClient(ctx.db);
    await post(
      ctx,
      '/api/user/report-therapist',
      {
        therapistId: scene.t.id,
        therapistName: '',
        message: 'Rude reply to my message.',
        appointmentId: other.appointmentId,
      },
      stranger.token,
    );
    const [row] = await ctx.db.select().from(reports).where(eq(reports.therapistId, scene.t.id));
    expect(row?.appointmentId).toBeNull();
  });

  it('mails the reporter the outcome with the reply, never the team’s note, once', async () => {
    const s = await reportedSession();
    const resolve = () =>
      post(
        ctx,
        `/api/admin/reports/${s.reportId}/resolve`,
        { note: 'Warned the therapist.', reply: 'We spoke to the therapist about it.' },
        s.admin.token,
      );
    const res = await resolve();
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Report resolved. The reporter was mailed the outcome.');
    const [mail] = await outcomeMails(s.client.account.email);
    expect(mail?.textBody).toContain('has acted on it');
    expect(mail?.textBody).toContain('We spoke to the therapist about it.');
    expect(mail?.textBody).not.toContain('Warned the therapist.');
    // A replay is refused and mails nothing more.
    expect((await resolve()).statusCode).toBe(409);
    expect(await outcomeMails(s.client.account.email)).toHaveLength(1);
  });

  it('tells the reporter a dismissal without a reply too', async () => {
    const s = await reportedSession();
    const res = await post(
      ctx,
      `/api/admin/reports/${s.reportId}/dismiss`,
      { note: 'Phone use was for the session notes.' },
      s.admin.token,
    );
    expect(res.statusCode).toBe(200);
    const [mail] = await outcomeMails(s.client.account.email);
    expect(mail?.textBody).toContain('found nothing that needs action');
    expect(mail?.textBody).not.toContain('session notes');
  });
});
