import type { SiteInfo } from '../../../shared/site-info';
import type { Db, Tx } from '../../../db/client';
import { retryingDeadlocks } from '../../../db/deadlock-retry';
import { acceptanceDeadline } from '@app/domain/therapist-sessions';
import {
  mailOf,
  sessionInvites,
  type NoticeSender,
  type RefundCause,
} from '../../notifications/notifications.module';
import { momentVar, toClient, toTherapist } from '../mails/session-notices';
import { REFUND_POLICY, storedBooking, type StoredBooking } from '../checkout/booking-snapshot';
import type { Refunds } from './refunds.service';
import type { FeaturedPlacement } from '../../therapists/therapists.module';
import type { TherapistBookingFacts } from '../../therapists/therapists.module';
import type { AccountContacts } from '../../accounts/accounts.module';
import { createFeaturedFulfilment } from '../featured/featured-fulfilment';
import type { InvoiceIssuer } from '../invoices/invoice-issuer';
import { withInvoice } from '../invoices/invoice-attachments';
import { recordAudit } from '../../../shared/audit/audit-log';
import * as appts from '../appointments/appointments.queries';
import * as orders from './orders.queries';
import * as refundsQ from './refunds.queries';
import * as claims from '../checkout/slot-claims.queries';
import { bookWeeks } from './series-weeks';
import { CANCELLED_CAUSES, createFulfilmentRefunds, REFUND_REASON } from './fulfilment-refunds';
import {
  clientNameOf,
  done,
  lateKey,
  type Actor,
  type Paying,
  type Step,
} from './fulfilment-steps';

export type { Actor, Fulfilment, LostReason, Step } from './fulfilment-steps';

export interface FulfilDeps {
  db: Db;
  site: SiteInfo;
  now: () => Date;
  log: { warn(obj: object, msg: string): void };
  refunds: Refunds;
  /** The therapists module's featured placement, extended inside the fulfilment's transaction. */
  placement: FeaturedPlacement;
  /** Whether a client's account is closing (its deletion was requested). */
  accounts: Pick<AccountContacts, 'closing' | 'notePhone'>;
  /** Whether the therapist may still be booked (not suspended or closed), read under a lock. */
  therapists?: Pick<TherapistBookingFacts, 'listedForBooking'>;
  /** Wakes the job runner after mails and refund sends were committed. */
  jobsQueued?: () => void;
  notices: NoticeSender;
  /** Issues the tax invoice of every captured payment in the fulfilment's transaction. */
  invoices: InvoiceIssuer;
}

type PaymentRow = orders.PaymentRow;

/**
 * Books the slot of a paid order exactly once, keyed by the provider's payment id. The browser's
 * verify call and the webhook may both arrive, in any order and any number of times. An order of
 * the two-step page books its held slot; an order of a pay-later reservation pays that appointment.
 */
