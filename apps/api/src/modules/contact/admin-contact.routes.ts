import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminActionResponse } from '@app/domain/schemas/admin';
import { adminMessagesQuery, adminMessagesResponse } from '@app/domain/schemas/admin-ops';
import { ADMIN_ROUTE, adminFailures, adminIdOf } from '../../plugins/admin-only';
import { team } from '../../plugins/team-access';
import type { ContactInbox } from './contact-inbox.service';

/** Contact-form messages in the admin console. */
export const adminContactRoutes: FastifyPluginAsyncZod<{ inbox: ContactInbox }> = async (
  app,
  { inbox },
) => {
  app.get(
    '/api/admin/messages',
    {
      config: team('messages'),
      schema: {
        ...ADMIN_ROUTE,
        summary: 'Contact-form messages: waiting (oldest first) or handled',
        querystring: adminMessagesQuery,
        response: { 200: adminMessagesResponse, ...adminFailures },
      },
    },
    async (request) => inbox.list(request.query),
  );

  app.post(
    '/api/admin/messages/:id/handled',
    {
      config: team('messages'),
      schema: {
        ...ADMIN_ROUTE,
        summary: 'Marks a contact message handled',
        params: z.object({ id: z.string().min(1).max(64) }),
        response: { 200: adminActionResponse, ...adminFailures },
      },
    },
    async (request) => inbox.markHandled(request.params.id, adminIdOf(app, request)),
  );
};
