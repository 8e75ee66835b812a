import { REFUND_WINDOW_HOURS } from '@app/domain/constants';
import type { RefundRule } from '@app/domain/pricing';
import { refusal } from '@app/domain/appointment-life-cycle';
import type {
  AdminCancelBody,
  AdminCancelPreviewResponse,
  AdminCancelResponse,
  RefundChoice,
} from '@app/domain/schemas/admin-ops';
import type { Db, Tx } from '../../../db/client';
import { badRequest, conflict, notFound } from '../../../shared/app-error';
import { isUuid } from '../../../shared/ids';
import type { TherapistBookingFacts } from '../../therapists/therapists.module';
import type { Refunds, SendOutcome } from '../payments/refunds.service';
import { rupees, teamPolicyRefund } from '../payments/refund-policy';
import { APPOINTMENT_NOT_FOUND } from './appointment-rules';
import type { DecisionActor } from './appointment-decisions.service';
import * as appts from './appointments.queries';
import { createCancellationDoor } from './appointment-cancellation';

export interface TeamCancellationDeps {
  db: Db;
  therapists: TherapistBookingFacts;
  refunds: Refunds;
  now?: () => Date;
  /** Wakes the job runner after mails and refund sends were committed. */
  jobsQueued?: () => void;
}

type Row = appts.AppointmentRow;

/** The sentence for the rule "by policy" applies (decision 0047). */
function policyText(rule: RefundRule, requestPending: boolean): string {
  switch (rule) {
    case 'therapist-full':
      return 'The therapist asked to cancel, so the policy refunds the fee in full.';
    case 'within-window':
      return requestPending
        ? `The client asked within ${REFUND_WINDOW_HOURS} hours of booking, so the policy refunds the fee in full.`
        : `Booked less than ${REFUND_WINDOW_HOURS} hours ago, so the policy refunds the fee in full.`;
    case 'after-window':
      return requestPending
        ? `The client asked more than ${REFUND_WINDOW_HOURS} hours after booking, so the policy refunds nothing.`
        : `Booked more than ${REFUND_WINDOW_HOURS} hours ago, so the policy refunds nothing.`;
  }
}

/** Where a refund sent now stands, in the console's words. */
function sentText(outcome: SendOutcome): string {
  switch (outcome.kind) {
    case 'none':
      return 'No refund was recorded.';
    case 'in-flight':
      return `The refund of ${rupees(outcome.amountPaise)} is being sent right now.`;
    case 'send-failed':
      return (
        `The refund of ${rupees(outcome.amountPaise)} could not be sent to the payment provider ` +
        `(${outcome.reason}); it stays pending and is sent again automatically.`
      );
    case 'sent':
    case 'recorded':
      if (outcome.status === 'processed')
        return `Refund of ${rupees(outcome.amountPaise)} processed (${outcome.providerRefundId}).`;
      if (outcome.status === 'failed')
        return `The payment provider reports the refund of ${rupees(outcome.amountPaise)} as failed (${outcome.providerRefundId}): check it with the provider.`;
      return `Refund of ${rupees(outcome.amountPaise)} requested (${outcome.providerRefundId}); it is marked processed when the provider confirms.`;
  }
}

/**
 * The team cancels a booking on its own initiative (a therapist phones in ill) with the refund it
 * chooses: in full, by the policy, or none. The preview answers each choice's amount; the
 * cancellation records the refund in the transaction that cancels (one refund per captured
 * payment, by the unique key), mails both sides, and then sends the refund (decision 0047).
 */
