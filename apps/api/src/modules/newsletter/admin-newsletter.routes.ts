import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminSubscribersQuery, adminSubscribersResponse } from '@app/domain/schemas/admin-ops';
import { ADMIN_ROUTE, adminFailures, adminIdOf } from '../../plugins/admin-only';
import { team } from '../../plugins/team-access';
import type { NewsletterAdmin } from './newsletter-admin.service';

/** Newsletter subscribers in the admin console, with the CSV export. */
export const adminNewsletterRoutes: FastifyPluginAsyncZod<{ newsletter: NewsletterAdmin }> = async (
  app,
  { newsletter },
) => {
  app.get(
    '/api/admin/newsletter/subscribers',
    {
      config: team('newsletter'),
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
      // The addresses leave the console: acting, although a GET.
      config: team('newsletter', 'act'),
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
