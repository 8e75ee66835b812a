import type { SiteInfo } from '../../../shared/site-info';
import type { Db } from '../../../db/client';
import { enqueueJob } from '../../../shared/jobs/job-queue';
import type { JobRunner } from '../../../shared/jobs/job-runner';
import {
  mailOf,
  type NoticeSender,
  type ReminderKind,
} from '../../notifications/notifications.module';
import { sessionOfRow, toBothSides } from '../mails/session-notices';
import type { TherapistBookingFacts } from '../../therapists/therapists.module';
import { mailFacts } from './appointments.service';
import * as appts from './appointments.queries';
import * as mine from './therapist-appointments.queries';

export const REMINDER_SWEEP_JOB = 'appointments.reminders';
export const REMINDER_JOB = 'appointment.reminder';

const HOUR = 3_600_000;
const BATCH = 500;

/** Each reminder is due while the session starts within its window: (from, to] hours ahead. */
const WINDOWS: Record<ReminderKind, { fromHours: number; toHours: number }> = {
  '24h': { fromHours: 23, toHours: 24 },
  '1h': { fromHours: 0, toHours: 1 },
};

/** One reminder per session, kind and start: a moved session is reminded again at its new time. */
export const reminderKey = (kind: ReminderKind, appointmentId: string, startsAt: Date) =>
  `reminder:${kind}:${appointmentId}:${startsAt.toISOString()}`;

export interface RemindersDeps {
  db: Db;
  site: SiteInfo;
  therapists: TherapistBookingFacts;
  now: () => Date;
  jobsQueued?: () => void;
  notices: NoticeSender;
}

/**
 * Reminders to client and therapist 24 hours and 1 hour before a session. A sweep every five
 * minutes enqueues one reminder job per session and kind, deduplicated by its key, so any number
 * of sweeps in any number of processes enqueue it once; the job mails both sides if the session
 * is still on.
 */
export function createSessionReminders(deps: RemindersDeps) {
  const { db, now } = deps;

  async function sweep(): Promise<number> {
    const at = now().getTime();
    let added = 0;
    for (const [kind, w] of Object.entries(WINDOWS) as [ReminderKind, (typeof WINDOWS)['1h']][]) {
      const due = await mine.sessionsStartingBetween(
        db,
        new Date(at + w.fromHours * HOUR),
        new Date(at + w.toHours * HOUR),
        BATCH,
      );
      for (const s of due) {
        const fresh = await enqueueJob(db, {
          type: REMINDER_JOB,
          payload: { appointmentId: s.id, kind, startsAt: s.startsAt.toISOString() },
          dedupeKey: reminderKey(kind, s.id, s.startsAt),
        });
        if (fresh) added++;
      }
    }
    if (added > 0) deps.jobsQueued?.();
    return added;
  }

  /** `startsAt`: the start the reminder was queued for; a session since moved is not reminded. */
  async function remind(appointmentId: string, kind: ReminderKind, startsAt?: string) {
    await db.transaction(async (tx) => {
      const a = await appts.findAppointment(tx, appointmentId, null);
      if (!a || a.cancelled || a.payment !== 'paid' || a.startsAt <= now()) return;
      if (startsAt !== undefined && a.startsAt.toISOString() !== startsAt) return;
      const contact = await deps.therapists.contact(a.therapistId, tx);
      const facts = {
        ...mailFacts(a, contact?.name ?? 'your therapist'),
        sessionType: a.sessionType,
        therapistEmail: contact?.email ?? null,
      };
      const name = contact?.name ?? 'your therapist';
      await deps.notices.send(
        tx,
        // Both sides get the text; the therapist's mail needs the profile's address.
        toBothSides(kind === '1h' ? 'reminder.1h' : 'reminder.24h', sessionOfRow(a, name), (side) =>
          mailOf('reminder', facts, kind, side),
        ),
      );
    });
    deps.jobsQueued?.();
  }

  return {
    sweep,
    remind,
    registerJobs(runner: JobRunner, intervalMs = 5 * 60_000) {
      runner.register(REMINDER_SWEEP_JOB, async () => {
        await sweep();
      });
      runner.register(REMINDER_JOB, async (payload) => {
        const kind = payload.kind === '1h' ? '1h' : '24h';
        const startsAt = typeof payload.startsAt === 'string' ? payload.startsAt : undefined;
        await remind(String(payload.appointmentId), kind, startsAt);
      });
      runner.every(REMINDER_SWEEP_JOB, intervalMs);
    },
  };
}
