import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { addIstDays, istToday, toSlotDateKey } from '@app/domain/ist';
import { translatorFor } from '@app/domain/i18n/catalogues';
import { TIMES_OPENED } from '@app/domain/times-opened';
import { WAITLIST_MAIL_WORDS } from '../notifications/templates/waitlist-mails';
import { jobs, mailOutbox, notificationSettings, textMessages } from '../../db/schema';
import { insertClient } from '../../test/factories';
import { bookingBody, post, useClockedApp, type Ctx } from '../../test/booking-test-kit';
import { paidAppointment, unpaidReservation } from '../../test/appointments-test-kit';
import { dashboardAction, therapistScene } from '../../test/dashboard-test-kit';
import { moveTo } from '../../test/reschedule-test-kit';

const clocked = useClockedApp();

const dayAhead = (n: number) => toSlotDateKey(addIstDays(istToday(new Date()), n));

const join = (ctx: Ctx, token: string, payload: object) =>
  post(ctx, '/api/user/waitlist', payload, token);
const put = (ctx: Ctx, token: string, url: string, payload: object) =>
  ctx.app.inject({ method: 'PUT', url, payload, headers: { token } });

const waitlistMails = (ctx: Ctx, to: string) =>
  ctx.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, to), eq(mailOutbox.kind, 'waitlist.opened')));

const link = (slug: string, slotDate: string, slotTime: string) =>
  `/booking/${slug}?date=${slotDate}&time=${slotTime}`;

/** A therapist (10:00 and 11:00 every day, online and in person) whose day is fully booked. */
async function fullDay(ctx: Ctx) {
  const scene = await therapistScene(ctx);
  const ten = await paidAppointment(ctx, scene, '10:00');
  const eleven = await paidAppointment(ctx, scene, '11:00');
  const a = await insertClient(ctx.db);
  const b = await insertClient(ctx.db);
  return { ...scene, ten: ten.appointmentId, eleven: eleven.appointmentId, a, b };
}

async function joinBoth(ctx: Ctx, s: Awaited<ReturnType<typeof fullDay>>, extra: object = {}) {
  for (const who of [s.a, s.b]) {
    const res = await join(ctx, who.token, { docId: s.t.id, slotDate: s.slotDate, ...extra });
    expect(res.statusCode).toBe(200);
  }
}

