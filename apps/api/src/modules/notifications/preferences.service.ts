import { translatorFor } from '@app/domain/i18n/catalogues';
import { defineMessages } from '@app/domain/i18n/define';
import type { Language } from '@app/domain/i18n/languages';
import { maskPhone, WHATSAPP_CONSENT } from '@app/domain/notices';
import type {
  NotificationPreferences,
  UpdateNotificationPreferencesBody,
} from '@app/domain/schemas/notifications';
import type { Db } from '../../db/client';
import { badRequest } from '../../shared/app-error';
import * as q from './notifications.queries';

/** What a change of the choices answers, in the caller's language. */
export const PREFERENCE_MESSAGES = defineMessages({
  noPhone: {
    id: 'errors.notices.noPhone',
    defaultMessage: 'Verify a mobile number first: text messages go only to a proven number.',
  },
  whatsappNeedsConsent: {
    id: 'errors.notices.whatsappNeedsConsent',
    defaultMessage: 'Tick the WhatsApp agreement to get WhatsApp messages.',
  },
  /** The settings page's own words for it. */
  saved: { id: 'phoneNotices.saved', defaultMessage: 'Your notification choices are saved.' },
});

const off = { bookings: false, reminders: false };

/** A person's text-message choices: read, and changed only for a proven number. */
export function createPreferences(deps: { db: Db; now: () => Date }) {
  const { db, now } = deps;

  async function read(accountId: string): Promise<NotificationPreferences> {
    const [s, pending] = await Promise.all([
      q.findSettings(db, accountId),
      q.findVerification(db, accountId),
    ]);
    const proven = s?.phone && s.phoneVerifiedAt ? s.phone : null;
    return {
      phone: proven && maskPhone(proven),
      pendingPhone: pending && pending.expiresAt > now() ? maskPhone(pending.phone) : null,
      sms: s ? { bookings: s.smsBookings, reminders: s.smsReminders } : off,
      whatsapp: s ? { bookings: s.whatsappBookings, reminders: s.whatsappReminders } : off,
      whatsappConsent:
        s?.whatsappConsentAt && s.whatsappConsentWording
          ? { givenAt: s.whatsappConsentAt.toISOString(), wording: s.whatsappConsentWording }
          : null,
      smsOptedOut: s?.smsOptedOutAt != null,
      whatsappOptedOut: s?.whatsappOptedOutAt != null,
    };
  }

  /** `language`: the page's, so the consent is recorded in the words the person agreed to. */
  async function update(
    accountId: string,
    body: UpdateNotificationPreferencesBody,
    language: Language,
  ) {
    await db.transaction(async (tx) => {
      const s = await q.findSettings(tx, accountId);
      if (!s?.phone || !s.phoneVerifiedAt) throw badRequest(PREFERENCE_MESSAGES.noPhone);
      const wantsWhatsapp = body.whatsapp.bookings || body.whatsapp.reminders;
      if (wantsWhatsapp && !body.whatsappOptIn)
        throw badRequest(PREFERENCE_MESSAGES.whatsappNeedsConsent);
      const at = now();
      const smsOn = body.sms.bookings || body.sms.reminders;
      // A consent already given keeps its time and wording; ticking anew records both now.
      const consent = body.whatsappOptIn
        ? s.whatsappConsentAt
          ? { at: s.whatsappConsentAt, wording: s.whatsappConsentWording }
          : { at, wording: translatorFor(language)(WHATSAPP_CONSENT) }
        : null;
      await q.saveChoices(
        tx,
        accountId,
        {
          smsBookings: body.sms.bookings,
          smsReminders: body.sms.reminders,
          whatsappBookings: body.whatsappOptIn && body.whatsapp.bookings,
          whatsappReminders: body.whatsappOptIn && body.whatsapp.reminders,
          whatsappConsentAt: consent?.at ?? null,
          whatsappConsentWording: consent?.wording ?? null,
          // Switching a channel on in the app is a new choice after a STOP reply.
          smsOptedOutAt: smsOn ? null : s.smsOptedOutAt,
          whatsappOptedOutAt: wantsWhatsapp ? null : s.whatsappOptedOutAt,
        },
        at,
      );
    });
    return read(accountId);
  }

  return { read, update };
}

export type Preferences = ReturnType<typeof createPreferences>;
