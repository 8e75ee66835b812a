import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  appointmentsResponse,
  cancelAppointmentBody,
  requestCancellationBody,
  requestCancellationResponse,
  toWireAppointment,
} from '@app/domain/schemas/appointments';
import { failureResponse, okResponse } from '@app/domain/schemas/common';
import {
  cancelSeriesResponse,
  seriesCancelPreviewBody,
  seriesCancelPreviewResponse,
} from '@app/domain/schemas/series';
import { SERIES_MESSAGES } from '@app/domain/series';
import { translatorFor } from '@app/domain/i18n/catalogues';
import { accountLimited } from '../../../plugins/rate-limit';
import { BUDGETS } from '../../../plugins/rate-limit-budgets';
import type { AppointmentsService } from './appointments.service';
import { failureAnswers, signedIn } from '../../../plugins/route-schema';

const failures = failureAnswers(400, 401, 404, 409, 429);

/** The client's appointments; every route needs the token and sees only the caller's rows. */
export const clientAppointmentsRoutes: FastifyPluginAsyncZod<{
  appointments: AppointmentsService;
}> = async (app, { appointments }) => {
  // Signed-out callers get 401 before their body is looked at.
  app.addHook('onRequest', async (request) => {
    app.requireCaller(request);
  });

  app.get(
    '/api/user/appointments',
    {
      schema: {
        tags: ['appointments'],
        summary: "The caller's appointments, latest session first (at most 200)",
        ...signedIn,
        response: { 200: appointmentsResponse, 401: failureResponse },
      },
    },
    async (request) => ({
      success: true as const,
      appointments: (await appointments.list(app.requireCaller(request).accountId)).map(
        toWireAppointment,
      ),
    }),
  );

  app.post(
    '/api/user/cancel-appointment',
    {
      config: accountLimited(BUDGETS.appointmentChanges),
      schema: {
        tags: ['appointments'],
        summary: 'Cancels an unpaid reservation of the caller and frees its slot',
        ...signedIn,
        body: cancelAppointmentBody,
        response: { 200: okResponse, ...failures },
      },
    },
    async (request) =>
      appointments.cancel(app.requireCaller(request).accountId, request.body.appointmentId),
  );

  app.post(
    '/api/user/request-cancellation',
    {
      config: accountLimited(BUDGETS.appointmentChanges),
      schema: {
        tags: ['appointments'],
        summary:
          'Asks the admin team to cancel a paid appointment; answers the refund it would give',
        ...signedIn,
        body: requestCancellationBody,
        response: { 200: requestCancellationResponse, ...failures },
      },
    },
    async (request) =>
      appointments.requestCancellation(app.requireCaller(request).accountId, request.body),
  );

  app.post(
    '/api/user/series-cancel-preview',
    {
      schema: {
        tags: ['appointments'],
        summary:
          'What cancelling the rest of a weekly series would do to each later session and its refund',
        ...signedIn,
        body: seriesCancelPreviewBody,
        response: { 200: seriesCancelPreviewResponse, ...failures },
      },
    },
    async (request) =>
      appointments.seriesCancelPreview(
        app.requireCaller(request).accountId,
        request.body.appointmentId,
      ),
  );

  app.post(
    '/api/user/cancel-series',
    {
      config: accountLimited(BUDGETS.appointmentChanges),
      schema: {
        tags: ['appointments'],
        summary:
          'Cancels this and every later session of a weekly series as one request each would',
        ...signedIn,
        body: requestCancellationBody,
        response: { 200: cancelSeriesResponse, ...failures },
      },
    },
    async (request) => {
      const done = await appointments.cancelSeries(
        app.requireCaller(request).accountId,
        request.body,
      );
      const message = translatorFor(request.language)(SERIES_MESSAGES.restCancelled, {
        cancelled: done.cancelled,
        requested: done.requested,
      });
      return { ...done, message };
    },
  );
};
