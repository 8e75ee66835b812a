import { formatIstDate, formatTime12h, parseSlotDateKey } from './ist';

export type SupportMailInput = {
  supportEmail: string;
  therapistName: string;
  /** 'day_month_year' */
  slotDate: string;
  /** 'HH:MM', IST */
  slotTime: string;
  appointmentId: string;
};

/** 'Tue, 14 Mar 2026', or the key itself when it cannot be read. */
function readableDate(slotDate: string): string {
  const date = parseSlotDateKey(slotDate);
  return date ? formatIstDate(date, 'short') : slotDate;
}

/**
 * A mailto: link to support about one appointment, with the subject and body filled in. Subject and
 * body are percent-encoded (spaces as %20 and line breaks as %0D%0A, as RFC 6068 asks; never '+').
 */
export function supportMailto(input: SupportMailInput): string {
  const date = readableDate(input.slotDate);
  const time = `${formatTime12h(input.slotTime)} IST`;
  const subject = `Help with my appointment with ${input.therapistName} on ${date}`;
  const body = [
    'Hello,',
    '',
    'I need help with this appointment:',
    '',
    `Therapist: ${input.therapistName}`,
    `Date: ${date}`,
    `Time: ${time}`,
    `Appointment ID: ${input.appointmentId}`,
    '',
    'My question:',
    '',
  ].join('\r\n');
  const to = encodeURIComponent(input.supportEmail.trim()).replace(/%40/g, '@');
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
