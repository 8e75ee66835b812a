import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { failureResponse, okResponse } from '@app/domain/schemas/common';
import { newsletterBody } from '@app/domain/schemas/contact';
import { MESSAGES } from '@app/domain/messages';
import { badRequest } from '../../shared/app-error';
import { bodyEmailKey, limitBy, rateLimited } from '../../plugins/rate-limit';
import { BUDGETS } from '../../plugins/rate-limit-budgets';
import type { NewsletterService } from './newsletter.service';

export const newsletterRoutes: FastifyPluginAsyncZod<{ newsletter: NewsletterService }> = async (
  app,
  { newsletter },
) => {
  app.post(
    '/api/newsletter/subscribe',
    {
      config: rateLimited(BUDGETS.newsletter.perAddress, BUDGETS.newsletter.timeWindow),
      preHandler: limitBy(
        app,
        'newsletter-email',
        BUDGETS.newsletter.perEmail,
        BUDGETS.newsletter.timeWindow,
        bodyEmailKey,
      ),
      // The footer shows the server's message as is: answer the rule's own text, not a field path.
      attachValidation: true,
      schema: {
        tags: ['newsletter'],
        summary: 'Subscribe an email address to the newsletter',
        body: newsletterBody,
        response: { 200: okResponse, 400: failureResponse, 429: failureResponse },
      },
    },
    async (request) => {
      const error = request.validationError;
      if (error) {
        throw badRequest(
          (hasZodFastifySchemaValidationErrors(error) && error.validation[0]?.message) ||
            MESSAGES.newsletter.failed,
        );
      }
      return { success: true as const, ...(await newsletter.subscribe(request.body.email)) };
    },
  );
};
