import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { translatorFor } from '@app/domain/i18n/catalogues';
import {
  adminDecisionResponse,
  rescheduleResponse,
  toWireAppointment,
} from '@app/domain/schemas/appointments';
import { failureResponse } from '@app/domain/schemas/common';
import { therapistActionResponse } from '@app/domain/schemas/dashboard';
import {
  adminRescheduleBody,
  moveOptionsResponse,
  proposeTimesBody,
  rescheduleBody,
  respondRescheduleBody,
} from '@app/domain/schemas/reschedule';
import { requireRole } from '../../../plugins/auth';
import { team } from '../../../plugins/team-access';
import { accountLimited } from '../../../plugins/rate-limit';
import { BUDGETS } from '../../../plugins/rate-limit-budgets';
import type { AppointmentsService } from './appointments.service';
import type { Proposals } from './proposals.service';
import type { Reschedule } from './reschedule.service';
import type { TherapistAppointments } from './therapist-appointments.service';
import { RESCHEDULE_ANSWERS } from './reschedule-answers';

const params = z.object({ id: z.string().min(1).max(64) });
const signedIn = { security: [{ token: [] }] };
const failures = {
  400: failureResponse,
  401: failureResponse,
  403: failureResponse,
  404: failureResponse,
  409: failureResponse,
  429: failureResponse,
};

interface Services {
  reschedule: Reschedule;
  proposals: Proposals;
  appointments: AppointmentsService;
}

/** The client moves their own booking or answers a therapist's proposal (decision 0040). */
export const clientRescheduleRoutes: FastifyPluginAsyncZod<Services> = async (
  app,
  { reschedule, proposals, appointments },
) => {
  app.addHook('onRequest', async (request) => {
    app.requireCaller(request);
  });
  const limited = accountLimited(BUDGETS.appointmentChanges);

  app.get(
    '/api/user/appointments/:id/move-options',
    {
      schema: {
        tags: ['appointments'],
        summary: 'The open times a booking of the caller can move to now',
        ...signedIn,
        params,
        response: { 200: moveOptionsResponse, ...failures },
      },
    },
    async (request) =>
      reschedule.options(request.params.id, {
        role: 'client',
        clientId: app.requireCaller(request).accountId,
      }),
  );

  app.post(
    '/api/user/reschedule-appointment',
    {
      config: limited,
      schema: {
        tags: ['appointments'],
        summary: 'Moves a paid booking of the caller to another open time (no new fee)',
        ...signedIn,
        body: rescheduleBody,
        response: { 200: rescheduleResponse, ...failures },
      },
    },
    async (request) => {
      const { accountId } = app.requireCaller(request);
      const { appointmentId, slotDate, slotTime, sessionType } = request.body;
      await reschedule.move({
        appointmentId,
        scope: { role: 'client', clientId: accountId },
        actor: { accountId, kind: 'user' },
        slot: { slotDate, slotTime },
        sessionType,
        by: 'client',
      });
      return {
        success: true as const,
        message: translatorFor(request.language)(RESCHEDULE_ANSWERS.moved),
        appointment: toWireAppointment(await appointments.item(accountId, appointmentId)),
      };
    },
  );

  app.post(
    '/api/user/respond-reschedule',
    {
      config: limited,
      schema: {
        tags: ['appointments'],
        summary: "Picks one of the therapist's proposed times, or declines them (full refund)",
        ...signedIn,
        body: respondRescheduleBody,
        response: { 200: rescheduleResponse, ...failures },
      },
    },
    async (request) => {
      const { accountId } = app.requireCaller(request);
      const outcome = await proposals.respond(accountId, request.body, {
        accountId,
        kind: 'user',
      });
      return {
        success: true as const,
        message: translatorFor(request.language)(RESCHEDULE_ANSWERS.proposalAnswered, {
          answer: outcome,
        }),
        appointment: toWireAppointment(
          await appointments.item(accountId, request.body.appointmentId),
        ),
      };
    },
  );
};

/** The therapist proposes new times for one of their sessions. */
export const therapistRescheduleRoutes: FastifyPluginAsyncZod<
  Services & { therapistAppointments: TherapistAppointments }
> = async (app, { reschedule, proposals, therapistAppointments }) => {
  app.addHook('onRequest', requireRole(app, 'therapist'));
  const therapistOf = (request: Parameters<typeof app.requireCaller>[0]) =>
    therapistAppointments.therapistOf(app.requireCaller(request));

  app.get(
    '/api/dashboard/appointments/:id/move-options',
    {
      schema: {
        tags: ['dashboard'],
        summary: 'The open times the therapist may propose for a session',
        ...signedIn,
        params,
        response: { 200: moveOptionsResponse, ...failures },
      },
    },
    async (request) =>
      reschedule.options(request.params.id, {
        role: 'therapist',
        therapistId: (await therapistOf(request)).id,
      }),
  );

  app.post(
    '/api/dashboard/appointments/:id/propose-times',
    {
      schema: {
        tags: ['dashboard'],
        summary: 'Proposes one to three new times; the client picks one or declines',
        ...signedIn,
        params,
        body: proposeTimesBody,
        response: { 200: therapistActionResponse, ...failures },
      },
    },
    async (request) => {
      const { id } = await therapistOf(request);
      const { accountId } = app.requireCaller(request);
      await proposals.propose(request.params.id, id, accountId, request.body.slots);
      return {
        success: true as const,
        message: translatorFor(request.language)(RESCHEDULE_ANSWERS.timesProposed),
        appointmentId: request.params.id,
      };
    },
  );
};

/** The admin team moves a booking on either side's behalf, with a reason for the audit log. */
export const adminRescheduleRoutes: FastifyPluginAsyncZod<Services> = async (
  app,
  { reschedule },
) => {
  app.get(
    '/api/admin/appointments/:id/move-options',
    {
      config: team('moveBookings'),
      schema: {
        tags: ['admin'],
        summary: 'The open times a booking can be moved to',
        ...signedIn,
        params,
        response: { 200: moveOptionsResponse, ...failures },
      },
    },
    async (request) => reschedule.options(request.params.id, { role: 'admin' }),
  );

  app.post(
    '/api/admin/appointments/:id/reschedule',
    {
      config: team('moveBookings'),
      schema: {
        tags: ['admin'],
        summary: 'Moves a booking to another open time; both sides are mailed',
        ...signedIn,
        params,
        body: adminRescheduleBody,
        response: { 200: adminDecisionResponse, ...failures },
      },
    },
    async (request) => {
      const { slotDate, slotTime, sessionType, reason } = request.body;
      await reschedule.move({
        appointmentId: request.params.id,
        scope: { role: 'admin' },
        actor: {
          accountId: app.requireCaller(request).accountId,
          kind: 'admin',
          via: 'admin api',
        },
        slot: { slotDate, slotTime },
        sessionType,
        by: 'team',
        reason,
      });
      return {
        success: true as const,
        message: 'Appointment moved. Both sides have been mailed the new time.',
        appointmentId: request.params.id,
        refund: null,
        refundRetryNeeded: false,
      };
    },
  );
};
