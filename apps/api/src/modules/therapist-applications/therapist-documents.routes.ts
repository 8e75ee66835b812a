import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { translatorFor } from '@app/domain/i18n/catalogues';
import { dashboardDocumentsResponse } from '@app/domain/schemas/dashboard';
import { requireRole } from '../../plugins/auth';
import { readApplication } from './read-uploads';
import type { TherapistDocuments } from './therapist-documents.service';
import { THERAPIST_ANSWERS } from './therapist-answers';
import { failureAnswers, signedIn } from '../../plugins/route-schema';

const failures = failureAnswers(400, 401, 403, 404, 409, 413);

/** The therapist's uploads from the dashboard: qualification documents and a new photo. */
export const therapistDocumentsRoutes: FastifyPluginAsyncZod<{
  documents: TherapistDocuments;
}> = async (app, { documents }) => {
  await app.register(multipart);
  app.addHook('onRequest', requireRole(app, 'therapist'));

  app.get(
    '/api/dashboard/documents',
    {
      schema: {
        tags: ['dashboard'],
        summary: 'The qualification documents on file (private) and the verified state',
        ...signedIn,
        response: { 200: dashboardDocumentsResponse, ...failures },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await documents.list(app.requireCaller(request))),
    }),
  );

  app.post(
    '/api/dashboard/documents',
    {
      schema: {
        tags: ['dashboard'],
        summary:
          'Uploads qualification documents (multipart `qualificationDocuments`, PDF/JPG/PNG)',
        ...signedIn,
        consumes: ['multipart/form-data'],
        response: { 200: dashboardDocumentsResponse, ...failures },
      },
    },
    async (request) => {
      const { files } = await readApplication(request);
      return {
        success: true as const,
        message: translatorFor(request.language)(THERAPIST_ANSWERS.documentsUploaded),
        ...(await documents.add(app.requireCaller(request), files.documents)),
      };
    },
  );

  app.delete(
    '/api/dashboard/documents/:id',
    {
      schema: {
        tags: ['dashboard'],
        summary: 'Takes back a document the team has not accepted (waiting, or asked for again)',
        ...signedIn,
        params: z.object({ id: z.string().min(1).max(64) }),
        response: { 200: dashboardDocumentsResponse, ...failures },
      },
    },
    async (request) => ({
      success: true as const,
      message: translatorFor(request.language)(THERAPIST_ANSWERS.documentRemoved),
      ...(await documents.remove(app.requireCaller(request), request.params.id)),
    }),
  );

  app.post(
    '/api/dashboard/photo',
    {
      schema: {
        tags: ['dashboard'],
        summary: 'Replaces the profile photo (multipart `image`, at most 5 MB)',
        ...signedIn,
        consumes: ['multipart/form-data'],
        response: {
          200: z.object({ success: z.literal(true), message: z.string(), imageUrl: z.string() }),
          ...failures,
        },
      },
    },
    async (request) => {
      const { files } = await readApplication(request);
      return {
        success: true as const,
        message: translatorFor(request.language)(THERAPIST_ANSWERS.photoUpdated),
        imageUrl: await documents.changePhoto(app.requireCaller(request), files.photo),
      };
    },
  );
};
