import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { translatorFor } from '@app/domain/i18n/catalogues';
import { failureResponse } from '@app/domain/schemas/common';
import { therapistJoinResponse } from '@app/domain/schemas/therapist-join';
import { rateLimited } from '../../plugins/rate-limit';
import { BUDGETS } from '../../plugins/rate-limit-budgets';
import type { TherapistApplicationsService } from './therapist-applications.service';
import { readApplication } from './read-uploads';
import { signedIn } from '../../plugins/route-schema';

export const therapistApplicationsRoutes: FastifyPluginAsyncZod<{
  applications: TherapistApplicationsService;
}> = async (app, { applications }) => {
  await app.register(multipart);

  app.post(
    '/api/doctor/join',
    {
      config: rateLimited(
        BUDGETS.therapistApplication.perAddress,
        BUDGETS.therapistApplication.timeWindow,
      ),
      schema: {
        tags: ['therapist applications'],
        summary:
          'Apply as a therapist (multipart: the join form fields, `image` and `qualificationDocuments`)',
        consumes: ['multipart/form-data'],
        response: {
          200: therapistJoinResponse,
          400: failureResponse,
          409: failureResponse,
          413: failureResponse,
          429: failureResponse,
        },
      },
    },
    async (request) => {
      const { fields, files } = await readApplication(request);
      const { message } = await applications.apply(fields, files, {
        remoteIp: request.ip,
        language: request.language,
      });
      return { success: true as const, message: translatorFor(request.language)(message) };
    },
  );

  app.get(
    '/api/doctor/documents/:id',
    {
      schema: {
        tags: ['therapist applications'],
        summary: 'A qualification document: its therapist and the admin team only',
        ...signedIn,
        params: z.object({ id: z.string().max(64) }),
      },
    },
    async (request, reply) => {
      const file = await applications.document(app.requireCaller(request), request.params.id);
      const asciiName = file.fileName.replace(/[^\x20-\x7e]|["\\]/g, '_') || 'document';
      return reply
        .type(file.contentType)
        .header('Cache-Control', 'private, no-store')
        .header(
          'Content-Disposition',
          `attachment; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
        )
        .header('Content-Security-Policy', "default-src 'none'; sandbox")
        .send(file.data);
    },
  );
};
