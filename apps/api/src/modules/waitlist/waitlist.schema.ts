import {
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { accounts } from '../accounts/accounts.schema';
import { therapists } from '../therapists/therapists.schema';

// The waitlist module's tables: what people wait for, and which opened times they were told of.

export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    therapistId: uuid('therapist_id')
      .notNull()
      .references(() => therapists.id, { onDelete: 'cascade' }),
    /** The days as the API names them (`day_month_year`), and as dates for the queries. */
    slotDate: text('slot_date').notNull(),
    slotDateTo: text('slot_date_to'),
    firstDay: date('first_day', { mode: 'string' }).notNull(),
    lastDay: date('last_day', { mode: 'string' }).notNull(),
    timeOfDay: text('time_of_day'),
    sessionType: text('session_type'),
    /** How many notices of opened times this entry has brought. */
    noticesSent: integer('notices_sent').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('waitlist_entries_account_idx').on(t.accountId, t.lastDay),
    index('waitlist_entries_therapist_idx').on(t.therapistId, t.lastDay),
  ],
);

/** One row per person and opened time they were told of: the same time is never told twice. */
export const waitlistNotices = pgTable(
  'waitlist_notices',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    therapistId: uuid('therapist_id')
      .notNull()
      .references(() => therapists.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.therapistId, t.startsAt] })],
);
