import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { translatorFor } from '@app/domain/i18n/catalogues';
import { failureResponse } from '@app/domain/schemas/common';
import {
  notificationPreferencesResponse,
  startPhoneVerificationBody,
  startPhoneVerificationResponse,
  updateNotificationPreferencesBody,
  verifyPhoneBody,
} from '@app/domain/schemas/notifications';
import { okResponse } from '@app/domain/schemas/common';
import { normalizeIndianMobile } from '@app/domain/validation';
import { accountLimited, limitBy } from '../../plugins/rate-limit';
import { BUDGETS } from '../../plugins/rate-limit-budgets';
import { failureAnswers, signedIn } from '../../plugins/route-schema';
import type { PhoneVerification } from './phone-verification.service';
import { PHONE_MESSAGES } from './phone-verification.service';
import type { Preferences } from './preferences.service';
import { PREFERENCE_MESSAGES } from './preferences.service';

/** A person's phone and text-message choices: `/api/user/phone/*` and the preferences. */
export const notificationsRoutes: FastifyPluginAsyncZod<{
  phones: PhoneVerification;
  preferences: Preferences;
}> = async (app, { phones, preferences }) => {
  // Signed out answers 401 even when the body is also wrong.
  const signedInFirst = async (request: Parameters<typeof app.requireCaller>[0]) =>
    void app.requireCaller(request);
  const numberKey = (request: { body?: unknown }) => {
    const phone = (request.body as { phone?: unknown } | undefined)?.phone;
    return typeof phone === 'string' ? (normalizeIndianMobile(phone) ?? undefined) : undefined;
  };

  app.post(
    '/api/user/phone/start-verification',
    {
      config: accountLimited(BUDGETS.phoneCode),
      preValidation: signedInFirst,
      preHandler: limitBy(
        app,
        'phone-code-number',
        BUDGETS.phoneCode.perNumber,
        BUDGETS.phoneCode.timeWindow,
        numberKey,
      ),
      schema: {
        tags: ['account'],
        summary: 'Text a 6-digit code to a mobile number to prove it (10 minutes, 5 tries)',
        ...signedIn,
        body: startPhoneVerificationBody,
        response: { 200: startPhoneVerificationResponse, ...failureAnswers(400, 401, 429) },
      },
    },
    async (request) => {
      const started = await phones.start(app.requireCaller(request).accountId, request.body.phone);
      return {
        success: true as const,
        message: translatorFor(request.language)(PHONE_MESSAGES.sent),
        phone: started.phone,
        expiresAt: started.expiresAt.toISOString(),
      };
    },
  );

  app.post(
    '/api/user/phone/verify',
    {
      config: accountLimited(BUDGETS.phoneVerify),
      preValidation: signedInFirst,
      schema: {
        tags: ['account'],
        summary: 'Prove the number with the code; wrong codes lock it after 5 tries',
        ...signedIn,
        body: verifyPhoneBody,
        response: { 200: okResponse, ...failureAnswers(400, 401, 429) },
      },
    },
    async (request) => {
      await phones.verify(app.requireCaller(request).accountId, request.body.code);
      return {
        success: true as const,
        message: translatorFor(request.language)(PHONE_MESSAGES.verified),
      };
    },
  );

  app.get(
    '/api/user/notification-preferences',
    {
      config: accountLimited(BUDGETS.notificationPreferences),
      schema: {
        tags: ['account'],
        summary: 'The proven phone and which notices go by SMS and WhatsApp',
        ...signedIn,
        response: { 200: notificationPreferencesResponse, 401: failureResponse },
      },
    },
    async (request) => ({
      success: true as const,
      preferences: await preferences.read(app.requireCaller(request).accountId),
    }),
  );

  app.put(
    '/api/user/notification-preferences',
    {
      config: accountLimited(BUDGETS.notificationPreferences),
      preValidation: signedInFirst,
      schema: {
        tags: ['account'],
        summary: 'Choose SMS and WhatsApp per kind of notice; WhatsApp needs the explicit opt-in',
        ...signedIn,
        body: updateNotificationPreferencesBody,
        response: {
          200: notificationPreferencesResponse.extend({ message: okResponse.shape.message }),
          ...failureAnswers(400, 401, 429),
        },
      },
    },
    async (request) => ({
      success: true as const,
      message: translatorFor(request.language)(PREFERENCE_MESSAGES.saved),
      preferences: await preferences.update(
        app.requireCaller(request).accountId,
        request.body,
        request.language,
      ),
    }),
  );
};
