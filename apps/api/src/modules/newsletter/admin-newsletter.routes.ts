import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminSubscribersQuery, adminSubscribersResponse } from '@app/domain/schemas/admin-ops';
import { ADMIN_ROUTE, adminFailures, adminIdOf, adminOnly } from '../../plugins/admin-only';
import type { NewsletterAdmin } from './newsletter-admin.service';

/** Newsletter subscribers in the admin console, with the CSV export; admin role only. */
export const adminNewsletterRoutes: FastifyPluginAsyncZod<{ newsletter: NewsletterAdmin }> = async (
  app,
  { newsletter },
) => {
  app.addHook('onRequest', adminOnly(app));

  app.get(
    '/api/admin/newsletter/subscribers',
    {
      schema: {
        ...ADMIN_ROUTE,
        summary: 'Newsletter subscribers, newest first',
        querystring: adminSubscribersQuery,
        response: { 200: adminSubscribersResponse, ...adminFailures },
      },
    },
    async (request) => newsletter.list(request.query),
  );

  app.get(
    '/api/admin/newsletter/subscribers.csv',
    {
      schema: {
        ...ADMIN_ROUTE,
        summary: 'Every subscriber as CSV (email, subscribed_at)',
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const { csv } = await newsletter.exportCsv(adminIdOf(app, request));
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('Cache-Control', 'private, no-store')
        .header('Content-Disposition', `attachment; filename="newsletter-subscribers-${day}.csv"`)
        .send(csv);
    },
  );
};
