import { defineMessage } from './i18n/define';
import { addIstDays, istInstant, istNowMinutes, istToday } from './ist';

/**
 * The notices the product sends by text message (SMS and WhatsApp) beside its mails. Every text is
 * a registered template: SMS templates are registered on the DLT platform (TRAI) with `{#var#}`-style
 * placeholders, WhatsApp templates are approved with `{{1}}`, `{{2}}`… The text sent is the
 * registered text with the variables filled in, nothing else.
 */
export const NOTICE_KINDS = [
  'phone.code',
  'booking.confirmed',
  'booking.new-for-therapist',
  'booking.accepted',
  'reminder.24h',
  'reminder.1h',
  'booking.cancelled',
  'refund.processed',
  'reschedule.proposed',
  'reschedule.moved',
  'waitlist.opened',
  'followup.suggested',
] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

/** Every kind but the verification code, which goes to the number being proven, whatever the preferences. */
export type SessionNoticeKind = Exclude<NoticeKind, 'phone.code'>;

export const TEXT_CHANNELS = ['sms', 'whatsapp'] as const;
export type TextChannel = (typeof TEXT_CHANNELS)[number];

/** What a person switches on or off per channel: changes to bookings, and reminders. */
export type NoticeTopic = 'bookings' | 'reminders';

export const NOTICE_TOPIC: Record<SessionNoticeKind, NoticeTopic> = {
  'booking.confirmed': 'bookings',
  'booking.new-for-therapist': 'bookings',
  'booking.accepted': 'bookings',
  'booking.cancelled': 'bookings',
  'refund.processed': 'bookings',
  'reschedule.proposed': 'bookings',
  'reschedule.moved': 'bookings',
  'waitlist.opened': 'bookings',
  'followup.suggested': 'bookings',
  'reminder.24h': 'reminders',
  'reminder.1h': 'reminders',
};

/** DLT's placeholder types: free text (at most 30 characters), digits only, a link. */
export type Placeholder = 'var' | 'numeric' | 'url';
const DLT_VAR_MAX = 30;

export interface TemplateDefinition {
  /** The registered text, placeholders written `{#var#}`, `{#numeric#}` or `{#url#}`. */
  sms: string;
  /** The variables in the order their placeholders appear (WhatsApp numbers them 1, 2, …). */
  variables: readonly string[];
}

export const NOTICE_TEMPLATES: Record<NoticeKind, TemplateDefinition> = {
  'phone.code': {
    sms: '{#numeric#} is your {#var#} verification code. It expires in 10 minutes. Do not share it with anyone.',
    variables: ['code', 'site'],
  },
  'booking.confirmed': {
    sms: "{#var#}: your booking with {#var#} on {#var#} is received and awaits the therapist's confirmation. Details: {#url#}",
    variables: ['site', 'therapist', 'when', 'link'],
  },
  'booking.new-for-therapist': {
    sms: '{#var#}: new booking from {#var#} for {#var#}. Please accept it by {#var#}: {#url#}',
    variables: ['site', 'client', 'when', 'deadline', 'link'],
  },
  'booking.accepted': {
    sms: '{#var#}: {#var#} confirmed your session on {#var#}. Details: {#url#}',
    variables: ['site', 'therapist', 'when', 'link'],
  },
  'reminder.24h': {
    sms: '{#var#}: reminder, your session with {#var#} is tomorrow, {#var#}. Details: {#url#}',
    variables: ['site', 'with', 'when', 'link'],
  },
  'reminder.1h': {
    sms: '{#var#}: reminder, your session with {#var#} starts in one hour, {#var#}. Details: {#url#}',
    variables: ['site', 'with', 'when', 'link'],
  },
  'booking.cancelled': {
    sms: '{#var#}: your session with {#var#} on {#var#} is cancelled. Refund: {#var#}. Details: {#url#}',
    variables: ['site', 'with', 'when', 'refund', 'link'],
  },
  'refund.processed': {
    sms: '{#var#}: your refund of {#var#} has been processed. It reaches your account in 4 to 7 working days. Details: {#url#}',
    variables: ['site', 'amount', 'link'],
  },
  'reschedule.proposed': {
    sms: '{#var#}: {#var#} proposed new times for your session on {#var#}. Please pick one by {#var#}: {#url#}',
    variables: ['site', 'therapist', 'when', 'deadline', 'link'],
  },
  'reschedule.moved': {
    sms: '{#var#}: your session with {#var#} has moved to {#var#}. Details: {#url#}',
    variables: ['site', 'with', 'when', 'link'],
  },
  'waitlist.opened': {
    sms: '{#var#}: a time opened with {#var#} on {#var#}. Nothing is held: the first to pay gets it. Book: {#url#}',
    variables: ['site', 'therapist', 'when', 'link'],
  },
  'followup.suggested': {
    sms: '{#var#}: {#var#} suggests your next session, e.g. {#var#}. Pick a time: {#url#}',
    variables: ['site', 'therapist', 'when', 'link'],
  },
};