export function createFulfilment(deps: FulfilDeps) {
  const { db, site, now } = deps;
  const featured = createFeaturedFulfilment({
    placement: deps.placement,
    refunds: deps.refunds,
    notices: deps.notices,
    now,
  });
  const { refundLate, refundDuplicate, refundExtra, recordRefund, refundMailFacts } =
    createFulfilmentRefunds(deps);

  /**
   * Applies one captured provider payment inside the caller's transaction (the webhook inbox marks
   * its event processed in the same one). Every captured payment ends as exactly one appointment or
   * one refund: a second payment on a settled order is refunded, and a payment id that already
   * settled another order is refused and recorded.
   */
  async function fulfilIn(
    tx: Tx,
    orderId: string,
    providerPaymentId: string,
    actor: Actor,
  ): Promise<Step> {
    const locked = await orders.lockPaymentByOrder(tx, orderId, providerPaymentId);
    if (!locked) return done({ kind: 'unknown-order' });
    const { payment: p, settledBy: owner } = locked;
    if (owner && owner.id !== p.id) {
      await recordAudit(tx, {
        actorAccountId: actor.accountId,
        actorKind: actor.kind,
        action: 'payment.foreign_payment_refused',
        entity: 'payment',
        entityId: p.id,
        data: {
          providerPaymentId,
          providerOrderId: orderId,
          settledOrderId: owner.providerOrderId,
        },
      });
      return done({ kind: 'foreign-payment' });
    }
    const replay =
      (p.status === 'captured' || p.status === 'refunded') &&
      p.providerPaymentId === providerPaymentId;
    const step = await applyCapture(tx, p, providerPaymentId, actor);
    // Every captured payment, whatever it led to (a booking, a plan, a refund), is a supply
    // invoiced once; the number is taken last, so its counter is locked only until the commit.
    if (!replay) await deps.invoices.issueForPayment(tx, p, providerPaymentId, now());
    return step;
  }

  async function applyCapture(
    tx: Tx,
    p: PaymentRow,
    providerPaymentId: string,
    actor: Actor,
  ): Promise<Step> {
    if (p.purpose === 'featured_plan') return featured.fulfilIn(tx, p, providerPaymentId, actor);
    const b = storedBooking.parse(p.booking);
    const paying = { tx, p, b, providerPaymentId, actor };
    if (p.status === 'captured' || p.status === 'refunded') {
      if (p.providerPaymentId !== providerPaymentId) return refundExtra(paying);
      return settled(tx, p);
    }
    if (p.appointmentId) return payReservation(paying, p.appointmentId);
    return p.seriesId ? bookSeries(paying) : bookHeldSlot(paying);
  }

  /** Fulfils in its own transaction, then tries the refund sends it recorded. */
  async function fulfil(orderId: string, providerPaymentId: string, actor: Actor) {
    // The transaction touches nothing outside the database, so an attempt PostgreSQL aborted to
    // break a deadlock is simply made again.
    const step = await retryingDeadlocks(() =>
      db.transaction((tx) => fulfilIn(tx, orderId, providerPaymentId, actor)),
    );
    deps.jobsQueued?.();
    await deps.refunds.sendNow(step.refundIds);
    return step.result;
  }

  /** A payment already handled: answer what it led to, and retry its refund's send if any. */
  async function settled(tx: Tx, p: PaymentRow): Promise<Step> {
    const refund = p.providerPaymentId
      ? await refundsQ.findRefundOfProviderPayment(tx, p.providerPaymentId)
      : null;
    const refundIds = refund ? [refund.id] : [];
    const late = refund !== null && refund.idempotencyKey === lateKey(p.providerPaymentId ?? '');
    // A series keeps the weeks it booked when a late refund returned the weeks it lost.
    if (p.appointmentId && (!late || p.seriesId))
      return done({ kind: 'booked', appointmentId: p.appointmentId, created: false }, refundIds);
    const cancelled = refund !== null && CANCELLED_CAUSES.has(refund.cause);
    return done(
      { kind: 'lost', paymentRowId: p.id, reason: cancelled ? 'cancelled' : 'slot-taken' },
      refundIds,
    );
  }

  /** Money that arrives once the session has begun never books it. */
  const sessionStarted = (b: StoredBooking) => new Date(b.startsAt).getTime() <= now().getTime();

  /** Why nothing of this order can be booked any more, if so. */
  async function orderRefusal(c: Paying): Promise<RefundCause | null> {
    const { tx, p, b } = c;
    if (sessionStarted(b)) return 'session-started';
    // A checkout left open while the account was deleted: the deletion cancelled everything else.
    if (await deps.accounts.closing(p.clientId, tx)) return 'account-closed';
    // A checkout left open while the team suspended the therapist (decision 0049): read under a
    // share lock, so a suspension in flight is waited for and never misses this booking.
    if (deps.therapists && !(await deps.therapists.listedForBooking(p.therapistId, tx)))
      return 'therapist-unavailable';
    return null;
  }

  /** Paid, and nothing booked: the money goes back whole. */
  async function bookedNothing(c: Paying, cause: RefundCause): Promise<Step> {
    await orders.markPaymentCaptured(c.tx, c.p.id, c.providerPaymentId, null);
    return refundLate(c, cause, null);
  }

  async function bookHeldSlot(c: Paying): Promise<Step> {
    const { tx, p, b } = c;
    const refused = await orderRefusal(c);
    if (refused) return bookedNothing(c, refused);
    const claimId =
      (p.holdId
        ? await claims.confirmHold(tx, { holdId: p.holdId, therapistId: p.therapistId })
        : null) ?? (await claimAfresh(c));
    if (!claimId) return bookedNothing(c, 'hold-expired');
    const appt = await appts.insertAppointment(tx, {
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
    await claims.linkClaim(tx, claimId, appt.id);
    await orders.markPaymentCaptured(tx, p.id, c.providerPaymentId, appt.id);
    await deps.accounts.notePhone(p.clientId, b.phone, tx);
    return confirmBooked(c, appt.id, appt.createdAt, 'appointment.booked', {});
  }

  /**
   * A standing series (decision 0066): every week still free is booked in this one transaction,
   * each an appointment of its own; the weeks taken meanwhile go back in one late refund.
   */
  async function bookSeries(c: Paying): Promise<Step> {
    const refused = await orderRefusal(c);
    if (refused) return bookedNothing(c, refused);
    const { booked, lost } = await bookWeeks(c, now(), claimAfresh);
    if (booked.length === 0) return bookedNothing(c, 'hold-expired');
    const { tx, p, b } = c;
    await orders.markPaymentCaptured(tx, p.id, c.providerPaymentId, booked[0]!.id);
    await deps.accounts.notePhone(p.clientId, b.phone, tx);
    const feePaise = b.series!.feePaise;
    const refundIds =
      lost.length === 0
        ? []
        : await recordRefund(c, {
            key: lateKey(c.providerPaymentId),
            cause: 'hold-expired',
            reason: `${REFUND_REASON['hold-expired']} (${lost.length} of a weekly series)`,
            appointmentId: null,
            action: 'payment.late_refund',
            amountPaise: lost.length * feePaise,
            mail: mailOf(
              'lateRefund',
              {
                ...refundMailFacts(c),
                slotDate: lost[0]!.slotDate,
                slotTime: lost[0]!.slotTime,
                amountPaise: lost.length * feePaise,
              },
              'hold-expired',
            ),
          });
    for (const [i, a] of booked.entries())
      await confirmBooked(
        c,
        a.id,
        a.createdAt,
        'appointment.booked',
        { seriesId: p.seriesId },
        {
          startsAt: a.startsAt,
          slotDate: a.slotDate,
          slotTime: a.slotTime,
          feePaise,
          invoice: i === 0,
        },
      );
    return done({ kind: 'booked', appointmentId: booked[0]!.id, created: true }, refundIds);
  }

  /** Pays an unpaid reservation; keeps its claim, or claims the slot again if it is still free. */
  async function payReservation(c: Paying, appointmentId: string): Promise<Step> {
    const { tx, p } = c;
    const appt = await appts.lockAppointment(tx, appointmentId, null);
    if (!appt) throw new Error(`payment ${p.id} names a missing appointment`);
    await orders.markPaymentCaptured(tx, p.id, c.providerPaymentId, appt.id);
    if (appt.payment === 'paid') return refundDuplicate(c, appt.id);
    // Cancelled by a person (not expired): the client no longer wants it, so the money goes back.
    if (appt.cancelled && appt.cancelledBy !== 'system')
      return refundLate(c, 'reservation-cancelled', appt.id);
    const started = sessionStarted(c.b);
    const claimId = started
      ? null
      : ((await claims.confirmReservationHold(tx, {
          appointmentId: appt.id,
          therapistId: p.therapistId,
        })) ?? (await claimAfresh(c)));
    if (!claimId) {
      const cause: RefundCause = started ? 'session-started' : 'reservation-expired';
      if (await appts.cancelUnpaidBySystem(tx, appt.id, now())) {
        await claims.releaseReservationHolds(tx, appt.id);
        await recordAudit(tx, {
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
    await claims.linkClaim(tx, claimId, appt.id);
    await appts.markReservationPaid(tx, appt.id);
    return confirmBooked(c, appt.id, appt.createdAt, 'appointment.paid', {
      reinstated: appt.cancelled,
    });
  }

  async function claimAfresh({ tx, p, b }: Paying, startsAt = new Date(b.startsAt)) {
    const claim = await claims.claimSlot(tx, {
      therapistId: p.therapistId,
      startsAt,
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
    bookedAt: Date,
    action: 'appointment.booked' | 'appointment.paid',
    extra: Record<string, unknown>,
    week?: {
      startsAt: Date;
      slotDate: string;
      slotTime: string;
      feePaise: number;
      invoice: boolean;
    },
  ): Promise<Step> {
    const { tx, p } = c;
    const b = week ? { ...c.b, ...week, startsAt: week.startsAt.toISOString() } : c.b;
    await recordAudit(tx, {
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
      bookedAt,
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
      bookingFeePaise: week?.feePaise ?? p.amountPaise,
      therapistEmail: b.therapistEmail,
    };
    const ics = sessionInvites(session, site, now());
    const confirmation = mailOf('clientConfirmation', session, ics.client);
    const noticeSession = { ...session, clientId: p.clientId, therapistId: p.therapistId };
    await deps.notices.send(tx, [
      toClient(
        'booking.confirmed',
        noticeSession,
        // A series' one invoice travels with its first week's confirmation.
        week && !week.invoice ? confirmation : withInvoice(confirmation, c.providerPaymentId),
      ),
      toTherapist(
        'booking.new-for-therapist',
        noticeSession,
        b.therapistEmail
          ? mailOf('therapistNotice', session, b.therapistEmail, ics.therapist)
          : null,
        momentVar('deadline', acceptanceDeadline(bookedAt, session.startsAt)),
      ),
    ]);
    return done({ kind: 'booked', appointmentId, created: true });
  }

  return { fulfil, fulfilIn };
}

export type FulfilmentService = ReturnType<typeof createFulfilment>;
