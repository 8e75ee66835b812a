import { icsDocument, icsStamp, icsText } from '../../shared/ical';

/** The feed's iCalendar text (RFC 5545): one VCALENDAR, a 60-minute VEVENT per session. */

export interface FeedEvent {
  uid: string;
  sequence: number;
  startsAt: Date;
  minutes: number;
  summary: string;
  description: string;
  location: string;
  /** When the event last changed (DTSTAMP / LAST-MODIFIED). */
  changedAt: Date;
  status: 'CONFIRMED' | 'TENTATIVE';
}

export function feedIcs(calendarName: string, productName: string, events: FeedEvent[]): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${icsText(productName)}//Calendar feed//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${icsText(calendarName)}`,
    'X-WR-TIMEZONE:Asia/Kolkata',
    'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
    'X-PUBLISHED-TTL:PT1H',
  ];
  for (const e of events) {
    const end = new Date(e.startsAt.getTime() + e.minutes * 60_000);
    lines.push(
      'BEGIN:VEVENT',
      `UID:${e.uid}`,
      `SEQUENCE:${e.sequence}`,
      `DTSTAMP:${icsStamp(e.changedAt)}`,
      `LAST-MODIFIED:${icsStamp(e.changedAt)}`,
      `DTSTART:${icsStamp(e.startsAt)}`,
      `DTEND:${icsStamp(end)}`,
      `STATUS:${e.status}`,
      `SUMMARY:${icsText(e.summary)}`,
      `DESCRIPTION:${icsText(e.description)}`,
      `LOCATION:${icsText(e.location)}`,
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return icsDocument(lines);
}
