import type { Db, Tx } from '../../db/client';
import { eraseMailAbout } from '../../shared/mail/mail-outbox';
import { eraseNotificationData, findSettings, textMessagesOf } from './notifications.queries';

/** The notifications module's part of a person's data rights: their phone, choices and texts. */
export function createNotificationData(db: Db) {
  return {
    async exportForAccount(accountId: string) {
      const settings = await findSettings(db, accountId);
      const texts = await textMessagesOf(db, accountId);
      return {
        phone: settings?.phone ?? null,
        phoneVerifiedAt: settings?.phoneVerifiedAt?.toISOString() ?? null,
        choices: settings
          ? {
              smsBookings: settings.smsBookings,
              smsReminders: settings.smsReminders,
              whatsappBookings: settings.whatsappBookings,
              whatsappReminders: settings.whatsappReminders,
            }
          : null,
        whatsappConsent: settings?.whatsappConsentAt
          ? {
              at: settings.whatsappConsentAt.toISOString(),
              wording: settings.whatsappConsentWording,
            }
          : null,
        texts: texts.map((t) => ({
          channel: t.channel,
          kind: t.kind,
          to: t.toPhone,
          body: t.body,
          status: t.status,
          createdAt: t.createdAt.toISOString(),
          sentAt: t.sentAt?.toISOString() ?? null,
        })),
      };
    },
    /** The phone the person proved by code, if any, and when they proved it. */
    async provenPhone(accountId: string) {
      const settings = await findSettings(db, accountId);
      if (!settings?.phone || !settings.phoneVerifiedAt) return null;
      return { phone: settings.phone, verifiedAt: settings.phoneVerifiedAt.toISOString() };
    },
    eraseForAccount: (tx: Tx, accountId: string) => eraseNotificationData(tx, accountId),
    /**
     * Forgets the stored mails to an address or about it: they repeat names, phone numbers and
     * messages. Answers how many were deleted.
     */
    eraseMailAbout: (tx: Tx, address: string) => eraseMailAbout(tx, address),
  };
}

export type NotificationData = ReturnType<typeof createNotificationData>;
