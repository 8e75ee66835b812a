import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MESSAGES } from '@app/domain/messages';
import { reportTherapistBody } from '@app/domain/schemas/appointments';
import { failureResponse, okResponse } from '@app/domain/schemas/common';
import { unauthorized } from '../../shared/app-error';
import { limitBy, rateLimited } from '../../plugins/rate-limit';
import { BUDGETS } from '../../plugins/rate-limit-budgets';
import type { ReportsService } from './reports.service';
import { signedIn } from '../../plugins/route-schema';

export const reportsRoutes: FastifyPluginAsyncZod<{ reports: ReportsService }> = async (
  app,
  { reports },
) => {
  // Signed-out callers get the spec's message before anything else is checked or counted.
  app.addHook('onRequest', async (request) => {
    if (!request.caller) throw unauthorized(MESSAGES.report.loginRequired);
  });

  app.post(
    '/api/user/report-therapist',
    {
      // Per account so one client cannot flood the team; per address only as a coarse guard.
      config: rateLimited(BUDGETS.report.perAddress, BUDGETS.report.timeWindow),
      preHandler: limitBy(
        app,
        'report-account',
        BUDGETS.report.perAccount,
        BUDGETS.report.timeWindow,
        (request) => (request.caller ? request.caller.accountId : undefined),
      ),
      schema: {
        tags: ['reports'],
        summary: 'Reports a therapist to the admin team',
        ...signedIn,
        body: reportTherapistBody,
        response: {
          200: okResponse,
          400: failureResponse,
          401: failureResponse,
          404: failureResponse,
          429: failureResponse,
        },
      },
    },
    async (request) => reports.submit(app.requireCaller(request).accountId, request.body),
  );
};
