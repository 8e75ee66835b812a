import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okResponse } from '@app/domain/schemas/common';
import {
  applicationDetailsBody,
  applicationDetailsResponse,
  resubmitApplicationBody,
} from '@app/domain/schemas/therapist-application';
import { requireRole } from '../../plugins/auth';
import type { TherapistApplication } from './application-edits.service';
import { failureAnswers, signedIn } from '../../plugins/route-schema';

const failures = failureAnswers(400, 401, 403, 404, 409);

/** The therapist's application while the team reviews it: role therapist, checked on the server. */
export const applicationEditsRoutes: FastifyPluginAsyncZod<{
  application: TherapistApplication;
}> = async (app, { application }) => {
  app.addHook('onRequest', requireRole(app, 'therapist'));

  app.get(
    '/api/dashboard/application',
    {
      schema: {
        tags: ['dashboard'],
        summary: 'Name, title, qualifications and experience, and whether they can be edited',
        ...signedIn,
        response: { 200: applicationDetailsResponse, ...failures },
      },
    },
    async (request) => ({
      success: true as const,
      application: await application.details(app.requireCaller(request)),
    }),
  );

  app.put(
    '/api/dashboard/application',
    {
      schema: {
        tags: ['dashboard'],
        summary: 'Corrects what the team reviews, while the application waits for review',
        ...signedIn,
        body: applicationDetailsBody,
        response: { 200: applicationDetailsResponse, ...failures },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await application.saveDetails(app.requireCaller(request), request.body)),
    }),
  );

  app.post(
    '/api/dashboard/application/resubmit',
    {
      schema: {
        tags: ['dashboard'],
        summary: 'Sends an application with changes requested back to the review queue (mailed)',
        ...signedIn,
        body: resubmitApplicationBody,
        response: { 200: okResponse, ...failures },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await application.resubmit(app.requireCaller(request), request.body)),
    }),
  );
};