const PLACEHOLDER_RE = /\{#(var|numeric|url)#\}/g;

function placeholders(template: string): Placeholder[] {
  return [...template.matchAll(PLACEHOLDER_RE)].map((m) => m[1] as Placeholder);
}

/** A value as a placeholder takes it: one line, and free text cut to DLT's 30 characters. */
function fitValue(type: Placeholder, value: string): string {
  const oneLine = value.replace(/\s+/g, ' ').trim();
  if (type === 'numeric' && !/^\d+$/.test(oneLine))
    throw new Error('a numeric variable holds digits only');
  if (type === 'var' && [...oneLine].length > DLT_VAR_MAX)
    return `${[...oneLine].slice(0, DLT_VAR_MAX - 1).join('')}…`;
  return oneLine;
}

export type NoticeVariables = Record<string, string>;

/**
 * A template written with named arguments (`{site}: your session with {with}…`, as the message
 * catalogues hold each language's registered text) as DLT registers it: each argument replaced by
 * the placeholder its variable takes in the English template, in the order this language puts them.
 */
export function registeredFromNamed(kind: NoticeKind, named: string): TemplateDefinition {
  const english = NOTICE_TEMPLATES[kind];
  const types = placeholders(english.sms);
  const typeOf = new Map(english.variables.map((name, i) => [name, types[i]!]));
  const variables: string[] = [];
  const sms = named.replace(/\{(\w+)\}/g, (_, name: string) => {
    const type = typeOf.get(name);
    if (!type) throw new Error(`notice ${kind} has no variable ${name}`);
    variables.push(name);
    return `{#${type}#}`;
  });
  return { sms, variables };
}

/** The variables' values in template order, each fitted to its placeholder. */
export function templateValues(
  kind: NoticeKind,
  vars: NoticeVariables,
  t: TemplateDefinition = NOTICE_TEMPLATES[kind],
): string[] {
  const types = placeholders(t.sms);
  return t.variables.map((name, i) => {
    const value = vars[name];
    if (value === undefined) throw new Error(`notice ${kind} needs the variable ${name}`);
    return fitValue(types[i]!, value);
  });
}

/**
 * The SMS text: the registered DLT text with its placeholders filled in order (English unless
 * another language's registered template is given).
 */
export function renderSms(
  kind: NoticeKind,
  vars: NoticeVariables,
  t: TemplateDefinition = NOTICE_TEMPLATES[kind],
): string {
  const values = templateValues(kind, vars, t);
  let i = 0;
  return t.sms.replace(PLACEHOLDER_RE, () => values[i++]!);
}

/** The approved WhatsApp template's text: the same words with `{{1}}`, `{{2}}`… placeholders. */
export function whatsappTemplateText(
  kind: NoticeKind,
  t: TemplateDefinition = NOTICE_TEMPLATES[kind],
): string {
  let i = 0;
  return t.sms.replace(PLACEHOLDER_RE, () => `{{${++i}}}`);
}

/** WhatsApp's template variables, `{ "1": …, "2": … }`, and the text they make. */
export function renderWhatsapp(
  kind: NoticeKind,
  vars: NoticeVariables,
  t: TemplateDefinition = NOTICE_TEMPLATES[kind],
): { variables: Record<string, string>; text: string } {
  const values = templateValues(kind, vars, t);
  const variables = Object.fromEntries(values.map((v, i) => [String(i + 1), v]));
  const text = whatsappTemplateText(kind, t).replace(
    /\{\{(\d+)\}\}/g,
    (_, n: string) => variables[n]!,
  );
  return { variables, text };
}

/** A person's choices as the sender reads them at the moment of sending. */
export interface TextPreferences {
  phoneVerified: boolean;
  sms: Record<NoticeTopic, boolean>;
  whatsapp: Record<NoticeTopic, boolean>;
  /** Explicit WhatsApp opt-in, recorded with its time and wording. */
  whatsappConsent: boolean;
  /** The number answered STOP on that channel. */
  smsOptedOut: boolean;
  whatsappOptedOut: boolean;
}

/** The text channels a notice of this kind may use for this person: none without a proven phone. */
export function textChannelsFor(kind: SessionNoticeKind, p: TextPreferences | null): TextChannel[] {
  if (!p?.phoneVerified) return [];
  const topic = NOTICE_TOPIC[kind];
  const channels: TextChannel[] = [];
  if (p.sms[topic] && !p.smsOptedOut) channels.push('sms');
  if (p.whatsapp[topic] && p.whatsappConsent && !p.whatsappOptedOut) channels.push('whatsapp');
  return channels;
}

/** No reminder between 21:00 and 08:00 IST, but the one an hour before the session. */
const QUIET_FROM_MINUTES = 21 * 60;
const QUIET_UNTIL_MINUTES = 8 * 60;

/** When a notice may go out: `at` itself, or 08:00 IST after the quiet hours it falls in. */
export function sendableAt(kind: NoticeKind, at: Date): Date {
  if (kind !== 'reminder.24h') return at;
  const minutes = istNowMinutes(at);
  if (minutes >= QUIET_UNTIL_MINUTES && minutes < QUIET_FROM_MINUTES) return at;
  const today = istToday(at);
  const morning = minutes >= QUIET_FROM_MINUTES ? addIstDays(today, 1) : today;
  return istInstant(morning, '08:00');
}

/** Why a notice about a session is no longer sent, or 'due'. */
export type SessionNoticeState = 'due' | 'cancelled' | 'moved' | 'started' | 'gone';

/**
 * A notice about a session goes out only while the session is still where the notice says: a
 * session since cancelled or moved gets the notice of that change instead. Reminders also stop at
 * the start.
 */
export function sessionNoticeState(
  kind: SessionNoticeKind,
  expectedStartsAt: Date,
  current: { cancelled: boolean; startsAt: Date } | null,
  now: Date,
): SessionNoticeState {
  if (!current) return 'gone';
  if (current.cancelled) return 'cancelled';
  if (current.startsAt.getTime() !== expectedStartsAt.getTime()) return 'moved';
  if (NOTICE_TOPIC[kind] === 'reminders' && current.startsAt <= now) return 'started';
  return 'due';
}

/** Replies that end every text message to the number (the carriers' and providers' keywords). */
const OPT_OUT_WORDS = new Set([
  'STOP',
  'STOPALL',
  'UNSUBSCRIBE',
  'CANCEL',
  'END',
  'QUIT',
  'OPTOUT',
]);

export const isOptOutReply = (body: string) =>
  OPT_OUT_WORDS.has(
    body
      .trim()
      .replace(/[^A-Za-z]/g, '')
      .toUpperCase(),
  );

/** The one-time code that proves a phone: its length, life and tries. */
export const PHONE_CODE = { length: 6, ttlMs: 10 * 60_000, maxTries: 5 } as const;

/** What the stored copy of a code's text shows in the code's place: the live code is never kept. */
export const PHONE_CODE_MASK = '••••••';

/**
 * What a person agrees to when opting into WhatsApp, in the language of the page they ticked it
 * on; recorded word for word, in that language, with the time.
 */
export const WHATSAPP_CONSENT = defineMessage({
  id: 'phoneNotices.whatsappConsent',
  defaultMessage:
    'I agree to receive messages about my bookings and session reminders on WhatsApp at this number. No marketing. I can reply STOP at any time to end them.',
});

/** +91 and the ten digits: how a proven number is stored and sent. */
export const toE164India = (national: string) => `+91${national}`;

/** A number as the screens show it back: '+91 98xxxxxx10'. */
export function maskPhone(e164: string): string {
  const national = e164.replace(/^\+91/, '');
  return `+91 ${national.slice(0, 2)}${'x'.repeat(Math.max(0, national.length - 4))}${national.slice(-2)}`;
}
