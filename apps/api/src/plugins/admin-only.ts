import type { FastifyInstance, FastifyRequest } from 'fastify';
import { failureResponse } from '@app/domain/schemas/common';

/**
 * The admin team's routes. Who may call each is declared on the route (`config: team(…)`,
 * plugins/team-access.ts), which answers 401 signed out and 403 to a role without the capability.
 */

/** The signed-in team member's account id (inside a team route). */
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
