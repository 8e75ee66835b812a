import { createHash, randomBytes } from 'node:crypto';
import { venueAddress } from '@app/domain/booking-notes';
import { SESSION_MINUTES } from '@app/domain/therapist-sessions';
import type { Db } from '../../db/client';
import type { Caller } from '../../plugins/auth';
import { fail, forbidden, notFound } from '../../shared/app-error';
import type { AccountContacts } from '../accounts/accounts.module';
import type { SiteInfo } from '../../shared/site-info';
import type { BookedSession, BookedSessions } from '../booking/booking.module';
import type { TherapistBookingFacts } from '../therapists/therapists.module';
import * as q from './calendar-feeds.queries';
import { feedIcs, type FeedEvent } from './feed-ics';

export const FEED_NOT_FOUND = 'Unable to find this calendar feed';
const NOT_A_THERAPIST = 'No therapist profile belongs to this account.';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
/** 256 random bits, URL-safe: the feed's address is its only key. */
const newFeedToken = () => randomBytes(32).toString('base64url');
const TOKEN_RE = /^[A-Za-z0-9_-]{43}$/;

const modeText = (s: BookedSession) => (s.sessionType === 'online' ? 'Online' : 'In-Person');

/**
 * Private calendar feeds: a webcal:// address per account and side that calendar apps subscribe
 * to. Sessions only (paid, not cancelled), the client named by first name only; a new address
 * replaces the old one, which then answers 404. A feed lives no longer than its account.
 */
/**
 * Where a session of the client's feed takes place: the venue's address with each part once, as
 * mails write it ("Civil Lines, Nagpur", never "Nagpur, Nagpur" when the second line names the
 * city too).
 */
export function feedLocation(
  sessionType: 'online' | 'in-person',
  t: { addressLine1: string; addressLine2: string; city: string } | null | undefined,
): string {
  if (sessionType === 'online') return 'Online';
  const address = t ? venueAddress([t.addressLine1, t.addressLine2, t.city]) : '';
  return address || 'In-Person';
}

export function createCalendarFeeds(deps: {
  db: Db;
  site: SiteInfo;
  sessions: BookedSessions;
  therapists: TherapistBookingFacts;
  accounts: Pick<AccountContacts, 'inUse'>;
}) {
  const { db, site } = deps;

  function addressOf(token: string): string {
    const base = new URL(site.publicUrl);
    return `webcal://${base.host}${base.pathname.replace(/\/$/, '')}/api/calendar/${token}.ics`;
  }

  async function rotate(accountId: string, audience: q.FeedAudience): Promise<string> {
    const token = newFeedToken();
    await q.replaceFeedToken(db, accountId, audience, hashOf(token));
    return addressOf(token);
  }

  function event(s: BookedSession, summary: string, location: string): FeedEvent {
    return {
      uid: s.id,
      sequence: s.inviteSequence,
      startsAt: s.startsAt,
      minutes: SESSION_MINUTES,
      summary,
      description: `${modeText(s)} session. Appointment ${s.id}.`,
      location,
      changedAt: s.updatedAt,
      status: s.isApproved ? 'CONFIRMED' : 'TENTATIVE',
    };
  }

  async function therapistFeed(accountId: string): Promise<string | null> {
    const own = await deps.therapists.ofAccount(accountId);
    if (!own) return null;
    const sessions = await deps.sessions.forTherapistFeed(own.id);
    const events = sessions.map((s) =>
      event(s, `Session with ${s.firstName}`, s.sessionType === 'online' ? 'Online' : 'In-Person'),
    );
    return feedIcs(`${site.name}: sessions`, site.name, events);
  }

  async function clientFeed(accountId: string): Promise<string> {
    const sessions = await deps.sessions.forClientFeed(accountId);
    const therapists = new Map<string, Awaited<ReturnType<TherapistBookingFacts['find']>>>();
    for (const id of new Set(sessions.map((s) => s.therapistId))) {
      therapists.set(id, await deps.therapists.find(id));
    }
    const events = sessions.map((s) => {
      const t = therapists.get(s.therapistId);
      const location = feedLocation(s.sessionType, t);
      return event(s, `Therapy session with ${t?.name ?? 'your therapist'}`, location);
    });
    return feedIcs(`${site.name}: appointments`, site.name, events);
  }

  return {
    /** A new feed address for the therapist's sessions; the previous one stops answering. */
    async rotateForTherapist(caller: Caller): Promise<string> {
      if (caller.role !== 'therapist' || !(await deps.therapists.ofAccount(caller.accountId))) {
        throw forbidden(NOT_A_THERAPIST);
      }
      return rotate(caller.accountId, 'therapist');
    },

    /** A new feed address for the caller's own appointments; the previous one stops answering. */
    async rotateForClient(caller: Caller): Promise<string> {
      return rotate(caller.accountId, 'client');
    },

    /**
     * The feed's text, or a 404 for an unknown or replaced token; a 410 once its account is
     * turned off, closed or deleted (asked on every read, so it ends the moment the account does).
     */
    async feed(token: string): Promise<string> {
      const found = TOKEN_RE.test(token) ? await q.findFeedToken(db, hashOf(token)) : null;
      if (!found) throw notFound(FEED_NOT_FOUND);
      if (!(await deps.accounts.inUse(found.accountId))) throw fail('CALENDAR_FEED_GONE');
      const ics =
        found.audience === 'therapist'
          ? await therapistFeed(found.accountId)
          : await clientFeed(found.accountId);
      if (ics === null) throw notFound(FEED_NOT_FOUND);
      return ics;
    },
  };
}

export type CalendarFeeds = ReturnType<typeof createCalendarFeeds>;
