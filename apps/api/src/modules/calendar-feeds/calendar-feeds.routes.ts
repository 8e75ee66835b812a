import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { translatorFor } from '@app/domain/i18n/catalogues';
import { defineMessage } from '@app/domain/i18n/define';
import { failureResponse } from '@app/domain/schemas/common';
import { calendarFeedResponse } from '@app/domain/schemas/time-off';
import { accountLimited, limitBy } from '../../plugins/rate-limit';
import { BUDGETS } from '../../plugins/rate-limit-budgets';
import type { CalendarFeeds } from './calendar-feeds.service';

const failures = { 401: failureResponse, 403: failureResponse, 404: failureResponse };
const NEW_ADDRESS = defineMessage({
  id: 'calendarFeed.ready',
  defaultMessage:
    'Your private calendar address is ready. Any address made before it no longer works.',
});
const rotation = accountLimited({
  timeWindow: BUDGETS.calendarFeedRotation.timeWindow,
  perAccount: BUDGETS.calendarFeedRotation.perAccount,
  perAddress: BUDGETS.calendarFeedRotation.perAddress,
});
const feedBudget = BUDGETS.calendarFeed;

/** The feed addresses (signed in) and the feeds themselves (the address is the key). */
export const calendarFeedsRoutes: FastifyPluginAsyncZod<{ feeds: CalendarFeeds }> = async (
  app,
  { feeds },
) => {
  app.post(
    '/api/dashboard/calendar-feed',
    {
      config: rotation,
      schema: {
        tags: ['dashboard'],
        summary: "A new private webcal:// address of the therapist's sessions (replaces the old)",
        security: [{ token: [] }],
        response: { 200: calendarFeedResponse, ...failures },
      },
    },
    async (request) => ({
      success: true as const,
      message: translatorFor(request.language)(NEW_ADDRESS),
      url: await feeds.rotateForTherapist(app.requireCaller(request)),
    }),
  );

  app.post(
    '/api/user/calendar-feed',
    {
      config: rotation,
      schema: {
        tags: ['appointments'],
        summary: "A new private webcal:// address of the caller's appointments (replaces the old)",
        security: [{ token: [] }],
        response: { 200: calendarFeedResponse, ...failures },
      },
    },
    async (request) => ({
      success: true as const,
      message: translatorFor(request.language)(NEW_ADDRESS),
      url: await feeds.rotateForClient(app.requireCaller(request)),
    }),
  );

  app.get(
    '/api/calendar/:file',
    {
      config: {
        rateLimit: {
          timeWindow: feedBudget.timeWindow,
          max: feedBudget.perFeed,
          // Counted per feed under the token's hash: the key itself is kept nowhere, Redis included.
          keyGenerator: (request) =>
            `calendar-feed:${createHash('sha256')
              .update(String((request.params as { file?: string }).file))
              .digest('hex')}`,
        },
      },
      preHandler: limitBy(
        app,
        'calendar-feed-address',
        feedBudget.perAddress,
        feedBudget.timeWindow,
        (request) => request.ip,
      ),
      schema: {
        tags: ['appointments'],
        summary: 'A private calendar feed (text/calendar): sessions only, first names only',
        params: z.object({ file: z.string().min(1).max(100) }),
      },
    },
    async (request, reply) => {
      const token = request.params.file.endsWith('.ics') ? request.params.file.slice(0, -4) : '';
      const ics = await feeds.feed(token);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .send(ics);
    },
  );
};
