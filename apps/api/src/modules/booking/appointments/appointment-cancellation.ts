import {
  APPOINTMENT_CANCELLED,
  cancellationAudience,
  cancelledByOf,
  refundForCause,
  type AppointmentCancelledEvent,
  type CancellationCause,
  type CancellationMailFacts,
  type CancellationRefundRule,
} from '@app/domain/cancellation';
import type { Tx } from '../../../db/client';
import { recordAudit } from '../../../shared/audit/audit-log';
import { enqueueJob } from '../../../shared/jobs/job-queue';
import { announceTimesOpened } from '../../../shared/jobs/times-opened';
import type { CancellationRefund, Refunds } from '../payments/refunds.service';
import * as claims from '../checkout/slot-claims.queries';
import * as appts from './appointments.queries';
import * as moves from './reschedule.queries';

type Row = appts.AppointmentRow;

export interface Cancellation {
  cause: CancellationCause;
  at: Date;
  actor: { accountId: string | null; kind: 'user' | 'therapist' | 'admin' | 'system' };
  /** The therapist's name, as the notices of the cancellation name them. */
  therapistName: string;
  /** The words on the appointment of why it ended (shown to both sides); kept when absent. */
  reason?: string;
  /** The team's chosen refund (cause `team` only); every other cause decides its own. */
  teamRefundPaise?: number;
  /** When the client asked (an account deletion); a pending request's own time wins. */
  requestedAt?: Date;
  /** What the refund record says of why; the default names the rule. */
  refundReason?: string;
  /** What the mails of it need beyond the row (notifications write them from the event). */
  notice?: CancellationNotice;
  /** The audit entry; its data may read what was done (the refund recorded). */
  audit: {
    action: string;
    data?: Record<string, unknown> | ((done: CancellationDone) => Record<string, unknown>);
  };
}

export interface CancellationNotice {
  /** The therapist's profile address; null: the therapist is not mailed about this session. */
  therapistEmail: string | null;
  /** The words the mails quote of why: the team's reason, the therapist's note. */
  reason?: string;
  /** The payment was refunded before this cancellation (a goodwill refund). */
  refundedBefore?: boolean;
  /** The venue, when the calendar invite names it. */
  therapistAddress?: string;
}

export interface CancellationDone {
  refundPaise: number;
  rule: CancellationRefundRule;
  /** What happened to the money the rule owes: recorded now, returned before, none found, none owed. */
  refund: CancellationRefund | 'not-owed';
}

/** The appointment row as a cancellation of this cause leaves it. */
function cancelledRow(a: Row, c: Cancellation): Partial<Row> {
  const pending = a.cancellationStatus === 'pending';
  const by = cancelledByOf(c.cause, pending ? a.cancellationRequestedBy : null);
  const base = { cancelled: true, cancelledBy: by, cancelledAt: c.at, updatedAt: c.at };
  if (a.payment !== 'paid') return base;
  const reason = c.reason ? { cancellationReason: c.reason } : {};
  const approved = { ...base, cancellationStatus: 'approved' as const, ...reason };
  switch (c.cause) {
    case 'client-reservation':
    case 'reservation-expired':
      return base;
    case 'team':
      // The team's cancellation answers a pending request; otherwise no request is invented.
      return pending ? approved : { ...base, ...reason };
    case 'client-request':
    case 'therapist-request':
      return approved;
    case 'account-deleted':
      return {
        ...approved,
        cancellationRequestedBy: by === 'therapist' ? 'therapist' : 'user',
        cancellationRequestedAt: (pending && a.cancellationRequestedAt) || c.requestedAt || c.at,
      };
    case 'therapist-suspended':
      return { ...approved, cancellationRequestedBy: 'admin', cancellationRequestedAt: c.at };
    case 'therapist-declined':
    case 'not-accepted':
    case 'proposal-declined':
      return { ...approved, cancellationRequestedBy: 'therapist', cancellationRequestedAt: c.at };
  }
}

/**
 * The one way an appointment is cancelled, inside the caller's transaction on the locked row:
 * marks it cancelled as its cause says, frees its slot, records the refund the cause owes, writes
 * the audit entry and the `appointment.cancelled` event. Every notice of it (mail, SMS,
 * WhatsApp) follows from the event (notifications); the refund is sent after the commit.
 */
