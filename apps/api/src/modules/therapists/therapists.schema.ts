import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  pgEnum,
  pgSequence,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../db/columns';
import { accounts } from '../accounts/accounts.schema';

// The therapists module's tables: profiles, weekly hours and the listing version.

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
    /**
     * The Verified Therapist badge as the directory shows it: the team's verification stands and
     * every document on file has been accepted. Kept in step by the document review in the same
     * transaction as any change to either (decision 0048); never written on its own.
     */
    verified: boolean('verified').notNull().default(false),
    /**
     * The team's verification: given by accepting the documents on file or by the Therapists
     * table's Verify, withdrawn by Unverify. A new or asked-again document hides the badge
     * without withdrawing it.
     */
    verificationGranted: boolean('verification_granted').notNull().default(false),
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
    /** The introduction in Hindi, when the therapist wrote one (Hindi pages show it instead). */
    aboutHi: text('about_hi'),
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
  },
  (t) => [
    check('therapists_likes_nonnegative', sql`${t.likes} >= 0`),
    check('therapists_fee_nonnegative', sql`${t.feeRupees} IS NULL OR ${t.feeRupees} >= 0`),
    index('therapists_listing_idx').on(t.status, t.available),
  ],
);

/**
 * Bumped (to the next value of listing_version_seq) by a trigger in the same transaction as any
 * write to `therapists`, so cached listing answers are keyed by it and never outlive a change.
 * The sequence, unlike the row, survives a TRUNCATE … RESTART IDENTITY: a number is never reused.
 */
export const listingVersionSeq = pgSequence('listing_version_seq');

/**
 * The listing engine's feed (decision 0057): every statement that writes therapists (a like
 * included) moves `listing_revision` under its row lock, so in commit order, and stamps each row
 * it wrote in `listing_changes` with that revision (a deleted therapist keeps its row; a TRUNCATE
 * stamps the nil uuid, which means "everything before is gone"). A process follows the listing by
 * reading the changes past the last revision it applied (hand-written migration 0030).
 */
export const listingRevisionSeq = pgSequence('listing_revision_seq');

export const listingRevision = pgTable(
  'listing_revision',
  {
    id: boolean('id').primaryKey().default(true),
    revision: bigint('revision', { mode: 'number' }).notNull(),
  },
  (t) => [check('listing_revision_single_row', sql`${t.id}`)],
);

export const listingChanges = pgTable(
  'listing_changes',
  {
    therapistId: uuid('therapist_id').primaryKey(),
    revision: bigint('revision', { mode: 'number' }).notNull(),
  },
  (t) => [index('listing_changes_revision_idx').on(t.revision, t.therapistId)],
);

export const listingVersion = pgTable(
  'listing_version',
  {
    id: boolean('id').primaryKey().default(true),
    version: bigint('version', { mode: 'number' }).notNull(),
  },
  (t) => [check('listing_version_single_row', sql`${t.id}`)],
);

/**
 * Bumped by the availability read model's trigger when a change a search can see lands (an open
 * slot taken or freed, the window moving on): the answers that show open times are keyed by it
 * as well, so the listing's other answers (facet counts, profiles) outlive a booking.
 */
export const availabilityVersionSeq = pgSequence('availability_version_seq');

export const availabilityVersion = pgTable(
  'availability_version',
  {
    id: boolean('id').primaryKey().default(true),
    version: bigint('version', { mode: 'number' }).notNull(),
  },
  (t) => [check('availability_version_single_row', sql`${t.id}`)],
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

/**
 * The availability read model (ARCHITECTURE §5): per therapist, the first open slot and, for each
 * day of the booking window from `window_start`, a mask of the IST hours with an open slot (bit h =
 * an open slot starts in hour h). Computed by the booking module from its one slot computation
 * and written through this module's port; a row states the slot version it was computed at and
 * when time alone changes it (a slot starts, a hold expires, the day moves).
 */
export const therapistAvailability = pgTable(
  'therapist_availability',
  {
    therapistId: uuid('therapist_id')
      .primaryKey()
      .references(() => therapists.id, { onDelete: 'cascade' }),
    nextAvailable: timestamp('next_available', { withTimezone: true }),
    windowStart: date('window_start', { mode: 'string' }).notNull(),
    dayMasks: integer('day_masks').array().notNull(),
    slotEpoch: bigint('slot_epoch', { mode: 'number' }).notNull(),
    slotVersion: bigint('slot_version', { mode: 'number' }).notNull(),
    validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull(),
    /**
     * The availability version at which the row last changed what a search sees, stamped by the
     * version's trigger under the version's lock: in commit order, so a reader catches up with the
     * rows past the last version it read (migration 0029).
     */
    revision: bigint('revision', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    index('therapist_availability_next_idx').on(t.nextAvailable),
    index('therapist_availability_valid_until_idx').on(t.validUntil),
    index('therapist_availability_revision_idx').on(t.revision),
  ],
);

/**
 * Days off: both ends included, IST calendar dates. Any write moves the therapist's slot version
 * (trigger, same transaction), like weekly hours and date hours below.
 */
export const therapistTimeOff = pgTable(
  'therapist_time_off',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    therapistId: uuid('therapist_id')
      .notNull()
      .references(() => therapists.id, { onDelete: 'cascade' }),
    firstDay: date('first_day').notNull(),
    lastDay: date('last_day').notNull(),
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('therapist_time_off_therapist_idx').on(t.therapistId, t.lastDay),
    check('therapist_time_off_order', sql`${t.firstDay} <= ${t.lastDay}`),
    check('therapist_time_off_note_length', sql`char_length(${t.note}) <= 200`),
  ],
);

/** Hours for one date that replace the weekday's weekly hours; an empty list closes the day. */
export const therapistDateHours = pgTable(
  'therapist_date_hours',
  {
    therapistId: uuid('therapist_id')
      .notNull()
      .references(() => therapists.id, { onDelete: 'cascade' }),
    onDate: date('on_date').notNull(),
    startTimes: text('start_times')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
  },
  (t) => [primaryKey({ columns: [t.therapistId, t.onDate] })],
);

/** Booking rules beside the hours; a therapist without a row takes bookings 2 hours ahead. */
export const therapistBookingRules = pgTable(
  'therapist_booking_rules',
  {
    therapistId: uuid('therapist_id')
      .primaryKey()
      .references(() => therapists.id, { onDelete: 'cascade' }),
    minimumNoticeHours: smallint('minimum_notice_hours').notNull().default(2),
  },
  (t) => [check('therapist_booking_rules_notice', sql`${t.minimumNoticeHours} BETWEEN 0 AND 168`)],
);
