import { venueAddress } from '@app/domain/booking-notes';
import type { SessionAccess } from '@app/domain/schemas/appointments';
import { isRoomOpen, mapLink, roomOpensAt, sessionEnd } from '@app/domain/therapist-sessions';
import type { RoomParticipant, VideoRooms } from '../../../adapters/video-rooms/video-rooms';

export interface SessionPlace {
  sessionType: 'online' | 'in-person';
  startsAt: Date;
  videoRoom: string;
  cancelled: boolean;
  payment: 'unpaid' | 'paid';
  therapist: { addressLine1: string; addressLine2: string; city: string; pincode: string };
}

/**
 * How each side joins a paid, active session: the online room's link (their own, for a server
 * that takes room tokens) only while it is open (10 minutes before the start until the end), an
 * in-person session's address with a map link.
 */
export function sessionAccess(
  a: SessionPlace,
  now: Date,
  rooms: VideoRooms,
  participant: RoomParticipant,
): SessionAccess {
  if (a.cancelled || a.payment !== 'paid') return { videoRoom: null, venue: null };
  if (a.sessionType === 'online') {
    const window = { opensAt: roomOpensAt(a.startsAt), closesAt: sessionEnd(a.startsAt) };
    return {
      videoRoom: {
        url: isRoomOpen(a.startsAt, now) ? rooms.joinUrl(a.videoRoom, participant, window) : null,
        opensAt: window.opensAt.toISOString(),
        closesAt: window.closesAt.toISOString(),
      },
      venue: null,
    };
  }
  const t = a.therapist;
  const address = venueAddress([t.addressLine1, t.addressLine2, t.city, t.pincode]);
  return { videoRoom: null, venue: address ? { address, mapUrl: mapLink(address) } : null };
}
