import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { myDataFileName } from '@app/domain/account-deletion';
import { failureResponse, okResponse } from '@app/domain/schemas/common';
import {
  accountDeletionsResponse,
  closeAccountRequestBody,
  deleteAccountBody,
  deleteAccountResponse,
  myDataResponse,
} from '@app/domain/schemas/privacy';
import { team } from '../../plugins/team-access';
import { accountLimited } from '../../plugins/rate-limit';
import { BUDGETS } from '../../plugins/rate-limit-budgets';
import type { PrivacyService } from './privacy.service';
import { signedIn } from '../../plugins/route-schema';

/** Download my data, delete my account, and the admin team's list of deletions. */
export const privacyRoutes: FastifyPluginAsyncZod<{
  privacy: PrivacyService;
  siteName: string;
}> = async (app, { privacy, siteName }) => {
  app.get(
    '/api/user/my-data',
    {
      config: accountLimited(BUDGETS.myData),
      schema: {
        tags: ['account'],
        summary: "A copy of everything held about the caller's account, as a JSON download",
        ...signedIn,
        response: { 200: myDataResponse, 401: failureResponse, 429: failureResponse },
      },
    },
    async (request, reply) => {
      const data = await privacy.myData(app.requireCaller(request));
      const name = myDataFileName(siteName, new Date(data.exportedAt));
      void reply
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="${name}"`);
      return data;
    },
  );

  app.post(
    '/api/user/delete-account',
    {
      config: accountLimited(BUDGETS.deleteAccount),
      // Signed out answers 401 even when the body is also wrong.
      preValidation: async (request) => void app.requireCaller(request),
      schema: {
        tags: ['account'],
        summary:
          'Delete the caller’s client account (password confirms): signs out everywhere, cancels upcoming sessions, erases personal data within 15 days',
        ...signedIn,
        body: deleteAccountBody,
        response: {
          200: deleteAccountResponse,
          400: failureResponse,
          401: failureResponse,
          403: failureResponse,
          429: failureResponse,
        },
      },
    },
    async (request) => privacy.deleteAccount(app.requireCaller(request), request.body.password),
  );

  app.post(
    '/api/user/close-account-request',
    {
      config: accountLimited(BUDGETS.closeAccountRequest),
      preValidation: async (request) => void app.requireCaller(request),
      schema: {
        tags: ['account'],
        summary:
          'A therapist or admin asks the team to close their account (filed in the team’s inbox, mailed)',
        ...signedIn,
        body: closeAccountRequestBody,
        response: {
          200: okResponse,
          400: failureResponse,
          401: failureResponse,
          403: failureResponse,
          429: failureResponse,
        },
      },
    },
    async (request) => privacy.requestClosure(app.requireCaller(request), request.body.note),
  );

  app.get(
    '/api/admin/account-deletions',
    {
      config: team('deletions'),
      schema: {
        tags: ['admin'],
        summary: 'Account deletions, newest first (at most 500); the email until it is erased',
        ...signedIn,
        response: { 200: accountDeletionsResponse, 401: failureResponse, 403: failureResponse },
      },
    },
    async () => ({ success: true as const, deletions: await privacy.listDeletions() }),
  );
};
