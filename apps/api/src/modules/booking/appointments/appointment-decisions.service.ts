import type { AdminDecisionResponse, CancellationRequest } from '@app/domain/schemas/appointments';
import type { Db, Tx } from '../../../db/client';
import { badRequest, conflict, notFound } from '../../../shared/app-error';
import { isUuid } from '../../../shared/ids';
import { refusal, REFUSALS, REPLACES_REJECTED_OF } from '@app/domain/appointment-life-cycle';
import { APPOINTMENT_NOT_FOUND } from './appointment-rules';
import { mailFacts, therapistNameOf } from './appointments.service';
import type { Refunds } from '../payments/refunds.service';
import { policyRefund, refundText, rupees } from '../payments/refund-policy';
import type { AccountContacts } from '../../accounts/accounts.module';
import type { TherapistBookingFacts } from '../../therapists/therapists.module';
import { recordAudit } from '../../../shared/audit/audit-log';
import * as appts from './appointments.queries';
import {
  mailOf,
  type MailRequest,
  type NoticeSender,
} from '../../notifications/notifications.module';
import { sessionOfRow, toClient } from '../mails/session-notices';
import { createCancellationDoor } from './appointment-cancellation';

/**
 * Who decided: an admin account (console or API), an operator at the command line, or the
 * therapist of the appointment (their dashboard), whose decisions reach only their own sessions.
 */
export interface DecisionActor {
  accountId: string | null;
  /** Recorded in the audit log, e.g. 'admin api' or 'command line (ravi)'. */
  via: string;
  /** Set for the therapist's own decisions: another therapist's appointment answers 404. */
  therapistId?: string;
  /** The product's own rule decided (a request inside the refund window), not a person. */
  byRule?: boolean;
}

const actorKindOf = (actor: DecisionActor) =>
  actor.therapistId ? 'therapist' : actor.byRule ? 'system' : 'admin';

export interface DecisionsDeps {
  db: Db;
  therapists: TherapistBookingFacts;
  accounts: Pick<AccountContacts, 'labelsOf'>;
  refunds: Refunds;
  now?: () => Date;
  /** Wakes the job runner after mails and refund sends were committed. */
  jobsQueued?: () => void;
  notices: NoticeSender;
}

export const REQUESTS_LIST_LIMIT = 200;

type Row = appts.AppointmentRow;

