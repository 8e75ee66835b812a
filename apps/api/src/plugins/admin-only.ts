import type { FastifyInstance, FastifyRequest } from 'fastify';
import { failureResponse } from '@app/domain/schemas/common';
import { requireRole } from './auth';

/**
 * An onRequest hook for a plugin whose routes are the admin team's: signed out answers 401,
 * any other role 403, before the body or query is even read.
 */
export const adminOnly = (app: FastifyInstance) => requireRole(app, 'admin');

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

/**
 * An onRequest hook for the routes that take payment data out of the console (the CSV exports):
 * the one place that says which team roles may.
 */
export const exportsReaderOnly = (app: FastifyInstance) => requireRole(app, 'admin');
