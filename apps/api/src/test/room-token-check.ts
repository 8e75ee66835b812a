import { createHmac, timingSafeEqual } from 'node:crypto';
import type { RoomTokenClaims } from '../adapters/video-rooms/jitsi-room-token';

/**
 * What a Jitsi server with shared-secret token authentication checks before it lets someone into
 * `room` at `at`: an HS256 signature by the secret, its app id as issuer and audience, its domain,
 * that room, and the token's time window. Answers the claims, or why the token is refused.
 */
export function checkRoomToken(
  jwt: string,
  server: { appId: string; secret: string; domain: string },
  room: string,
  at: Date,
): { ok: true; claims: RoomTokenClaims } | { ok: false; reason: string } {
  const [header, payload, signature, ...rest] = jwt.split('.');
  if (!header || !payload || !signature || rest.length > 0) return { ok: false, reason: 'shape' };
  const expected = createHmac('sha256', server.secret).update(`${header}.${payload}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return { ok: false, reason: 'signature' };
  const { alg } = JSON.parse(Buffer.from(header, 'base64url').toString()) as { alg: string };
  if (alg !== 'HS256') return { ok: false, reason: 'algorithm' };
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as RoomTokenClaims;
  if (claims.iss !== server.appId || claims.aud !== server.appId)
    return { ok: false, reason: 'app' };
  if (claims.sub !== server.domain) return { ok: false, reason: 'domain' };
  if (claims.room !== room) return { ok: false, reason: 'room' };
  const now = at.getTime() / 1000;
  if (now < claims.nbf || now >= claims.exp) return { ok: false, reason: 'time' };
  return { ok: true, claims };
}
