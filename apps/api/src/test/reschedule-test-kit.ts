import ICAL from 'ical.js';
import { asc, eq } from 'drizzle-orm';
import { addIstDays, istToday, toSlotDateKey } from '@app/domain/ist';
import { appointments, mailOutbox, slotHolds } from '../db/schema';
import { post, type Ctx } from './booking-test-kit';

/** Shared set-up of the rescheduling tests (not a test file itself). */

/** The IST date key `days` days from now. */
export const dayKey = (days: number) => toSlotDateKey(addIstDays(istToday(new Date()), days));

export const moveTo = (
  ctx: Ctx,
  token: string,
  appointmentId: string,
  slotDate: string,
  slotTime: string,
  extra: object = {},
) =>
  post(
    ctx,
    '/api/user/reschedule-appointment',
    { appointmentId, slotDate, slotTime, ...extra },
    token,
  );

export const proposeTimes = (
  ctx: Ctx,
  token: string,
  appointmentId: string,
  slots: { slotDate: string; slotTime: string }[],
) => post(ctx, `/api/dashboard/appointments/${appointmentId}/propose-times`, { slots }, token);

export const respond = (
  ctx: Ctx,
  token: string,
  appointmentId: string,
  choice: { slotDate: string; slotTime: string } | 'decline',
) => post(ctx, '/api/user/respond-reschedule', { appointmentId, choice }, token);

/** Every claim of the appointment, as the unique slot index sees them. */
export const claimsOf = (ctx: Ctx, appointmentId: string) =>
  ctx.db.select().from(slotHolds).where(eq(slotHolds.appointmentId, appointmentId));

export const activePaid = (ctx: Ctx) =>
  ctx.db
    .select()
    .from(appointments)
    .where(eq(appointments.cancelled, false))
    .then((rows) => rows.filter((r) => r.payment === 'paid'));

export interface ParsedInvite {
  method: string;
  uid: string;
  sequence: number;
  status: string;
  start: Date;
  attendees: string[];
  organizer: string;
}

/** The invites mailed to an address, oldest first, read back with ical.js. */
export async function invitesTo(ctx: Ctx, to: string): Promise<ParsedInvite[]> {
  const mails = await ctx.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, to))
    .orderBy(asc(mailOutbox.createdAt));
  const invites: ParsedInvite[] = [];
  for (const mail of mails) {
    const attachments = mail.attachments as { contentType: string; contentBase64: string }[];
    for (const a of attachments.filter((x) => x.contentType.startsWith('text/calendar'))) {
      const calendar = new ICAL.Component(
        ICAL.parse(Buffer.from(a.contentBase64, 'base64').toString('utf8')),
      );
      const vevent = calendar.getFirstSubcomponent('vevent');
      if (!vevent) throw new Error('invite without an event');
      const event = new ICAL.Event(vevent);
      invites.push({
        method: String(calendar.getFirstPropertyValue('method')),
        uid: event.uid,
        sequence: event.sequence,
        status: String(vevent.getFirstPropertyValue('status')),
        start: event.startDate.toJSDate(),
        attendees: event.attendees.map((p) => String(p.getFirstValue())),
        organizer: String(vevent.getFirstPropertyValue('organizer')),
      });
    }
  }
  return invites;
}
