import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { accounts } from '../accounts/accounts.schema';
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
  message: text('message').notNull(),
  /** open, resolved or dismissed (the admin team's decision, with its note). */
  status: text('status').notNull().default('open'),
  resolutionNote: text('resolution_note'),
  resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  resolvedBy: uuid('resolved_by').references(() => accounts.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});
