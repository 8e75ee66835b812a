import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { translatorFor } from '@app/domain/i18n/catalogues';
import {
  dashboardMeResponse,
  dashboardProfileBody,
  dashboardProfileResponse,
  weeklyHoursBody,
  weeklyHoursResponse,
} from '@app/domain/schemas/dashboard';
import { requireRole } from '../../../plugins/auth';
import type { TherapistDashboard } from './therapist-dashboard.service';
import { DASHBOARD_ANSWERS } from './dashboard-answers';
import { failureAnswers, signedIn } from '../../../plugins/route-schema';

const failures = failureAnswers(400, 401, 403, 404);

/** The therapist's own profile in the dashboard: role therapist, checked on the server. */
export const therapistDashboardRoutes: FastifyPluginAsyncZod<{
  dashboard: TherapistDashboard;
}> = async (app, { dashboard }) => {
  app.addHook('onRequest', requireRole(app, 'therapist'));

  app.get(
    '/api/dashboard/me',
    {
      schema: {
        tags: ['dashboard'],
        summary: "The therapist's profile state: pending, live, changes requested, rejected…",
        ...signedIn,
        response: { 200: dashboardMeResponse, ...failures },
      },
    },
    async (request) => ({
      success: true as const,
      therapist: await dashboard.me(app.requireCaller(request)),
    }),
  );

  app.get(
    '/api/dashboard/profile',
    {
      schema: {
        tags: ['dashboard'],
        summary: 'The profile fields the therapist edits, with the photo',
        ...signedIn,
        response: { 200: dashboardProfileResponse, ...failures },
      },
    },
    async (request) => ({
      success: true as const,
      profile: await dashboard.profile(app.requireCaller(request)),
    }),
  );

  app.put(
    '/api/dashboard/profile',
    {
      schema: {
        tags: ['dashboard'],
        summary:
          'Updates bio, fee, languages, specialities, expertise, modes and address (live at once)',
        ...signedIn,
        body: dashboardProfileBody,
        response: { 200: dashboardProfileResponse, ...failures },
      },
    },
    async (request) => ({
      success: true as const,
      message: translatorFor(request.language)(DASHBOARD_ANSWERS.profileSaved),
      profile: await dashboard.updateProfile(app.requireCaller(request), request.body),
    }),
  );

  app.get(
    '/api/dashboard/hours',
    {
      schema: {
        tags: ['dashboard'],
        summary: 'Weekly hours: hourly start times per weekday, IST',
        ...signedIn,
        response: { 200: weeklyHoursResponse, ...failures },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await dashboard.hours(app.requireCaller(request))),
    }),
  );

  app.put(
    '/api/dashboard/hours',
    {
      schema: {
        tags: ['dashboard'],
        summary: 'Replaces the weekly hours; booked sessions stay',
        ...signedIn,
        body: weeklyHoursBody,
        response: { 200: weeklyHoursResponse, ...failures },
      },
    },
    async (request) => ({
      success: true as const,
      message: translatorFor(request.language)(DASHBOARD_ANSWERS.hoursSaved),
      ...(await dashboard.setHours(app.requireCaller(request), request.body)),
    }),
  );
};
