import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_ROUTE, adminFailures, adminIdOf } from '../../plugins/admin-only';
import { team } from '../../plugins/team-access';
import type { AdminAccounts } from './admin-accounts.service';
import { API_TOKEN_DEFAULT_DAYS, API_TOKEN_MAX_DAYS } from './sessions.service';

/** Lets a signed-in owner make a long-lived token for commands (`npm run admin -- token --api`). */
export const adminTokensRoutes: FastifyPluginAsyncZod<{ accounts: AdminAccounts }> = async (
  app,
  { accounts },
) => {
  app.post(
    '/api/admin/api-tokens',
    {
      config: team('tokens'),
      schema: {
        ...ADMIN_ROUTE,
        summary: "A long-lived token of the caller's own account (owners only), for commands",
        body: z
          .object({
            days: z.number().int().min(1).max(API_TOKEN_MAX_DAYS).default(API_TOKEN_DEFAULT_DAYS),
          })
          .default({ days: API_TOKEN_DEFAULT_DAYS }),
        response: {
          200: z.object({ success: z.literal(true), token: z.string(), expiresAt: z.string() }),
          ...adminFailures,
        },
      },
    },
    async (request) => {
      const accountId = adminIdOf(app, request);
      const minted = await accounts.mintToken({ accountId }, request.body.days, {
        accountId,
        via: 'admin api',
      });
      return {
        success: true as const,
        token: minted.token,
        expiresAt: minted.expiresAt.toISOString(),
      };
    },
  );
};
