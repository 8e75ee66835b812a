import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { notificationSettings, phoneVerifications, textMessages } from './notifications.schema';

type Handle = Db | Tx;
export type SettingsRow = typeof notificationSettings.$inferSelect;
export type TextMessageRow = typeof textMessages.$inferSelect;
export type NewTextMessage = typeof textMessages.$inferInsert;

export async function findSettings(db: Handle, accountId: string) {
  const [row] = await db
    .select()
    .from(notificationSettings)
    .where(eq(notificationSettings.accountId, accountId));
  return row ?? null;
}

/**
 * A number just proven: SMS on for both kinds of notice, any opt-out of it cleared. WhatsApp
 * consent belongs to a number, so a different number starts without it.
 */
export async function saveProvenPhone(tx: Tx, accountId: string, phone: string, at: Date) {
  const proven = {
    phone,
    phoneVerifiedAt: at,
    smsBookings: true,
    smsReminders: true,
    smsOptedOutAt: null,
    updatedAt: at,
  };
  await tx
    .insert(notificationSettings)
    .values({ accountId, ...proven })
    .onConflictDoUpdate({
      target: notificationSettings.accountId,
      set: {
        ...proven,
        whatsappConsentAt: sql`case when ${notificationSettings.phone} = ${phone} then ${notificationSettings.whatsappConsentAt} end`,
        whatsappConsentWording: sql`case when ${notificationSettings.phone} = ${phone} then ${notificationSettings.whatsappConsentWording} end`,
        whatsappBookings: sql`${notificationSettings.phone} = ${phone} and ${notificationSettings.whatsappBookings}`,
        whatsappReminders: sql`${notificationSettings.phone} = ${phone} and ${notificationSettings.whatsappReminders}`,
        whatsappOptedOutAt: sql`case when ${notificationSettings.phone} = ${phone} then ${notificationSettings.whatsappOptedOutAt} end`,
      },
    });
}

export interface Choices {
  smsBookings: boolean;
  smsReminders: boolean;
  whatsappBookings: boolean;
  whatsappReminders: boolean;
  whatsappConsentAt: Date | null;
  whatsappConsentWording: string | null;
  smsOptedOutAt: Date | null;
  whatsappOptedOutAt: Date | null;
}

export async function saveChoices(tx: Tx, accountId: string, choices: Choices, at: Date) {
  await tx
    .update(notificationSettings)
    .set({ ...choices, updatedAt: at })
    .where(eq(notificationSettings.accountId, accountId));
}

/** A STOP reply: every account proven on that number stops getting that channel until it chooses it again. */
export async function optOutNumber(
  db: Handle,
  phone: string,
  channel: 'sms' | 'whatsapp',
  at: Date,
) {
  const rows = await db
    .update(notificationSettings)
    .set(
      channel === 'sms'
        ? { smsOptedOutAt: at, smsBookings: false, smsReminders: false, updatedAt: at }
        : {
            whatsappOptedOutAt: at,
            whatsappBookings: false,
            whatsappReminders: false,
            updatedAt: at,
          },
    )
    .where(eq(notificationSettings.phone, phone))
    .returning({ accountId: notificationSettings.accountId });
  return rows.length;
}

export async function replaceVerification(
  tx: Tx,
  v: { accountId: string; phone: string; codeHash: string; expiresAt: Date; now: Date },
) {
  const row = {
    phone: v.phone,
    codeHash: v.codeHash,
    expiresAt: v.expiresAt,
    tries: 0,
    createdAt: v.now,
  };
  await tx
    .insert(phoneVerifications)
    .values({ accountId: v.accountId, ...row })
    .onConflictDoUpdate({ target: phoneVerifications.accountId, set: row });
}

export async function findVerification(db: Handle, accountId: string) {
  const [row] = await db
    .select()
    .from(phoneVerifications)
    .where(eq(phoneVerifications.accountId, accountId));
  return row ?? null;
}

/**
 * Spends one try of the account's code before it is compared, so concurrent guesses cannot share
 * a try; null when no try is left (or no code is pending).
 */
