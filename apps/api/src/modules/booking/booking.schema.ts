import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../db/columns';
import { accounts } from '../accounts/accounts.schema';
import { therapists } from '../therapists/therapists.schema';
import { actorKind } from '../../shared/audit/audit.schema';

// The booking module's tables: appointments, slot holds and versions, payments, refunds, webhooks.

export const sessionType = pgEnum('session_type', ['online', 'in-person']);

export const paymentState = pgEnum('payment_state', ['unpaid', 'paid']);

export const cancellationStatus = pgEnum('cancellation_status', [
  'pending',
  'approved',
  'rejected',
]);

export const appointments = pgTable(
  'appointments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => accounts.id),
    therapistId: uuid('therapist_id')
      .notNull()
      .references(() => therapists.id),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    slotDate: text('slot_date').notNull(),
    slotTime: text('slot_time').notNull(),
    sessionType: sessionType('session_type').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    message: text('message').notNull().default(''),
    payment: paymentState('payment').notNull().default('unpaid'),
    /** An unpaid reservation stops blocking its slot at this instant. */
    reservationExpiresAt: timestamp('reservation_expires_at', { withTimezone: true }),
    /** The session fee the therapist listed when booked; null when they listed none (decision 0061). */
    therapistFeeRupees: integer('therapist_fee_rupees'),
    bookingFeePaise: integer('booking_fee_paise').notNull(),
    refundPolicy: text('refund_policy').notNull(),
    isApproved: boolean('is_approved').notNull().default(false),
    isCompleted: boolean('is_completed').notNull().default(false),
    sessionStatus: text('session_status'),
    cancelled: boolean('cancelled').notNull().default(false),
    cancelledBy: actorKind('cancelled_by'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancellationStatus: cancellationStatus('cancellation_status'),
    cancellationRequestedBy: actorKind('cancellation_requested_by'),
    cancellationReason: text('cancellation_reason'),
    cancellationRequestedAt: timestamp('cancellation_requested_at', { withTimezone: true }),
    /** The online session's private video room name: 122 random bits, never derived from ids. */
    /** The client's own moves so far (decision 0040: at most two). */
    rescheduleCount: integer('reschedule_count').notNull().default(0),
    /** The calendar invite's SEQUENCE: 0 at booking, one more on every move. */
    inviteSequence: integer('invite_sequence').notNull().default(0),
    /** The standing weekly series this session belongs to (decision 0066); null for one session. */
    seriesId: uuid('series_id'),
    videoRoom: text('video_room')
      .notNull()
      .default(sql`replace(gen_random_uuid()::text, '-', '')`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('appointments_client_idx').on(t.clientId, t.createdAt),
    index('appointments_therapist_idx').on(t.therapistId, t.startsAt),
    index('appointments_series_idx')
      .on(t.seriesId, t.startsAt)
      .where(sql`${t.seriesId} IS NOT NULL`),
    // The team finds a client by the phone they booked with (pg_trgm, migration 0017).
    index('appointments_phone_trgm').using('gin', sql`${t.phone} gin_trgm_ops`),
    // A paid, active booking owns its slot for good.
    uniqueIndex('appointments_active_paid_slot_key')
      .on(t.therapistId, t.startsAt)
      .where(sql`${t.cancelled} = false AND ${t.payment} = 'paid'`),
    check(
      'appointments_reason_length',
      sql`${t.cancellationReason} IS NULL OR char_length(${t.cancellationReason}) <= 500`,
    ),
  ],
);

export const proposalStatus = pgEnum('reschedule_proposal_status', [
  'pending',
  'accepted',
  'declined',
  'lapsed',
]);

/**
 * A therapist's proposal of one to three new times for a booking. At most one is pending per
 * appointment; unanswered, it lapses at `lapses_at` (12 hours before the session) and the booking
 * stays.
 */
export const rescheduleProposals = pgTable(
  'reschedule_proposals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    appointmentId: uuid('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    /** [{ slotDate, slotTime }] */
    slots: jsonb('slots').notNull(),
    status: proposalStatus('status').notNull().default('pending'),
    lapsesAt: timestamp('lapses_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('reschedule_proposals_pending_key')
      .on(t.appointmentId)
      .where(sql`${t.status} = 'pending'`),
    index('reschedule_proposals_lapse_idx')
      .on(t.lapsesAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/**
 * Per therapist, moved (to the next value of slot_version_seq) by a trigger in the same transaction
 * as any write to that therapist's slot claims or appointments, so the booked slots a profile shows
 * are cached under it. The nil-uuid row is an epoch moved by a TRUNCATE of either table.
 */
export const slotVersionSeq = pgSequence('slot_version_seq');

export const slotVersions = pgTable(
  'slot_versions',
  {
    therapistId: uuid('therapist_id').primaryKey(),
    version: bigint('version', { mode: 'number' }).notNull(),
  },
  // The availability read model asks which versions moved since it last looked.
  (t) => [index('slot_versions_version_idx').on(t.version)],
);

export const holdKind = pgEnum('hold_kind', ['payment', 'reservation', 'booking']);

/**
 * One row claims one therapist slot. The unique key makes double booking impossible across
 * processes: a claim whose expires_at has passed is deleted by the next claimant in the same
 * transaction, so an expired hold never blocks a slot, even without a sweeper.
 */
export const slotHolds = pgTable(
  'slot_holds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    therapistId: uuid('therapist_id')
      .notNull()
      .references(() => therapists.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    kind: holdKind('kind').notNull(),
    appointmentId: uuid('appointment_id').references(() => appointments.id, {
      onDelete: 'cascade',
    }),
    /** null = held for good (a booked appointment). */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('slot_holds_slot_key').on(t.therapistId, t.startsAt),
    index('slot_holds_expiry_idx').on(t.expiresAt),
  ],
);

export const paymentStatus = pgEnum('payment_status', [
  'created',
  'captured',
  'failed',
  'refunded',
]);

/** What an order pays for: a session's booking fee, or a therapist's featured placement. */
export const paymentPurpose = pgEnum('payment_purpose', ['booking', 'featured_plan']);

export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => accounts.id),
    therapistId: uuid('therapist_id')
      .notNull()
      .references(() => therapists.id),
    appointmentId: uuid('appointment_id').references(() => appointments.id),
    holdId: uuid('hold_id'),
    provider: text('provider').notNull(),
    providerOrderId: text('provider_order_id').notNull().unique(),
    providerPaymentId: text('provider_payment_id').unique(),
    amountPaise: integer('amount_paise').notNull(),
    currency: text('currency').notNull().default('INR'),
    status: paymentStatus('status').notNull().default('created'),
    purpose: paymentPurpose('purpose').notNull().default('booking'),
    /** A standing series' order pays for every session of the series (decision 0066). */
    seriesId: uuid('series_id'),
    /**
     * The booking request as validated when the order was made (slot, mode, contact details); for
     * a featured plan, the plan and, once paid, the period it bought.
     */
    booking: jsonb('booking').notNull(),
    failureReason: text('failure_reason'),
    /** When reconciliation last asked the provider about this order; null = never. */
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('payments_amount_positive', sql`${t.amountPaise} > 0`),
    index('payments_client_idx').on(t.clientId),
    uniqueIndex('payments_series_key')
      .on(t.seriesId)
      .where(sql`${t.seriesId} IS NOT NULL`),
    index('payments_featured_idx')
      .on(t.therapistId, t.createdAt)
      .where(sql`purpose = 'featured_plan'`),
    index('payments_unsettled_idx')
      .on(t.createdAt)
      .where(sql`status IN ('created', 'failed')`),
  ],
);

export const refundStatus = pgEnum('refund_status', ['pending', 'processed', 'failed']);

/**
 * Why a refund was made, for the code that classifies refunds; `reason` is the sentence for
 * people. `cancellation`: an approved cancellation, the team's own, a declined or unaccepted
 * booking, or a deletion's; the late causes: a payment that arrived when nothing could be booked
 * any more (`therapist-unavailable`: the therapist was suspended or closed while the client paid);
 * `duplicate-payment` / `extra-payment`: money beyond what an appointment or order needed;
 * `goodwill`: the team returned a captured payment on its own initiative (decision 0047);
 * `proposal-declined`: the client declined the new times the therapist proposed (refunded in full).
 */
export const refundCause = pgEnum('refund_cause', [
  'cancellation',
  'hold-expired',
  'reservation-expired',
  'reservation-cancelled',
  'session-started',
  'account-closed',
  'therapist-unavailable',
  'duplicate-payment',
  'extra-payment',
  'goodwill',
  'proposal-declined',
]);

export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id),
    appointmentId: uuid('appointment_id').references(() => appointments.id),
    /** The captured provider payment this refund returns (an order may capture more than one). */
    providerPaymentId: text('provider_payment_id').notNull(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    providerRefundId: text('provider_refund_id').unique(),
    amountPaise: integer('amount_paise').notNull(),
    status: refundStatus('status').notNull().default('pending'),
    cause: refundCause('cause').notNull(),
    reason: text('reason').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('refunds_amount_positive', sql`${t.amountPaise} > 0`),
    // At most one refund per captured payment, goodwill refunds and a series' sessions aside:
    // those may return parts of it, each under its own key, never more in all than the payment
    // (decisions 0063, 0066). They are told apart by their key, not their cause: a fresh database
    // runs every migration in one transaction, where PostgreSQL refuses an enum value added
    // earlier in it ('goodwill', 0023).
    uniqueIndex('refunds_provider_payment_key')
      .on(t.providerPaymentId)
      .where(
        sql`${t.idempotencyKey} NOT LIKE 'goodwill-%' AND ${t.idempotencyKey} NOT LIKE 'series-%'`,
      ),
    index('refunds_payment_idx').on(t.paymentId),
  ],
);

