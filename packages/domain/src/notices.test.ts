import { describe, expect, it } from 'vitest';
import {
  isOptOutReply,
  maskPhone,
  NOTICE_KINDS,
  NOTICE_TEMPLATES,
  renderSms,
  renderWhatsapp,
  sendableAt,
  sessionNoticeState,
  textChannelsFor,
  whatsappTemplateText,
  type NoticeKind,
  type TextPreferences,
} from './notices';

const sample: Record<string, string> = {
  code: '123456',
  site: 'Manas Care',
  therapist: 'Dr. Meera Pillai',
  client: 'Asha Verma',
  with: 'Dr. Meera Pillai',
  when: 'Thu, 26 Nov 2026, 8:00 AM IST',
  deadline: 'Wed, 25 Nov 2026, 6:00 PM IST',
  refund: '₹99',
  amount: '₹99',
  link: 'https://manascare.example/my-appointments',
};

/** The registered text as a pattern: literal words, one capture per placeholder. */
function registeredPattern(kind: NoticeKind) {
  const parts = NOTICE_TEMPLATES[kind].sms.split(/\{#(?:var|numeric|url)#\}/);
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${parts.map(escape).join('(.+?)')}$`);
}

describe('notice templates', () => {
  it.each(NOTICE_KINDS)(
    '%s: the SMS is the registered DLT text with the variables filled',
    (kind) => {
      const text = renderSms(kind, sample);
      const match = registeredPattern(kind).exec(text);
      expect(match).not.toBeNull();
      expect(match!.slice(1)).toEqual(NOTICE_TEMPLATES[kind].variables.map((v) => sample[v]));
    },
  );

  it.each(NOTICE_KINDS)(
    '%s: WhatsApp numbers the same variables and says the same words',
    (kind) => {
      const { variables, text } = renderWhatsapp(kind, sample);
      expect(text).toBe(renderSms(kind, sample));
      expect(Object.keys(variables)).toEqual(
        NOTICE_TEMPLATES[kind].variables.map((_, i) => String(i + 1)),
      );
      expect(whatsappTemplateText(kind)).not.toMatch(/\{#/);
    },
  );

  it('writes the booking confirmation exactly', () => {
    expect(renderSms('booking.confirmed', sample)).toBe(
      "Manas Care: your booking with Dr. Meera Pillai on Thu, 26 Nov 2026, 8:00 AM IST is received and awaits the therapist's confirmation. Details: https://manascare.example/my-appointments",
    );
  });

  it('cuts free text to the 30 characters DLT allows, keeps one line, and refuses a missing variable', () => {
    const long = renderSms('booking.new-for-therapist', {
      ...sample,
      client: 'Asha Lakshmi Venkataraman Subramaniam\nIyer',
    });
    expect(long).toContain('from Asha Lakshmi Venkataraman Sub… for');
    expect(() => renderSms('reminder.1h', { site: 'x' })).toThrow(/needs the variable with/);
    expect(() => renderSms('phone.code', { ...sample, code: '12a456' })).toThrow(/digits/);
  });
});

const prefs = (over: Partial<TextPreferences> = {}): TextPreferences => ({
  phoneVerified: true,
  sms: { bookings: true, reminders: true },
  whatsapp: { bookings: true, reminders: true },
  whatsappConsent: true,
  smsOptedOut: false,
  whatsappOptedOut: false,
  ...over,
});

describe('channels a notice may use', () => {
  it('uses no text channel without a proven phone or without preferences', () => {
    expect(textChannelsFor('booking.confirmed', null)).toEqual([]);
    expect(textChannelsFor('booking.confirmed', prefs({ phoneVerified: false }))).toEqual([]);
  });

  it('needs recorded consent for WhatsApp and honours STOP on each channel', () => {
    expect(textChannelsFor('booking.accepted', prefs())).toEqual(['sms', 'whatsapp']);
    expect(textChannelsFor('booking.accepted', prefs({ whatsappConsent: false }))).toEqual(['sms']);
    expect(textChannelsFor('booking.accepted', prefs({ smsOptedOut: true }))).toEqual(['whatsapp']);
    expect(textChannelsFor('booking.accepted', prefs({ whatsappOptedOut: true }))).toEqual(['sms']);
  });

  it('follows the per-kind choices: reminders apart from bookings', () => {
    const p = prefs({
      sms: { bookings: true, reminders: false },
      whatsapp: { bookings: false, reminders: true },
    });
    expect(textChannelsFor('reminder.24h', p)).toEqual(['whatsapp']);
    expect(textChannelsFor('reschedule.moved', p)).toEqual(['sms']);
  });
});

describe('quiet hours', () => {
  const ist = (s: string) => new Date(`${s}+05:30`);

  it('holds the 24-hour reminder between 21:00 and 08:00 IST until 08:00', () => {
    expect(sendableAt('reminder.24h', ist('2026-11-26T21:00:00'))).toEqual(
      ist('2026-11-27T08:00:00'),
    );
    expect(sendableAt('reminder.24h', ist('2026-11-26T23:59:00'))).toEqual(
      ist('2026-11-27T08:00:00'),
    );
    expect(sendableAt('reminder.24h', ist('2026-11-27T03:10:00'))).toEqual(
      ist('2026-11-27T08:00:00'),
    );
    expect(sendableAt('reminder.24h', ist('2026-11-27T07:59:00'))).toEqual(
      ist('2026-11-27T08:00:00'),
    );
  });

  it('sends by day, and sends the 1-hour reminder and other notices at any hour', () => {
    expect(sendableAt('reminder.24h', ist('2026-11-27T08:00:00'))).toEqual(
      ist('2026-11-27T08:00:00'),
    );
    expect(sendableAt('reminder.24h', ist('2026-11-27T20:59:00'))).toEqual(
      ist('2026-11-27T20:59:00'),
    );
    expect(sendableAt('reminder.1h', ist('2026-11-27T23:00:00'))).toEqual(
      ist('2026-11-27T23:00:00'),
    );
    expect(sendableAt('booking.cancelled', ist('2026-11-27T02:00:00'))).toEqual(
      ist('2026-11-27T02:00:00'),
    );
  });
});

describe('notices about a session that has changed', () => {
  const startsAt = new Date('2026-11-27T04:30:00Z');
  const now = new Date('2026-11-26T04:30:00Z');

  it('is due while the session is on at the time the notice names', () => {
    expect(sessionNoticeState('reminder.24h', startsAt, { cancelled: false, startsAt }, now)).toBe(
      'due',
    );
  });

  it('is not sent for a cancelled, moved, deleted or (reminders) started session', () => {
    expect(sessionNoticeState('reminder.1h', startsAt, { cancelled: true, startsAt }, now)).toBe(
      'cancelled',
    );
    const later = new Date(startsAt.getTime() + 3_600_000);
    expect(
      sessionNoticeState('reminder.1h', startsAt, { cancelled: false, startsAt: later }, now),
    ).toBe('moved');
    expect(sessionNoticeState('booking.accepted', startsAt, null, now)).toBe('gone');
    expect(
      sessionNoticeState('reminder.1h', startsAt, { cancelled: false, startsAt }, startsAt),
    ).toBe('started');
  });
});

describe('opt-out replies and masked numbers', () => {
  it('reads STOP and its siblings in any case, with stray punctuation', () => {
    for (const body of ['STOP', 'stop', ' Stop. ', 'unsubscribe', 'STOPALL'])
      expect(isOptOutReply(body)).toBe(true);
    for (const body of ['stopping by later', 'yes', '']) expect(isOptOutReply(body)).toBe(false);
  });

  it('shows a number with its middle hidden', () => {
    expect(maskPhone('+919876543210')).toBe('+91 98xxxxxx10');
  });
});
