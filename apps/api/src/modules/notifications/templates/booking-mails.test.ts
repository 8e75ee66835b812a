import { describe, expect, it } from 'vitest';
import { clientConfirmation, type BookedSession } from './booking-mails';

const site = {
  name: 'Manas Care',
  publicUrl: 'https://care.example',
  supportEmail: 'hi@care.example',
};

const session: BookedSession = {
  appointmentId: 'a1',
  bookedAt: new Date('2026-11-26T04:00:00Z'),
  startsAt: new Date('2026-11-30T04:30:00Z'),
  slotDate: '30_11_2026',
  slotTime: '10:00',
  sessionType: 'in-person',
  therapistName: 'Dr. Asha Rao',
  therapistAddress: '12 Rajpur Road, Vasant Vihar, Dehradun, 248006',
  clientName: 'Priya Sharma',
  clientEmail: 'priya@example.com',
  clientPhone: '9876543210',
  message: '',
  therapistFeeRupees: 1500,
  bookingFeePaise: 9900,
};

describe("the client's booking mail", () => {
  it('says the booking awaits the therapist’s confirmation by a time, with the refund if not', () => {
    const mail = clientConfirmation({ site }, session, 'ics');
    expect(mail.text).not.toMatch(/is booked/);
    expect(mail.subject).not.toMatch(/booked/i);
    expect(mail.text).toContain('awaits the therapist');
    expect(mail.text).toContain(
      "Awaiting the therapist's confirmation by 9:30 AM IST on Fri, 27 Nov 2026. If they do not confirm by then, the booking is cancelled and your ₹99 booking fee is refunded in full.",
    );
  });

  it('names each part of the venue once', () => {
    const mail = clientConfirmation({ site }, session, 'ics');
    expect(mail.text).toContain('In-Person (12 Rajpur Road, Vasant Vihar, Dehradun, 248006)');
  });
});
