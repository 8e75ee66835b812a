import type { Db } from '../../../db/client';
import * as q from './booked-sessions.queries';
import { findAppointment } from './appointments.queries';

export type BookedSession = q.BookedSessionRow;

/** How far back a calendar feed reaches, so last weeks' sessions stay in a subscribed calendar. */
const FEED_PAST_DAYS = 90;
const DAY_MS = 86_400_000;

/** Active (paid, not cancelled) sessions for the therapist's time off and the calendar feeds. */
export function createBookedSessions(db: Db, now: () => Date) {
  return {
    /** The therapist's sessions from now on. */
    aheadOfTherapist: (therapistId: string) => q.sessionsOfTherapistFrom(db, therapistId, now()),
    /** A feed's sessions: the last FEED_PAST_DAYS days and everything ahead. */
    forTherapistFeed: (therapistId: string) =>
      q.sessionsOfTherapistFrom(
        db,
        therapistId,
        new Date(now().getTime() - FEED_PAST_DAYS * DAY_MS),
      ),
    forClientFeed: (clientId: string) =>
      q.sessionsOfClientFrom(db, clientId, new Date(now().getTime() - FEED_PAST_DAYS * DAY_MS)),
    /** Where a session is now: cancelled or not, and its start (null once it is gone). */
    async now(appointmentId: string) {
      const a = await findAppointment(db, appointmentId, null);
      return a && { cancelled: a.cancelled, startsAt: a.startsAt };
    },
  };
}

export type BookedSessions = ReturnType<typeof createBookedSessions>;
