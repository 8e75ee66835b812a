import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { UNSAFE_TEXT_MESSAGE } from '@app/domain/text-safety';
import { scrubLogValue } from '../log-scrub';
import { AppError } from '../shared/app-error';

/** "Invalid field phone: contains characters that are not allowed (…)". */
export const unsafeTextMessage = (where: 'field' | 'query parameter', path: string) =>
  `Invalid ${where} ${path || 'value'}: ${UNSAFE_TEXT_MESSAGE[0]!.toLowerCase()}${UNSAFE_TEXT_MESSAGE.slice(1)}`;

const GENERIC_ZOD_MESSAGE = /^(Invalid|Too (small|big)|Expected|Unrecognized|Required)/;

/**
 * A schema's own message (the spec's wording) is shown as it is; zod's generic ones name the
 * field so the user knows what to fix.
 */
function validationMessage(error: FastifyError): string {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    if (first) {
      const message = first.message ?? 'Invalid value';
      const field = first.instancePath.replace(/^\//, '').replaceAll('/', '.');
      const where = error.validationContext === 'querystring' ? 'query parameter' : 'field';
      if (message === UNSAFE_TEXT_MESSAGE) return unsafeTextMessage(where, field);
      if (!GENERIC_ZOD_MESSAGE.test(message)) return message;
      return field ? `Invalid ${where} ${field}: ${message}` : `Invalid request: ${message}`;
    }
  }
  return 'Invalid request';
}

/**
 * Errors Fastify answers before routing (a path that is not valid percent-encoded UTF-8): the
 * same shape as every other failure. Set as the `frameworkErrors` option of Fastify.
 */
export function frameworkErrors(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  void reply
    .status(error.statusCode && error.statusCode < 500 ? error.statusCode : 400)
    .send({ success: false, message: 'Invalid request URL' });
}

/** Every failure answers `{ success: false, message }` with a proper status. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply
        .status(error.statusCode)
        .send({ ...error.details, success: false, message: error.message });
    }
    if (error.validation) {
      return reply.status(400).send({ success: false, message: validationMessage(error) });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send({
        success: false,
        message: 'Too many requests. Please wait a few minutes and try again.',
      });
    }
    if (status >= 400 && status < 500) {
      const message =
        error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
          ? 'Request is too large'
          : error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
            ? 'Unsupported content type'
            : error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
                error.code === 'FST_ERR_CTP_INVALID_JSON_BODY'
              ? 'Invalid request body'
              : error.message;
      return reply.status(status).send({ success: false, message });
    }
    // Reduced to what failed, never the values: see log-scrub.ts.
    request.log.error({ error: scrubLogValue(error) }, 'request failed');
    return reply.status(500).send({ success: false, message: 'Internal server error' });
  });
}
