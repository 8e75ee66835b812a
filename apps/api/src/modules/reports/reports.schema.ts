import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { accounts } from '../accounts/accounts.schema';
import { appointments } from '../booking/booking.schema';
import { therapists } from '../therapists/therapists.schema';

// The reports module's table.

export const reports = pgTable('reports', {
  id: uuid('id').primaryKey().defaultRandom(),
  accountId: uuid('account_id')
    .notNull()
    .references(() => accounts.id),
  therapistId: uuid('therapist_id')
    .notNull()
    .references(() => therapists.id),
  therapistName: text('therapist_name').notNull(),
  /**
   * The reporter's session with the therapist the report is about, linked when it is filed: the
   * one they named, else their latest that had begun, else their next (decision 0049).
   */
  appointmentId: uuid('appointment_id').references(() => appointments.id),
  message: text('message').notNull(),
  /** open, resolved or dismissed (the admin team's decision, with its note). */
  status: text('status').notNull().default('open'),
  resolutionNote: text('resolution_note'),
  resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  resolvedBy: uuid('resolved_by').references(() => accounts.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});
