import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
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

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

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
    /**
     * What the search box matches (name, title, specialities, expertise, languages, city), lower
     * case, for trigram matching; and its words for full-text matching (migration 0017).
     */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        sql`listing_search_text(name, professional_title, speciality, specialities, expertise, languages, city)`,
      ),
    searchDocument: tsvector('search_document')
      .notNull()
      .generatedAlwaysAs(
        sql`to_tsvector('simple'::regconfig, listing_search_text(name, professional_title, speciality, specialities, expertise, languages, city))`,
      ),
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
    index('therapists_search_text_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('therapists_search_document_idx').using('gin', t.searchDocument),
    index('therapists_fee_idx').on(t.feeRupees),
    index('therapists_experience_idx').on(t.experienceYears),
  ],
);

/**
 * Bumped (to the next value of listing_version_seq) by a trigger in the same transaction as any
 * write to `therapists`, so cached listing answers are keyed by it and never outlive a change.
 * The sequence, unlike the row, survives a TRUNCATE … RESTART IDENTITY: a number is never reused.
 */
export const listingVersionSeq = pgSequence('listing_version_seq');

/**
 * Every word of the listing's search documents (what to_tsvector made of them), added by a trigger
 * when a therapist's words change; a word no longer used stays and matches nothing. A typo is
 * matched against these few words with pg_trgm, then the documents are searched, through their
 * full-text index, for the words found (decision 0056).
 */
export const listingWords = pgTable('listing_words', { word: text('word').primaryKey() }, (t) => [
  index('listing_words_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`),
]);

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
