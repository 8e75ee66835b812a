import { describe, expect, it } from 'vitest';
import { supportMailto } from './support-mail';

const input = {
  supportEmail: 'support@manascare.example',
  therapistName: 'Dr. Asha Rao & Co',
  slotDate: '14_3_2026',
  slotTime: '18:00',
  appointmentId: '7b0c6f0e-1d2a-4c8e-9f51-3a2b1c0d9e8f',
};

/** Splits a mailto: link into its address and decoded header fields. */
function parse(href: string) {
  const [head = '', query = ''] = href.split('?');
  const fields = new Map(
    query.split('&').map((pair) => {
      const [name = '', value = ''] = pair.split('=');
      return [name, decodeURIComponent(value)] as const;
    }),
  );
  return {
    protocol: head.slice(0, 'mailto:'.length),
    to: decodeURIComponent(head.slice('mailto:'.length)),
    subject: fields.get('subject'),
    body: fields.get('body'),
  };
}

describe('supportMailto', () => {
  it('addresses support with a subject naming the therapist and the date', () => {
    const mail = parse(supportMailto(input));
    expect(mail.protocol).toBe('mailto:');
    expect(mail.to).toBe('support@manascare.example');
    expect(mail.subject).toBe(
      'Help with my appointment with Dr. Asha Rao & Co on Sat, 14 Mar 2026',
    );
  });

  it('lists therapist, date, time in IST and the appointment id in the body', () => {
    const body = parse(supportMailto(input)).body ?? '';
    expect(body.split('\r\n')).toEqual(
      expect.arrayContaining([
        'Therapist: Dr. Asha Rao & Co',
        'Date: Sat, 14 Mar 2026',
        'Time: 6:00 PM IST',
        `Appointment ID: ${input.appointmentId}`,
      ]),
    );
  });

  it('percent-encodes spaces, line breaks and reserved characters (never "+")', () => {
    const href = supportMailto(input);
    expect(href).not.toContain('+');
    expect(href).not.toContain(' ');
    expect(href).toContain('%20');
    expect(href).toContain('%0D%0A');
    // An '&' in a name must not end the subject early.
    expect(href.match(/&/g)).toHaveLength(1);
    expect(supportMailto({ ...input, therapistName: 'A?B=C#D' })).toContain('A%3FB%3DC%23D');
  });

  it('keeps an unreadable date as given', () => {
    expect(parse(supportMailto({ ...input, slotDate: '2026-03-14' })).subject).toBe(
      'Help with my appointment with Dr. Asha Rao & Co on 2026-03-14',
    );
  });

  it('trims the address', () => {
    expect(parse(supportMailto({ ...input, supportEmail: ' help@example.com ' })).to).toBe(
      'help@example.com',
    );
  });
});
