import type { Db, Tx } from '../../db/client';
import type { PaymentProvider } from '../../adapters/payments/payment-provider';
import { enqueueMail, type OutgoingMail } from '../mail/mail.queries';
import * as q from './bookings.queries';
import * as rq from './reservations.queries';
import {
  clientConfirmation,
  duplicatePaymentNotice,
  lateRefundNotice,
  sessionIcs,
  therapistNotice,
  type RefundCause,
  type SiteInfo,
} from './booking-mails';
import { REFUND_POLICY, storedBooking, type StoredBooking } from './booking-snapshot';
import { requestRecordedRefund } from './refund-request';
import { lockAppointment } from '../appointments/appointments.queries';
import type { RefundRequested } from '../appointments/refund-sender';

/** Why a paid order booked nothing: its slot went to someone else, or its appointment was cancelled. */
export type LostReason = 'slot-taken' | 'cancelled';

export type Fulfilment =
  | { kind: 'booked'; appointmentId: string; created: boolean }
  | { kind: 'lost'; paymentRowId: string; reason: LostReason }
  | { kind: 'unknown-order' };

export interface FulfilDeps {
  db: Db;
  provider: PaymentProvider;
  site: SiteInfo;
  now: () => Date;
  log: { warn(obj: object, msg: string): void };
  /** Wakes the mail worker after mails were committed to the outbox. */
  mailQueued?: () => void;
  /** Told after the provider accepted a refund (the simulated gateway answers with its webhook). */
  refundRequested?: RefundRequested;
}

type Actor = { kind: 'user' | 'system'; accountId: string | null };
type PaymentRow = q.PaymentRow;

/** What one fulfilment did inside its transaction, and what is left to do after the commit. */
interface Step {
  result: Fulfilment;
  mailed: boolean;
  refundPaymentRowId?: string;
}

/** A late refund's key and reason; the key also tells a repeated call that nothing was booked. */
const lateKey = (providerPaymentId: string) => `late-${providerPaymentId}`;
const REFUND_REASON: Record<RefundCause, string> = {
  'hold-expired': 'slot taken after the payment hold expired',
  'reservation-expired': 'slot taken after the reservation expired',
  'reservation-cancelled': 'appointment cancelled before the payment completed',
  'session-started': 'the session had started before the payment completed',
};

/**
 * Books the slot of a paid order exactly once, keyed by the provider's payment id. The browser's
 * verify call and the webhook may both arrive, in any order and any number of times. An order of
 * the two-step page books its held slot; an order of a pay-later reservation pays that appointment.
 */