export function createCancellationDoor(deps: { refunds: Pick<Refunds, 'recordForCancellation'> }) {
  return async function cancelAppointment(
    tx: Tx,
    a: Row,
    c: Cancellation,
  ): Promise<CancellationDone> {
    const paid = a.payment === 'paid';
    const pending = a.cancellationStatus === 'pending';
    const decided = refundForCause({
      cause: c.cause,
      paid,
      bookingFeePaise: a.bookingFeePaise,
      bookedAt: a.createdAt,
      requestedAt: (pending && a.cancellationRequestedAt) || c.requestedAt || c.at,
      pendingRequestBy: pending ? a.cancellationRequestedBy : null,
      teamRefundPaise: c.teamRefundPaise,
    });
    await appts.updateAppointment(tx, a.id, cancelledRow(a, c));
    await claims.releaseSlot(tx, a.id);
    const refund: CancellationDone['refund'] =
      decided.refundPaise > 0
        ? await deps.refunds.recordForCancellation(
            tx,
            a,
            { refundPaise: decided.refundPaise, ...ruleOf(decided.rule) },
            c.refundReason,
            // A declined proposal is not a cancellation request: its refund says so.
            c.cause === 'proposal-declined' ? 'proposal-declined' : 'cancellation',
          )
        : 'not-owed';
    const refundPaise = refund === 'recorded' ? decided.refundPaise : 0;
    const done: CancellationDone = { refundPaise, rule: decided.rule, refund };
    const data = typeof c.audit.data === 'function' ? c.audit.data(done) : c.audit.data;
    await recordAudit(tx, {
      actorAccountId: c.actor.accountId,
      actorKind: c.actor.kind,
      action: c.audit.action,
      entity: 'appointment',
      entityId: a.id,
      data: { cause: c.cause, refundPaise, ...data },
    });
    const audience = cancellationAudience(c.cause, paid);
    const mail: CancellationMailFacts | undefined =
      audience === 'nobody'
        ? undefined
        : {
            at: c.at.toISOString(),
            bookedAt: a.createdAt.toISOString(),
            slotDate: a.slotDate,
            slotTime: a.slotTime,
            sessionType: a.sessionType,
            therapistAddress: c.notice?.therapistAddress ?? '',
            therapistEmail: c.notice?.therapistEmail ?? null,
            bookingFeePaise: a.bookingFeePaise,
            rule: decided.rule,
            owedPaise: decided.refundPaise,
            requestedBy: a.cancellationRequestedBy === 'therapist' ? 'therapist' : 'user',
            ...(c.notice?.reason ? { reason: c.notice.reason } : {}),
            refundedBefore: Boolean(c.notice?.refundedBefore) || refund === 'refunded-before',
            // Both sides' calendars drop the event: the invite moves to its next SEQUENCE.
            ...(audience === 'both'
              ? { inviteSequence: await moves.nextInviteSequence(tx, a.id) }
              : {}),
          };
    const event: AppointmentCancelledEvent = {
      appointmentId: a.id,
      cause: c.cause,
      by: cancelledByOf(c.cause, pending ? a.cancellationRequestedBy : null),
      refundPaise,
      paid,
      session: {
        clientId: a.clientId,
        therapistId: a.therapistId,
        startsAt: a.startsAt.toISOString(),
        clientName: `${a.firstName} ${a.lastName}`.trim(),
        therapistName: c.therapistName,
      },
      ...(mail ? { mail } : {}),
    };
    await enqueueJob(tx, {
      type: APPOINTMENT_CANCELLED,
      payload: event as unknown as Record<string, unknown>,
      dedupeKey: `${APPOINTMENT_CANCELLED}:${a.id}:${c.at.toISOString()}`,
    });
    // Its time is free again: whoever waits for it is told (the waitlist).
    if (a.startsAt > c.at)
      await announceTimesOpened(
        tx,
        { therapistId: a.therapistId, cause: 'cancelled', starts: [a.startsAt.toISOString()] },
        `${a.id}:${c.at.toISOString()}`,
      );
    return done;
  };
}

/** The refund record keeps the policy's own rules; the team's choice and unpaid have none. */
const ruleOf = (rule: CancellationRefundRule) =>
  rule === 'team-choice' || rule === 'unpaid' ? {} : { rule };

export type CancelAppointment = ReturnType<typeof createCancellationDoor>;
