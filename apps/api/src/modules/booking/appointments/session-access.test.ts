import { describe, expect, it } from 'vitest';
import { therapistAddress } from '../checkout/booking-snapshot';
import { sessionAccess } from './session-access';
import { createVideoRooms } from '../../../adapters/video-rooms/video-rooms';

const place = {
  addressLine1: '12 Rajpur Road',
  addressLine2: 'Vasant Vihar, Dehradun',
  city: 'Dehradun',
  pincode: '248006',
};
const startsAt = new Date('2026-11-30T04:30:00Z');

describe('the address a booking snapshot keeps', () => {
  it('names each part of the venue once', () => {
    expect(therapistAddress({ name: 'Dr. Asha Rao', email: null, ...place })).toBe(
      '12 Rajpur Road, Vasant Vihar, Dehradun, 248006',
    );
  });
});

describe('the venue a paid in-person session shows', () => {
  it('names each part of the address once', () => {
    const access = sessionAccess(
      {
        sessionType: 'in-person',
        startsAt: startsAt,
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
