import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import {
  accounts,
  appointments,
  jobs,
  mailOutbox,
  notificationSettings,
  textMessages,
} from '../../db/schema';
import { paidAppointment } from '../../test/appointments-test-kit';
import { bookingScene } from '../../test/booking-test-kit';
import { useTestApp, type TestApp } from '../../test/harness';
import { testGateway } from '../../test/test-gateway';
import { createTwilioProvider } from '../../adapters/messaging/twilio-provider';
import { twilioStyleSignature } from '../../adapters/messaging/outbox-provider';
import { startTestTwilioServer, type TestTwilioServer } from '../../test/test-twilio-server';

/** A proven phone with the given choices, as the verification and preferences leave it. */
async function proven(app: TestApp, accountId: string, whatsapp: boolean, phone = '+919876543210') {
  await app.db.insert(notificationSettings).values({
    accountId,
    phone,
    phoneVerifiedAt: new Date(),
    smsBookings: true,
    smsReminders: true,
    whatsappBookings: whatsapp,
    whatsappReminders: whatsapp,
    ...(whatsapp ? { whatsappConsentAt: new Date(), whatsappConsentWording: 'I agree' } : {}),
  });
}

const textsOf = (app: TestApp, kind: string) =>
  app.db.select().from(textMessages).where(eq(textMessages.kind, kind));

describe('who gets text messages', () => {
  const ctx = useTestApp({ paymentProvider: testGateway() });

  it('nobody without a proven phone; SMS with one; WhatsApp only with recorded consent', async () => {
    const noPhone = await paidAppointment(ctx);
    expect(await textsOf(ctx, 'booking.confirmed')).toHaveLength(0);
    const mails = await ctx.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, 'booking.client-confirmation'));
    expect(mails).toHaveLength(1);

    const smsOnly = await bookingScene(ctx);
    await proven(ctx, smsOnly.client.account.id, false);
    const booked = await paidAppointment(ctx, smsOnly, '11:00');
    const texts = await textsOf(ctx, 'booking.confirmed');
    expect(texts.map((t) => t.channel)).toEqual(['sms']);
    expect(texts[0]).toMatchObject({
      appointmentId: booked.appointmentId,
      toPhone: '+919876543210',
    });
    expect(texts[0]!.body).toMatch(/^Manas Care: your booking with .+ on .+ IST is received/);
    expect(noPhone.appointmentId).not.toBe(booked.appointmentId);

    const both = await bookingScene(ctx);
    await proven(ctx, both.client.account.id, true, '+919876543211');
    await paidAppointment(ctx, both, '11:00');
    const all = await textsOf(ctx, 'booking.confirmed');
    expect(
      all
        .filter((t) => t.toPhone === '+919876543211')
        .map((t) => t.channel)
        .sort(),
    ).toEqual(['sms', 'whatsapp']);
    const wa = all.find((t) => t.channel === 'whatsapp')!;
    expect(wa.templateId).toMatch(/^HX/);
    expect(Object.keys(wa.variables as object)).toEqual(['1', '2', '3', '4']);
  });

  it('a Hindi reader gets the booking SMS and WhatsApp in Hindi, from the Hindi templates', async () => {
    const scene = await bookingScene(ctx);
    await ctx.db
      .update(accounts)
      .set({ language: 'hi' })
      .where(eq(accounts.id, scene.client.account.id));
    await proven(ctx, scene.client.account.id, true, '+919876543219');
    await paidAppointment(ctx, scene, '11:00');
    const texts = (await textsOf(ctx, 'booking.confirmed')).filter(
      (t) => t.toPhone === '+919876543219',
    );
    const sms = texts.find((t) => t.channel === 'sms')!;
    // The date as Hindi readers write it, where the Hindi template puts it.
    expect(sms.body).toMatch(
      /^Manas Care: \S+, \d{1,2} \S+, (सुबह|दोपहर|शाम|रात) \d{1,2}:\d{2} को .+ के साथ आपकी बुकिंग मिल गई है/,
    );
    expect(sms.templateId).toBe(ctx.config.messaging.sms.templateIds.hi['booking.confirmed']);
    const wa = texts.find((t) => t.channel === 'whatsapp')!;
    expect(wa.templateId).toBe(ctx.config.messaging.whatsapp.templateIds.hi['booking.confirmed']);
    expect(wa.body).toBe(sms.body);
  });

  it('does not send a reminder for a session cancelled or moved after it was queued', async () => {
    const hours = ['10:00', '14:00', '16:00'];
    const allDays = [0, 1, 2, 3, 4, 5, 6].flatMap((weekday) =>
      hours.map((startTime) => ({ weekday, startTime })),
    );
    const scene = await bookingScene(ctx, { hours: allDays });
    await proven(ctx, scene.client.account.id, true);
    const cancelled = await paidAppointment(ctx, scene, hours[0]);
    const moved = await paidAppointment(ctx, scene, hours[1]);
    const kept = await paidAppointment(ctx, scene, hours[2]);
    for (const a of [cancelled, moved, kept])
      await ctx.app.booking.reminders.remind(a.appointmentId, '1h');
    expect(await textsOf(ctx, 'reminder.1h')).toHaveLength(6);

    await ctx.db
      .update(appointments)
      .set({ cancelled: true })
      .where(eq(appointments.id, cancelled.appointmentId));
    await ctx.db
      .update(appointments)
      .set({ startsAt: sql`${appointments.startsAt} + interval '1 hour'` })
      .where(eq(appointments.id, moved.appointmentId));
    await ctx.app.jobs.runDue();

    const reminders = await textsOf(ctx, 'reminder.1h');
    const stateOf = (id: string) =>
      reminders.filter((r) => r.appointmentId === id).map((r) => r.status);
    expect(stateOf(cancelled.appointmentId)).toEqual(['skipped', 'skipped']);
    expect(stateOf(moved.appointmentId)).toEqual(['skipped', 'skipped']);
    expect(stateOf(kept.appointmentId)).toEqual(['sent', 'sent']);
    expect(reminders.find((r) => r.appointmentId === moved.appointmentId)!.statusReason).toBe(
      'the session is moved',
    );
    // The reminder mails of the same sessions are not held back by the texts.
    const reminderMails = await ctx.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, 'booking.reminder-client'));
    expect(reminderMails).toHaveLength(3);
  });

  it('a STOP reply opts the number out; receipts mark messages delivered; forged posts are refused', async () => {
    const scene = await bookingScene(ctx);
    await proven(ctx, scene.client.account.id, true);
    await paidAppointment(ctx, scene, '10:00');
    await ctx.app.jobs.runDue();
    const [sms] = (await textsOf(ctx, 'booking.confirmed')).filter((t) => t.channel === 'sms');
    const token = ctx.config.messaging.twilio.authToken;
    const form = async (path: string, fields: Record<string, string>, signature?: string) =>
      ctx.app.inject({
        method: 'POST',
        url: path,
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'x-twilio-signature':
            signature ?? twilioStyleSignature(token, `${ctx.config.publicUrl}${path}`, fields),
        },
        payload: new URLSearchParams(fields).toString(),
      });

    const receipt = { MessageSid: sms!.providerMessageId!, MessageStatus: 'delivered' };
    expect((await form('/api/notifications/twilio/status', receipt, 'forged')).statusCode).toBe(
      403,
    );
    expect((await form('/api/notifications/twilio/status', receipt)).statusCode).toBe(200);
    const [after] = await ctx.db.select().from(textMessages).where(eq(textMessages.id, sms!.id));
    expect(after!.status).toBe('delivered');

    const stop = { From: 'whatsapp:+919876543210', Body: 'STOP' };
    const reply = await form('/api/notifications/twilio/inbound', stop);
    expect(reply.statusCode).toBe(200);
    expect(reply.body).toContain('<Response>');
    const [settings] = await ctx.db
      .select()
      .from(notificationSettings)
      .where(eq(notificationSettings.accountId, scene.client.account.id));
    expect(settings!.whatsappOptedOutAt).toBeInstanceOf(Date);
    expect(settings!.smsOptedOutAt).toBeNull();

    await paidAppointment(ctx, scene, '11:00');
    const later = (await textsOf(ctx, 'booking.confirmed')).filter(
      (t) => t.createdAt > after!.createdAt,
    );
    expect(later.map((t) => t.channel)).toEqual(['sms']);
  });
});

