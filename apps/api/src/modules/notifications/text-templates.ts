import { CATALOGUES } from '@app/domain/i18n/catalogues';
import { defineMessages } from '@app/domain/i18n/define';
import type { Language } from '@app/domain/i18n/languages';
import { formatIstMoment } from '@app/domain/ist';
import {
  NOTICE_TEMPLATES,
  registeredFromNamed,
  type NoticeKind,
  type TemplateDefinition,
} from '@app/domain/notices';

/**
 * Each notice's text message with named arguments, one per language. DLT registers a Unicode
 * template per language (its own template id, in configuration), so a language may order the
 * variables its own way. The English here must say exactly the registered English template
 * (`NOTICE_TEMPLATES`); a test holds them together.
 */
export const TEXT_TEMPLATES = defineMessages({
  'phone.code': {
    id: 'sms.phoneCode',
    defaultMessage:
      '{code} is your {site} verification code. It expires in 10 minutes. Do not share it with anyone.',
  },
  'booking.confirmed': {
    id: 'sms.bookingConfirmed',
    defaultMessage:
      "{site}: your booking with {therapist} on {when} is received and awaits the therapist's confirmation. Details: {link}",
  },
  'booking.new-for-therapist': {
    id: 'sms.bookingNewForTherapist',
    defaultMessage:
      '{site}: new booking from {client} for {when}. Please accept it by {deadline}: {link}',
  },
  'booking.accepted': {
    id: 'sms.bookingAccepted',
    defaultMessage: '{site}: {therapist} confirmed your session on {when}. Details: {link}',
  },
  'reminder.24h': {
    id: 'sms.reminder24h',
    defaultMessage:
      '{site}: reminder, your session with {with} is tomorrow, {when}. Details: {link}',
  },
  'reminder.1h': {
    id: 'sms.reminder1h',
    defaultMessage:
      '{site}: reminder, your session with {with} starts in one hour, {when}. Details: {link}',
  },
  'booking.cancelled': {
    id: 'sms.bookingCancelled',
    defaultMessage:
      '{site}: your session with {with} on {when} is cancelled. Refund: {refund}. Details: {link}',
  },
  'refund.processed': {
    id: 'sms.refundProcessed',
    defaultMessage:
      '{site}: your refund of {amount} has been processed. It reaches your account in 4 to 7 working days. Details: {link}',
  },
  'reschedule.proposed': {
    id: 'sms.rescheduleProposed',
    defaultMessage:
      '{site}: {therapist} proposed new times for your session on {when}. Please pick one by {deadline}: {link}',
  },
  'reschedule.moved': {
    id: 'sms.rescheduleMoved',
    defaultMessage: '{site}: your session with {with} has moved to {when}. Details: {link}',
  },
  'waitlist.opened': {
    id: 'sms.waitlistOpened',
    defaultMessage:
      '{site}: a time opened with {therapist} on {when}. Nothing is held: the first to pay gets it. Book: {link}',
  },
  'followup.suggested': {
    id: 'sms.followUpSuggested',
    defaultMessage:
      '{site}: {therapist} suggests your next session, e.g. {when}. Pick a time: {link}',
  },
} satisfies Record<NoticeKind, { id: string; defaultMessage: string }>);

/** The registered template of a notice in a language (English: the DLT text as registered). */
export function registeredTemplate(kind: NoticeKind, language: Language): TemplateDefinition {
  if (language === 'en') return NOTICE_TEMPLATES[kind];
  const message = TEXT_TEMPLATES[kind];
  return registeredFromNamed(kind, CATALOGUES[language][message.id] ?? message.defaultMessage);
}

const IST = { timeZone: 'Asia/Kolkata' } as const;
const hindiDay = new Intl.DateTimeFormat('hi-IN', {
  weekday: 'short',
  day: 'numeric',
  month: 'long',
  ...IST,
});
const hindiTime = new Intl.DateTimeFormat('hi-IN', {
  hour: 'numeric',
  minute: '2-digit',
  dayPeriod: 'long',
  hourCycle: 'h12',
  ...IST,
});

/**
 * An instant as a text message writes it, in IST: 'Thu, 26 Nov 2026, 10:00 AM IST';
 * 'गुरु, 26 नवंबर, सुबह 10:00' (within DLT's 30 characters).
 */
export function textMoment(at: Date, language: Language): string {
  if (language === 'en') return formatIstMoment(at);
  return `${hindiDay.format(at)}, ${hindiTime.format(at)}`;
}

/** The instants of a notice written out in the reader's language. */
export const momentsIn = (moments: Record<string, Date>, language: Language) =>
  Object.fromEntries(Object.entries(moments).map(([k, at]) => [k, textMoment(at, language)]));
