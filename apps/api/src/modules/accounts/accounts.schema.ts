import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { ACCOUNT_ROLES } from '@app/domain/team-roles';
import { LANGUAGES } from '@app/domain/i18n/languages';
import { createdAt, updatedAt } from '../../db/columns';

// The accounts module's tables: accounts, their sessions, password resets and closures.

// Migration 0021 renamed 'admin' to 'owner' and added the team's finance and support roles.
export const accountRole = pgEnum('account_role', ACCOUNT_ROLES);

/** The language a person reads the product in: pages, mails, texts and invoices. */
export const accountLanguage = pgEnum('account_language', LANGUAGES);

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
    language: accountLanguage('language').notNull().default('en'),
    /** Set by the team: sign-in is refused and every session ended until it is cleared. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    disabledReason: text('disabled_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('accounts_email_lower_key').on(sql`lower(${t.email})`),
    uniqueIndex('accounts_username_lower_key').on(sql`lower(${t.username})`),
    // The team's people search matches any part of a name, email or phone (pg_trgm, migration 0017).
    index('accounts_people_search_trgm').using(
      'gin',
      sql`(lower(${t.firstName} || ' ' || ${t.lastName} || ' ' || ${t.email} || ' ' || coalesce(${t.phone}, ''))) gin_trgm_ops`,
    ),
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

/**
 * A team account's authenticator (TOTP, decision 0060). `confirmedAt` is set once a first code
 * proved the app holds the secret; until then the row is a set-up in progress. `lastStep` is the
 * last time step a code was taken for: a code is accepted once.
 */
export const secondFactors = pgTable('second_factors', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  lastStep: bigint('last_step', { mode: 'number' }),
  createdAt: createdAt(),
});

/** Single-use recovery codes of a second factor, stored only as their SHA-256. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull().unique(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('recovery_codes_account_idx').on(t.accountId)],
);

/** The owners' rules for the whole team: one row. */
export const teamSettings = pgTable(
  'team_settings',
  {
    id: integer('id').primaryKey().default(1),
    requireSecondFactor: boolean('require_second_factor').notNull().default(false),
    updatedBy: uuid('updated_by').references(() => accounts.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (t) => [check('team_settings_one_row', sql`${t.id} = 1`)],
);
