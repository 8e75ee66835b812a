import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  forgotPasswordBody,
  humanCheckRequiredResponse,
  loginBody,
  profileResponse,
  registerBody,
  resetPasswordBody,
  tokenResponse,
  updateProfileBody,
  verifyResetTokenBody,
  verifyResetTokenResponse,
  languageResponse,
  updateLanguageBody,
} from '@app/domain/schemas/account';
import { failureResponse, okResponse } from '@app/domain/schemas/common';
import { translatorFor } from '@app/domain/i18n/catalogues';
import { humanCheckBeyond, rateLimited } from '../../plugins/rate-limit';
import { BUDGETS } from '../../plugins/rate-limit-budgets';
import type { HumanCheck } from '../../adapters/human-check/human-check';
import type { AccountsService } from './accounts.service';
import { ACCOUNT_ANSWERS } from './account-answers';
import type { PasswordResetService } from './password-reset.service';
import { signedIn } from '../../plugins/route-schema';

const bodyEmail = (request: FastifyRequest) =>
  (request.body as { email?: string } | undefined)?.email;
const address = (request: FastifyRequest) => request.ip;
const fail = { 400: failureResponse, 429: failureResponse };

export const accountsRoutes: FastifyPluginAsyncZod<{
  accounts: AccountsService;
  resets: PasswordResetService;
  humanCheck: HumanCheck;
}> = async (app, { accounts, resets, humanCheck }) => {
  app.post(
    '/api/user/register',
    {
      config: rateLimited(BUDGETS.register.perAddress, BUDGETS.register.timeWindow),
      schema: {
        tags: ['account'],
        summary: 'Create a client account (needs a human-check token) and sign it in',
        body: registerBody,
        response: { 200: tokenResponse, 409: failureResponse, ...fail },
      },
    },
    async (request) => ({
      success: true as const,
      token: await accounts.register(request.body, { remoteIp: request.ip }),
      message: translatorFor(request.language)(ACCOUNT_ANSWERS.registered),
    }),
  );

  app.post(
    '/api/user/login',
    {
      config: {
        ...rateLimited(BUDGETS.login.perAddress, BUDGETS.login.timeWindow),
        failures: [
          'WRONG_CREDENTIALS',
          'SIGN_IN_DISABLED',
          'SECOND_FACTOR_REQUIRED',
          'SECOND_FACTOR_WRONG',
          'HUMAN_CHECK_REQUIRED',
          'HUMAN_CHECK_FAILED',
        ],
      },
      // Past its share of tries, one email (from any addresses) or one address (shared by many
      // people) needs the human check: guessing stays slow and nobody is locked out.
      preHandler: humanCheckBeyond(app, {
        thresholds: [
          { name: 'login-email', max: BUDGETS.login.humanCheckPerEmail, key: bodyEmail },
          {
            name: 'login-address',
            max: BUDGETS.login.humanCheckPerAddress,
            key: address,
            per: 'address',
          },
        ],
        timeWindow: BUDGETS.login.timeWindow,
        humanCheck,
        action: 'login',
      }),
      schema: {
        tags: ['account'],
        summary: 'Sign in with email and password (a human check once one account had many tries)',
        body: loginBody,
        response: {
          200: tokenResponse,
          401: failureResponse,
          403: humanCheckRequiredResponse,
          ...fail,
        },
      },
    },
    async (request) => {
      const { token, first } = await accounts.login(request.body);
      return {
        success: true as const,
        token,
        message: translatorFor(request.language)(
          first ? ACCOUNT_ANSWERS.firstLogin : ACCOUNT_ANSWERS.loggedIn,
        ),
        firstLogin: first,
      };
    },
  );

  app.post(
    '/api/user/logout',
    {
      schema: {
        tags: ['account'],
        summary: 'Revoke the session of the token sent',
        ...signedIn,
        response: { 200: okResponse, 401: failureResponse },
      },
    },
    async (request) => {
      await accounts.logout(app.requireCaller(request));
      return {
        success: true as const,
        message: translatorFor(request.language)(ACCOUNT_ANSWERS.loggedOut),
      };
    },
  );

  app.post(
    '/api/user/forgot-password',
    {
      config: rateLimited(BUDGETS.forgotPassword.perAddress, BUDGETS.forgotPassword.timeWindow),
      // Per email and per address, past their share each request needs the human check: nobody
      // can flood one inbox from many addresses, nor block the owner's own reset.
      preHandler: humanCheckBeyond(app, {
        thresholds: [
          { name: 'forgot-email', max: BUDGETS.forgotPassword.humanCheckPerEmail, key: bodyEmail },
          {
            name: 'forgot-address',
            max: BUDGETS.forgotPassword.humanCheckPerAddress,
            key: address,
            per: 'address',
          },
        ],
        timeWindow: BUDGETS.forgotPassword.timeWindow,
        humanCheck,
        action: 'forgot-password',
      }),
      schema: {
        tags: ['account'],
        summary: 'Mail a reset link; the same answer whether or not the email has an account',
        body: forgotPasswordBody,
        response: { 200: okResponse, 403: humanCheckRequiredResponse, ...fail },
      },
    },
    async (request) => {
      await resets.requestReset(request.body.email);
      return {
        success: true as const,
        message: translatorFor(request.language)(ACCOUNT_ANSWERS.resetLinkSent),
      };
    },
  );

  app.post(
    '/api/user/verify-reset-token',
    {
      config: rateLimited(BUDGETS.verifyResetToken.perAddress, BUDGETS.verifyResetToken.timeWindow),
      schema: {
        tags: ['account'],
        summary: 'Whether a reset link is still usable',
        body: verifyResetTokenBody,
        response: { 200: verifyResetTokenResponse, ...fail },
      },
    },
    async (request) => {
      await resets.checkLink(request.body.token, request.body.email);
      return { success: true as const };
    },
  );

  app.post(
    '/api/user/reset-password',
    {
      config: rateLimited(BUDGETS.resetPassword.perAddress, BUDGETS.resetPassword.timeWindow),
      schema: {
        tags: ['account'],
        summary: 'Set a new password with a reset link; signs out every session',
        body: resetPasswordBody,
        response: { 200: okResponse, ...fail },
      },
    },
    async (request) => {
      const { token, email, password } = request.body;
      await resets.resetPassword(token, email, password);
      return {
        success: true as const,
        message: translatorFor(request.language)(ACCOUNT_ANSWERS.passwordReset),
      };
    },
  );

  app.get(
    '/api/user/get-profile',
    {
      schema: {
        tags: ['account'],
        summary: "The caller's profile",
        ...signedIn,
        response: { 200: profileResponse, 401: failureResponse },
      },
    },
    async (request) => ({
      success: true as const,
      userData: await accounts.profile(app.requireCaller(request)),
      role: app.requireCaller(request).role,
      message: 'Profile loaded',
    }),
  );

  app.put(
    '/api/user/language',
    {
      preValidation: async (request) => void app.requireCaller(request),
      schema: {
        tags: ['account'],
        summary: 'The language the caller reads pages, mails, texts and invoices in',
        ...signedIn,
        body: updateLanguageBody,
        response: { 200: languageResponse, 400: failureResponse, 401: failureResponse },
      },
    },
    async (request) => {
      await accounts.setLanguage(app.requireCaller(request), request.body.language);
      return { success: true as const, language: request.body.language };
    },
  );

  app.post(
    '/api/user/update-profile',
    {
      // Signed out answers 401 even when the body is also wrong.
      preValidation: async (request) => void app.requireCaller(request),
      schema: {
        tags: ['account'],
        summary: "Change the caller's names and username",
        ...signedIn,
        body: updateProfileBody,
        response: {
          200: okResponse,
          401: failureResponse,
          409: failureResponse,
          400: failureResponse,
        },
      },
    },
    async (request) => {
      await accounts.updateProfile(app.requireCaller(request), request.body);
      return {
        success: true as const,
        message: translatorFor(request.language)(ACCOUNT_ANSWERS.profileUpdated),
      };
    },
  );
};
