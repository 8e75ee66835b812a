import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { failureResponse } from '@app/domain/schemas/common';
import { likeToggleBody, likeToggleResponse } from '@app/domain/schemas/likes';
import type { LikesService } from './likes.service';
import { signedIn } from '../../plugins/route-schema';

export const likesRoutes: FastifyPluginAsyncZod<{ likes: LikesService }> = async (
  app,
  { likes },
) => {
  app.post(
    '/api/doctor/like-toggle',
    {
      schema: {
        tags: ['therapists'],
        summary: 'Like a therapist, or take the like back',
        ...signedIn,
        body: likeToggleBody,
        response: {
          200: likeToggleResponse,
          400: failureResponse,
          401: failureResponse,
          404: failureResponse,
        },
      },
      // Signed out is a 401 whatever the body says.
      onRequest: async (request) => {
        app.requireCaller(request);
      },
    },
    async (request) => {
      const caller = app.requireCaller(request);
      return {
        success: true as const,
        ...(await likes.toggle(caller.accountId, request.body.docId)),
      };
    },
  );
};