export function createFulfilment(deps: FulfilDeps) {
  const { db, site, now } = deps;

  async function fulfil(orderId: string, providerPaymentId: string, actor: Actor) {
    const step = await db.transaction(async (tx): Promise<Step> => {
      const p = await q.lockPaymentByOrder(tx, orderId);
      if (!p) return { result: { kind: 'unknown-order' }, mailed: false };
      if (p.status === 'captured' || p.status === 'refunded') {
        // A refund whose send failed earlier is retried by every later verify call or webhook.
        return { result: await settled(tx, p), mailed: false, refundPaymentRowId: p.id };
      }
      const paying = { tx, p, b: storedBooking.parse(p.booking), providerPaymentId, actor };
      return p.appointmentId ? payReservation(paying, p.appointmentId) : bookHeldSlot(paying);
    });
    if (step.mailed) deps.mailQueued?.();
    if (step.refundPaymentRowId) await requestRecordedRefund(deps, step.refundPaymentRowId);
    return step.result;
  }

  /** A payment already handled: answer what it led to. */
  async function settled(tx: Tx, p: PaymentRow): Promise<Fulfilment> {
    const refund = await q.findRefundOfPayment(tx, p.id);
    const late = refund !== null && refund.idempotencyKey === lateKey(p.providerPaymentId ?? '');
    if (p.appointmentId && !late)
      return { kind: 'booked', appointmentId: p.appointmentId, created: false };
    const cancelled = refund?.reason === REFUND_REASON['reservation-cancelled'];
    return { kind: 'lost', paymentRowId: p.id, reason: cancelled ? 'cancelled' : 'slot-taken' };
  }

  interface Paying {
    tx: Tx;
    p: PaymentRow;
    b: StoredBooking;
    providerPaymentId: string;
    actor: Actor;
  }

  /** Money that arrives once the session has begun never books it. */
  const sessionStarted = (b: StoredBooking) => new Date(b.startsAt).getTime() <= now().getTime();

  async function bookHeldSlot(c: Paying): Promise<Step> {
    const { tx, p, b } = c;
    if (sessionStarted(b)) {
      await q.markPaymentCaptured(tx, p.id, c.providerPaymentId, null);
      return refundLate(c, 'session-started', null);
    }
    const claimId = (p.holdId ? await q.confirmHold(tx, p.holdId) : null) ?? (await claimAfresh(c));
    if (!claimId) {
      await q.markPaymentCaptured(tx, p.id, c.providerPaymentId, null);
      return refundLate(c, 'hold-expired', null);
    }
    const appt = await q.insertAppointment(tx, {
      clientId: p.clientId,
      therapistId: p.therapistId,
      startsAt: new Date(b.startsAt),
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
    await q.markPaymentCaptured(tx, p.id, c.providerPaymentId, appt.id);
    return confirmBooked(c, appt.id, 'appointment.booked', {});
  }

  /** Pays an unpaid reservation; keeps its claim, or claims the slot again if it is still free. */
  async function payReservation(c: Paying, appointmentId: string): Promise<Step> {
    const { tx, p } = c;
    const appt = await lockAppointment(tx, appointmentId, null);
    if (!appt) throw new Error(`payment ${p.id} names a missing appointment`);
    await q.markPaymentCaptured(tx, p.id, c.providerPaymentId, appt.id);
    if (appt.payment === 'paid') return refundDuplicate(c, appt.id);
    // Cancelled by a person (not expired): the client no longer wants it, so the money goes back.
    if (appt.cancelled && appt.cancelledBy !== 'system')
      return refundLate(c, 'reservation-cancelled', appt.id);
    const started = sessionStarted(c.b);
    const claimId = started
      ? null
      : ((await rq.confirmReservationHold(tx, appt.id)) ?? (await claimAfresh(c)));
    if (!claimId) {
      const cause: RefundCause = started ? 'session-started' : 'reservation-expired';
      if (await rq.cancelUnpaidBySystem(tx, appt.id, now())) {
        await rq.releaseReservationHolds(tx, appt.id);
        await q.insertAudit(tx, {
          actorAccountId: null,
          actorKind: 'system',
          action: 'appointment.cancelled',
          entity: 'appointment',
          entityId: appt.id,
          data: { reason: REFUND_REASON[cause] },
        });
      }
      return refundLate(c, cause, appt.id);
    }
    await q.linkClaim(tx, claimId, appt.id);
    await rq.markReservationPaid(tx, appt.id);
    return confirmBooked(c, appt.id, 'appointment.paid', { reinstated: appt.cancelled });
  }

  async function claimAfresh({ tx, p, b }: Paying) {
    const claim = await q.claimSlot(tx, {
      therapistId: p.therapistId,
      startsAt: new Date(b.startsAt),
      clientId: p.clientId,
      kind: 'booking',
      expiresAt: null,
      now: now(),
    });
    return claim?.id ?? null;
  }

  async function confirmBooked(
    c: Paying,
    appointmentId: string,
    action: 'appointment.booked' | 'appointment.paid',
    extra: Record<string, unknown>,
  ): Promise<Step> {
    const { tx, p, b } = c;
    await q.insertAudit(tx, {
      actorAccountId: c.actor.accountId,
      actorKind: c.actor.kind,
      action,
      entity: 'appointment',
      entityId: appointmentId,
      data: {
        paymentId: p.id,
        providerPaymentId: c.providerPaymentId,
        providerOrderId: p.providerOrderId,
        ...extra,
      },
    });
    const session = {
      appointmentId,
      startsAt: new Date(b.startsAt),
      slotDate: b.slotDate,
      slotTime: b.slotTime,
      sessionType: b.sessionType,
      therapistName: b.therapistName,
      therapistAddress: b.therapistAddress,
      clientName: clientNameOf(b),
      clientEmail: b.email,
      clientPhone: b.phone,
      message: b.message,
      therapistFeeRupees: b.therapistFeeRupees,
      bookingFeePaise: p.amountPaise,
    };
    const ics = sessionIcs(session, site, now());
    await enqueueMail(tx, clientConfirmation(session, site, ics));
    if (b.therapistEmail)
      await enqueueMail(tx, therapistNotice(session, b.therapistEmail, site, ics));
    return { result: { kind: 'booked', appointmentId, created: true }, mailed: true };
  }

  /** Paid, but nothing could be booked: keep the record and refund in full. */
  async function refundLate(
    c: Paying,
    cause: RefundCause,
    appointmentId: string | null,
  ): Promise<Step> {
    await recordRefund(c, {
      key: lateKey(c.providerPaymentId),
      reason: REFUND_REASON[cause],
      appointmentId,
      action: 'payment.late_refund',
      mail: lateRefundNotice(refundMailFacts(c), site, cause),
    });
    const reason: LostReason = cause === 'reservation-cancelled' ? 'cancelled' : 'slot-taken';
    return {
      result: { kind: 'lost', paymentRowId: c.p.id, reason },
      mailed: true,
      refundPaymentRowId: c.p.id,
    };
  }

  /** A second order of one reservation was paid too: the appointment stands, this money goes back. */
  async function refundDuplicate(c: Paying, appointmentId: string): Promise<Step> {
    await recordRefund(c, {
      key: `duplicate-${c.providerPaymentId}`,
      reason: 'second payment for an appointment already paid',
      appointmentId: null,
      action: 'payment.duplicate_refund',
      mail: duplicatePaymentNotice({ ...refundMailFacts(c), appointmentId }, site),
    });
    return {
      result: { kind: 'booked', appointmentId, created: false },
      mailed: true,
      refundPaymentRowId: c.p.id,
    };
  }

  async function recordRefund(
    c: Paying,
    r: {
      key: string;
      reason: string;
      appointmentId: string | null;
      action: string;
      mail: OutgoingMail;
    },
  ) {
    const { tx, p } = c;
    await q.insertRefund(tx, {
      paymentId: p.id,
      appointmentId: r.appointmentId,
      idempotencyKey: r.key,
      amountPaise: p.amountPaise,
      status: 'pending',
      reason: r.reason,
    });
    await q.insertAudit(tx, {
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
    await enqueueMail(tx, r.mail);
  }

  const refundMailFacts = ({ p, b }: Paying) => ({
    clientName: clientNameOf(b),
    clientEmail: b.email,
    therapistName: b.therapistName,
    slotDate: b.slotDate,
    slotTime: b.slotTime,
    amountPaise: p.amountPaise,
  });

  return { fulfil };
}

const clientNameOf = (b: StoredBooking) => `${b.firstName} ${b.lastName}`.trim();

export type FulfilmentService = ReturnType<typeof createFulfilment>;
