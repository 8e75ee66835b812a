/** Writes the demo client's planned appointments with their payments, refunds and slot claims. */
import { asc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../client';
import {
  appointments,
  auditLog,
  payments,
  refunds,
  simulatedGatewayPayments,
  slotHolds,
  therapists,
} from '../schema';
import type { DemoAppointment } from './demo-appointments';
import { createInvoiceIssuer, type InvoiceSettings } from '../../modules/booking/booking.module';

/** Provider-style ids (prefix and 14 characters), unique per appointment. */
const demoId = (prefix: string, appointmentId: string) =>
  `${prefix}_${appointmentId.replace(/-/g, '').slice(0, 14)}`;

export interface DemoClient {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

const REFUND_POLICY = 'booking-fee-24h-v1';

export async function insertDemoAppointments(
  tx: Tx,
  client: DemoClient,
  plan: readonly DemoAppointment[],
): Promise<number> {
  if (plan.length === 0) return 0;
  const rows = await tx
    .select({
      id: therapists.id,
      slug: therapists.slug,
      name: therapists.name,
      email: therapists.email,
      addressLine1: therapists.addressLine1,
      addressLine2: therapists.addressLine2,
      city: therapists.city,
      pincode: therapists.pincode,
    })
    .from(therapists)
    .where(inArray(therapists.slug, [...new Set(plan.map((a) => a.therapistSlug))]));
  const bySlug = new Map(rows.map((r) => [r.slug, r]));

  let n = 0;
  for (const a of plan) {
    const t = bySlug.get(a.therapistSlug);
    if (!t) continue;
    n++;
    const [appt] = await tx
      .insert(appointments)
      .values({
        clientId: client.id,
        therapistId: t.id,
        startsAt: a.startsAt,
        slotDate: a.slotDate,
        slotTime: a.slotTime,
        sessionType: a.sessionType,
        firstName: client.firstName,
        lastName: client.lastName,
        email: client.email,
        phone: client.phone,
        message: a.message,
        payment: a.paid ? 'paid' : 'unpaid',
        reservationExpiresAt: a.reservationExpiresAt,
        therapistFeeRupees: a.therapistFeeRupees,
        bookingFeePaise: a.bookingFeePaise,
        refundPolicy: REFUND_POLICY,
        isApproved: a.isApproved,
        isCompleted: a.isCompleted,
        sessionStatus: a.sessionStatus,
        cancelled: a.cancelled,
        cancelledBy: a.cancelledBy,
        cancelledAt: a.cancelledAt,
        cancellationStatus: a.cancellationStatus,
        cancellationRequestedBy: a.cancellationRequestedBy,
        cancellationReason: a.cancellationReason,
        cancellationRequestedAt: a.cancellationRequestedAt,
        createdAt: a.bookedAt,
        updatedAt: a.cancelledAt ?? a.cancellationRequestedAt ?? a.bookedAt,
      })
      .returning({ id: appointments.id });
    if (!appt) throw new Error('demo appointment insert failed');

    let holdId: string | null = null;
    if (a.hold) {
      const [hold] = await tx
        .insert(slotHolds)
        .values({
          therapistId: t.id,
          startsAt: a.startsAt,
          clientId: client.id,
          kind: a.hold.kind,
          appointmentId: appt.id,
          expiresAt: a.hold.expiresAt,
          createdAt: a.bookedAt,
        })
        .returning({ id: slotHolds.id });
      holdId = hold?.id ?? null;
    }

    if (a.payment) {
      const [pay] = await tx
        .insert(payments)
        .values({
          clientId: client.id,
          therapistId: t.id,
          appointmentId: appt.id,
          holdId,
          provider: 'simulated',
          providerOrderId: demoId('order', appt.id),
          providerPaymentId: demoId('pay', appt.id),
          amountPaise: a.bookingFeePaise,
          status: a.payment.status,
          booking: {
            therapistName: t.name,
            therapistEmail: t.email,
            therapistAddress: [t.addressLine1, t.addressLine2, t.city, t.pincode]
              .filter(Boolean)
              .join(', '),
            therapistFeeRupees: a.therapistFeeRupees,
            startsAt: a.startsAt.toISOString(),
            slotDate: a.slotDate,
            slotTime: a.slotTime,
            sessionType: a.sessionType,
            firstName: client.firstName,
            lastName: client.lastName,
            email: client.email,
            phone: client.phone,
            message: a.message,
          },
          createdAt: a.bookedAt,
          updatedAt: a.refund?.at ?? a.payment.capturedAt,
        })
        .returning({ id: payments.id });
      // The offline gateway's own ledger knows the payments it took, so a later refund works.
      await tx.insert(simulatedGatewayPayments).values({
        id: demoId('pay', appt.id),
        orderId: demoId('order', appt.id),
        amountPaise: a.bookingFeePaise,
        status: 'captured',
        webhookEventId: demoId('evt', appt.id),
        webhookBody: '{}',
      });
      if (pay && a.refund) {
        await tx.insert(refunds).values({
          paymentId: pay.id,
          providerPaymentId: demoId('pay', appt.id),
          appointmentId: appt.id,
          idempotencyKey: `cancel-${appt.id}`,
          providerRefundId: demoId('rfnd', appt.id),
          amountPaise: a.bookingFeePaise,
          status: 'processed',
          cause: 'cancellation',
          reason: a.refund.reason,
          createdAt: a.refund.at,
          updatedAt: a.refund.at,
        });
      }
    }

    // Who did what and when, as the live flows record it.
    const trail: (typeof auditLog.$inferInsert)[] = [
      {
        actorAccountId: client.id,
        actorKind: 'user',
        action: a.paid ? 'appointment.booked' : 'appointment.reserved',
        entity: 'appointment',
        entityId: appt.id,
        data: {},
        createdAt: a.bookedAt,
      },
    ];
    if (a.cancellationRequestedAt) {
      trail.push({
        actorAccountId: a.cancellationRequestedBy === 'user' ? client.id : null,
        actorKind: a.cancellationRequestedBy === 'therapist' ? 'therapist' : 'user',
        action: 'appointment.cancellation_requested',
        entity: 'appointment',
        entityId: appt.id,
        data: { reason: a.cancellationReason },
        createdAt: a.cancellationRequestedAt,
      });
    }
    if (a.cancelledAt) {
      trail.push({
        actorAccountId: a.cancelledBy === 'user' ? client.id : null,
        actorKind: a.cancelledBy ?? 'system',
        action: 'appointment.cancelled',
        entity: 'appointment',
        entityId: appt.id,
        data: a.refund ? { refundPaise: a.bookingFeePaise } : {},
        createdAt: a.cancelledAt,
      });
    }
    await tx.insert(auditLog).values(trail);
  }
  return n;
}

/**
 * The demo's captured payments get their tax invoices and its processed refunds their credit
 * notes, each dated when the money moved and numbered in that order, as live captures are.
 */
export async function issueDemoInvoices(tx: Tx, settings: InvoiceSettings) {
  const issuer = createInvoiceIssuer({ settings, siteName: 'Manas Care' });
  const captured = await tx
    .select()
    .from(payments)
    .where(inArray(payments.status, ['captured', 'refunded']))
    .orderBy(asc(payments.createdAt));
  for (const p of captured)
    if (p.providerPaymentId) await issuer.issueForPayment(tx, p, p.providerPaymentId, p.createdAt);
  const processed = await tx
    .select()
    .from(refunds)
    .where(eq(refunds.status, 'processed'))
    .orderBy(asc(refunds.createdAt));
  let creditNotes = 0;
  for (const r of processed) if (await issuer.issueCreditNote(tx, r, r.createdAt)) creditNotes++;
  return { invoices: captured.filter((p) => p.providerPaymentId).length, creditNotes };
}
