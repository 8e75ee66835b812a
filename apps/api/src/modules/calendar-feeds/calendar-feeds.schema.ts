import { pgEnum, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { accounts } from '../accounts/accounts.schema';

// The calendar feeds module's table: one private feed address per account and side.

export const calendarFeedAudience = pgEnum('calendar_feed_audience', ['therapist', 'client']);

/**
 * The token of an account's private calendar feed, stored only as its SHA-256: a new token
 * replaces the row, so the old address stops answering at once.
 */
export const calendarFeedTokens = pgTable(
  'calendar_feed_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    audience: calendarFeedAudience('audience').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
  },
  (t) => [unique('calendar_feed_tokens_account_audience_key').on(t.accountId, t.audience)],
);
