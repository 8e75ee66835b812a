import { REFUND_WORKING_DAYS } from '@app/domain/constants';
import { defineMessages } from '@app/domain/i18n/define';
import type { Translator } from '@app/domain/i18n/translator';
import {
  formatIstDate,
  formatTime12h,
  istNowMinutes,
  istToday,
  parseSlotDateKey,
  type IstDate,
} from '@app/domain/ist';
import type { SiteInfo } from '../../../shared/mail/mail-kit';

/** What every template writes with: the site, and the words in the reader's language. */
export interface MailWords {
  site: SiteInfo;
  t: Translator;
}

/** The words every mail shares: greetings, times, the ways a session is held, the sign-offs. */
export const MAIL_WORDS = defineMessages({
  greetingNamed: { id: 'mail.greeting.named', defaultMessage: 'Hello {name},' },
  greeting: {
    id: 'mail.greeting.plain',
    defaultMessage: 'Hello,',
    description: 'To an address nobody has named',
  },
  slot: {
    id: 'mail.slot',
    defaultMessage: '{date} at {time} IST',
    description: "A session's start: 'Thursday 26 November 2026 at 8:00 AM IST'",
  },
  moment: {
    id: 'mail.moment',
    defaultMessage: '{time} IST on {date}',
    description: "A deadline: '9:30 AM IST on Fri, 27 Nov 2026'",
  },
  instant: {
    id: 'mail.instant',
    defaultMessage: '{date}, {time} IST',
    description: "A moment: 'Thu, 26 Nov 2026, 8:00 AM IST'",
  },
  sessionLength: {
    id: 'mail.sessionLength',
    defaultMessage: '{hours, plural, one {# hr} other {# hrs}}',
  },
  hours: { id: 'mail.hours', defaultMessage: '{hours, plural, one {# hour} other {# hours}}' },
  online: { id: 'mail.mode.online', defaultMessage: 'Online' },
  inPerson: { id: 'mail.mode.inPerson', defaultMessage: 'In-Person' },
  inPersonAt: { id: 'mail.mode.inPersonAt', defaultMessage: 'In-Person ({address})' },
  manageAppointments: {
    id: 'mail.signOff.appointments',
    defaultMessage: 'Manage your appointments: {url}',
  },
  questions: { id: 'mail.signOff.questions', defaultMessage: 'Questions? Write to {email}.' },
  dashboard: { id: 'mail.signOff.dashboard', defaultMessage: 'Your dashboard: {url}' },
  warmRegards: { id: 'mail.signOff.warmRegards', defaultMessage: 'Warm regards,' },
  dear: { id: 'mail.greeting.formal', defaultMessage: 'Dear {name},' },
  questionsUs: {
    id: 'mail.signOff.questionsUs',
    defaultMessage: 'Questions? Write to us at {email}.',
  },
  team: { id: 'mail.signOff.team', defaultMessage: 'The {site} team' },
  refundTime: {
    id: 'mail.refundTime',
    defaultMessage: 'Refunds take {from} to {to} working days to reach your account.',
  },
  refundTimeShort: {
    id: 'mail.refundTimeShort',
    defaultMessage: 'Refunds take {from} to {to} working days.',
  },
  refundTimeBank: {
    id: 'mail.refundTimeBank',
    defaultMessage:
      'It takes {from} to {to} working days to reach your account, depending on your bank.',
  },
});

/** The words of a mail about one session. */
export const SESSION_WORDS = defineMessages({
  subject: {
    id: 'mail.session.subject',
    defaultMessage: '{lead}: {when}',
    description: "A session mail's subject: what happened, then the session's time",
  },
  line: {
    id: 'mail.session.line',
    defaultMessage: 'Session: {name}, {when} (appointment {id})',
    description: 'The other person of the session, its time and the appointment id',
  },
});

/** How long a refund takes to reach the payer's account. */
export const refundTime = (t: Translator) => t(MAIL_WORDS.refundTime, REFUND_WORKING_DAYS);

/** A day in the reader's language: 'Thursday 26 November 2026' (long) or 'Thu, 26 Nov 2026'. */
function dayText(t: Translator, d: IstDate, style: 'long' | 'short'): string {
  if (t.language === 'en') return formatIstDate(d, style);
  return new Intl.DateTimeFormat('hi-IN', {
    weekday: style,
    day: 'numeric',
    month: style,
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(d.year, d.month - 1, d.day)));
}

