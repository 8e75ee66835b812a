import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { appointments, calendarFeedTokens } from '../../db/schema';
import { post, useClockedApp } from '../../test/booking-test-kit';
import { paidAppointment } from '../../test/appointments-test-kit';
import { therapistScene } from '../../test/dashboard-test-kit';
import { insertClient } from '../../test/factories';
import { hashPassword } from '../accounts/accounts.module';

const clocked = useClockedApp();
const ctx = clocked.ctx;

/** The path of a webcal:// address, to ask the app for it. */
const feedPath = (url: string) => {
  expect(url).toMatch(/^webcal:\/\/[^/]+\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  return new URL(url.replace(/^webcal:/, 'http:')).pathname;
};

async function feedEvents(path: string) {
  const res = await ctx.app.inject({ method: 'GET', url: path });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toContain('text/calendar');
  const calendar = new ICAL.Component(ICAL.parse(res.body));
  return calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
}

describe('private calendar feeds', () => {
  it("carry the therapist's sessions with the client's first name only, not cancelled ones", async () => {
    const s = await therapistScene(ctx);
    const kept = await paidAppointment(ctx, s, '10:00', {
      userFirstName: 'Priya',
      userLastName: 'Sharma',
    });
    const cancelled = await paidAppointment(ctx, s, '11:00');
    await ctx.db
      .update(appointments)
      .set({ cancelled: true })
      .where(eq(appointments.id, cancelled.appointmentId));

    const res = await post(ctx, '/api/dashboard/calendar-feed', {}, s.therapist.token);
    expect(res.statusCode).toBe(200);
    const events = await feedEvents(feedPath(res.json().url));
    expect(events.map((e) => e.uid)).toEqual([kept.appointmentId]);
    const [event] = events;
    expect(event?.summary).toBe('Session with Priya');
    expect(event?.sequence).toBe(0);
    expect(event?.startDate.toJSDate().toISOString()).toBe(
      (
        await ctx.db.select().from(appointments).where(eq(appointments.id, kept.appointmentId))
      )[0]?.startsAt.toISOString(),
    );
    const minutes = event
      ? event.endDate.toJSDate().getTime() - event.startDate.toJSDate().getTime()
      : 0;
    expect(minutes).toBe(3_600_000);
    const text = (await ctx.app.inject({ method: 'GET', url: feedPath(res.json().url) })).body;
    expect(text).not.toContain('Sharma');
    expect(text).not.toContain('priya@example.com');
  });

  it('carries the SEQUENCE the invites reached, so a moved session moves in the calendar', async () => {
    const s = await therapistScene(ctx);
    const booked = await paidAppointment(ctx, s, '10:00');
    // Two moves later (each mails an invite with SEQUENCE + 1, decision 0040).
    await ctx.db
      .update(appointments)
      .set({ inviteSequence: 2 })
      .where(eq(appointments.id, booked.appointmentId));
    const res = await post(ctx, '/api/dashboard/calendar-feed', {}, s.therapist.token);
    const [event] = await feedEvents(feedPath(res.json().url));
    expect(event?.uid).toBe(booked.appointmentId);
    expect(event?.sequence).toBe(2);
  });

  it("gives the client their own appointments with the therapist's name", async () => {
    const s = await therapistScene(ctx);
    const booked = await paidAppointment(ctx, s, '10:00');
    const res = await post(ctx, '/api/user/calendar-feed', {}, s.client.token);
    const [event, ...rest] = await feedEvents(feedPath(res.json().url));
    expect(rest).toEqual([]);
    expect(event?.uid).toBe(booked.appointmentId);
    expect(event?.summary).toBe(`Therapy session with ${s.t.name}`);
  });

  it('rotates: a new address makes the old one answer 404; tokens are stored hashed', async () => {
    const s = await therapistScene(ctx);
    const first = feedPath(
      (await post(ctx, '/api/user/calendar-feed', {}, s.client.token)).json().url,
    );
    const second = feedPath(
      (await post(ctx, '/api/user/calendar-feed', {}, s.client.token)).json().url,
    );
    expect(second).not.toBe(first);
    expect((await ctx.app.inject({ method: 'GET', url: first })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: second })).statusCode).toBe(200);
    const token = second.split('/').pop()!.replace('.ics', '');
    const stored = await ctx.db.select().from(calendarFeedTokens);
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(token);
  });

  it('answers 404 to unknown or malformed addresses and 401/403 to strangers', async () => {
    for (const url of [
      '/api/calendar/nope.ics',
      `/api/calendar/${'a'.repeat(43)}.ics`,
      `/api/calendar/${'a'.repeat(43)}`,
    ]) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ success: false });
    }
    expect((await post(ctx, '/api/user/calendar-feed', {})).statusCode).toBe(401);
    const s = await therapistScene(ctx);
    expect((await post(ctx, '/api/dashboard/calendar-feed', {}, s.client.token)).statusCode).toBe(
      403,
    );
  });
});

describe('feeds end with the account', () => {
  const gone = async (path: string) => {
    const res = await ctx.app.inject({ method: 'GET', url: path });
    expect(res.statusCode, path).toBe(410);
    expect(res.json()).toMatchObject({ success: false, code: 'CALENDAR_FEED_GONE' });
    expect(res.body).not.toContain('BEGIN:VCALENDAR');
  };
  const answers = async (path: string) =>
    expect((await ctx.app.inject({ method: 'GET', url: path })).statusCode, path).toBe(200);

  it('a disabled account’s feed stops at once, and answers again when sign-in is restored', async () => {
    const s = await therapistScene(ctx);
    await paidAppointment(ctx, s, '10:00');
    const owner = await insertClient(ctx.db, { role: 'owner' });
    const therapistFeed = feedPath(
      (await post(ctx, '/api/dashboard/calendar-feed', {}, s.therapist.token)).json().url,
    );
    const clientFeed = feedPath(
      (await post(ctx, '/api/user/calendar-feed', {}, s.client.token)).json().url,
    );
    await answers(therapistFeed);

    const people = `/api/admin/people/${s.therapist.account.id}`;
    const off = await post(ctx, `${people}/disable`, { reason: 'Abusive messages.' }, owner.token);
    expect(off.statusCode).toBe(200);
    await gone(therapistFeed);
    // The other side of the same sessions keeps its own feed.
    await answers(clientFeed);

    expect((await post(ctx, `${people}/enable`, {}, owner.token)).statusCode).toBe(200);
    await answers(therapistFeed);
  });

  it('an account closed by the team or deleted by its owner has no feed', async () => {
    const s = await therapistScene(ctx);
    await paidAppointment(ctx, s, '10:00');
    const owner = await insertClient(ctx.db, { role: 'owner' });
    const closedFeed = feedPath(
      (await post(ctx, '/api/user/calendar-feed', {}, s.client.token)).json().url,
    );
    const closed = await post(
      ctx,
      `/api/admin/people/${s.client.account.id}/close`,
      { reason: 'Repeated abuse of therapists, reported three times.' },
      owner.token,
    );
    expect(closed.statusCode, closed.body).toBe(200);
    await gone(closedFeed);

    const leaving = await insertClient(ctx.db, { passwordHash: await hashPassword('secret-pass') });
    const deletedFeed = feedPath(
      (await post(ctx, '/api/user/calendar-feed', {}, leaving.token)).json().url,
    );
    await answers(deletedFeed);
    const deleted = await post(
      ctx,
      '/api/user/delete-account',
      { password: 'secret-pass' },
      leaving.token,
    );
    expect(deleted.statusCode, deleted.body).toBe(200);
    await gone(deletedFeed);
  });
});
