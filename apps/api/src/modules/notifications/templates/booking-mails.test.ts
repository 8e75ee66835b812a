import { describe, expect, it } from 'vitest';
import { translatorFor } from '@app/domain/i18n/catalogues';
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
    const mail = clientConfirmation({ site, t: translatorFor('en') }, session, 'ics');
    expect(mail.text).not.toMatch(/is booked/);
    expect(mail.subject).not.toMatch(/booked/i);
    expect(mail.text).toContain('awaits the therapist');
    expect(mail.text).toContain(
      "Awaiting the therapist's confirmation by 9:30 AM IST on Fri, 27 Nov 2026. If they do not confirm by then, the booking is cancelled and your ₹99 booking fee is refunded in full.",
    );
  });

  it('names each part of the venue once', () => {
    const mail = clientConfirmation({ site, t: translatorFor('en') }, session, 'ics');
    expect(mail.text).toContain('In-Person (12 Rajpur Road, Vasant Vihar, Dehradun, 248006)');
  });
});

describe("the booking mail in the reader's language", () => {
  it('keeps every English word of the mail as it was', () => {
    const mail = clientConfirmation({ site, t: translatorFor('en') }, session, 'ics');
    expect(mail.subject).toBe(
      'Booking received, awaiting confirmation: Dr. Asha Rao, Monday 30 November 2026 at 10:00 AM IST',
    );
    expect(mail.text).toBe(
      [
        'Hello Priya Sharma,',
        '',
        "Your booking with Dr. Asha Rao is received and awaits the therapist's confirmation.",
        'When: Monday 30 November 2026 at 10:00 AM IST (1 hr)',
        'Session type: In-Person (12 Rajpur Road, Vasant Vihar, Dehradun, 248006)',
        'Booking fee paid: ₹99',
        'The ₹99 booking fee is part of the ₹1,500 session fee: you pay the remaining ₹1,401 at the session.',
        'Appointment id: a1',
        '',
        "Awaiting the therapist's confirmation by 9:30 AM IST on Fri, 27 Nov 2026. If they do not confirm by then, the booking is cancelled and your ₹99 booking fee is refunded in full.",
        'The booking fee is refundable if you cancel within 24 hours of booking.',
        'Manage your appointments: https://care.example/my-appointments',
        'Questions? Write to hi@care.example.',
        '',
        'Manas Care',
      ].join('\n'),
    );
  });

  it('writes every sentence in Hindi for a Hindi reader, with the same figures', () => {
    const mail = clientConfirmation({ site, t: translatorFor('hi') }, session, 'ics');
    expect(mail.subject).toMatch(/[\u0900-\u097F]/);
    expect(mail.subject).toContain('Dr. Asha Rao');
    expect(mail.subject).toContain('30 नवंबर 2026');
    const sentences = mail.text.split('\n').filter((line) => line !== '' && line !== 'Manas Care');
    for (const line of sentences) expect(line, line).toMatch(/[\u0900-\u097F]/);
    expect(mail.text).not.toMatch(/\b(booking|confirmation|refund|Hello|Session type)\b/i);
    expect(mail.text).toContain('₹99');
    expect(mail.text).toContain('24 घंटे');
  });
});
