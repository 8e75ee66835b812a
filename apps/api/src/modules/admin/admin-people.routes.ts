import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminActionResponse } from '@app/domain/schemas/admin';
import { closeAccountBody, closeAccountResponse } from '@app/domain/schemas/admin-cases';
import { myDataResponse } from '@app/domain/schemas/privacy';
import {
  disablePersonBody,
  peopleQuery,
  peopleResponse,
  personResponse,
} from '@app/domain/schemas/admin-people';
import { ADMIN_ROUTE, adminFailures, adminIdOf } from '../../plugins/admin-only';
import { team } from '../../plugins/team-access';
import type { People } from '../accounts/accounts.module';
import type { AdminPeople } from './admin-people.service';

const params = z.object({ id: z.string().min(1).max(64) });

/** The team's people: search, one person's page and the sign-in actions. */
export const adminPeopleRoutes: FastifyPluginAsyncZod<{
  view: AdminPeople;
  people: People;
  siteName: string;
}> = async (app, { view, people, siteName }) => {
  app.get(
    '/api/admin/people',
    {
      config: team('people'),
      schema: {
        ...ADMIN_ROUTE,
        summary:
          'People by any part of their name, email or phone (case-insensitive), newest first',
        querystring: peopleQuery,
        response: { 200: peopleResponse, ...adminFailures },
      },
    },
    async (request) => view.search(request.query),
  );

  app.get(
    '/api/admin/people/:id',
    {
      config: team('people'),
      schema: {
        ...ADMIN_ROUTE,
        summary:
          "A person's account, role, bookings, payments, refunds, reports, messages and sessions",
        params,
        response: { 200: personResponse, ...adminFailures },
      },
    },
    async (request) => view.find(request.params.id),
  );

  app.get(
    '/api/admin/people/:id/export',
    {
      config: team('people', 'act'),
      schema: {
        ...ADMIN_ROUTE,
        summary:
          "A copy of the person's data, the same JSON document their own download gives (audited)",
        params,
        response: { 200: myDataResponse, ...adminFailures },
      },
    },
    async (request, reply) => {
      const data = await view.exportData(adminIdOf(app, request), request.params.id);
      const day = data.exportedAt.slice(0, 10);
      const site = siteName
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-+|-+$/g, '');
      void reply
        .header('cache-control', 'no-store')
        .header(
          'content-disposition',
          `attachment; filename="${site || 'account'}-data-${data.account.id}-${day}.json"`,
        );
      return data;
    },
  );

  app.post(
    '/api/admin/people/:id/close',
    {
      config: team('closeAccounts'),
      schema: {
        ...ADMIN_ROUTE,
        summary:
          "Closes the person's account: signed out, sign-in refused, upcoming sessions cancelled (a therapist's refunded in full, listing closed), erased after 14 days; mailed the reason",
        params,
        body: closeAccountBody,
        response: { 200: closeAccountResponse, ...adminFailures },
      },
    },
    async (request) =>
      view.closeAccount(adminIdOf(app, request), request.params.id, request.body.reason),
  );

  app.post(
    '/api/admin/people/:id/disable',
    {
      config: team('people'),
      schema: {
        ...ADMIN_ROUTE,
        summary: 'Turns off sign-in, ends every session at once and mails the person the reason',
        params,
        body: disablePersonBody,
        response: { 200: adminActionResponse, ...adminFailures },
      },
    },
    async (request) => {
      await people.disable(app.requireCaller(request), request.params.id, request.body.reason);
      return { success: true as const, message: 'Sign-in turned off and every session ended.' };
    },
  );

  app.post(
    '/api/admin/people/:id/enable',
    {
      config: team('people'),
      schema: {
        ...ADMIN_ROUTE,
        summary: 'Turns sign-in back on and mails the person',
        params,
        response: { 200: adminActionResponse, ...adminFailures },
      },
    },
    async (request) => {
      await people.enable(app.requireCaller(request), request.params.id);
      return { success: true as const, message: 'Sign-in turned back on.' };
    },
  );

  app.post(
    '/api/admin/people/:id/sign-out-everywhere',
    {
      config: team('people'),
      schema: {
        ...ADMIN_ROUTE,
        summary: "Ends every session of the person's account",
        params,
        response: { 200: adminActionResponse, ...adminFailures },
      },
    },
    async (request) => {
      await people.signOutEverywhere(app.requireCaller(request), request.params.id);
      return { success: true as const, message: 'Signed out everywhere.' };
    },
  );

  app.post(
    '/api/admin/people/:id/second-factor/reset',
    {
      // Changing how a team member signs in is an owner's act, like their role.
      config: team('roles'),
      schema: {
        ...ADMIN_ROUTE,
        summary:
          "Removes a team member's lost second factor and ends their sessions: they set up a new one",
        params,
        body: disablePersonBody,
        response: { 200: adminActionResponse, ...adminFailures },
      },
    },
    async (request) => {
      await people.resetSecondFactor(
        app.requireCaller(request),
        request.params.id,
        request.body.reason,
      );
      return {
        success: true as const,
        message: 'Second factor removed. They set up a new one at their next sign-in.',
      };
    },
  );
};
