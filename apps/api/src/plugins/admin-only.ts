import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MESSAGES } from '@app/domain/messages';
import { failureResponse } from '@app/domain/schemas/common';
import { forbidden } from './errors';

/**
 * An onRequest hook for a plugin whose routes are the admin team's: signed out answers 401,
 * any other role 403, before the body or query is even read.
 */
export function adminOnly(app: FastifyInstance) {
  return async (request: FastifyRequest) => {
    if (app.requireCaller(request).role !== 'admin') throw forbidden(MESSAGES.friendly.forbidden);
  };
}

/** The signed-in admin's account id (call inside a route guarded by adminOnly). */
export const adminIdOf = (app: FastifyInstance, request: FastifyRequest) =>
  app.requireCaller(request).accountId;

/** OpenAPI: the token header, and the failures every admin route may answer. */
export const ADMIN_ROUTE = { tags: ['admin'], security: [{ token: [] }] };
export const adminFailures = {
  400: failureResponse,
  401: failureResponse,
  403: failureResponse,
  404: failureResponse,
  409: failureResponse,
};