/** A wall-clock time in the reader's language: '8:00 AM', 'सुबह 8:00'. */
function timeText(t: Translator, hhmm: string): string {
  if (t.language === 'en') return formatTime12h(hhmm);
  const [h, m] = hhmm.split(':').map(Number);
  return new Intl.DateTimeFormat('hi-IN', {
    hour: 'numeric',
    minute: '2-digit',
    dayPeriod: 'long',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(2000, 0, 1, h ?? 0, m ?? 0)));
}

/** A session's slot as mails write it: 'Thursday 26 November 2026 at 8:00 AM IST'. */
export function mailSlot(t: Translator, s: { slotDate: string; slotTime: string }): string {
  const date = parseSlotDateKey(s.slotDate);
  return t(MAIL_WORDS.slot, {
    date: date ? dayText(t, date, 'long') : s.slotDate,
    time: timeText(t, s.slotTime),
  });
}

/** An instant read in India's time: '9:30 AM IST on Fri, 27 Nov 2026'. */
export function mailMoment(t: Translator, at: Date): string {
  const minutes = istNowMinutes(at);
  const hhmm = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  return t(MAIL_WORDS.moment, { time: timeText(t, hhmm), date: dayText(t, istToday(at), 'short') });
}

/** A day as mails write it: 'Thursday 26 November 2026' (IST). */
export const mailDay = (t: Translator, at: Date) => dayText(t, istToday(at), 'long');

/** A moment as receipts and deadlines write it: 'Thu, 26 Nov 2026, 8:00 AM IST'. */
export function mailInstant(t: Translator, at: Date): string {
  const minutes = istNowMinutes(at);
  const hhmm = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  return t(MAIL_WORDS.instant, {
    date: dayText(t, istToday(at), 'short'),
    time: timeText(t, hhmm),
  });
}

/** The close of a mail about bookings: any lines that lead in, where to ask, the site's name. */
export const siteSignOffIn = (t: Translator, site: SiteInfo, ...lead: string[]) => [
  ...lead,
  t(MAIL_WORDS.questions, { email: site.supportEmail }),
  '',
  site.name,
];

/** 'Hello Asha,' or, for a mail to an address nobody has named, 'Hello,'. */
export const mailGreeting = (t: Translator, name?: string) =>
  name ? t(MAIL_WORDS.greetingNamed, { name }) : t(MAIL_WORDS.greeting);

/** How a session is held: 'Online', or 'In-Person (the address)'. */
export const sessionMode = (
  t: Translator,
  s: { sessionType: 'online' | 'in-person'; therapistAddress?: string },
) =>
  s.sessionType === 'online'
    ? t(MAIL_WORDS.online)
    : s.therapistAddress
      ? t(MAIL_WORDS.inPersonAt, { address: s.therapistAddress })
      : t(MAIL_WORDS.inPerson);

/** The close of a mail to a client: their appointments page, where to ask, the site's name. */
export const clientSignOffIn = (t: Translator, site: SiteInfo) =>
  siteSignOffIn(
    t,
    site,
    t(MAIL_WORDS.manageAppointments, { url: `${site.publicUrl}/my-appointments` }),
  );

/** The close of a mail to a therapist about a session: their dashboard, where to ask. */
export const therapistSignOffIn = (t: Translator, site: SiteInfo) =>
  siteSignOffIn(t, site, t(MAIL_WORDS.dashboard, { url: `${site.publicUrl}/dashboard` }));

/** The team's signature: 'The Manas Care team', after 'Warm regards,' when `warm`. */
export const teamSignatureIn = (t: Translator, siteName: string, warm = false) => [
  ...(warm ? [t(MAIL_WORDS.warmRegards)] : []),
  t(MAIL_WORDS.team, { site: siteName }),
];

/** The close of the mails about a therapist's application: where to ask, warm regards. */
export const applicantSignOffIn = (t: Translator, site: SiteInfo) => [
  t(MAIL_WORDS.questionsUs, { email: site.supportEmail }),
  '',
  ...teamSignatureIn(t, site.name, true),
];

/** The formal opening of the mails about a therapist's application. */
export const formalGreetingIn = (t: Translator, name: string) => t(MAIL_WORDS.dear, { name });
