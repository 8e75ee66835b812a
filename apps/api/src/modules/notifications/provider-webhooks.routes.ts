import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isOptOutReply } from '@app/domain/notices';
import { okResponse } from '@app/domain/schemas/common';
import type { TextProvider } from '../../adapters/messaging/text-provider';
import { rateLimited } from '../../plugins/rate-limit';
import { BUDGETS } from '../../plugins/rate-limit-budgets';
import { failureAnswers } from '../../plugins/route-schema';
import { forbidden } from '../../shared/app-error';
import type { ProviderEvents } from './provider-events.service';

export const STATUS_CALLBACK_PATH = '/api/notifications/twilio/status';
const INBOUND_PATH = '/api/notifications/twilio/inbound';

/** Twilio posts form fields; every value is a string. */
const formFields = z.record(z.string().max(200), z.string().max(2000));

/**
 * Twilio's delivery receipts (the status callback of every message) and replies to the business
 * numbers, each signed with the account's auth token over the address it was posted to.
 */
export const providerWebhooksRoutes: FastifyPluginAsyncZod<{
  provider: TextProvider;
  events: ProviderEvents;
  publicUrl: string;
}> = async (app, { provider, events, publicUrl }) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  const signed = (url: string, fields: Record<string, string>, signature: unknown) => {
    if (
      !provider.verifyWebhook(
        `${publicUrl}${url}`,
        fields,
        typeof signature === 'string' ? signature : undefined,
      )
    )
      throw forbidden('Invalid signature');
  };
  const limit = rateLimited(
    BUDGETS.textProviderWebhook.perAddress,
    BUDGETS.textProviderWebhook.timeWindow,
  );

  app.post(
    STATUS_CALLBACK_PATH,
    {
      config: limit,
      schema: {
        tags: ['notifications'],
        summary: "A message's delivery receipt from Twilio (signed)",
        body: formFields,
        response: { 200: okResponse, ...failureAnswers(400, 403) },
      },
    },
    async (request) => {
      signed(request.url, request.body, request.headers['x-twilio-signature']);
      await events.receipt(request.body);
      return { success: true as const, message: 'Receipt recorded' };
    },
  );

  app.post(
    INBOUND_PATH,
    {
      config: limit,
      schema: {
        tags: ['notifications'],
        summary: 'A reply to the business number from Twilio (signed); STOP opts the number out',
        body: formFields,
        response: { 200: z.string(), ...failureAnswers(400, 403) },
      },
    },
    async (request, reply) => {
      signed(request.url, request.body, request.headers['x-twilio-signature']);
      const body = request.body.Body ?? '';
      if (isOptOutReply(body)) await events.optOut(request.body.From ?? '');
      return reply
        .type('text/xml')
        .send('<?xml version="1.0" encoding="UTF-8"?><Response></Response>');
    },
  );
};
