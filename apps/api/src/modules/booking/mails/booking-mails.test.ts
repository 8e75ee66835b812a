import { describe, expect, it } from 'vitest';
import { clientConfirmation, type BookedSession } from './booking-mails';
import { therapistAddress } from '../checkout/booking-snapshot';
import { sessionAccess } from '../appointments/session-access';
import { createVideoRooms } from '../../../adapters/video-rooms/video-rooms';

const site = {
  name: 'Manas Care',
  publicUrl: 'https://care.example',
  supportEmail: 'hi@care.example',
};
const place = {
  addressLine1: '12 Rajpur Road',
  addressLine2: 'Vasant Vihar, Dehradun',
  city: 'Dehradun',
  pincode: '248006',
};

const session: BookedSession = {
  appointmentId: 'a1',
  bookedAt: new Date('2026-11-26T04:00:00Z'),
  startsAt: new Date('2026-11-30T04:30:00Z'),
  slotDate: '30_11_2026',
  slotTime: '10:00',
  sessionType: 'in-person',
  therapistName: 'Dr. Asha Rao',
  therapistAddress: therapistAddress({ name: 'Dr. Asha Rao', email: null, ...place }),
  clientName: 'Priya Sharma',
  clientEmail: 'priya@example.com',
  clientPhone: '9876543210',
  message: '',
  therapistFeeRupees: 1500,
  bookingFeePaise: 9900,
};

describe("the client's booking mail", () => {
  it('says the booking awaits the therapist’s confirmation by a time, with the refund if not', () => {
    const mail = clientConfirmation(session, site, 'ics');
    expect(mail.text).not.toMatch(/is booked/);
    expect(mail.subject).not.toMatch(/booked/i);
    expect(mail.text).toContain('awaits the therapist');
    expect(mail.text).toContain(
      "Awaiting the therapist's confirmation by 9:30 AM IST on Fri, 27 Nov 2026. If they do not confirm by then, the booking is cancelled and your ₹99 booking fee is refunded in full.",
    );
  });

  it('names each part of the venue once', () => {
    const mail = clientConfirmation(session, site, 'ics');
    expect(mail.text).toContain('In-Person (12 Rajpur Road, Vasant Vihar, Dehradun, 248006)');
  });
});

describe('the venue a paid in-person session shows', () => {
  it('names each part of the address once', () => {
    const access = sessionAccess(
      {
        sessionType: 'in-person',
        startsAt: session.startsAt,
        videoRoom: 'room',
        cancelled: false,
        payment: 'paid',
        therapist: place,
      },
      new Date('2026-11-26T05:00:00Z'),
      createVideoRooms({ kind: 'public', baseUrl: 'https://meet.example', siteName: 'Manas Care' }),
      { id: 'client', name: 'Client', moderator: false },
    );
    expect(access.venue?.address).toBe('12 Rajpur Road, Vasant Vihar, Dehradun, 248006');
  });
});
