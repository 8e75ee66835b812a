import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { failureResponse, okResponse } from '@app/domain/schemas/common';
import { contactSubmitBody } from '@app/domain/schemas/contact';
import { badRequest } from '../../shared/app-error';
import { bodyEmailKey, limitBy, rateLimited } from '../../plugins/rate-limit';
import { BUDGETS } from '../../plugins/rate-limit-budgets';
import type { ContactService } from './contact.service';
import { CONTACT_ANSWERS, contactRuleWords } from './contact-answers';

export const contactRoutes: FastifyPluginAsyncZod<{ contact: ContactService }> = async (
  app,
  { contact },
) => {
  app.post(
    '/api/contact/submit',
    {
      // Human-checked on every send: per address only as a coarse guard; per email so one inbox
      // gets few acknowledgements.
      config: rateLimited(BUDGETS.contact.perAddress, BUDGETS.contact.timeWindow),
      preHandler: limitBy(
        app,
        'contact-email',
        BUDGETS.contact.perEmail,
        BUDGETS.contact.timeWindow,
        bodyEmailKey,
      ),
      // The form shows the server's message as is, so a validation failure answers the rule's own text.
      attachValidation: true,
      schema: {
        tags: ['contact'],
        summary: 'Send the contact form; the sender gets an acknowledgement mail',
        body: contactSubmitBody,
        response: { 200: okResponse, 400: failureResponse, 429: failureResponse },
      },
    },
    async (request) => {
      const error = request.validationError;
      if (error) {
        const rule = hasZodFastifySchemaValidationErrors(error) && error.validation[0]?.message;
        throw badRequest(rule ? contactRuleWords(rule) : CONTACT_ANSWERS.fixErrors);
      }
      return {
        success: true as const,
        ...(await contact.submit(request.body, {
          remoteIp: request.ip,
          language: request.language,
        })),
      };
    },
  );
};
