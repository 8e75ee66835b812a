import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../db/columns';
import { accounts } from '../accounts/accounts.schema';

// The notifications module's tables: proven phones and choices, codes, and the text messages sent.

/**
 * A person's phone and text-message choices. The phone is set only once a code proved it; SMS is
 * switched on by proving it, WhatsApp only by an explicit opt-in recorded with its time and
 * wording. A STOP reply sets the channel's opt-out, which only a new choice in the app clears.
 */
export const notificationSettings = pgTable('notification_settings', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  phone: text('phone'),
  phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
  smsBookings: boolean('sms_bookings').notNull().default(false),
  smsReminders: boolean('sms_reminders').notNull().default(false),
  whatsappBookings: boolean('whatsapp_bookings').notNull().default(false),
  whatsappReminders: boolean('whatsapp_reminders').notNull().default(false),
  whatsappConsentAt: timestamp('whatsapp_consent_at', { withTimezone: true }),
  whatsappConsentWording: text('whatsapp_consent_wording'),
  smsOptedOutAt: timestamp('sms_opted_out_at', { withTimezone: true }),
  whatsappOptedOutAt: timestamp('whatsapp_opted_out_at', { withTimezone: true }),
  updatedAt: updatedAt(),
});

/** The one code an account is proving a number with: stored hashed, single use, counted tries. */
export const phoneVerifications = pgTable(
  'phone_verifications',
  {
    accountId: uuid('account_id')
      .primaryKey()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    phone: text('phone').notNull(),
    codeHash: text('code_hash').notNull(),
    tries: integer('tries').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('phone_verifications_phone_idx').on(t.phone)],
);

export const textChannel = pgEnum('text_channel', ['sms', 'whatsapp']);

export const textMessageStatus = pgEnum('text_message_status', [
  'pending',
  'sent',
  'delivered',
  'undelivered',
  'failed',
  'dead',
  'skipped',
]);

/**
 * Every SMS and WhatsApp message: written with its delivery job in the transaction of the change
 * it tells of, at most once per notice and channel. Without a real provider it is the development
 * outbox.
 */
export const textMessages = pgTable(
  'text_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    noticeKey: text('notice_key').notNull(),
    channel: textChannel('channel').notNull(),
    kind: text('kind').notNull(),
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    toPhone: text('to_phone').notNull(),
    sender: text('sender').notNull(),
    templateId: text('template_id').notNull(),
    variables: jsonb('variables')
      .notNull()
      .default(sql`'{}'::jsonb`),
    body: text('body').notNull(),
    /**
     * A one-time code's text is stored with the code masked (body and variables); the live code
     * waits here only until the text leaves the queue (sent, refused, skipped or dead), then is
     * cleared. A text not sent before its code expired is skipped (migration 0031).
     */
    codeUntilSent: text('code_until_sent'),
    /** The session the notice is about and the start it names: checked again at sending. */
    appointmentId: uuid('appointment_id'),
    sessionStartsAt: timestamp('session_starts_at', { withTimezone: true }),
    status: textMessageStatus('status').notNull().default('pending'),
    statusReason: text('status_reason'),
    providerMessageId: text('provider_message_id').unique(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('text_messages_notice_channel_key').on(t.noticeKey, t.channel),
    index('text_messages_created_idx').on(t.createdAt),
    index('text_messages_phone_idx').on(t.toPhone),
  ],
);
