import { FRIENDLY } from '@app/domain/failure-words';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Language } from '@app/domain/i18n/languages';
import type { AccountRole } from '@app/domain/team-roles';
import { forbidden, unauthorized } from '../shared/app-error';

export type Role = AccountRole;
export interface Caller {
  accountId: string;
  role: Role;
  sessionId: string;
  /** A team member who must set up a second factor before the team's routes open (0060). */
  secondFactorSetupRequired?: boolean;
  /** The language the account chose for its pages, mails and answers, when it chose one. */
  language?: Language;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in caller, or null; resolved from the `token` header. */
    caller: Caller | null;
  }
  interface FastifyInstance {
    requireCaller(request: FastifyRequest): Caller;
  }
}

/** Resolves the `token` header to a caller once per request; the lookup belongs to accounts. */
export const authPlugin = fp<{ resolveCaller: (token: string) => Promise<Caller | null> }>(
  async (app, { resolveCaller }) => {
    app.decorateRequest('caller', null);
    app.addHook('onRequest', async (request) => {
      const header = request.headers.token;
      const token = Array.isArray(header) ? header[0] : header;
      if (!token || token.length > 200) return;
      request.caller = await resolveCaller(token);
    });
    app.decorate('requireCaller', (request) => {
      if (!request.caller) throw unauthorized();
      return request.caller;
    });
  },
  { name: 'auth' },
);

/**
 * An onRequest hook for a plugin whose routes belong to one role (the team's routes declare a
 * capability instead, see team-access.ts): no session answers 401, any other role 403, before
 * the route runs.
 */
export const requireRole =
  (app: FastifyInstance, role: Role) => async (request: FastifyRequest) => {
    if (app.requireCaller(request).role !== role) throw forbidden(FRIENDLY.forbidden);
  };
