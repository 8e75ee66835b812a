import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { acceptanceDeadline } from '@app/domain/therapist-sessions';
import { jobs, mailOutbox, notificationSettings, textMessages } from '../../../db/schema';
import {
  adminPost,
  appointmentRow,
  insertAdmin,
  requestCancellation,
  useClockedCountingApp,
} from '../../../test/appointments-test-kit';
import { post } from '../../../test/booking-test-kit';
import { dashboardAction, therapistBooking } from '../../../test/dashboard-test-kit';
import { PASSWORD, deleteAccount, withPassword } from '../../../test/privacy-test-kit';
import { dayKey, proposeTimes, respond } from '../../../test/reschedule-test-kit';

const { clocked, ctx } = useClockedCountingApp();

type Booked = Awaited<ReturnType<typeof therapistBooking>>;

const CLIENT_PHONE = '+919876500001';
const THERAPIST_PHONE = '+919876500002';

/** A proven phone that chose SMS for bookings, as verification and the preferences leave it. */
async function provenSms(accountId: string, phone: string) {
  await ctx.db.insert(notificationSettings).values({
    accountId,
    phone,
    phoneVerifiedAt: new Date(),
    smsBookings: true,
    smsReminders: true,
    whatsappBookings: false,
    whatsappReminders: false,
  });
}

async function approveAsTeam(b: Booked) {
  const admin = await insertAdmin(ctx);
  const res = await adminPost(ctx, admin.token, b.appointmentId, 'approve-cancellation');
  expect(res.statusCode, res.body).toBe(200);
}

/** The mail each side reads of a cancellation (null: that side gets no mail about the session). */
interface PathMails {
  client: string | null;
  therapist: string | null;
}

/** Every way a paid, booked session ends early, each run through the product's own door. */
const PATHS: Record<
  string,
  { audience: 'both' | 'therapist'; mails: PathMails; run: (b: Booked) => Promise<void> }
> = {
  'the client cancels within 24 hours of booking': {
    audience: 'both',
    mails: { client: 'cancellation.approved', therapist: 'cancellation.therapist-outcome' },
    async run(b) {
      const res = await requestCancellation(ctx, b.client.token, b.appointmentId);
      expect(res.statusCode, res.body).toBe(200);
      if (!(await appointmentRow(ctx, b.appointmentId)).cancelled) await approveAsTeam(b);
    },
  },
  'the team approves the therapist’s request': {
    audience: 'both',
    mails: { client: 'cancellation.approved', therapist: 'cancellation.therapist-outcome' },
    async run(b) {
      await dashboardAction(ctx, b.therapist.token, b.appointmentId, 'accept');
      const res = await dashboardAction(
        ctx,
        b.therapist.token,
        b.appointmentId,
        'request-cancellation',
        { reason: 'Unwell that week' },
      );
      expect(res.statusCode, res.body).toBe(200);
      await approveAsTeam(b);
    },
  },
  'the therapist declines': {
    audience: 'both',
    mails: { client: 'booking.not-accepted-client', therapist: 'booking.not-accepted-therapist' },
    async run(b) {
      const res = await dashboardAction(ctx, b.therapist.token, b.appointmentId, 'decline');
      expect(res.statusCode, res.body).toBe(200);
    },
  },
  'the acceptance deadline passes': {
    audience: 'both',
    mails: { client: 'booking.not-accepted-client', therapist: 'booking.not-accepted-therapist' },
    async run(b) {
      const a = await appointmentRow(ctx, b.appointmentId);
      clocked.clock.now = new Date(acceptanceDeadline(a.createdAt, a.startsAt).getTime() + 60_000);
      expect(await ctx.app.booking.nonAcceptance.sweep()).toBe(1);
    },
  },
  'the client declines the times the therapist proposed': {
    audience: 'both',
    mails: { client: 'reschedule.declined-client', therapist: 'reschedule.declined-therapist' },
    async run(b) {
      const slots = [{ slotDate: dayKey(5), slotTime: '10:00' }];
      expect((await proposeTimes(ctx, b.therapist.token, b.appointmentId, slots)).statusCode).toBe(
        200,
      );
      const res = await respond(ctx, b.client.token, b.appointmentId, 'decline');
      expect(res.statusCode, res.body).toBe(200);
    },
  },
  'the team cancels': {
    audience: 'both',
    mails: { client: 'cancellation.by-team-client', therapist: 'cancellation.by-team-therapist' },
    async run(b) {
      const admin = await insertAdmin(ctx);
      const res = await adminPost(ctx, admin.token, b.appointmentId, 'cancel', {
        reason: 'The therapist called us: a family emergency.',
        refund: 'full',
      });
      expect(res.statusCode, res.body).toBe(200);
    },
  },
  'the team suspends the therapist and cancels their sessions': {
    audience: 'both',
    // The therapist reads of the suspension itself, not of each session.
    mails: { client: 'booking.therapist-suspended-cancelled', therapist: null },
    async run(b) {
      const admin = await insertAdmin(ctx);
      const res = await post(
        ctx,
        `/api/admin/therapists/${b.t.id}/suspend`,
        { reason: 'Licence under review.', sessions: 'cancel' },
        admin.token,
      );
      expect(res.statusCode, res.body).toBe(200);
    },
  },
  'the client deletes their account': {
    audience: 'therapist',
    mails: { client: null, therapist: 'booking.client-deleted-account' },
    async run(b) {
      await withPassword(ctx, b.client.account.id);
      const res = await deleteAccount(ctx, b.client.token, PASSWORD);
      expect(res.statusCode, res.body).toBe(200);
    },
  },
};

