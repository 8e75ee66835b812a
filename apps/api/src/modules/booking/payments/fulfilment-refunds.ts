import {
  mailOf,
  type MailRequest,
  type NoticeSender,
  type RefundCause,
} from '../../notifications/notifications.module';
import { recordAudit } from '../../../shared/audit/audit-log';
import type { Refunds } from './refunds.service';
import * as refundsQ from './refunds.queries';
import {
  clientNameOf,
  done,
  lateKey,
  type Fulfilment,
  type LostReason,
  type Paying,
  type Step,
} from './fulfilment-steps';

/** Why a late refund was made, as its record says. */
export const REFUND_REASON: Record<RefundCause, string> = {
  'hold-expired': 'slot taken after the payment hold expired',
  'reservation-expired': 'slot taken after the reservation expired',
  'reservation-cancelled': 'appointment cancelled before the payment completed',
  'session-started': 'the session had started before the payment completed',
  'account-closed': 'the client deleted their account before the payment completed',
  'therapist-unavailable': 'the therapist was suspended before the payment completed',
};
/** Causes in which the client, not another booking, ended the appointment. */
export const CANCELLED_CAUSES = new Set<refundsQ.RefundCauseCode>([
  'reservation-cancelled',
  'account-closed',
]);

/**
 * The fulfilment's refunds: money that booked nothing, a second payment of one appointment and a
 * further payment on a settled order each go back once, recorded, audited and mailed in the
 * fulfilment's transaction; the sends follow after its commit.
 */
export function createFulfilmentRefunds(deps: { refunds: Refunds; notices: NoticeSender }) {
  /** Paid, but nothing could be booked: keep the record and refund in full. */
  async function refundLate(
    c: Paying,
    cause: RefundCause,
    appointmentId: string | null,
  ): Promise<Step> {
    const refundIds = await recordRefund(c, {
      key: lateKey(c.providerPaymentId),
      cause,
      reason: REFUND_REASON[cause],
      appointmentId,
      action: 'payment.late_refund',
      mail: mailOf('lateRefund', refundMailFacts(c), cause),
    });
    const reason: LostReason = CANCELLED_CAUSES.has(cause) ? 'cancelled' : 'slot-taken';
    return done({ kind: 'lost', paymentRowId: c.p.id, reason }, refundIds);
  }

  /** A second order of one reservation was paid too: the appointment stands, this money goes back. */
  async function refundDuplicate(c: Paying, appointmentId: string): Promise<Step> {
    const refundIds = await recordRefund(c, {
      key: `duplicate-${c.providerPaymentId}`,
      cause: 'duplicate-payment',
      reason: 'second payment for an appointment already paid',
      appointmentId: null,
      action: 'payment.duplicate_refund',
      mail: mailOf('duplicatePayment', { ...refundMailFacts(c), appointmentId }),
    });
    return done({ kind: 'booked', appointmentId, created: false }, refundIds);
  }

  /** A further payment captured on an order already settled: it goes back in full. */
  async function refundExtra(c: Paying): Promise<Step> {
    const known = await refundsQ.findRefundOfProviderPayment(c.tx, c.providerPaymentId);
    const refundIds = known
      ? [known.id]
      : await recordRefund(c, {
          key: `extra-${c.providerPaymentId}`,
          cause: 'extra-payment',
          reason: 'further payment on an order already paid',
          appointmentId: null,
          action: 'payment.extra_refund',
          mail: mailOf('duplicatePayment', {
            ...refundMailFacts(c),
            appointmentId: c.p.appointmentId,
          }),
        });
    const result: Fulfilment = c.p.appointmentId
      ? { kind: 'booked', appointmentId: c.p.appointmentId, created: false }
      : { kind: 'lost', paymentRowId: c.p.id, reason: 'slot-taken' };
    return done(result, refundIds);
  }

  async function recordRefund(
    c: Paying,
    r: {
      key: string;
      cause: refundsQ.RefundCauseCode;
      reason: string;
      appointmentId: string | null;
      action: string;
      mail: MailRequest;
      /** A part of the payment (a series' lost weeks); else all of it. */
      amountPaise?: number;
    },
  ) {
    const { tx, p } = c;
    const refundId = await deps.refunds.record(tx, {
      paymentRowId: p.id,
      providerPaymentId: c.providerPaymentId,
      appointmentId: r.appointmentId,
      idempotencyKey: r.key,
      amountPaise: r.amountPaise ?? p.amountPaise,
      cause: r.cause,
      reason: r.reason,
    });
    if (!refundId) return [];
    await recordAudit(tx, {
      actorAccountId: c.actor.accountId,
      actorKind: c.actor.kind,
      action: r.action,
      entity: 'payment',
      entityId: p.id,
      data: {
        providerPaymentId: c.providerPaymentId,
        slot: c.b.startsAt,
        appointmentId: p.appointmentId,
      },
    });
    await deps.notices.mail(tx, [{ ...r.mail, reader: { accountId: p.clientId } }]);
    return [refundId];
  }

  const refundMailFacts = ({ p, b }: Paying) => ({
    clientName: clientNameOf(b),
    clientEmail: b.email,
    therapistName: b.therapistName,
    slotDate: b.slotDate,
    slotTime: b.slotTime,
    amountPaise: p.amountPaise,
  });

  return { refundLate, refundDuplicate, refundExtra, recordRefund, refundMailFacts };
}
