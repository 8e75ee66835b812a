import type { SuspensionChoice, SuspensionSession } from '@app/domain/schemas/admin-cases';
import type { Db, Tx } from '../../../db/client';
import {
  mailOf,
  type MailRequest,
  type NoticeSender,
} from '../../notifications/notifications.module';
import type { TherapistBookingFacts } from '../../therapists/therapists.module';
import type { Refunds } from '../payments/refunds.service';
import { mailFacts } from './appointments.service';
import type * as appts from './appointments.queries';
import { createCancellationDoor } from './appointment-cancellation';
import * as q from './suspension-sessions.queries';

/** The words on a session the team cancelled because its therapist stopped taking sessions. */
export const SUSPENSION_CANCEL_REASON =
  'Cancelled by our team: the therapist is not taking sessions for now. Refunded in full.';

type Row = appts.AppointmentRow;

export interface SuspensionOutcome {
  choice: SuspensionChoice;
  /** The sessions that stay booked (their clients were mailed that they stand). */
  kept: { id: string; clientName: string; startsAt: Date }[];
  /** The sessions cancelled now (their clients were mailed, paid ones refunded in full). */
  cancelled: { id: string; clientName: string; startsAt: Date; refundPaise: number }[];
  refundPaise: number;
  /** Paid sessions cancelled with no captured payment left to refund (the team checks them). */
  unrefunded: string[];
}

export interface SuspensionSessionsDeps {
  db: Db;
  notices: Pick<NoticeSender, 'mail'>;
  therapists: TherapistBookingFacts;
  refunds: Refunds;
  now: () => Date;
}

const clientName = (a: Row) => `${a.firstName} ${a.lastName}`.trim();

function stateOf(a: Row): string {
  if (a.payment !== 'paid') return 'Unpaid reservation';
  if (a.cancellationStatus === 'pending') return 'Cancellation requested';
  return a.isApproved ? 'Accepted' : 'Awaiting acceptance';
}

/**
 * What a therapist's suspension (or closure) does to their sessions still to come, inside the
 * caller's transaction: each is locked, then kept (its client is told it stands) or cancelled with
 * the booking fee refunded in full through the one refund path (decision 0049). The refund is
 * keyed by the appointment and one refund per captured payment is a database rule, so a
 * concurrent decline, approval or deletion and this cancellation refund once between them: the
 * one that locks the row second finds it cancelled and leaves it.
 */
export function createSuspensionSessions(deps: SuspensionSessionsDeps) {
  const { db, refunds } = deps;
  const cancelAppointment = createCancellationDoor({ refunds });

  async function cancelOne(
    tx: Tx,
    a: Row,
    at: Date,
    actorId: string | null,
    therapistName: string,
  ) {
    const done = await cancelAppointment(tx, a, {
      cause: 'therapist-suspended',
      at,
      actor: { accountId: actorId, kind: 'admin' },
      therapistName,
      reason: SUSPENSION_CANCEL_REASON,
      // The therapist hears of the suspension itself, not of each session.
      notice: { therapistEmail: null },
      audit: {
        action: 'appointment.cancelled_for_suspension',
        data: (d) => ({
          payment: a.payment,
          refundPaise: d.refundPaise,
          rule: 'therapist-full',
          before: { cancellationStatus: a.cancellationStatus, isApproved: a.isApproved },
        }),
      },
    });
    return {
      refundPaise: done.refundPaise,
      unrefunded: a.payment === 'paid' && done.refund !== 'recorded',
    };
  }

  return {
    /** The sessions a suspension of this therapist would touch now, for the team's dialog. */
    async preview(therapistId: string): Promise<SuspensionSession[]> {
      const rows = await q.upcomingOfTherapist(db, therapistId, deps.now());
      return rows.map((a) => ({
        id: a.id,
        startsAt: a.startsAt.toISOString(),
        slotDate: a.slotDate,
        slotTime: a.slotTime,
        sessionType: a.sessionType,
        clientName: clientName(a),
        payment: a.payment,
        state: stateOf(a),
        refundPaise: a.payment === 'paid' ? a.bookingFeePaise : 0,
      }));
    },

    /**
     * Inside the caller's transaction (which holds the therapist's row): keeps or cancels every
     * session still to come and queues each client's mail. An unpaid reservation is cancelled
     * either way: the profile can no longer be paid for. Send the refunds after the commit
     * (`sendRefunds`).
     */
    async applyIn(
      tx: Tx,
      opts: { therapistId: string; choice: SuspensionChoice; at: Date; actorId: string | null },
    ): Promise<SuspensionOutcome> {
      const { at, choice } = opts;
      const outcome: SuspensionOutcome = {
        choice,
        kept: [],
        cancelled: [],
        refundPaise: 0,
        unrefunded: [],
      };
      const rows = await q.lockUpcomingOfTherapist(tx, opts.therapistId, at);
      if (rows.length === 0) return outcome;
      const contact = await deps.therapists.contact(opts.therapistId, tx);
      const therapist = { name: contact?.name ?? 'your therapist', email: null };
      const mails: MailRequest[] = [];
      const reader = (a: { clientId: string }) => ({ reader: { accountId: a.clientId } });
      for (const a of rows) {
        const facts = mailFacts(a, therapist.name);
        if (choice === 'keep' && a.payment === 'paid') {
          outcome.kept.push({ id: a.id, clientName: clientName(a), startsAt: a.startsAt });
          if (a.email) mails.push({ ...mailOf('suspendedKept', facts), ...reader(a) });
          continue;
        }
        const done = await cancelOne(tx, a, at, opts.actorId, therapist.name);
        outcome.cancelled.push({
          id: a.id,
          clientName: clientName(a),
          startsAt: a.startsAt,
          refundPaise: done.refundPaise,
        });
        outcome.refundPaise += done.refundPaise;
        if (done.unrefunded) outcome.unrefunded.push(a.id);
      }
      await deps.notices.mail(tx, mails);
      return outcome;
    },

    /** Sends the refunds of the cancelled sessions now; whatever fails stays with its job. */
    async sendRefunds(appointmentIds: readonly string[]) {
      for (const id of appointmentIds) await refunds.sendForAppointment(id);
    },
  };
}

export type SuspensionSessions = ReturnType<typeof createSuspensionSessions>;