const SESSION_CANCELLED_MAILS = new Set(
  Object.values(PATHS).flatMap(({ mails }) => [mails.client, mails.therapist]),
);

/** The mails that tell a side its session is cancelled, by recipient and kind. */
const cancellationMails = async () =>
  (await ctx.db.select().from(mailOutbox))
    .filter((m) => SESSION_CANCELLED_MAILS.has(m.kind))
    .map((m) => ({
      to: m.toAddress,
      kind: m.kind,
      subject: m.subject,
      invite: (m.attachments as Array<{ filename: string }>).some(
        (a) => a.filename === 'cancelled-session.ics',
      ),
    }));

const cancelledTexts = async () =>
  (await ctx.db.select().from(textMessages).where(eq(textMessages.kind, 'booking.cancelled'))).map(
    (t) => ({ to: t.toPhone, channel: t.channel, body: t.body }),
  );

describe('every way a session is cancelled', () => {
  for (const [path, { audience, mails, run }] of Object.entries(PATHS)) {
    it(`${path}: one event, and the cancellation text to ${audience === 'both' ? 'both sides' : 'the therapist'} besides the mail`, async () => {
      const b = await therapistBooking(ctx);
      await provenSms(b.client.account.id, CLIENT_PHONE);
      await provenSms(b.therapist.account.id, THERAPIST_PHONE);

      await run(b);
      const row = await appointmentRow(ctx, b.appointmentId);
      expect(row.cancelled).toBe(true);
      const events = await ctx.db.select().from(jobs).where(eq(jobs.type, 'appointment.cancelled'));
      expect(events.map((e) => (e.payload as { appointmentId: string }).appointmentId)).toEqual([
        b.appointmentId,
      ]);

      // Every notice of it comes from the event: nothing is mailed before it is handled.
      expect(await cancellationMails()).toEqual([]);

      // Twice: the second run finds nothing more to send (one text per side).
      await ctx.app.jobs.runDue();
      await ctx.app.jobs.runDue();
      const texts = await cancelledTexts();
      const expected = audience === 'both' ? [CLIENT_PHONE, THERAPIST_PHONE] : [THERAPIST_PHONE];
      expect(texts.map((t) => t.to).sort()).toEqual(expected);
      for (const t of texts) {
        expect(t.channel).toBe('sms');
        expect(t.body).toMatch(/cancel/i);
      }

      // One mail per side the path tells, each carrying the invite that removes the session
      // from the calendar (the deleted account's client has no calendar left to clean).
      const sent = await cancellationMails();
      const mailed = [
        ...(mails.client ? [{ to: b.client.account.email, kind: mails.client }] : []),
        ...(mails.therapist ? [{ to: b.t.email, kind: mails.therapist }] : []),
      ];
      expect(sent.map(({ to, kind }) => ({ to, kind }))).toEqual(expect.arrayContaining(mailed));
      expect(sent).toHaveLength(mailed.length);
      for (const m of sent) expect(m.invite, m.kind!).toBe(audience === 'both');
      const toClient = sent.find((m) => m.to === b.client.account.email);
      if (mails.client) expect(toClient?.subject).toMatch(/cancel|refund/i);

      // The process stopped after the handler committed but before its job was marked done:
      // the event is handled again, and nobody is told twice.
      await ctx.db
        .update(jobs)
        .set({ status: 'pending', runAt: new Date(0) })
        .where(eq(jobs.id, events[0]!.id));
      await ctx.app.jobs.runDue();
      expect(await cancellationMails()).toHaveLength(mailed.length);
      expect(await cancelledTexts()).toHaveLength(texts.length);
    });
  }
});
