import { describe, expect, it } from 'vitest';
import { checkRoomToken } from '../../test/room-token-check';
import { createVideoRooms, roomName } from './video-rooms';

const server = {
  appId: 'manascare',
  secret: 'a-shared-secret-of-at-least-32-characters',
  domain: 'meet.manascare.example',
};
const rooms = createVideoRooms({
  kind: 'signed',
  baseUrl: 'https://meet.manascare.example',
  siteName: 'Manas Care',
  ...server,
});
const window = {
  opensAt: new Date('2026-12-01T04:20:00Z'),
  closesAt: new Date('2026-12-01T05:30:00Z'),
};
const during = new Date('2026-12-01T04:45:00Z');
const client = { id: 'client-1', name: 'Priya Sharma', moderator: false };
const therapist = { id: 'therapist-1', name: 'Dr. Asha Rao', moderator: true };
const ROOM = '0f6c2a9e41d84b7aa3c5e8d2b1f07c93';

const tokenOf = (url: string) => new URL(url).searchParams.get('jwt') ?? '';
const nameOf = (url: string) => new URL(url).pathname.slice(1);

describe('video room links', () => {
  it('on a public server, are the room name alone, the same for both sides', () => {
    const open = createVideoRooms({
      kind: 'public',
      baseUrl: 'https://meet.jit.si',
      siteName: 'Manas Care',
    });
    expect(open.joinUrl(ROOM, client, window)).toBe(`https://meet.jit.si/ManasCare-${ROOM}`);
    expect(open.joinUrl(ROOM, therapist, window)).toBe(open.joinUrl(ROOM, client, window));
  });

  it("carry each participant's own token, signed with the secret, for that room and window", () => {
    const url = rooms.joinUrl(ROOM, client, window);
    const room = roomName('Manas Care', ROOM).toLowerCase();
    expect(nameOf(url)).toBe(room);
    const checked = checkRoomToken(tokenOf(url), server, room, during);
    expect(checked).toEqual({
      ok: true,
      claims: {
        aud: 'manascare',
        iss: 'manascare',
        sub: 'meet.manascare.example',
        room,
        nbf: window.opensAt.getTime() / 1000,
        exp: window.closesAt.getTime() / 1000,
        context: { user: { id: 'client-1', name: 'Priya Sharma', moderator: false } },
      },
    });
    const theirs = checkRoomToken(
      tokenOf(rooms.joinUrl(ROOM, therapist, window)),
      server,
      room,
      during,
    );
    expect(theirs.ok && theirs.claims.context.user).toEqual(therapist);
  });

  it('are refused with another secret, for another room, and outside the window', () => {
    const url = rooms.joinUrl(ROOM, client, window);
    const room = nameOf(url);
    const other = nameOf(rooms.joinUrl('7d1e0c2b9a8f4e6d5c4b3a2918070605', client, window));
    const jwt = tokenOf(url);
    expect(checkRoomToken(jwt, { ...server, secret: 'x'.repeat(40) }, room, during)).toEqual({
      ok: false,
      reason: 'signature',
    });
    expect(checkRoomToken(jwt, server, other, during)).toEqual({ ok: false, reason: 'room' });
    const early = new Date(window.opensAt.getTime() - 1000);
    expect(checkRoomToken(jwt, server, room, early)).toEqual({ ok: false, reason: 'time' });
    expect(checkRoomToken(jwt, server, room, window.closesAt)).toEqual({
      ok: false,
      reason: 'time',
    });
    // A claim changed by its holder (a client making themself moderator) breaks the signature.
    const [header, payload, signature] = jwt.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    claims.context.user.moderator = true;
    const forged = `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${signature}`;
    expect(checkRoomToken(forged, server, room, during)).toEqual({
      ok: false,
      reason: 'signature',
    });
  });
});
