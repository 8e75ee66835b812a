import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  dashboardStatsResponse,
  therapistActionResponse,
  therapistAppointmentsResponse,
  therapistCancellationRequestBody,
  therapistDeclineBody,
  toWireTherapistAppointment,
  type TherapistActionResponse,
} from '@app/domain/schemas/dashboard';
import { acceptSeriesParams, acceptSeriesResponse } from '@app/domain/schemas/series';
import {
  clientsWithoutNextResponse,
  FOLLOW_UP_MESSAGES,
  followUpBody,
} from '@app/domain/schemas/follow-up';
import { okResponse } from '@app/domain/schemas/common';
import { accountLimited } from '../../../plugins/rate-limit';
import { BUDGETS } from '../../../plugins/rate-limit-budgets';
import { SERIES_MESSAGES } from '@app/domain/series';
import { translatorFor } from '@app/domain/i18n/catalogues';
import type { Language } from '@app/domain/i18n/languages';
import { requireRole, type Caller } from '../../../plugins/auth';
import type {
  TherapistActionAnswer,
  TherapistAppointments,
} from './therapist-appointments.service';
import { failureAnswers, signedIn } from '../../../plugins/route-schema';

const params = z.object({ id: z.string().min(1).max(64) });
const failures = failureAnswers(400, 401, 403, 404, 409);

/** The therapist dashboard's appointments: role therapist, checked here on the server. */
export const therapistAppointmentsRoutes: FastifyPluginAsyncZod<{
  therapistAppointments: TherapistAppointments;
}> = async (app, { therapistAppointments: service }) => {
  app.addHook('onRequest', requireRole(app, 'therapist'));
  const caller = (request: Parameters<typeof app.requireCaller>[0]) => app.requireCaller(request);
  const worded = async (
    request: { language: Language },
    answer: Promise<TherapistActionAnswer>,
  ): Promise<TherapistActionResponse> => {
    const said = await answer;
    return { ...said, message: translatorFor(request.language)(said.message) };
  };

  app.get(
    '/api/dashboard/appointments',
    {
      schema: {
        tags: ['dashboard'],
        summary: "The therapist's paid bookings, latest session first",
        ...signedIn,
        response: { 200: therapistAppointmentsResponse, ...failures },
      },
    },
    async (request) => ({
      success: true as const,
      appointments: (await service.list(caller(request))).map(toWireTherapistAppointment),
    }),
  );

  app.get(
    '/api/dashboard/stats',
    {
      schema: {
        tags: ['dashboard'],
        summary: 'Bookings and expected session income per IST week (12 back, 5 ahead)',
        ...signedIn,
        response: { 200: dashboardStatsResponse, ...failures },
      },
    },
    async (request) => ({ success: true as const, weeks: await service.stats(caller(request)) }),
  );

  const action = (
    name: string,
    summary: string,
    run: (who: Caller, id: string) => Promise<TherapistActionAnswer>,
  ) =>
    app.post(
      `/api/dashboard/appointments/:id/${name}`,
      {
        schema: {
          tags: ['dashboard'],
          summary,
          ...signedIn,
          params,
          response: { 200: therapistActionResponse, ...failures },
        },
      },
      async (request) => worded(request, run(caller(request), request.params.id)),
    );

  action('accept', 'Accepts a paid booking; the client is mailed', (who, id) =>
    service.accept(who, id),
  );
  action('complete', 'Marks a started session completed', (who, id) => service.complete(who, id));
  action('not-attended', 'Marks a started session not attended (no refund)', (who, id) =>
    service.notAttended(who, id),
  );

  app.post(
    '/api/dashboard/series/:seriesId/accept',
    {
      schema: {
        tags: ['dashboard'],
        summary:
          'Accepts every session of a weekly series still waiting; each client mail as usual',
        ...signedIn,
        params: acceptSeriesParams,
        response: { 200: acceptSeriesResponse, ...failures },
      },
    },
    async (request) => {
      const { accepted } = await service.acceptSeries(caller(request), request.params.seriesId);
      const message = translatorFor(request.language)(SERIES_MESSAGES.accepted, { accepted });
      return { success: true as const, message, accepted };
    },
  );

  app.post(
    '/api/dashboard/appointments/:id/follow-up',
    {
      config: accountLimited(BUDGETS.appointmentChanges),
      schema: {
        tags: ['dashboard'],
        summary:
          'After a completed session, mails and texts the client up to three open times to book (not held); once per session',
        ...signedIn,
        params,
        body: followUpBody,
        response: { 200: okResponse, ...failures },
      },
    },
    async (request) => {
      await service.followUp(caller(request), request.params.id, request.body);
      return {
        success: true as const,
        message: translatorFor(request.language)(FOLLOW_UP_MESSAGES.sent),
      };
    },
  );

  app.get(
    '/api/dashboard/clients-without-next',
    {
      schema: {
        tags: ['dashboard'],
        summary: 'Recent clients (60 days) with no session booked ahead, with their latest session',
        ...signedIn,
        response: { 200: clientsWithoutNextResponse, ...failures },
      },
    },
    async (request) => ({
      success: true as const,
      clients: await service.clientsWithoutNext(caller(request)),
    }),
  );

  app.post(
    '/api/dashboard/appointments/:id/decline',
    {
      schema: {
        tags: ['dashboard'],
        summary:
          'Declines a paid booking: cancelled and refunded in full (optional reason, mailed)',
        ...signedIn,
        params,
        body: therapistDeclineBody,
        response: { 200: therapistActionResponse, ...failures },
      },
    },
    async (request) =>
      worded(request, service.decline(caller(request), request.params.id, request.body.reason)),
  );

  app.post(
    '/api/dashboard/appointments/:id/request-cancellation',
    {
      schema: {
        tags: ['dashboard'],
        summary: 'Asks the admin team to cancel an accepted session (client refunded in full)',
        ...signedIn,
        params,
        body: therapistCancellationRequestBody,
        response: { 200: therapistActionResponse, ...failures },
      },
    },
    async (request) =>
      worded(
        request,
        service.requestCancellation(caller(request), request.params.id, request.body.reason),
      ),
  );
};