/** The admin team's decisions on appointments, shared by the admin routes and the command line. */
export function createAppointmentDecisions(deps: DecisionsDeps) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const { refunds } = deps;
  const cancelAppointment = createCancellationDoor({ refunds });

  function audit(tx: Tx, actor: DecisionActor, action: string, id: string, data: object = {}) {
    return recordAudit(tx, {
      actorAccountId: actor.accountId,
      actorKind: actorKindOf(actor),
      action,
      entity: 'appointment',
      entityId: id,
      data: { ...data, via: actor.via },
    });
  }

  /** Runs a decision on the locked appointment; unknown ids answer 404, refused ones 409. */
  async function onLocked<T>(
    id: string,
    actor: DecisionActor,
    decide: (tx: Tx, a: Row, at: Date) => Promise<T>,
  ) {
    if (!isUuid(id)) throw notFound(APPOINTMENT_NOT_FOUND, 'APPOINTMENT_NOT_FOUND');
    const at = now();
    return db.transaction(async (tx) => {
      const a = await appts.lockAppointment(tx, id, null);
      if (!a || (actor.therapistId && a.therapistId !== actor.therapistId))
        throw notFound(APPOINTMENT_NOT_FOUND, 'APPOINTMENT_NOT_FOUND');
      return decide(tx, a, at);
    });
  }

  const requesterOf = (a: Row) =>
    a.cancellationRequestedBy === 'therapist' ? 'therapist' : 'user';

  /** The therapist hears of decisions on their sessions when their profile has an email. */
  async function mailTherapist(tx: Tx, a: Row, mail: (to: string) => MailRequest) {
    const contact = await deps.therapists.contact(a.therapistId, tx);
    if (contact?.email) await deps.notices.mail(tx, [therapistReads(mail(contact.email), contact)]);
  }

  /** A mail to a therapist, in their account's language when the profile has an account. */
  const therapistReads = (mail: MailRequest, contact: { accountId: string | null } | null) =>
    contact?.accountId ? { ...mail, reader: { accountId: contact.accountId } } : mail;
  const clientReads = (mail: MailRequest, a: Row): MailRequest => ({
    ...mail,
    reader: { accountId: a.clientId },
  });

  const answer = (id: string, message: string): AdminDecisionResponse => ({
    success: true,
    message,
    appointmentId: id,
    refund: null,
    refundRetryNeeded: false,
  });

  async function flagDecision(
    id: string,
    actor: DecisionActor,
    decision: 'confirm' | 'complete' | 'not-attended',
    values: Partial<Row>,
    message: string,
  ) {
    await onLocked(id, actor, async (tx, a, at) => {
      const refused = actor.therapistId
        ? refusal('therapist', decision === 'confirm' ? 'accept' : decision, a, at)
        : refusal('admin', decision, a, at);
      if (refused) throw conflict(refused);
      await appts.updateAppointment(tx, id, { ...values, updatedAt: at });
      await audit(tx, actor, `appointment.${decision}`, id);
      if (decision === 'confirm') {
        const name = await therapistNameOf(deps.therapists, tx, a.therapistId);
        await deps.notices.send(tx, [
          toClient(
            'booking.accepted',
            sessionOfRow(a, name),
            mailOf('accepted', mailFacts(a, name)),
          ),
        ]);
      }
    });
    if (decision === 'confirm') deps.jobsQueued?.();
    return answer(id, message);
  }

  /**
   * Approves the locked appointment's pending cancellation in the caller's transaction: the door
   * cancels it with the policy's refund, and both sides are told. The refund is sent after commit.
   */
  async function approveLocked(tx: Tx, a: Row, at: Date, actor: DecisionActor) {
    const refund = policyRefund(a, at);
    if (a.cancellationStatus === 'approved') return { refund, already: true };
    const refused = refusal('admin', 'approve-cancellation', a, at);
    if (refused) throw conflict(refused);
    const contact = await deps.therapists.contact(a.therapistId, tx);
    const done = await cancelAppointment(tx, a, {
      cause: requesterOf(a) === 'therapist' ? 'therapist-request' : 'client-request',
      at,
      actor: { accountId: actor.accountId, kind: actorKindOf(actor) },
      therapistName: contact?.name ?? 'your therapist',
      notice: { therapistEmail: contact?.email ?? null },
      audit: {
        action: 'appointment.cancellation_approved',
        data: { refundPaise: refund.refundPaise, rule: refund.rule, via: actor.via },
      },
    });
    // Approving without the refund the policy promises would keep the client's money; a
    // payment already refunded (a goodwill refund) has its money back.
    if (done.refund === 'none')
      throw conflict(
        'No payment of this appointment is left to refund. Check its payments before approving.',
      );
    return { refund, already: false };
  }

  return {
    approveLocked,

    /**
     * Cancels the appointment, frees its slot and records the policy's refund in one transaction,
     * then asks the provider for the refund. Approving an approved cancellation again only retries
     * a refund the provider never received; otherwise it is refused.
     */
    async approveCancellation(id: string, actor: DecisionActor): Promise<AdminDecisionResponse> {
      const approval = await onLocked(id, actor, (tx, a, at) => approveLocked(tx, a, at, actor));
      if (!approval.already) deps.jobsQueued?.();
      const outcome = await refunds.sendForAppointment(id);
      const text = refundText(outcome, approval.refund.refundPaise);
      if (approval.already && outcome.kind !== 'sent')
        throw conflict(`This cancellation was already approved. ${text}`);
      const heading = approval.already
        ? 'This cancellation was already approved.'
        : 'Cancellation approved.';
      return {
        success: true,
        message: `${heading} ${text}`,
        appointmentId: id,
        refund: {
          amountPaise: approval.refund.refundPaise,
          rule: approval.refund.rule,
          status: 'status' in outcome ? outcome.status : outcome.kind === 'none' ? null : 'pending',
        },
        refundRetryNeeded: outcome.kind === 'send-failed',
      };
    },

    async rejectCancellation(id: string, actor: DecisionActor, note?: string) {
      await onLocked(id, actor, async (tx, a, at) => {
        const refused = refusal('admin', 'reject-cancellation', a, at);
        if (refused) throw conflict(refused);
        await appts.updateAppointment(tx, id, { cancellationStatus: 'rejected', updatedAt: at });
        await audit(tx, actor, 'appointment.cancellation_rejected', id, note ? { note } : {});
        const facts = mailFacts(a, await therapistNameOf(deps.therapists, tx, a.therapistId));
        const requestedBy = a.cancellationRequestedBy === 'therapist' ? 'therapist' : 'user';
        await deps.notices.mail(tx, [
          clientReads(mailOf('rejected', { ...facts, requestedBy }, note), a),
        ]);
        await mailTherapist(tx, a, (to) =>
          mailOf('therapistOutcome', to, facts, { approved: false, requestedBy, refund: null }),
        );
      });
      deps.jobsQueued?.();
      return answer(id, 'Cancellation request rejected. The appointment stays booked.');
    },

    /** Records a therapist's request to cancel; approved, it refunds the client in full. */
    async therapistRequestsCancellation(id: string, reason: string, actor: DecisionActor) {
      if (reason.trim() === '') throw badRequest("Please give the therapist's reason.");
      const a = await onLocked(id, actor, async (tx, locked, at) => {
        const role = actor.therapistId ? 'therapist' : 'admin';
        // The therapist's own request needs a booking they accepted; the team may record any.
        const refused = refusal(role, 'request-cancellation', locked, at);
        if (refused) throw conflict(refused);
        const row = await appts.openCancellationRequest(tx, {
          appointmentId: id,
          clientId: null,
          requestedBy: 'therapist',
          reason: reason.trim(),
          now: at,
          replacesRejectedOf: REPLACES_REJECTED_OF.therapist,
        });
        if (!row)
          throw conflict(
            refusal('admin', 'request-cancellation', locked, at) ?? REFUSALS.requestPending,
          );
        await audit(tx, actor, 'appointment.cancellation_requested', id, {
          requestedBy: 'therapist',
        });
        const facts = mailFacts(row, await therapistNameOf(deps.therapists, tx, row.therapistId));
        await deps.notices.mail(tx, [
          clientReads(mailOf('therapistRequest', facts), row),
          // From the dashboard, the team hears of it here; an admin recording it already knows.
          ...(actor.therapistId ? [mailOf('therapistRequestNotice', facts, reason.trim())] : []),
        ]);
        return row;
      });
      deps.jobsQueued?.();
      return answer(
        id,
        `Therapist cancellation request recorded. Approving it refunds the client ${rupees(a.bookingFeePaise)} in full.`,
      );
    },

    confirm: (id: string, actor: DecisionActor) =>
      flagDecision(id, actor, 'confirm', { isApproved: true }, 'Appointment confirmed.'),

    complete: (id: string, actor: DecisionActor) =>
      flagDecision(id, actor, 'complete', { isCompleted: true }, 'Session marked completed.'),

    /** A no-show: no refund. */
    notAttended: (id: string, actor: DecisionActor) =>
      flagDecision(
        id,
        actor,
        'not-attended',
        { sessionStatus: 'not-attended' },
        'Session marked not attended. No refund applies.',
      ),

    async listRequests(): Promise<CancellationRequest[]> {
      const at = now();
      const rows = await appts.listPendingRequests(db, REQUESTS_LIST_LIMIT);
      const [therapists, clients] = await Promise.all([
        deps.therapists.labels.of(rows.map((a) => a.therapistId)),
        deps.accounts.labelsOf(rows.map((a) => a.clientId)),
      ]);
      return rows.flatMap((a) => {
        const therapistName = therapists.get(a.therapistId)?.name;
        const accountEmail = clients.get(a.clientId)?.email;
        if (therapistName === undefined || accountEmail === undefined) return [];
        const refund = policyRefund(a, at);
        return {
          id: a.id,
          slotDate: a.slotDate,
          slotTime: a.slotTime,
          sessionType: a.sessionType,
          therapistName,
          clientName: `${a.firstName} ${a.lastName}`.trim(),
          clientEmail: a.email || accountEmail,
          requestedBy: a.cancellationRequestedBy === 'therapist' ? 'therapist' : 'user',
          requestedAt: (a.cancellationRequestedAt ?? a.updatedAt).toISOString(),
          reason: a.cancellationReason ?? '',
          bookedAt: a.createdAt.toISOString(),
          refundPaise: refund.refundPaise,
          rule: refund.rule,
        };
      });
    },
  };
}

export type AppointmentDecisions = ReturnType<typeof createAppointmentDecisions>;
