import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgSequence,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const accountRole = pgEnum('account_role', ['client', 'therapist', 'admin']);

export const accounts = pgTable(
  'accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    role: accountRole('role').notNull().default('client'),
    email: text('email').notNull(),
    username: text('username').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    phone: text('phone'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('accounts_email_lower_key').on(sql`lower(${t.email})`),
    uniqueIndex('accounts_username_lower_key').on(sql`lower(${t.username})`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_account_idx').on(t.accountId)],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('password_resets_account_idx').on(t.accountId)],
);

/**
 * A client's request to delete their account. The account stops signing in at once; its personal
 * data is erased by the `account.erase` job at erase_after (within the 15 days the privacy policy
 * states). The email is kept here only until then, for the admin team's list of deletions.
 */
export const accountDeletions = pgTable(
  'account_deletions',
  {
    accountId: uuid('account_id')
      .primaryKey()
      .references(() => accounts.id),
    email: text('email'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    eraseAfter: timestamp('erase_after', { withTimezone: true }).notNull(),
    erasedAt: timestamp('erased_at', { withTimezone: true }),
  },
  (t) => [
    index('account_deletions_requested_idx').on(t.requestedAt),
    check('account_deletions_email_until_erased', sql`${t.erasedAt} IS NULL OR ${t.email} IS NULL`),
  ],
);

export const therapistStatus = pgEnum('therapist_status', [
  'pending',
  'approved',
  'changes_requested',
  'rejected',
  'suspended',
]);

export const therapists = pgTable(
  'therapists',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Original listing order: the tie-break the spec calls "original order". */
    seq: bigserial('seq', { mode: 'number' }).notNull().unique(),
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    email: text('email'),
    phone: text('phone'),
    imageUrl: text('image_url').notNull(),
    verified: boolean('verified').notNull().default(false),
    professionalTitle: text('professional_title').notNull(),
    speciality: text('speciality').notNull().default(''),
    specialities: text('specialities')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    expertise: text('expertise')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    languages: text('languages')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    sessionModes: text('session_modes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    gender: text('gender').notNull().default(''),
    feeRupees: integer('fee_rupees'),
    degree: text('degree').notNull().default(''),
    experienceYears: integer('experience_years').notNull().default(0),
    about: text('about').notNull().default(''),
    city: text('city').notNull().default(''),
    state: text('state').notNull().default(''),
    addressLine1: text('address_line1').notNull().default(''),
    addressLine2: text('address_line2').notNull().default(''),
    pincode: text('pincode').notNull().default(''),
    status: therapistStatus('status').notNull().default('pending'),
    /** The admin's reason for the current status (changes requested, rejected, suspended). */
    statusReason: text('status_reason'),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }),
    available: boolean('available').notNull().default(true),
    featured: boolean('featured').notNull().default(false),
    featuredExpiry: timestamp('featured_expiry', { withTimezone: true }),
    likes: integer('likes').notNull().default(0),
    /** The spec's `date`: when the profile was listed; drives the listing order. */
    listedAt: timestamp('listed_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /*
     * The listing's search reads these, never the columns above: each value normalised once on
     * write the way packages/domain/src/listing.ts compares it (trimmed, lower case; arrays keep
     * their positions, so unnest(original, normalised) pairs a value with its display spelling).
     * The listing_* SQL functions come from migration 0001.
     */
    searchSpecialities: text('search_specialities')
      .array()
      .notNull()
      .generatedAlwaysAs(sql`listing_norm_array(specialities)`),
    searchLanguages: text('search_languages')
      .array()
      .notNull()
      .generatedAlwaysAs(sql`listing_norm_array(languages)`),
    searchModes: text('search_modes')
      .array()
      .notNull()
      .generatedAlwaysAs(sql`listing_norm_array(session_modes)`),
    /** effectiveTitle(), normalised. */
    searchTitle: text('search_title')
      .notNull()
      .generatedAlwaysAs(sql`listing_title(professional_title, speciality)`),
    /** titleKey() of the effective title: what a /therapists/{title} route compares. */
    searchTitleKey: text('search_title_key')
      .notNull()
      .generatedAlwaysAs(sql`listing_title_key(listing_title(professional_title, speciality))`),
    searchCity: text('search_city')
      .notNull()
      .generatedAlwaysAs(sql`listing_norm(city)`),
    /** The city's non-blank comma-separated parts, trimmed (cityMatches()). */
    searchCityParts: text('search_city_parts')
      .array()
      .notNull()
      .generatedAlwaysAs(sql`listing_city_parts(city)`),
    searchGender: text('search_gender')
      .notNull()
      .generatedAlwaysAs(sql`listing_norm(gender)`),
  },
  (t) => [
    check('therapists_likes_nonnegative', sql`${t.likes} >= 0`),
    check('therapists_fee_nonnegative', sql`${t.feeRupees} IS NULL OR ${t.feeRupees} >= 0`),
    index('therapists_listing_idx').on(t.status, t.available),
    index('therapists_city_lower_idx').on(sql`lower(${t.city})`),
    index('therapists_search_specialities_idx').using('gin', t.searchSpecialities),
    index('therapists_search_languages_idx').using('gin', t.searchLanguages),
    index('therapists_search_modes_idx').using('gin', t.searchModes),
    index('therapists_search_title_key_idx').on(t.searchTitleKey),
    index('therapists_search_title_idx').on(t.searchTitle),
    index('therapists_search_city_idx').on(t.searchCity),
  ],
);

/**
 * Bumped (to the next value of listing_version_seq) by a trigger in the same transaction as any
 * write to `therapists`, so cached listing answers are keyed by it and never outlive a change.
 * The sequence, unlike the row, survives a TRUNCATE … RESTART IDENTITY: a number is never reused.
 */
export const listingVersionSeq = pgSequence('listing_version_seq');

export const listingVersion = pgTable(
  'listing_version',
  {
    id: boolean('id').primaryKey().default(true),
    version: bigint('version', { mode: 'number' }).notNull(),
  },
  (t) => [check('listing_version_single_row', sql`${t.id}`)],
);

/** Weekly hours: one row per hourly start time on a weekday (0 = Sunday), in IST. */
export const therapistHours = pgTable(
  'therapist_hours',
  {
    therapistId: uuid('therapist_id')
      .notNull()
      .references(() => therapists.id, { onDelete: 'cascade' }),
    weekday: smallint('weekday').notNull(),
    startTime: text('start_time').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.therapistId, t.weekday, t.startTime] }),
    check('therapist_hours_weekday', sql`${t.weekday} BETWEEN 0 AND 6`),
    check('therapist_hours_time', sql`${t.startTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
  ],
);

export const likes = pgTable(
  'likes',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    therapistId: uuid('therapist_id')
      .notNull()
      .references(() => therapists.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.therapistId] })],
);

export const sessionType = pgEnum('session_type', ['online', 'in-person']);
export const paymentState = pgEnum('payment_state', ['unpaid', 'paid']);
export const cancellationStatus = pgEnum('cancellation_status', [
  'pending',
  'approved',
  'rejected',
]);
export const actorKind = pgEnum('actor_kind', ['user', 'therapist', 'admin', 'system']);

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
    therapistFeeRupees: integer('therapist_fee_rupees').notNull(),
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
    videoRoom: text('video_room')
      .notNull()
      .default(sql`replace(gen_random_uuid()::text, '-', '')`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('appointments_client_idx').on(t.clientId, t.createdAt),
    index('appointments_therapist_idx').on(t.therapistId, t.startsAt),
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

/**
 * Per therapist, moved (to the next value of slot_version_seq) by a trigger in the same transaction
 * as any write to that therapist's slot claims or appointments, so the booked slots a profile shows
 * are cached under it. The nil-uuid row is an epoch moved by a TRUNCATE of either table.
 */
export const slotVersionSeq = pgSequence('slot_version_seq');

export const slotVersions = pgTable('slot_versions', {
  therapistId: uuid('therapist_id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
});

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
 * people. `cancellation`: an approved cancellation, a declined or unaccepted booking, or a
 * deletion's; the late causes: a payment that arrived when nothing could be booked any more;
 * `duplicate-payment` / `extra-payment`: money beyond what an appointment or order needed.
 */
export const refundCause = pgEnum('refund_cause', [
  'cancellation',
  'hold-expired',
  'reservation-expired',
  'reservation-cancelled',
  'session-started',
  'account-closed',
  'duplicate-payment',
  'extra-payment',
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
    // At most one refund per captured payment: double refunds are impossible.
    uniqueIndex('refunds_provider_payment_key').on(t.providerPaymentId),
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

export const jobStatus = pgEnum('job_status', ['pending', 'done', 'dead']);

/**
 * Durable background work. A job is claimed with FOR UPDATE SKIP LOCKED and a lease (run_at pushed
 * past the claim), so any number of processes share the table and a process that dies mid-job
 * leaves it to run again once the lease ends. Handlers are idempotent.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type').notNull(),
    payload: jsonb('payload')
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** At most one job per key, ever: repeated enqueues of the same work are no-ops. */
    dedupeKey: text('dedupe_key').unique(),
    status: jobStatus('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('jobs_due_idx')
      .on(t.runAt)
      .where(sql`status = 'pending'`),
    index('jobs_status_idx').on(t.status, t.updatedAt),
  ],
);

export const reports = pgTable('reports', {
  id: uuid('id').primaryKey().defaultRandom(),
  accountId: uuid('account_id')
    .notNull()
    .references(() => accounts.id),
  therapistId: uuid('therapist_id')
    .notNull()
    .references(() => therapists.id),
  therapistName: text('therapist_name').notNull(),
  message: text('message').notNull(),
  /** open, resolved or dismissed (the admin team's decision, with its note). */
  status: text('status').notNull().default('open'),
  resolutionNote: text('resolution_note'),
  resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  resolvedBy: uuid('resolved_by').references(() => accounts.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

export const contactMessages = pgTable('contact_messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull().default(''),
  message: text('message').notNull(),
  /** When the admin team marked the message handled; null while it waits for an answer. */
  handledAt: timestamp('handled_at', { withTimezone: true }),
  handledBy: uuid('handled_by').references(() => accounts.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('newsletter_email_lower_key').on(sql`lower(${t.email})`)],
);

export const mailStatus = pgEnum('mail_status', ['pending', 'sent', 'failed']);

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Which mail ('booking.client-confirmation'); null on mails stored before kinds existed. */
    kind: text('kind'),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    /** [{ filename, contentType, contentBase64 }] */
    attachments: jsonb('attachments')
      .notNull()
      .default(sql`'[]'::jsonb`),
    status: mailStatus('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt)],
);

export const uploads = pgTable(
  'uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerAccountId: uuid('owner_account_id').references(() => accounts.id, {
      onDelete: 'set null',
    }),
    therapistId: uuid('therapist_id').references(() => therapists.id, { onDelete: 'cascade' }),
    /** 'photo' (public, re-encoded) or 'qualification_document' (private). */
    kind: text('kind').notNull(),
    /** The name the file had on the uploader's machine: shown and used for downloads only. */
    fileName: text('file_name').notNull().default(''),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    /** Qualification documents are private to admins. */
    isPublic: boolean('is_public').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('uploads_therapist_idx').on(t.therapistId)],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorAccountId: uuid('actor_account_id'),
    actorKind: actorKind('actor_kind').notNull(),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    data: jsonb('data')
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_entity_idx').on(t.entity, t.entityId)],
);

/**
 * The simulated gateway's own ledger, kept as a real gateway keeps its records: the payments it
 * took, the webhooks it sent and the refunds it made. Only adapters/payments/simulated reads it.
 */
export const simulatedGatewayPayments = pgTable(
  'simulated_gateway_payments',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    status: text('status').notNull(),
    /** The signed webhook the gateway sent for this payment, kept for resending. */
    webhookEventId: text('webhook_event_id').notNull(),
    webhookBody: text('webhook_body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('simulated_gateway_payments_order_idx').on(t.orderId)],
);

export const simulatedGatewayRefunds = pgTable('simulated_gateway_refunds', {
  id: text('id').primaryKey(),
  paymentId: text('payment_id').notNull(),
  amountPaise: integer('amount_paise').notNull(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  createdAt: createdAt(),
});
