import { z } from 'zod';
import { text } from './common';
import { PHONE_CODE } from '../notices';

export const startPhoneVerificationBody = z.object({ phone: text().min(1).max(20) }).strict();
export type StartPhoneVerificationBody = z.infer<typeof startPhoneVerificationBody>;

export const startPhoneVerificationResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  /** The number the code went to, masked. */
  phone: z.string(),
  expiresAt: z.string(),
});
export type StartPhoneVerificationResponse = z.infer<typeof startPhoneVerificationResponse>;

export const verifyPhoneBody = z
  .object({
    code: text().regex(new RegExp(`^\\d{${PHONE_CODE.length}}$`), 'Enter the 6-digit code'),
  })
  .strict();
export type VerifyPhoneBody = z.infer<typeof verifyPhoneBody>;

const topics = z.object({ bookings: z.boolean(), reminders: z.boolean() }).strict();

export const notificationPreferences = z.object({
  /** The proven number, masked; null until one is proven. */
  phone: z.string().nullable(),
  /** A number waiting for its code, masked. */
  pendingPhone: z.string().nullable(),
  sms: topics,
  whatsapp: topics,
  whatsappConsent: z.object({ givenAt: z.string(), wording: z.string() }).nullable(),
  smsOptedOut: z.boolean(),
  whatsappOptedOut: z.boolean(),
});
export type NotificationPreferences = z.infer<typeof notificationPreferences>;

export const notificationPreferencesResponse = z.object({
  success: z.literal(true),
  preferences: notificationPreferences,
});
export type NotificationPreferencesResponse = z.infer<typeof notificationPreferencesResponse>;

export const updateNotificationPreferencesBody = z
  .object({
    sms: topics,
    whatsapp: topics,
    /** Ticked: the person agrees to the WhatsApp wording now; unticked: consent is withdrawn. */
    whatsappOptIn: z.boolean(),
  })
  .strict();
export type UpdateNotificationPreferencesBody = z.infer<typeof updateNotificationPreferencesBody>;
