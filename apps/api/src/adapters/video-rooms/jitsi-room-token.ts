import { createHmac } from 'node:crypto';

export interface RoomTokenClaims {
  aud: string;
  iss: string;
  sub: string;
  room: string;
  nbf: number;
  exp: number;
  context: { user: { id: string; name: string; moderator: boolean } };
}

const base64url = (data: string | Buffer) => Buffer.from(data).toString('base64url');
const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

/**
 * A participant's token for one room on a Jitsi server with token authentication (prosody's
 * token auth, shared-secret HS256): `iss` and `aud` are the app id, `sub` the XMPP domain, `room`
 * the one room it opens, valid from `nbf` to `exp` (Unix seconds).
 */
export function signRoomToken(
  server: { appId: string; secret: string; domain: string },
  grant: {
    room: string;
    participant: RoomTokenClaims['context']['user'];
    notBefore: Date;
    expires: Date;
  },
): string {
  const { participant } = grant;
  const claims: RoomTokenClaims = {
    aud: server.appId,
    iss: server.appId,
    sub: server.domain,
    room: grant.room,
    nbf: seconds(grant.notBefore),
    exp: seconds(grant.expires),
    context: {
      user: { id: participant.id, name: participant.name, moderator: participant.moderator },
    },
  };
  const signed = `${base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64url(JSON.stringify(claims))}`;
  const signature = createHmac('sha256', server.secret).update(signed).digest('base64url');
  return `${signed}.${signature}`;
}
