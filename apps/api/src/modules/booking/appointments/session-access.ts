import type { SessionAccess } from '@app/domain/schemas/appointments';
import { isRoomOpen, mapLink, roomOpensAt, sessionEnd } from '@app/domain/therapist-sessions';

export interface SessionPlace {
  sessionType: 'online' | 'in-person';
  startsAt: Date;
  videoRoom: string;
  cancelled: boolean;
  payment: 'unpaid' | 'paid';
  therapist: { addressLine1: string; addressLine2: string; city: string; pincode: string };
}

/** The room's name on the video server: the site's prefix and the appointment's random name. */
export const roomUrl = (baseUrl: string, siteName: string, room: string) =>
  `${baseUrl}/${siteName.replace(/[^A-Za-z0-9]/g, '')}-${room}`;

/**
 * How both sides join a paid, active session: the online room's link only while it is open (10
 * minutes before the start until the end), an in-person session's address with a map link.
 */
export function sessionAccess(
  a: SessionPlace,
  now: Date,
  video: { baseUrl: string; siteName: string },
): SessionAccess {
  if (a.cancelled || a.payment !== 'paid') return { videoRoom: null, venue: null };
  if (a.sessionType === 'online') {
    return {
      videoRoom: {
        url: isRoomOpen(a.startsAt, now)
          ? roomUrl(video.baseUrl, video.siteName, a.videoRoom)
          : null,
        opensAt: roomOpensAt(a.startsAt).toISOString(),
        closesAt: sessionEnd(a.startsAt).toISOString(),
      },
      venue: null,
    };
  }
  const t = a.therapist;
  const address = [t.addressLine1, t.addressLine2, t.city, t.pincode]
    .map((s) => s.trim())
    .filter(Boolean)
    .join(', ');
  return { videoRoom: null, venue: address ? { address, mapUrl: mapLink(address) } : null };
}
