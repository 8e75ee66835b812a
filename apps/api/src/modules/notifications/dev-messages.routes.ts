import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden, unauthorized } from '../../shared/app-error';
import { signedIn } from '../../plugins/route-schema';
import type { TextProvider } from '../../adapters/messaging/text-provider';
import type { Notices } from './notices.service';

const messagesResponse = z.object({
  success: z.literal(true),
  messages: z.array(
    z.object({
      id: z.string(),
      channel: z.enum(['sms', 'whatsapp']),
      kind: z.string(),
      to: z.string(),
      sender: z.string(),
      templateId: z.string(),
      variables: z.record(z.string(), z.string()),
      body: z.string(),
      status: z.string(),
      statusReason: z.string().nullable(),
      attempts: z.number().int(),
      lastError: z.string().nullable(),
      createdAt: z.string(),
      sentAt: z.string().nullable(),
    }),
  ),
});

/**
 * The development outbox of SMS and WhatsApp messages, beside the dev mailbox: only where no real
 * provider is configured and never in production (404 there), for an owner's session only (it holds
 * verification codes).
 */
export const devMessagesRoutes: FastifyPluginAsyncZod<{
  notices: Pick<Notices, 'outbox'>;
  provider: Pick<TextProvider, 'delivered'>;
}> = async (app, { notices, provider }) => {
  app.addHook('onRequest', async (request) => {
    if (!request.caller) throw unauthorized();
    if (request.caller.role !== 'owner') throw forbidden('The dev outbox is for owners only');
  });

  /** What the phone received: the stored copy masks a one-time code, the provider's memory has it. */
  const handedOver = (m: Awaited<ReturnType<Notices['outbox']>>[number]) =>
    (m.providerMessageId ? provider.delivered?.(m.providerMessageId) : undefined) ?? {
      body: m.body,
      variables: m.variables as Record<string, string>,
    };

  app.get(
    '/api/dev/messages',
    {
      schema: {
        tags: ['dev'],
        summary:
          'SMS and WhatsApp messages in the outbox, newest first (development only, admin session)',
        ...signedIn,
        response: { 200: messagesResponse },
      },
    },
    async () => ({
      success: true as const,
      messages: (await notices.outbox(200)).map((m) => ({
        ...handedOver(m),
        id: m.id,
        channel: m.channel,
        kind: m.kind,
        to: m.toPhone,
        sender: m.sender,
        templateId: m.templateId,
        status: m.status,
        statusReason: m.statusReason,
        attempts: m.attempts,
        lastError: m.lastError,
        createdAt: m.createdAt.toISOString(),
        sentAt: m.sentAt?.toISOString() ?? null,
      })),
    }),
  );
};
