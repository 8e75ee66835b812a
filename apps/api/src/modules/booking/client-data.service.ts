import type { Db, Tx } from '../../db/client';
import type { TherapistBookingFacts } from '../therapists/therapists.module';
import type { Refunds } from './payments/refunds.service';
import { createCancellationDoor } from './appointments/appointment-cancellation';
import * as q from './client-data.queries';
import * as invoicesQ from './invoices/invoices.queries';
import { invoiceDocument } from '@app/domain/schemas/invoices';

export const ACCOUNT_DELETED_REASON = 'The client deleted their account.';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export interface DeletionCancellations {
  cancelled: number;
  refundPaise: number;
}

/**
 * The booking module's part of a client's data rights: appointments, payments and refunds in the
 * download; cancelling what is still to come when the account is deleted; erasing the client's
 * contact details from the money records while keeping amounts, provider ids and dates.
 */
export function createClientData({
  db,
  refunds,
  therapists,
}: {
  db: Db;
  refunds: Refunds;
  therapists: TherapistBookingFacts;
}) {
  const cancelAppointment = createCancellationDoor({ refunds });
  return {
    /** The clients who booked with a phone matching a `%…%` pattern (the team's people search). */
    idsWithPhoneLike: (pattern: string) => q.clientIdsWithPhoneLike(db, pattern),

    async exportForClient(clientId: string) {
      const [appointments, payments, refundRows, invoiceRows] = [
        await q.appointmentsOfClient(db, clientId),
        await q.paymentsOfClient(db, clientId),
        await q.refundsOfClient(db, clientId),
        await invoicesQ.invoicesOfBuyer(db, clientId),
      ];
      const labels = await therapists.labels.of(appointments.map((a) => a.therapistId));
      return {
        appointments: appointments.map((a) => ({
          id: a.id,
          therapistName: labels.get(a.therapistId)?.name ?? '',
          slotDate: a.slotDate,
          slotTime: a.slotTime,
          startsAt: a.startsAt.toISOString(),
          sessionType: a.sessionType,
          firstName: a.firstName,
          lastName: a.lastName,
          email: a.email,
          phone: a.phone,
          message: a.message,
          payment: a.payment,
          bookingFeePaise: a.bookingFeePaise,
          therapistFeeRupees: a.therapistFeeRupees,
          isApproved: a.isApproved,
          isCompleted: a.isCompleted,
          sessionStatus: a.sessionStatus,
          cancelled: a.cancelled,
          cancelledAt: iso(a.cancelledAt),
          cancellationStatus: a.cancellationStatus,
          cancellationReason: a.cancellationReason,
          createdAt: a.createdAt.toISOString(),
        })),
        payments: payments.map((p) => ({
          id: p.id,
          appointmentId: p.appointmentId,
          provider: p.provider,
          providerOrderId: p.providerOrderId,
          providerPaymentId: p.providerPaymentId,
          amountPaise: p.amountPaise,
          currency: p.currency,
          status: p.status,
          createdAt: p.createdAt.toISOString(),
        })),
        refunds: refundRows.map(({ refund: r }) => ({
          id: r.id,
          paymentId: r.paymentId,
          appointmentId: r.appointmentId,
          providerRefundId: r.providerRefundId,
          amountPaise: r.amountPaise,
          status: r.status,
          reason: r.reason,
          createdAt: r.createdAt.toISOString(),
        })),
        // Tax invoices and credit notes as issued (kept after an erasure: tax law asks for them).
        invoices: invoiceRows.map(({ invoice }) => ({
          id: invoice.id,
          ...invoiceDocument.parse(invoice.data),
        })),
      };
    },

    /**
     * Inside the deletion's transaction: every session still to come is cancelled and its slot
     * freed. A paid one is refunded as the policy refunds a client's cancellation asked for at the
     * deletion request (in full within 24 hours of booking, else nothing), or as a therapist's
     * pending request refunds it (in full). The refund sends run as jobs after the commit.
     */
    async cancelForDeletion(tx: Tx, clientId: string, requestedAt: Date, at: Date) {
      const result: DeletionCancellations = { cancelled: 0, refundPaise: 0 };
      for (const a of await q.lockUpcomingOfClient(tx, clientId, at)) {
        result.cancelled++;
        const pending = a.cancellationStatus === 'pending';
        const therapist = await therapists.contact(a.therapistId, tx);
        const done = await cancelAppointment(tx, a, {
          cause: 'account-deleted',
          at,
          actor: { accountId: clientId, kind: 'user' },
          therapistName: therapist?.name ?? '',
          notice: { therapistEmail: therapist?.email ?? null },
          requestedAt,
          reason: pending ? undefined : ACCOUNT_DELETED_REASON,
          audit: {
            action: 'appointment.cancelled_for_account_deletion',
            data: (d) =>
              a.payment === 'unpaid'
                ? { payment: 'unpaid' }
                : { payment: 'paid', rule: d.rule, refundPaise: d.refundPaise },
          },
        });
        result.refundPaise += done.refundPaise;
      }
      return result;
    },

    /**
     * Blanks the client's contact details on appointments, order snapshots and payment webhooks;
     * answers what mail about the client quotes, for its erasure: the booking contact addresses
     * it blanked and the appointment ids (the therapist's mails name the client, not the address).
     */
    async eraseClientDetails(tx: Tx, clientId: string, at: Date): Promise<string[]> {
      const emails = await q.bookingEmailsOfClient(tx, clientId);
      const ids = await q.appointmentIdsOfClient(tx, clientId);
      await q.eraseAppointmentContacts(tx, clientId, at);
      await q.eraseWebhookContacts(tx, await q.erasePaymentContacts(tx, clientId, at));
      return [...emails, ...ids];
    },
  };
}

export type ClientData = ReturnType<typeof createClientData>;
