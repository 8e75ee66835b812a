import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { translatorFor } from '@app/domain/i18n/catalogues';
import { okResponse } from '@app/domain/schemas/common';
import { WAITLIST_MESSAGES } from '@app/domain/waitlist';
import {
  joinWaitlistBody,
  joinWaitlistResponse,
  waitlistEntryParams,
  waitlistResponse,
} from '@app/domain/schemas/waitlist';
import { accountLimited } from '../../plugins/rate-limit';
import { BUDGETS } from '../../plugins/rate-limit-budgets';
import { failureAnswers, signedIn } from '../../plugins/route-schema';
import type { WaitlistService } from './waitlist.service';

const failures = failureAnswers(400, 401, 404, 409, 429);

/** The caller's waitlist: every route needs the token and sees only the caller's entries. */
export const waitlistRoutes: FastifyPluginAsyncZod<{ waitlist: WaitlistService }> = async (
  app,
  { waitlist },
) => {
  // Signed-out callers get 401 before their body is looked at.
  app.addHook('onRequest', async (request) => {
    app.requireCaller(request);
  });

  app.post(
    '/api/user/waitlist',
    {
      config: accountLimited(BUDGETS.appointmentChanges),
      schema: {
        tags: ['waitlist'],
        summary: 'Asks to be told when a time opens with a therapist on a day or range of days',
        ...signedIn,
        body: joinWaitlistBody,
        response: { 200: joinWaitlistResponse, ...failures },
      },
    },
    async (request) => {
      const { docId, ...wish } = request.body;
      const entry = await waitlist.join(app.requireCaller(request).accountId, {
        therapistId: docId,
        ...wish,
      });
      const message = translatorFor(request.language)(WAITLIST_MESSAGES.joined);
      return { success: true as const, message, entry };
    },
  );

  app.get(
    '/api/user/waitlist',
    {
      schema: {
        tags: ['waitlist'],
        summary: "The caller's live waitlist entries, oldest first",
        ...signedIn,
        response: { 200: waitlistResponse, ...failureAnswers(401) },
      },
    },
    async (request) => ({
      success: true as const,
      entries: await waitlist.list(app.requireCaller(request).accountId),
    }),
  );

  app.delete(
    '/api/user/waitlist/:id',
    {
      config: accountLimited(BUDGETS.appointmentChanges),
      schema: {
        tags: ['waitlist'],
        summary: 'Leaves one of the caller’s waitlist entries',
        ...signedIn,
        params: waitlistEntryParams,
        response: { 200: okResponse, ...failures },
      },
    },
    async (request) => {
      await waitlist.leave(app.requireCaller(request).accountId, request.params.id);
      const message = translatorFor(request.language)(WAITLIST_MESSAGES.left);
      return { success: true as const, message };
    },
  );
};
