import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminActionResponse } from '@app/domain/schemas/admin';
import {
  adminJobsResponse,
  auditQuery,
  auditResponse,
  overviewResponse,
} from '@app/domain/schemas/admin-ops';
import { ADMIN_ROUTE, adminFailures, adminIdOf } from '../../plugins/admin-only';
import { team } from '../../plugins/team-access';
import type { AdminConsole } from './admin-console.service';

/** The console's overview, audit log and dead jobs. */
export const adminConsoleRoutes: FastifyPluginAsyncZod<{ console: AdminConsole }> = async (
  app,
  { console: adminConsole },
) => {
  app.get(
    '/api/admin/overview',
    {
      config: team('overview'),
      schema: {
        ...ADMIN_ROUTE,
        summary:
          'Counts that need action and the last 30 days (IST) of bookings, fees, refunds, applications',
        response: { 200: overviewResponse, ...adminFailures },
      },
    },
    async () => adminConsole.overview(),
  );

  app.get(
    '/api/admin/audit',
    {
      config: team('audit'),
      schema: {
        ...ADMIN_ROUTE,
        summary: 'The audit log: filter by actor, entity, action and IST days; newest first',
        querystring: auditQuery,
        response: { 200: auditResponse, ...adminFailures },
      },
    },
    async (request) => adminConsole.audit(request.query),
  );

  app.get(
    '/api/admin/jobs/dead',
    {
      config: team('jobs'),
      schema: {
        ...ADMIN_ROUTE,
        summary: 'Background jobs that failed their last attempt, with the error',
        response: { 200: adminJobsResponse, ...adminFailures },
      },
    },
    async () => adminConsole.deadJobs(),
  );

  app.post(
    '/api/admin/jobs/:id/retry',
    {
      config: team('jobs'),
      schema: {
        ...ADMIN_ROUTE,
        summary: 'Runs a dead job again',
        params: z.object({ id: z.string().min(1).max(64) }),
        response: { 200: adminActionResponse, ...adminFailures },
      },
    },
    async (request) => adminConsole.retryJob(request.params.id, adminIdOf(app, request)),
  );
};
