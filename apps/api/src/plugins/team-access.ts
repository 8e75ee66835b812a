import { FRIENDLY } from '@app/domain/failure-words';
import fp from 'fastify-plugin';
import type { FastifyRequest, RouteOptions } from 'fastify';
import {
  TEAM_ROLES,
  accessOfMethod,
  teamMay,
  type TeamAccess,
  type TeamCapability,
} from '@app/domain/team-roles';
import { fail, forbidden } from '../shared/app-error';

/** What a team route needs: a capability, read or acted on (by default as its method says). */
export interface TeamNeed {
  capability: TeamCapability;
  access?: TeamAccess;
}

/** One registered /api/admin route and what it declared. */
export interface TeamRoute extends TeamNeed {
  method: string;
  url: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    team?: TeamNeed;
  }
  interface FastifyInstance {
    /** Every /api/admin route with the capability it declared, in registration order. */
    teamRoutes: readonly TeamRoute[];
  }
}

const TEAM_ROUTE_PREFIX = '/api/admin/';
const isTeamUrl = (url: string) => url === '/api/admin' || url.startsWith(TEAM_ROUTE_PREFIX);

/**
 * Route config of an /api/admin route: `config: team('refunds')`. A download that takes
 * personal data out passes `'act'` although it is a GET.
 */
export const team = (capability: TeamCapability, access?: TeamAccess) => ({
  team: access ? { capability, access } : { capability },
});

const hooksOf = (hooks: RouteOptions['onRequest']) =>
  hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];

/**
 * Guards every /api/admin route by the capability in its config (decision 0046): signed out
 * answers 401, a role without it 403, before the body or query is read. A route under the prefix
 * that declares nothing stops the server from starting, so none can be left open.
 */
export const teamAccessPlugin = fp(
  async (app) => {
    const routes: TeamRoute[] = [];
    app.decorate('teamRoutes', routes);
    app.addHook('onRoute', (route) => {
      const need = route.config?.team;
      if (!isTeamUrl(route.url)) {
        if (need) throw new Error(`${route.url} is not a team route but declares a capability`);
        return;
      }
      if (!need)
        throw new Error(
          `${String(route.method)} ${route.url} must declare its team capability: config: team(…)`,
        );
      const guard = async (request: FastifyRequest) => {
        const { role, secondFactorSetupRequired } = app.requireCaller(request);
        if (secondFactorSetupRequired) throw fail('SECOND_FACTOR_SETUP_REQUIRED');
        const access = need.access ?? accessOfMethod(request.method);
        if (!teamMay(role, need.capability, access)) throw forbidden(FRIENDLY.forbidden);
      };
      route.onRequest = [guard, ...hooksOf(route.onRequest)];
      if (route.schema) {
        const may = TEAM_ROLES.filter((r) =>
          teamMay(r, need.capability, need.access ?? accessOfMethod(String(route.method))),
        );
        route.schema = {
          ...route.schema,
          description: `For the admin team's ${may.join(', ')} (capability ${need.capability}).`,
        };
      }
      for (const method of [route.method].flat())
        if (method !== 'HEAD') routes.push({ method, url: route.url, ...need });
    });
  },
  { name: 'team-access', dependencies: ['auth'] },
);
