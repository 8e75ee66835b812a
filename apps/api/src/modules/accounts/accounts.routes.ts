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
} from '@app/domain/schemas/account';
import { failureResponse, okResponse } from '@app/domain/schemas/common';
import { MESSAGES } from '@app/domain/messages';
import { humanCheckBeyond, rateLimited } from '../../plugins/rate-limit';
import type { HumanCheck } from '../../adapters/human-check/human-check';
import type { AccountsService } from './accounts.service';
import type { PasswordResetService } from './password-reset.service';

/** Worded so the web app's friendly mapping greets a first sign-in with 'Welcome!'. */
export const FIRST_LOGIN = 'First login successful';

const bodyEmail = (request: FastifyRequest) =>
  (request.body as { email?: string } | undefined)?.email;
const fail = { 400: failureResponse, 429: failureResponse };
const signedIn = { security: [{ token: [] }] };

export const accountsRoutes: FastifyPluginAsyncZod<{
  accounts: AccountsService;
  resets: PasswordResetService;
  humanCheck: HumanCheck;
}> = async (app, { accounts, resets, humanCheck }) => {
  app.post(
    '/api/user/register',
    {
      config: rateLimited(10, '1 hour'),
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
      message: 'Account created successfully',
    }),
  );

  app.post(
    '/api/user/login',
    {
      config: rateLimited(10, '15 minutes'),
      // Per account as well as per IP: past 10 attempts on one email (from any IPs) each
      // attempt needs the human check, so guessing stays slow and the owner still gets in.
      preHandler: humanCheckBeyond(app, {
        name: 'login-email',
        max: 10,
        timeWindow: '15 minutes',
        key: bodyEmail,
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
      return { success: true as const, token, message: first ? FIRST_LOGIN : 'Login successful' };
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
      return { success: true as const, message: 'Logged out successfully' };
    },
  );

  app.post(
    '/api/user/forgot-password',
    {
      config: rateLimited(5, '15 minutes'),
      // Also per account: past 5 requests for one email, each needs the human check, so nobody
      // can flood one inbox from many IPs, nor block the owner's own reset.
      preHandler: humanCheckBeyond(app, {
        name: 'forgot-email',
        max: 5,
        timeWindow: '15 minutes',
        key: bodyEmail,
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
      return { success: true as const, message: MESSAGES.forgot.sent };
    },
  );

  app.post(
    '/api/user/verify-reset-token',
    {
      config: rateLimited(20, '15 minutes'),
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
      config: rateLimited(5, '15 minutes'),
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
      return { success: true as const, message: MESSAGES.reset.success };
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
      return { success: true as const, message: 'Profile updated successfully' };
    },
  );
};