describe('a provider outage', () => {
  let twilio: TestTwilioServer;
  beforeAll(async () => {
    twilio = await startTestTwilioServer();
  });
  afterAll(() => twilio.close());
  const ctx = useTestApp({
    paymentProvider: testGateway(),
    get textProvider() {
      return createTwilioProvider({
        accountSid: 'AC0123456789abcdef0123456789abcdef',
        authToken: 'test',
        apiUrl: twilio.url,
      });
    },
  });

  it('retries the text with growing delays, ends it dead, and the mail goes all the same', async () => {
    twilio.answerWith('down');
    const scene = await bookingScene(ctx);
    await proven(ctx, scene.client.account.id, false);
    await paidAppointment(ctx, scene);
    const [text] = await textsOf(ctx, 'booking.confirmed');
    const textJob = and(eq(jobs.type, 'text.send'), eq(jobs.dedupeKey, `text:${text!.id}`));

    await ctx.app.jobs.runDue();
    const [mail] = await ctx.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, 'booking.client-confirmation'));
    expect(mail!.status).toBe('sent');
    for (let attempt = 2; attempt <= 6; attempt++) {
      const [row] = await ctx.db.select().from(textMessages).where(eq(textMessages.id, text!.id));
      expect(row).toMatchObject({ status: 'pending', attempts: attempt - 1 });
      await ctx.db
        .update(jobs)
        .set({ runAt: sql`now()` })
        .where(textJob);
      await ctx.app.jobs.runDue();
    }
    const [dead] = await ctx.db.select().from(textMessages).where(eq(textMessages.id, text!.id));
    expect(dead).toMatchObject({ status: 'dead', attempts: 6 });
    expect(dead!.lastError).toContain('503');
    const [job] = await ctx.db.select().from(jobs).where(textJob);
    expect(job!.status).toBe('dead');
    expect(twilio.received).toHaveLength(6);
  });

  it('an invalid number fails at once, without retries', async () => {
    twilio.answerWith('invalid-number');
    const scene = await bookingScene(ctx);
    await proven(ctx, scene.client.account.id, false);
    await paidAppointment(ctx, scene);
    await ctx.app.jobs.runDue();
    const [text] = await textsOf(ctx, 'booking.confirmed');
    expect(text).toMatchObject({ status: 'failed', attempts: 1 });
  });
});