export function createTeamCancellation(deps: TeamCancellationDeps) {
  const { db, refunds } = deps;
  const cancelAppointment = createCancellationDoor({ refunds });
  const now = deps.now ?? (() => new Date());

  /** Each choice's refund for this appointment at this instant. */
  async function optionsOf(handle: Db | Tx, a: Row, at: Date) {
    const refundable = await refunds.refundableForCancellation(handle, a.id);
    const cap =
      refundable.kind === 'payment' ? Math.min(a.bookingFeePaise, refundable.amountPaise) : 0;
    const policy = teamPolicyRefund(a, at);
    const requestPending = a.cancellationStatus === 'pending';
    let note: string | null = null;
    if (refundable.kind === 'refunded-before')
      note = `The booking fee was already refunded (${rupees(refundable.amountPaise)}, ${refundable.status}): cancelling refunds nothing more.`;
    else if (refundable.kind === 'none')
      note = 'No captured payment was found for this booking: cancelling refunds nothing.';
    return {
      refundable,
      refunds: { full: cap, policy: Math.min(policy.refundPaise, cap), none: 0 as const },
      policy: { rule: policy.rule, text: policyText(policy.rule, requestPending) },
      note,
    };
  }

  function refusedOrMissing(a: Row | null, at: Date): asserts a is Row {
    if (!a) throw notFound(APPOINTMENT_NOT_FOUND, 'APPOINTMENT_NOT_FOUND');
    const refused = refusal('admin', 'cancel', a, at);
    if (refused) throw conflict(refused);
  }

  return {
    /** What each refund choice would return if the team cancelled now. */
    async preview(id: string): Promise<AdminCancelPreviewResponse> {
      const a = isUuid(id) ? await appts.findAppointment(db, id, null) : null;
      const at = now();
      refusedOrMissing(a, at);
      const options = await optionsOf(db, a, at);
      const contact = await deps.therapists.contact(a.therapistId);
      return {
        success: true,
        appointmentId: a.id,
        clientName: `${a.firstName} ${a.lastName}`.trim(),
        therapistName: contact?.name ?? '',
        startsAt: a.startsAt.toISOString(),
        sessionType: a.sessionType,
        refunds: options.refunds,
        policy: options.policy,
        note: options.note,
      };
    },

    /**
     * Cancels, frees the slot and records the chosen refund in one transaction on the locked
     * appointment; a pending request is answered by it (approved, the team's refund). A replay,
     * or a cancellation that lost the race to another, finds it cancelled and answers 409.
     */
    async cancel(
      id: string,
      body: AdminCancelBody,
      actor: DecisionActor,
    ): Promise<AdminCancelResponse> {
      const reason = body.reason.trim();
      if (reason === '') throw badRequest('Please give the reason for the cancellation.');
      if (!isUuid(id)) throw notFound(APPOINTMENT_NOT_FOUND, 'APPOINTMENT_NOT_FOUND');
      const at = now();
      const done = await db.transaction(async (tx) => {
        const a = await appts.lockAppointment(tx, id, null);
        refusedOrMissing(a, at);
        const options = await optionsOf(tx, a, at);
        const amount = options.refunds[body.refund];
        const requestPending = a.cancellationStatus === 'pending';
        const contact = await deps.therapists.contact(a.therapistId, tx);
        const done = await cancelAppointment(tx, a, {
          cause: 'team',
          at,
          actor: { accountId: actor.accountId, kind: 'admin' },
          therapistName: contact?.name ?? 'your therapist',
          teamRefundPaise: amount,
          refundReason: `cancelled by the team (refund: ${body.refund})`,
          notice: {
            therapistEmail: contact?.email ?? null,
            reason,
            refundedBefore: options.refundable.kind === 'refunded-before',
          },
          audit: {
            action: 'appointment.cancelled_by_team',
            data: (d) => ({
              reason,
              refund: body.refund,
              refundPaise: d.refundPaise,
              refundedBefore:
                d.refund === 'refunded-before' || options.refundable.kind === 'refunded-before',
              ...(body.refund === 'policy' ? { rule: options.policy.rule } : {}),
              ...(requestPending
                ? {
                    answeredRequest: {
                      requestedBy: a.cancellationRequestedBy,
                      reason: a.cancellationReason,
                      requestedAt: a.cancellationRequestedAt?.toISOString() ?? null,
                    },
                  }
                : {}),
              via: actor.via,
            }),
          },
        });
        const refundPaise = done.refundPaise;
        const refundedBefore =
          done.refund === 'refunded-before' || options.refundable.kind === 'refunded-before';
        return { refundPaise, refundedBefore, policy: options.policy };
      });
      deps.jobsQueued?.();
      const outcome: SendOutcome =
        done.refundPaise > 0 ? await refunds.sendForAppointment(id) : { kind: 'none' };
      return {
        success: true,
        message: `Session cancelled. ${moneyText(body.refund, done, outcome)}`,
        appointmentId: id,
        refund: {
          choice: body.refund,
          amountPaise: done.refundPaise,
          status:
            done.refundPaise === 0
              ? null
              : 'status' in outcome
                ? outcome.status
                : outcome.kind === 'none'
                  ? null
                  : 'pending',
        },
        refundRetryNeeded: outcome.kind === 'send-failed',
      };
    },
  };
}

function moneyText(
  choice: RefundChoice,
  done: { refundPaise: number; refundedBefore: boolean; policy: { text: string } },
  outcome: SendOutcome,
): string {
  if (done.refundPaise > 0) return sentText(outcome);
  if (choice === 'none') return 'No refund.';
  if (done.refundedBefore) return 'The booking fee was already refunded, so nothing more is.';
  if (choice === 'policy') return `No refund: ${done.policy.text}`;
  return 'No refund: no captured payment was found for this booking.';
}

export type TeamCancellation = ReturnType<typeof createTeamCancellation>;
