import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/client';
import type { Caller } from '../../plugins/auth';
import { isUuid } from '../../shared/ids';
import { findLiveSessionById } from './sessions.queries';

/** The longest a signed link lives: long enough to read a document, short enough to lose. */
export const SESSION_LINK_MAX_MS = 15 * 60 * 1000;

const mac = (key: string, subject: string, expiresMs: number) =>
  createHmac('sha256', key).update(`${subject}\n${expiresMs}`).digest('base64url');

/**
 * Links signed for one signed-in session, for what cannot send the `token` header (a frame or an
 * image showing a private file). A link names its session, its expiry and one subject, and is
 * keyed by that session's token hash, which only the database and the session's holder can
 * derive: no new secret to share between processes, and signing out, a password reset or a role
 * change (which revoke the session) ends every link of it at once. Whoever opens the link acts
 * as that session's caller, so the route's own role check still decides.
 */
export function createSessionLinks(db: Db) {
  return {
    async sign(caller: Caller, subject: string, ttlMs: number, now = new Date()) {
      const session = await findLiveSessionById(db, caller.sessionId, now);
      if (!session) return null;
      const expiresMs = now.getTime() + Math.min(ttlMs, SESSION_LINK_MAX_MS);
      return {
        ticket: `${session.sessionId}.${expiresMs}.${mac(session.tokenHash, subject, expiresMs)}`,
        expiresAt: new Date(expiresMs),
      };
    },

    /** The caller a link was signed for, while it and its session live; else null. */
    async verify(ticket: string, subject: string, now = new Date()): Promise<Caller | null> {
      const [sessionId = '', expires = '', signature = ''] = ticket.split('.');
      const expiresMs = Number(expires);
      if (!isUuid(sessionId) || !/^\d{1,15}$/.test(expires) || signature.length !== 43) return null;
      if (expiresMs <= now.getTime() || expiresMs > now.getTime() + SESSION_LINK_MAX_MS)
        return null;
      const session = await findLiveSessionById(db, sessionId, now);
      if (!session) return null;
      const expected = Buffer.from(mac(session.tokenHash, subject, expiresMs));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      return { sessionId: session.sessionId, accountId: session.accountId, role: session.role };
    },
  };
}

export type SessionLinks = ReturnType<typeof createSessionLinks>;
