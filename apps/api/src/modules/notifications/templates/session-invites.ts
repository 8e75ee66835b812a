import { icsDocument, icsStamp, icsText } from '../../../shared/ical';
import { formatMailSlot as whenIst } from '../../../shared/mail/mail-kit';
import type { SiteInfo } from '../../../shared/site-info';

/** The facts of a booked session that its mails and calendar invites name. */
export interface BookedSession {
  appointmentId: string;
  /** Starts the therapist's time to accept (acceptanceDeadline). */
  bookedAt: Date;
  startsAt: Date;
  slotDate: string;
  slotTime: string;
  sessionType: 'online' | 'in-person';
  therapistName: string;
  therapistAddress: string;
  clientName: string;
  clientEmail: string;
  clientPhone: string;
  message: string;
  therapistFeeRupees: number | null;
  bookingFeePaise: number;
  /** The therapist's address, for the therapist's own invite, when their profile has one. */
  therapistEmail?: string | null;
  /** Accepted by the therapist: the invite is CONFIRMED, before that TENTATIVE. */
  accepted?: boolean;
}

/** One invite per side: each names only its recipient as attendee. */
export interface SessionInvites {
  client: string;
  therapist: string;
}

/**
 * Which version of the appointment's invite: SEQUENCE 0 at booking and one more per move, so a
 * calendar app moves its event (REQUEST) or removes it (CANCEL, sent with SEQUENCE + 1).
 */
export interface InviteVersion {
  sequence: number;
  method: 'REQUEST' | 'CANCEL';
}

export const SESSION_MINUTES = 60;

const modeText = (s: BookedSession) =>
  s.sessionType === 'online'
    ? 'Online'
    : `In-Person${s.therapistAddress ? ` (${s.therapistAddress})` : ''}`;

const attendee = (name: string, email: string) =>
  `ATTENDEE;CN="${name.replace(/"/g, "'")}";ROLE=REQ-PARTICIPANT;RSVP=FALSE:mailto:${email}`;

/**
 * The invites of a session, one per side. Each names only its recipient as attendee, and a
 * no-reply organiser, so nobody reads the other person's sign-in address in it; a booking that
 * awaits the therapist's acceptance is TENTATIVE, CONFIRMED once accepted (as the feed says).
 */
export function sessionInvites(
  s: BookedSession,
  site: SiteInfo,
  now: Date,
  version: InviteVersion = { sequence: 0, method: 'REQUEST' },
): SessionInvites {
  return {
    client: sessionIcs(s, site, now, version, attendee(s.clientName, s.clientEmail)),
    therapist: sessionIcs(
      s,
      site,
      now,
      version,
      s.therapistEmail ? attendee(s.therapistName, s.therapistEmail) : null,
    ),
  };
}

const inviteStatus = (s: BookedSession, version: InviteVersion) =>
  version.method === 'CANCEL' ? 'CANCELLED' : s.accepted ? 'CONFIRMED' : 'TENTATIVE';

/** A calendar invitation: one 60-minute VEVENT, times in UTC, UID = the appointment id. */
function sessionIcs(
  s: BookedSession,
  site: SiteInfo,
  now: Date,
  version: InviteVersion,
  recipient: string | null,
): string {
  const end = new Date(s.startsAt.getTime() + SESSION_MINUTES * 60_000);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${icsText(site.name)}//Bookings//EN`,
    'CALSCALE:GREGORIAN',
    `METHOD:${version.method}`,
    'BEGIN:VEVENT',
    `UID:${s.appointmentId}`,
    `SEQUENCE:${version.sequence}`,
    `STATUS:${inviteStatus(s, version)}`,
    `DTSTAMP:${icsStamp(now)}`,
    `DTSTART:${icsStamp(s.startsAt)}`,
    `DTEND:${icsStamp(end)}`,
    `SUMMARY:${icsText(`Therapy session: ${s.clientName} with ${s.therapistName}`)}`,
    `DESCRIPTION:${icsText(`${modeText(s)} session, ${whenIst(s)}. Appointment ${s.appointmentId}.`)}`,
    `LOCATION:${icsText(s.sessionType === 'online' ? 'Online' : s.therapistAddress || 'In-Person')}`,
    `ORGANIZER;CN="${site.name.replace(/"/g, "'")}":mailto:${site.noReplyEmail ?? site.supportEmail}`,
    ...(recipient ? [recipient] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return icsDocument(lines);
}

export const icsAttachment = (ics: string, method: InviteVersion['method'] = 'REQUEST') => ({
  attachments: [
    {
      filename: method === 'CANCEL' ? 'cancelled-session.ics' : 'session.ics',
      contentType: `text/calendar; charset=utf-8; method=${method}`,
      contentBase64: Buffer.from(ics).toString('base64'),
    },
  ],
});
