import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { failureResponse } from '@app/domain/schemas/common';
import {
  confirmSecondFactorBody,
  secondFactorConfirmedResponse,
  secondFactorSetupResponse,
  secondFactorStatusResponse,
  teamSecurityBody,
  teamSecurityResponse,
} from '@app/domain/schemas/second-factor';
import { ADMIN_ROUTE, adminFailures, adminIdOf } from '../../plugins/admin-only';
import { accountLimited } from '../../plugins/rate-limit';
import { signedIn } from '../../plugins/route-schema';
import { team } from '../../plugins/team-access';
import type { SecondFactor } from './second-factor.service';

const failures = {
  400: failureResponse,
  401: failureResponse,
  403: failureResponse,
  409: failureResponse,
  429: failureResponse,
};
/** Guessing a six-digit code at set-up is as slow as at sign-in. */
const confirmBudget = accountLimited({ timeWindow: '15 minutes', perAccount: 10, perAddress: 50 });

/**
 * A team member's own second factor (outside /api/admin: open while the owners' rule still asks
 * for it), and the owners' rule for the whole team.
 */
export const secondFactorRoutes: FastifyPluginAsyncZod<{ factor: SecondFactor }> = async (
  app,
  { factor },
) => {
  app.get(
    '/api/user/second-factor',
    {
      schema: {
        tags: ['account'],
        summary: "The caller's second factor (team accounts): on or not, required, codes left",
        ...signedIn,
        response: { 200: secondFactorStatusResponse, ...failures },
      },
    },
    async (request) => factor.status(app.requireCaller(request)),
  );

  app.post(
    '/api/user/second-factor/setup',
    {
      config: confirmBudget,
      schema: {
        tags: ['account'],
        summary: 'Starts setting up an authenticator app: its secret as text and an otpauth URI',
        ...signedIn,
        response: { 200: secondFactorSetupResponse, ...failures },
      },
    },
    async (request) => factor.setup(app.requireCaller(request)),
  );

  app.post(
    '/api/user/second-factor/confirm',
    {
      config: confirmBudget,
      schema: {
        tags: ['account'],
        summary: 'Turns the second factor on with a first code; answers the recovery codes once',
        ...signedIn,
        body: confirmSecondFactorBody,
        response: { 200: secondFactorConfirmedResponse, ...failures },
      },
    },
    async (request) => factor.confirm(app.requireCaller(request), request.body.code),
  );

  app.get(
    '/api/admin/team-security',
    {
      config: team('roles'),
      schema: {
        ...ADMIN_ROUTE,
        summary: 'Whether every team member must sign in with a second factor',
        response: { 200: teamSecurityResponse, ...adminFailures },
      },
    },
    async () => factor.teamRule(),
  );

  app.post(
    '/api/admin/team-security',
    {
      config: team('roles'),
      schema: {
        ...ADMIN_ROUTE,
        summary: 'Requires (or stops requiring) a second factor of every team member',
        body: teamSecurityBody,
        response: { 200: teamSecurityResponse, ...adminFailures },
      },
    },
    async (request) =>
      factor.setTeamRule(adminIdOf(app, request), request.body.requireSecondFactor),
  );
};
