import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERROR_CODES, ERROR_MESSAGES, type ErrorCode } from '@app/domain/error-codes';
import { CATALOGUES } from '@app/domain/i18n/catalogues';
import { defineMessages } from '@app/domain/i18n/define';
import { DEFAULT_LANGUAGE, type Language } from '@app/domain/i18n/languages';
import { UNSAFE_TEXT_MESSAGE } from '@app/domain/text-safety';
import { scrubLogValue } from '../log-scrub';
import { AppError, wordsIn, type ErrorWords } from '../shared/app-error';

const VALIDATION_WORDS = defineMessages({
  invalidField: {
    id: 'errors.invalidField',
    defaultMessage: 'Invalid field {field}: {reason}',
  },
  invalidParameter: {
    id: 'errors.invalidParameter',
    defaultMessage: 'Invalid query parameter {field}: {reason}',
  },
  invalidRequest: { id: 'errors.invalidRequest', defaultMessage: 'Invalid request: {reason}' },
  invalidValue: { id: 'errors.invalidValue', defaultMessage: 'Invalid value' },
  invalidUrl: { id: 'errors.invalidUrl', defaultMessage: 'Invalid request URL' },
  invalidBody: { id: 'errors.invalidBody', defaultMessage: 'Invalid request body' },
});

type Where = 'field' | 'query parameter';

/** "Invalid field phone: contains characters that are not allowed (…)". */
export const unsafeTextMessage = (where: Where, path: string) =>
  `Invalid ${where} ${path || 'value'}: ${UNSAFE_TEXT_MESSAGE[0]!.toLowerCase()}${UNSAFE_TEXT_MESSAGE.slice(1)}`;

const GENERIC_ZOD_MESSAGE = /^(Invalid|Too (small|big)|Expected|Unrecognized|Required)/;

/** A schema's message: a catalogue id (the domain schemas name their words so), or plain text. */
const schemaWords = (message: string): ErrorWords =>
  CATALOGUES.en[message] !== undefined ? { id: message } : message;

/**
 * A schema's own message (the spec's wording) is shown as it is; zod's generic ones name the
 * field so the user knows what to fix. The answer's `field` names it for clients.
 */
function validationFailure(error: FastifyError): AppError {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    if (first) {
      const message = first.message ?? 'Invalid value';
      const field = first.instancePath.replace(/^\//, '').replaceAll('/', '.');
      const where: Where = error.validationContext === 'querystring' ? 'query parameter' : 'field';
      const details = field ? { field } : {};
      if (message === UNSAFE_TEXT_MESSAGE) {
        return new AppError(400, unsafeTextMessage(where, field), details, 'UNSAFE_TEXT');
      }
      if (!GENERIC_ZOD_MESSAGE.test(message)) {
        return new AppError(400, schemaWords(message), details, 'VALIDATION');
      }
      const words: ErrorWords = field
        ? {
            message:
              where === 'field' ? VALIDATION_WORDS.invalidField : VALIDATION_WORDS.invalidParameter,
            values: { field, reason: message },
          }
        : { message: VALIDATION_WORDS.invalidRequest, values: { reason: message } };
      return new AppError(400, words, details, 'INVALID_INPUT');
    }
  }
  return new AppError(400, ERROR_MESSAGES.INVALID_INPUT, {}, 'INVALID_INPUT');
}

/** Fastify's own client errors, by their codes. */
function frameworkFailure(error: FastifyError, status: number): AppError {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new AppError(status, ERROR_MESSAGES.TOO_LARGE, {}, 'TOO_LARGE');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new AppError(
        status,
        ERROR_MESSAGES.UNSUPPORTED_MEDIA_TYPE,
        {},
        'UNSUPPORTED_MEDIA_TYPE',
      );
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return new AppError(status, VALIDATION_WORDS.invalidBody, {}, 'INVALID_INPUT');
    default:
      return new AppError(status, error.message);
  }
}

/** The answer of a failure: `{ success: false, code, message }` in the caller's language. */
export function failureBody(error: AppError, language: Language | undefined) {
  return {
    ...error.details,
    success: false as const,
    code: error.code,
    message: wordsIn(language ?? DEFAULT_LANGUAGE, error.words),
  };
}

/**
 * Errors Fastify answers before routing (a path that is not valid percent-encoded UTF-8): the
 * same shape as every other failure. Set as the `frameworkErrors` option of Fastify.
 */
export function frameworkErrors(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
  const failure = new AppError(status, VALIDATION_WORDS.invalidUrl, {}, 'INVALID_INPUT');
  void reply.status(status).send(failureBody(failure, request.language));
}

const failureOf = (error: FastifyError): AppError | null => {
  if (error instanceof AppError) return error;
  if (error.validation) return validationFailure(error);
  const status = error.statusCode ?? 500;
  if (status === 429) return new AppError(429, ERROR_MESSAGES.RATE_LIMITED, {}, 'RATE_LIMITED');
  if (status >= 400 && status < 500) return frameworkFailure(error, status);
  return null;
};

/** Every failure answers `{ success: false, code, message }` with a proper status. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const failure = failureOf(error);
    if (failure) {
      return reply.status(failure.statusCode).send(failureBody(failure, request.language));
    }
    // Reduced to what failed, never the values: see log-scrub.ts.
    request.log.error({ error: scrubLogValue(error) }, 'request failed');
    const internal = new AppError(500, ERROR_MESSAGES.INTERNAL, {}, 'INTERNAL');
    return reply.status(500).send(failureBody(internal, request.language));
  });
}

/** The status a code answers with (for routes documenting their failures). */
export const statusOfCode = (code: ErrorCode) => ERROR_CODES[code];
