import { describe, expect, it } from 'vitest';
import { translatorFor } from '@app/domain/i18n/catalogues';
import { sessionInvites, type BookedSession } from './booking-mails';
import { movedMails } from './reschedule-mails';

const site = {
  name: 'Manas Care',
  publicUrl: 'https://care.example',
  supportEmail: 'hi@care.example',
  noReplyEmail: 'no-reply@care.example',
};

const session: BookedSession = {
  appointmentId: 'a1',
  bookedAt: new Date('2026-11-26T04:00:00Z'),
  startsAt: new Date('2026-11-30T04:30:00Z'),
  slotDate: '30_11_2026',
  slotTime: '10:00',
  sessionType: 'online',
  therapistName: 'Dr. Asha Rao',
  therapistAddress: '',
  therapistEmail: 'asha.signin@example.com',
  clientName: 'Priya Sharma',
  clientEmail: 'priya@example.com',
  clientPhone: '9876543210',
  message: '',
  therapistFeeRupees: 1500,
  bookingFeePaise: 9900,
  accepted: false,
};
const now = new Date('2026-11-26T04:00:00Z');
const unfold = (ics: string) => ics.replace(/\r\n /g, '');

describe('the invites attached to mails', () => {
  it('are TENTATIVE while the booking awaits acceptance and CONFIRMED once accepted', () => {
    expect(sessionInvites(session, site, now).client).toContain('STATUS:TENTATIVE');
    expect(sessionInvites(session, site, now).therapist).toContain('STATUS:TENTATIVE');
    const accepted = sessionInvites({ ...session, accepted: true }, site, now);
    expect(accepted.client).toContain('STATUS:CONFIRMED');
    const cancelled = sessionInvites(session, site, now, { sequence: 1, method: 'CANCEL' });
    expect(cancelled.client).toContain('STATUS:CANCELLED');
  });

  it("name only the recipient as attendee and a no-reply organiser, never the other's address", () => {
    const { client, therapist } = sessionInvites(session, site, now);
    expect(unfold(client)).toContain('ORGANIZER;CN="Manas Care":mailto:no-reply@care.example');
    expect(unfold(client)).toContain('mailto:priya@example.com');
    expect(client).not.toContain('asha.signin@example.com');
    expect(unfold(therapist)).toContain('mailto:asha.signin@example.com');
    expect(therapist).not.toContain('priya@example.com');
    expect(client).not.toContain('hi@care.example');
  });
});

describe('the mails of a move', () => {
  const previous = { slotDate: '29_11_2026', slotTime: '11:00' };
  const invites = sessionInvites(session, site, now);
  const text = (by: 'client' | 'therapist' | 'team') => {
    const [client, therapist] = movedMails(
      { site, t: translatorFor('en') },
      session,
      previous,
      by,
      invites,
    );
    return { client: client!.text, therapist: therapist!.text };
  };
  it("never tell a person their own name as the mover's", () => {
    expect(text('client').client).toContain('You moved the session.');
    expect(text('client').client).not.toContain('Priya Sharma moved');
    expect(text('client').therapist).toContain('Priya Sharma moved the session.');
    expect(text('therapist').client).toContain('You picked a time Dr. Asha Rao proposed.');
    expect(text('therapist').therapist).toContain('Priya Sharma picked a time you proposed.');
    expect(text('team').client).toContain('Our team moved the session.');
  });
  it('attach to each side its own invite', () => {
    const [client, therapist] = movedMails(
      { site, t: translatorFor('en') },
      session,
      previous,
      'client',
      invites,
    );
    const ics = (m: typeof client) => {
      const file = m!.attachments![0]!;
      return 'contentBase64' in file ? Buffer.from(file.contentBase64, 'base64').toString() : '';
    };
    expect(ics(client)).toContain('BEGIN:VCALENDAR');
    expect(ics(client)).not.toContain('asha.signin@example.com');
    expect(ics(therapist)).not.toContain('priya@example.com');
  });
});