/**
 * The webhook inbox: every signed event as received, deduplicated on the provider's event id.
 * processed_at is set in the same transaction that applies the event, so a crash at any instant
 * leaves it to be processed again.
 */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: text('id').primaryKey(),
    provider: text('provider').notNull(),
    type: text('type').notNull(),
    payload: jsonb('payload')
      .notNull()
      .default(sql`'{}'::jsonb`),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    outcome: text('outcome'),
  },
  (t) => [
    index('webhook_events_unprocessed_idx')
      .on(t.receivedAt)
      .where(sql`processed_at IS NULL`),
  ],
);

export const invoiceKind = pgEnum('invoice_kind', ['invoice', 'credit-note']);

/**
 * Tax invoices and credit notes (decision 0050). A tax invoice is issued in the transaction that
 * records a captured provider payment, a credit note in the one that records its refund as
 * processed; `data` is what the document says, fixed at issue, so later edits of a profile or an
 * account never change an issued document.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: invoiceKind('kind').notNull(),
    number: text('number').notNull().unique(),
    /** The series (the number's prefix) and financial year (its first calendar year). */
    series: text('series').notNull(),
    financialYear: integer('financial_year').notNull(),
    sequence: integer('sequence').notNull(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id),
    providerPaymentId: text('provider_payment_id').notNull(),
    /** A credit note's refund, and the invoice it reduces. */
    refundId: uuid('refund_id').references(() => refunds.id),
    creditsInvoiceId: uuid('credits_invoice_id').references((): AnyPgColumn => invoices.id),
    buyerAccountId: uuid('buyer_account_id')
      .notNull()
      .references(() => accounts.id),
    /** 'booking' or 'featured_plan': whose screens list it. */
    purpose: paymentPurpose('purpose').notNull(),
    totalPaise: integer('total_paise').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    data: jsonb('data').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('invoices_total_positive', sql`${t.totalPaise} > 0`),
    uniqueIndex('invoices_series_sequence_key').on(t.series, t.financialYear, t.sequence),
    // One tax invoice per captured provider payment, one credit note per refund.
    uniqueIndex('invoices_payment_key')
      .on(t.providerPaymentId)
      .where(sql`${t.kind} = 'invoice'`),
    uniqueIndex('invoices_refund_key').on(t.refundId),
    index('invoices_buyer_idx').on(t.buyerAccountId, t.issuedAt),
    index('invoices_issued_idx').on(t.issuedAt),
    check(
      'invoices_credit_note_names_refund',
      sql`(${t.kind} = 'credit-note') = (${t.refundId} IS NOT NULL AND ${t.creditsInvoiceId} IS NOT NULL)`,
    ),
  ],
);

/**
 * The last number of each series and financial year. Taking the next one is an update of this
 * row in the issuing transaction: a concurrent issuer waits for the commit, and a rollback takes
 * the number back, so numbers are never shared or skipped.
 */
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    series: text('series').notNull(),
    financialYear: integer('financial_year').notNull(),
    lastSequence: integer('last_sequence').notNull(),
  },
  (t) => [primaryKey({ columns: [t.series, t.financialYear] })],
);
