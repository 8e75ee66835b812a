import type { VideoRoomsConfig } from '../../config';
import { signRoomToken } from './jitsi-room-token';

/** Who a join link is for: each side of a session gets a link of their own. */
export interface RoomParticipant {
  id: string;
  name: string;
  /** The therapist runs the room (Jitsi's moderator); the client joins it. */
  moderator: boolean;
}

export interface RoomWindow {
  opensAt: Date;
  closesAt: Date;
}

/**
 * Where online sessions meet. `room` is the appointment's random room name (122 bits, never
 * derived from ids); the link is handed out only while the room is open.
 */
export interface VideoRooms {
  joinUrl(room: string, participant: RoomParticipant, window: RoomWindow): string;
}

/** The room's name on the video server: the site's prefix and the appointment's random name. */
export const roomName = (siteName: string, room: string) =>
  `${siteName.replace(/[^A-Za-z0-9]/g, '')}-${room}`;

/**
 * A public Jitsi server (the default, meet.jit.si) admits anyone holding the link; a self-hosted
 * one with token authentication admits only the holder of a token signed for that room and that
 * window (decision 0032).
 */
export function createVideoRooms(config: VideoRoomsConfig): VideoRooms {
  if (config.kind === 'public') {
    return { joinUrl: (room) => `${config.baseUrl}/${roomName(config.siteName, room)}` };
  }
  return {
    joinUrl(room, participant, window) {
      // Jitsi lowercases room names; the token's room claim must match the name it sees.
      const name = roomName(config.siteName, room).toLowerCase();
      const jwt = signRoomToken(
        { appId: config.appId, secret: config.secret, domain: config.domain },
        { room: name, participant, notBefore: window.opensAt, expires: window.closesAt },
      );
      return `${config.baseUrl}/${name}?jwt=${jwt}`;
    },
  };
}
