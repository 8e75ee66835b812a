import type { FastifyInstance } from 'fastify';
import { findUnsafeText } from '@app/domain/text-safety';
import { AppError } from '../shared/app-error';
import { unsafeTextMessage } from './errors';

/**
 * The domain schemas refuse NUL and lone surrogates field by field; this hook applies the same
 * rule to every route's query string, path parameters and JSON body before validation, so no
 * route (with or without a schema) can hand such text to the database.
 */
export function registerTextSafety(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const parts: Array<['field' | 'query parameter', unknown]> = [
      ['query parameter', request.query],
      ['field', request.params],
      ['field', request.body],
    ];
    for (const [where, value] of parts) {
      const path = findUnsafeText(value);
      if (path) {
        const field = path.join('.');
        throw new AppError(400, unsafeTextMessage(where, field), { field }, 'UNSAFE_TEXT');
      }
    }
  });
}
