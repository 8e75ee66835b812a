import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { appointments, payments, refunds, webhookEvents } from './booking.schema';

type Handle = Db | Tx;

/** Every appointment of the client, oldest first: the download's part. */
export async function appointmentsOfClient(db: Handle, clientId: string) {
  return db
    .select()
    .from(appointments)
    .where(eq(appointments.clientId, clientId))
    .orderBy(asc(appointments.createdAt));
}

export async function paymentsOfClient(db: Handle, clientId: string) {
  return db
    .select()
    .from(payments)
    .where(eq(payments.clientId, clientId))
    .orderBy(asc(payments.createdAt));
}

export async function refundsOfClient(db: Handle, clientId: string) {
  return db
    .select({ refund: refunds })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(eq(payments.clientId, clientId))
    .orderBy(asc(refunds.createdAt));
}

/** The client's sessions still to come and not cancelled, locked for this transaction. */
export async function lockUpcomingOfClient(tx: Tx, clientId: string, at: Date) {
  return tx
    .select()
    .from(appointments)
    .where(
      and(
        eq(appointments.clientId, clientId),
        eq(appointments.cancelled, false),
        eq(appointments.isCompleted, false),
        isNull(appointments.sessionStatus),
        gt(appointments.startsAt, at),
      ),
    )
    .orderBy(asc(appointments.startsAt))
    .for('update');
}

/** The contact addresses the client gave on their bookings (mail about them went there). */
export async function bookingEmailsOfClient(tx: Tx, clientId: string) {
  const rows = await tx
    .selectDistinct({ email: appointments.email })
    .from(appointments)
    .where(eq(appointments.clientId, clientId));
  return rows.map((r) => r.email).filter((e) => e !== '');
}

/** The client's appointment ids: mails that name the client without their address quote them. */
export async function appointmentIdsOfClient(tx: Tx, clientId: string) {
  const rows = await tx
    .select({ id: appointments.id })
    .from(appointments)
    .where(eq(appointments.clientId, clientId));
  return rows.map((r) => r.id);
}

/** Blanks the contact details and words the client typed on every appointment of theirs. */
export async function eraseAppointmentContacts(tx: Tx, clientId: string, at: Date) {
  await tx
    .update(appointments)
    .set({
      firstName: '',
      lastName: '',
      email: '',
      phone: '',
      message: '',
      cancellationReason: sql`case when ${appointments.cancellationReason} is null then null else '' end`,
      updatedAt: at,
    })
    .where(eq(appointments.clientId, clientId));
}

/**
 * Keeps each order's amounts, provider ids, status and dates (what the law requires of payment
 * records) and blanks the client's name, email, phone and message in its booking snapshot.
 * Answers the provider order ids, whose webhooks are scrubbed next.
 */
export async function erasePaymentContacts(tx: Tx, clientId: string, at: Date) {
  const rows = await tx
    .update(payments)
    .set({
      booking: sql`${payments.booking} || '{"firstName":"","lastName":"","email":"","phone":"","message":""}'::jsonb`,
      updatedAt: at,
    })
    .where(eq(payments.clientId, clientId))
    .returning({ orderId: payments.providerOrderId });
  return rows.map((r) => r.orderId);
}

/** Drops the payer's contact details a provider sends inside a payment webhook for these orders. */
export async function eraseWebhookContacts(tx: Tx, orderIds: string[]) {
  if (orderIds.length === 0) return;
  await tx
    .update(webhookEvents)
    .set({
      payload: sql`${webhookEvents.payload}
        #- '{payload,payment,entity,email}'
        #- '{payload,payment,entity,contact}'
        #- '{payload,payment,entity,vpa}'
        #- '{payload,payment,entity,card}'
        #- '{payload,payment,entity,notes}'`,
    })
    .where(
      inArray(
        sql<string>`${webhookEvents.payload} #>> '{payload,payment,entity,order_id}'`,
        orderIds,
      ),
    );
}

/** The clients who booked with a phone matching a `%…%` pattern, as a subquery for the team's search. */
export function clientIdsWithPhoneLike(db: Db, pattern: string) {
  return db
    .selectDistinct({ id: appointments.clientId })
    .from(appointments)
    .where(sql`${appointments.phone} LIKE ${pattern}`);
}
