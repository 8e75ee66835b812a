import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const rateLimits = z
  .enum(['redis', 'in-process', 'redis-unreachable', 'off'])
  .describe('where rate-limit counters live; redis-unreachable: in-process until Redis answers');

export const healthRoutes: FastifyPluginAsyncZod<{
  ping: () => Promise<void>;
  rateLimitBackend: () => z.infer<typeof rateLimits>;
}> = async (app, { ping, rateLimitBackend }) => {
  app.get(
    '/healthz',
    {
      schema: {
        tags: ['health'],
        summary: 'The process is up',
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    async () => ({ status: 'ok' as const }),
  );
  app.get(
    '/readyz',
    {
      schema: {
        tags: ['health'],
        summary: 'The database answers; says where rate limits count (Redis may be down)',
        response: {
          200: z.object({ status: z.literal('ready'), rateLimits }),
          503: z.object({ status: z.literal('unavailable'), rateLimits }),
        },
      },
    },
    async (request, reply) => {
      try {
        await ping();
        return { status: 'ready' as const, rateLimits: rateLimitBackend() };
      } catch (err) {
        request.log.warn({ err }, 'readiness check failed');
        return reply
          .status(503)
          .send({ status: 'unavailable' as const, rateLimits: rateLimitBackend() });
      }
    },
  );
};
