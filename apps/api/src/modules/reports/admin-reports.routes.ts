import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminActionResponse,
  reportDecisionBody,
  reportsQuery,
  reportsResponse,
} from '@app/domain/schemas/admin';
import { reportDetailResponse } from '@app/domain/schemas/admin-cases';
import { ADMIN_ROUTE, adminFailures, adminIdOf } from '../../plugins/admin-only';
import { team } from '../../plugins/team-access';
import type { ReportReview } from './report-review.service';

const params = z.object({ id: z.string().min(1).max(64) });

/** The report queue of the admin console. */
export const adminReportsRoutes: FastifyPluginAsyncZod<{ review: ReportReview }> = async (
  app,
  { review },
) => {
  app.get(
    '/api/admin/reports',
    {
      config: team('reports'),
      schema: {
        ...ADMIN_ROUTE,
        summary: 'Reports of therapists in one state (open: oldest first)',
        querystring: reportsQuery,
        response: { 200: reportsResponse, ...adminFailures },
      },
    },
    async (request) => review.list(request.query),
  );

  app.get(
    '/api/admin/reports/:id',
    {
      config: team('reports'),
      schema: {
        ...ADMIN_ROUTE,
        summary: "One report with its therapist, the reporter's session and the reporter",
        params,
        response: { 200: reportDetailResponse, ...adminFailures },
      },
    },
    async (request) => review.detail(request.params.id),
  );

  for (const [path, outcome] of [
    ['resolve', 'resolved'],
    ['dismiss', 'dismissed'],
  ] as const) {
    app.post(
      `/api/admin/reports/:id/${path}`,
      {
        config: team('reports'),
        schema: {
          ...ADMIN_ROUTE,
          summary: `Closes an open report as ${outcome}, with a note; mails the reporter the outcome`,
          params,
          body: reportDecisionBody,
          response: { 200: adminActionResponse, ...adminFailures },
        },
      },
      async (request) =>
        review.decide(
          request.params.id,
          adminIdOf(app, request),
          outcome,
          request.body.note,
          request.body.reply,
        ),
    );
  }
};
