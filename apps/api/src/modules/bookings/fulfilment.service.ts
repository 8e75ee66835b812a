import { z } from 'zod';
import type { Db } from '../../db/client';
import type { PaymentProvider } from '../../adapters/payments/payment-provider';
import { enqueueMail } from '../mail/mail.queries';
import * as q from './bookings.queries';
import {
  clientConfirmation,
  lateRefundNotice,
  sessionIcs,
  therapistNotice,
  type SiteInfo,
} from './booking-mails';

export const REFUND_POLICY = 'booking-fee-24h-v1';

/** What a payments row's `booking` column holds: the request as validated when the order was made. */
export const storedBooking = z.object({
  therapistName: z.string(),
  therapistEmail: z.string().nullable(),
  therapistAddress: z.string(),
  therapistFeeRupees: z.number().int(),
  startsAt: z.string(),
  slotDate: z.string(),
  slotTime: z.string(),
  sessionType: z.enum(['online', 'in-person']),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  message: z.string(),
});
export type StoredBooking = z.infer<typeof storedBooking>;

export type Fulfilment =
  | { kind: 'booked'; appointmentId: string; created: boolean }
  | { kind: 'lost'; paymentRowId: string }
  | { kind: 'unknown-order' };

export interface FulfilDeps {
  db: Db;
  provider: PaymentProvider;
  site: SiteInfo;
  now: () => Date;
  log: { warn(obj: object, msg: string): void };
  /** Wakes the mail worker after mails were committed to the outbox. */
  mailQueued?: () => void;
}

/**
 * Books the slot of a paid order exactly once, keyed by the provider's payment id. The browser's
 * verify call and the webhook may both arrive, in any order and any number of times.
 */
export function createFulfilment(deps: FulfilDeps) {
  const { db, provider, site, now, log } = deps;

  async function fulfil(
    orderId: string,
    providerPaymentId: string,
    actor: { kind: 'user' | 'system'; accountId: string | null },
  ): Promise<Fulfilment> {
    const outcome = await db.transaction(async (tx): Promise<Fulfilment> => {
      const p = await q.lockPaymentByOrder(tx, orderId);
      if (!p) return { kind: 'unknown-order' };
      if (p.status === 'captured' || p.status === 'refunded') {
        return p.appointmentId
          ? { kind: 'booked', appointmentId: p.appointmentId, created: false }
          : { kind: 'lost', paymentRowId: p.id };
      }
      const b = storedBooking.parse(p.booking);
      const startsAt = new Date(b.startsAt);
      const at = now();
      const claimId =
        (p.holdId ? await q.confirmHold(tx, p.holdId) : null) ??
        (
          await q.claimSlot(tx, {
            therapistId: p.therapistId,
            startsAt,
            clientId: p.clientId,
            kind: 'booking',
            expiresAt: null,
            now: at,
          })
        )?.id ??
        null;
      const clientName = `${b.firstName} ${b.lastName}`.trim();

      if (!claimId) {
        // Paid, but the hold ran out and someone else has the slot: keep the record, refund in full.
        await q.markPaymentCaptured(tx, p.id, providerPaymentId, null);
        await q.insertRefund(tx, {
          paymentId: p.id,
          idempotencyKey: `late-${providerPaymentId}`,
          amountPaise: p.amountPaise,
          status: 'pending',
          reason: 'slot taken after the payment hold expired',
        });
        await q.insertAudit(tx, {
          actorAccountId: actor.accountId,
          actorKind: actor.kind,
          action: 'payment.late_refund',
          entity: 'payment',
          entityId: p.id,
          data: { providerPaymentId, slot: b.startsAt },
        });
        await enqueueMail(
          tx,
          lateRefundNotice(
            {
              clientName,
              clientEmail: b.email,
              therapistName: b.therapistName,
              slotDate: b.slotDate,
              slotTime: b.slotTime,
              amountPaise: p.amountPaise,
            },
            site,
          ),
        );
        return { kind: 'lost', paymentRowId: p.id };
      }

      const appt = await q.insertAppointment(tx, {
        clientId: p.clientId,
        therapistId: p.therapistId,
        startsAt,
        slotDate: b.slotDate,
        slotTime: b.slotTime,
        sessionType: b.sessionType,
        firstName: b.firstName,
        lastName: b.lastName,
        email: b.email,
        phone: b.phone,
        message: b.message,
        payment: 'paid',
        therapistFeeRupees: b.therapistFeeRupees,
        bookingFeePaise: p.amountPaise,
        refundPolicy: REFUND_POLICY,
      });
      await q.linkClaim(tx, claimId, appt.id);
      await q.markPaymentCaptured(tx, p.id, providerPaymentId, appt.id);
      await q.insertAudit(tx, {
        actorAccountId: actor.accountId,
        actorKind: actor.kind,
        action: 'appointment.booked',
        entity: 'appointment',
        entityId: appt.id,
        data: { paymentId: p.id, providerPaymentId, providerOrderId: orderId },
      });
      const session = {
        appointmentId: appt.id,
        startsAt,
        slotDate: b.slotDate,
        slotTime: b.slotTime,
        sessionType: b.sessionType,
        therapistName: b.therapistName,
        therapistAddress: b.therapistAddress,
        clientName,
        clientEmail: b.email,
        clientPhone: b.phone,
        message: b.message,
        therapistFeeRupees: b.therapistFeeRupees,
        bookingFeePaise: p.amountPaise,
      };
      const ics = sessionIcs(session, site, at);
      await enqueueMail(tx, clientConfirmation(session, site, ics));
      if (b.therapistEmail)
        await enqueueMail(tx, therapistNotice(session, b.therapistEmail, site, ics));
      return { kind: 'booked', appointmentId: appt.id, created: true };
    });

    if (outcome.kind === 'lost' || (outcome.kind === 'booked' && outcome.created))
      deps.mailQueued?.();
    if (outcome.kind === 'lost') await sendLateRefund(outcome.paymentRowId);
    return outcome;
  }

  /** Asks the provider for the recorded refund, once; a failure leaves it pending for a retry. */
  async function sendLateRefund(paymentRowId: string) {
    const refund = await q.findRefundOfPayment(db, paymentRowId);
    if (!refund || refund.providerRefundId) return;
    const payment = await q.findPaymentById(db, paymentRowId);
    if (!payment?.providerPaymentId) return;
    try {
      const r = await provider.refund({
        paymentId: payment.providerPaymentId,
        amountPaise: refund.amountPaise,
        idempotencyKey: refund.idempotencyKey,
        notes: { reason: refund.reason, payment_row: payment.id },
      });
      await q.setRefundProviderResult(db, refund.id, r.id, r.status);
    } catch (err) {
      log.warn(
        { paymentRowId, reason: (err as Error).message },
        'late refund request failed; it stays pending',
      );
    }
  }

  return { fulfil };
}

export type FulfilmentService = ReturnType<typeof createFulfilment>;