export async function spendTry(tx: Tx, accountId: string, maxTries: number) {
  const [row] = await tx
    .update(phoneVerifications)
    .set({ tries: sql`${phoneVerifications.tries} + 1` })
    .where(
      and(
        eq(phoneVerifications.accountId, accountId),
        sql`${phoneVerifications.tries} < ${maxTries}`,
      ),
    )
    .returning();
  return row ?? null;
}

/** Answers whether this call removed it: a code verifies once. */
export async function deleteVerification(tx: Tx, accountId: string) {
  const rows = await tx
    .delete(phoneVerifications)
    .where(eq(phoneVerifications.accountId, accountId))
    .returning({ accountId: phoneVerifications.accountId });
  return rows.length > 0;
}

/** Inserts the message unless this notice already has one on this channel; its id, or null. */
export async function insertTextMessage(tx: Handle, row: NewTextMessage) {
  const [inserted] = await tx
    .insert(textMessages)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: textMessages.id });
  return inserted?.id ?? null;
}

export async function findTextMessage(db: Handle, id: string) {
  const [row] = await db.select().from(textMessages).where(eq(textMessages.id, id));
  return row ?? null;
}

export async function markTextSent(
  db: Handle,
  id: string,
  sent: { providerMessageId: string; attempt: number; at: Date },
) {
  await db
    .update(textMessages)
    .set({
      status: 'sent',
      providerMessageId: sent.providerMessageId,
      attempts: sent.attempt,
      sentAt: sent.at,
      lastError: null,
      codeUntilSent: null,
      updatedAt: sent.at,
    })
    .where(and(eq(textMessages.id, id), eq(textMessages.status, 'pending')));
}

/** A failed try: still pending, or failed (refused for good) or dead (out of retries). */
export async function markTextAttemptFailed(
  db: Handle,
  id: string,
  f: { reason: string; attempt: number; outcome: 'pending' | 'failed' | 'dead' },
) {
  await db
    .update(textMessages)
    .set({
      status: f.outcome,
      attempts: f.attempt,
      ...(f.outcome === 'pending' ? {} : { codeUntilSent: null }),
      lastError: f.reason.slice(0, 1000),
      updatedAt: sql`now()`,
    })
    .where(and(eq(textMessages.id, id), eq(textMessages.status, 'pending')));
}

/** Not sent after all: why (the session moved, consent withdrawn…). */
export async function markTextSkipped(db: Handle, id: string, reason: string) {
  await db
    .update(textMessages)
    .set({ status: 'skipped', statusReason: reason, codeUntilSent: null, updatedAt: sql`now()` })
    .where(and(eq(textMessages.id, id), eq(textMessages.status, 'pending')));
}

/** A delivery receipt: only a sent message takes a final state, and a delivered one stays delivered. */
export async function applyReceipt(
  db: Handle,
  providerMessageId: string,
  status: 'delivered' | 'undelivered' | 'failed',
  error: string | null,
) {
  const rows = await db
    .update(textMessages)
    .set({ status, ...(error ? { lastError: error } : {}), updatedAt: sql`now()` })
    .where(
      and(
        eq(textMessages.providerMessageId, providerMessageId),
        inArray(textMessages.status, ['sent', 'undelivered']),
      ),
    )
    .returning({ id: textMessages.id });
  return rows.length > 0;
}

export async function listTextMessages(db: Handle, limit: number) {
  return db.select().from(textMessages).orderBy(desc(textMessages.createdAt)).limit(limit);
}

/** The texts sent to an account, oldest first (its copy of its data). */
export async function textMessagesOf(db: Handle, accountId: string) {
  return db
    .select()
    .from(textMessages)
    .where(eq(textMessages.accountId, accountId))
    .orderBy(textMessages.createdAt);
}

/**
 * Erasure: the phone, choices and any pending code go; each text keeps only what the delivery
 * records need (channel, kind, template, status, times), without number, words or owner.
 */
export async function eraseNotificationData(tx: Tx, accountId: string) {
  await tx.delete(phoneVerifications).where(eq(phoneVerifications.accountId, accountId));
  await tx.delete(notificationSettings).where(eq(notificationSettings.accountId, accountId));
  await tx
    .update(textMessages)
    .set({
      accountId: null,
      toPhone: 'erased',
      body: '',
      variables: {},
      codeUntilSent: null,
      updatedAt: new Date(),
    })
    .where(eq(textMessages.accountId, accountId));
}