describe('a time opens: everyone waiting for it is told', () => {
  it('mails both people waiting for a day when the therapist declines a session, and only one can book it', async () => {
    const { ctx } = clocked;
    const s = await fullDay(ctx);
    await joinBoth(ctx, s);
    // Nobody is told while the day stays full.
    await ctx.app.jobs.runDue();
    expect(await waitlistMails(ctx, s.a.account.email)).toHaveLength(0);

    const declined = await dashboardAction(ctx, s.therapist.token, s.ten, 'decline', {
      reason: 'Unwell',
    });
    expect(declined.statusCode).toBe(200);
    // The event is due at once: the job runner polls every second, so well within a minute.
    const [event] = await ctx.db.select().from(jobs).where(eq(jobs.type, TIMES_OPENED));
    expect(event!.runAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    await ctx.app.jobs.runDue();

    for (const who of [s.a, s.b]) {
      const mails = await waitlistMails(ctx, who.account.email);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.subject).toContain(s.t.name);
      expect(mails[0]!.textBody).toContain(link(s.t.slug, s.slotDate, '10:00'));
      expect(mails[0]!.textBody).not.toContain('time=11');
    }

    const tries = await Promise.all(
      [s.a, s.b].map((who) =>
        post(ctx, '/api/user/create-booking-order', bookingBody(s.t.id, s.slotDate), who.token),
      ),
    );
    const codes = tries.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409]);
    expect(tries.find((r) => r.statusCode === 409)!.json()).toMatchObject({
      success: false,
      code: 'SLOT_TAKEN',
    });
  });

  it('tells of a reservation cancelled by its client, once per opened time', async () => {
    const { ctx } = clocked;
    const s = await therapistScene(ctx);
    await paidAppointment(ctx, s, '10:00');
    const reservation = await unpaidReservation(ctx, s.client.token, s.t.id, s.slotDate);
    const a = await insertClient(ctx.db);
    expect((await join(ctx, a.token, { docId: s.t.id, slotDate: s.slotDate })).statusCode).toBe(
      200,
    );
    const cancel = (id: string, token: string) =>
      post(ctx, '/api/user/cancel-appointment', { appointmentId: id }, token);
    expect((await cancel(reservation, s.client.token)).statusCode).toBe(200);
    await ctx.app.jobs.runDue();
    const first = await waitlistMails(ctx, a.account.email);
    expect(first).toHaveLength(1);
    expect(first[0]!.textBody).toContain(link(s.t.slug, s.slotDate, '11:00'));

    // The same time taken and freed again is not told a second time.
    const other = await insertClient(ctx.db);
    const again = await unpaidReservation(ctx, other.token, s.t.id, s.slotDate);
    expect((await cancel(again, other.token)).statusCode).toBe(200);
    await ctx.app.jobs.runDue();
    expect(await waitlistMails(ctx, a.account.email)).toHaveLength(1);
  });

  it('tells of the time a session moved away from, and not of a time outside the wish', async () => {
    const { ctx } = clocked;
    const s = await fullDay(ctx);
    await join(ctx, s.a.token, { docId: s.t.id, slotDate: s.slotDate });
    await join(ctx, s.b.token, { docId: s.t.id, slotDate: s.slotDate, timeOfDay: 'evening' });
    const moved = await moveTo(ctx, s.client.token, s.ten, dayAhead(5), '10:00');
    expect(moved.statusCode).toBe(200);
    await ctx.app.jobs.runDue();
    const mails = await waitlistMails(ctx, s.a.account.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.textBody).toContain(link(s.t.slug, s.slotDate, '10:00'));
    // B waits for an evening: a morning time is not theirs.
    expect(await waitlistMails(ctx, s.b.account.email)).toHaveLength(0);
  });

  it('tells of new weekly hours on the wished days only', async () => {
    const { ctx } = clocked;
    const s = await fullDay(ctx);
    await join(ctx, s.a.token, { docId: s.t.id, slotDate: s.slotDate, timeOfDay: 'evening' });
    const everyDay = Object.fromEntries(
      ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].map((d) => [
        d,
        ['10:00', '11:00', '18:00'],
      ]),
    );
    const res = await put(ctx, s.therapist.token, '/api/dashboard/hours', { timeSlots: everyDay });
    expect(res.statusCode).toBe(200);
    await ctx.app.jobs.runDue();
    const mails = await waitlistMails(ctx, s.a.account.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.textBody).toContain(link(s.t.slug, s.slotDate, '18:00'));
    expect(mails[0]!.textBody).not.toContain(`date=${dayAhead(4)}`);
  });

  it('tells of time off taken back, and of new date hours, but not of new time off', async () => {
    const { ctx } = clocked;
    const s = await therapistScene(ctx);
    const a = await insertClient(ctx.db);
    const away = { timeOff: [{ from: s.slotDate, to: s.slotDate }] };
    expect((await put(ctx, s.therapist.token, '/api/dashboard/time-off', away)).statusCode).toBe(
      200,
    );
    await join(ctx, a.token, { docId: s.t.id, slotDate: s.slotDate, timeOfDay: 'morning' });
    await ctx.app.jobs.runDue();
    expect(await waitlistMails(ctx, a.account.email)).toHaveLength(0);

    const back = { timeOff: [] };
    expect((await put(ctx, s.therapist.token, '/api/dashboard/time-off', back)).statusCode).toBe(
      200,
    );
    await ctx.app.jobs.runDue();
    const mails = await waitlistMails(ctx, a.account.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.textBody).toContain(link(s.t.slug, s.slotDate, '10:00'));
    expect(mails[0]!.textBody).toContain(link(s.t.slug, s.slotDate, '11:00'));

    const dateHours = { dateHours: { [s.slotDate]: ['08:00', '10:00', '11:00'] } };
    const set = await put(ctx, s.therapist.token, '/api/dashboard/date-hours', dateHours);
    expect(set.statusCode).toBe(200);
    await ctx.app.jobs.runDue();
    const after = await waitlistMails(ctx, a.account.email);
    expect(after).toHaveLength(2);
    const newest = after.find((m) => m.textBody.includes('time=08'))!;
    // Only the newly opened 08:00: 10:00 and 11:00 were told before.
    expect(newest.textBody).toContain(link(s.t.slug, s.slotDate, '08:00'));
    expect(newest.textBody).not.toContain('time=10');
  });

  it('asks at the third notice whether to keep waiting, in the reader’s language, with their texts', async () => {
    const { ctx } = clocked;
    const s = await therapistScene(ctx);
    const a = await insertClient(ctx.db, { language: 'hi' });
    await ctx.db.insert(notificationSettings).values({
      accountId: a.account.id,
      phone: '+919876543210',
      phoneVerifiedAt: new Date(),
      smsBookings: true,
    });
    const closed = { dateHours: { [s.slotDate]: [] } };
    await put(ctx, s.therapist.token, '/api/dashboard/date-hours', closed);
    await join(ctx, a.token, { docId: s.t.id, slotDate: s.slotDate });
    for (const hours of [['08:00'], ['08:00', '09:00'], ['08:00', '09:00', '12:00']]) {
      const res = await put(ctx, s.therapist.token, '/api/dashboard/date-hours', {
        dateHours: { [s.slotDate]: hours },
      });
      expect(res.statusCode).toBe(200);
      await ctx.app.jobs.runDue();
    }
    const mails = await waitlistMails(ctx, a.account.email);
    expect(mails).toHaveLength(3);
    for (const m of mails) expect(m.subject).toMatch(/[\u0900-\u097F]/);
    const hindi = translatorFor('hi');
    const asks = hindi(WAITLIST_MAIL_WORDS.keepWaiting, {
      count: 3,
      link: 'http://localhost:3000/my-appointments',
    });
    const [third, ...earlier] = [...mails].sort((x, y) =>
      x.textBody.includes('time=12') ? -1 : y.textBody.includes('time=12') ? 1 : 0,
    );
    expect(third!.textBody).toContain(asks);
    for (const m of earlier) expect(m.textBody).not.toContain(asks.slice(0, 20));
    const texts = await ctx.db
      .select()
      .from(textMessages)
      .where(eq(textMessages.kind, 'waitlist.opened'));
    expect(texts).toHaveLength(3);
    expect(texts[0]!.body).toContain(`/booking/${s.t.slug}?date=`);
  });
});
