import { FRIENDLY } from '@app/domain/failure-words';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminDecisionBody,
  adminDecisionResponse,
  cancellationRequestsResponse,
  therapistCancellationBody,
  toWireCancellationRequest,
  type AdminDecisionResponse,
} from '@app/domain/schemas/appointments';
import {
  adminCancelBody,
  adminCancelPreviewResponse,
  adminCancelResponse,
} from '@app/domain/schemas/admin-ops';
import { failureResponse } from '@app/domain/schemas/common';
import { mayChooseRefund } from '@app/domain/team-roles';
import type { Caller } from '../../../plugins/auth';
import { team } from '../../../plugins/team-access';
import { forbidden } from '../../../shared/app-error';
import type { AppointmentDecisions, DecisionActor } from './appointment-decisions.service';
import type { TeamCancellation } from './team-cancellation.service';
import { failureAnswers, signedIn } from '../../../plugins/route-schema';

const params = z.object({ id: z.string().min(1).max(64) });
const failures = failureAnswers(400, 401, 403, 404, 409);
const actorOf = (caller: Caller): DecisionActor => ({
  accountId: caller.accountId,
  via: 'admin api',
});

/** The admin team's decisions on appointments; the capability is checked on the server. */
export const adminAppointmentsRoutes: FastifyPluginAsyncZod<{
  decisions: AppointmentDecisions;
  teamCancellation: TeamCancellation;
}> = async (app, { decisions, teamCancellation }) => {
  const admin = (request: Parameters<typeof app.requireCaller>[0]) =>
    actorOf(app.requireCaller(request));

  app.get(
    '/api/admin/cancellation-requests',
    {
      config: team('appointments'),
      schema: {
        tags: ['admin'],
        summary: 'Pending cancellation requests, oldest first (at most 200)',
        ...signedIn,
        response: { 200: cancellationRequestsResponse, 401: failureResponse, 403: failureResponse },
      },
    },
    async () => ({
      success: true as const,
      requests: (await decisions.listRequests()).map(toWireCancellationRequest),
    }),
  );

  const decision = (
    action: string,
    summary: string,
    run: (
      id: string,
      actor: DecisionActor,
      reason: string | undefined,
    ) => Promise<AdminDecisionResponse>,
  ) =>
    app.post(
      `/api/admin/appointments/:id/${action}`,
      {
        config: team('appointments'),
        schema: {
          tags: ['admin'],
          summary,
          ...signedIn,
          params,
          body: adminDecisionBody,
          response: { 200: adminDecisionResponse, ...failures },
        },
      },
      async (request) => run(request.params.id, admin(request), request.body.reason || undefined),
    );

  decision(
    'approve-cancellation',
    'Approves a pending cancellation: cancels, frees the slot and refunds per the policy',
    (id, actor) => decisions.approveCancellation(id, actor),
  );
  decision(
    'reject-cancellation',
    'Rejects a pending cancellation request (the reason is sent to the client as a note)',
    (id, actor, note) => decisions.rejectCancellation(id, actor, note),
  );
  decision('confirm', 'Confirms a paid appointment', (id, actor) => decisions.confirm(id, actor));
  decision('complete', 'Marks a past session completed', (id, actor) =>
    decisions.complete(id, actor),
  );
  decision('not-attended', 'Marks a past session not attended (no refund)', (id, actor) =>
    decisions.notAttended(id, actor),
  );

  app.get(
    '/api/admin/appointments/:id/cancel-preview',
    {
      config: team('appointments'),
      schema: {
        tags: ['admin'],
        summary: "The refund each choice of the team's own cancellation would give (paise)",
        ...signedIn,
        params,
        response: { 200: adminCancelPreviewResponse, ...failures },
      },
    },
    async (request) => teamCancellation.preview(request.params.id),
  );

  app.post(
    '/api/admin/appointments/:id/cancel',
    {
      config: team('cancelBookings'),
      schema: {
        tags: ['admin'],
        summary:
          'The team cancels a booking on its own, with a reason and a refund: full, by policy or none',
        ...signedIn,
        params,
        body: adminCancelBody,
        response: { 200: adminCancelResponse, ...failures },
      },
    },
    async (request) => {
      // Support cancels only with the refund the policy gives; a full refund or none is a
      // decision about money, finance's or an owner's (decision 0046).
      if (!mayChooseRefund(app.requireCaller(request).role, request.body.refund))
        throw forbidden(FRIENDLY.forbidden);
      const actor = admin(request);
      return teamCancellation.cancel(request.params.id, request.body, actor);
    },
  );

  app.post(
    '/api/admin/appointments/:id/therapist-cancellation',
    {
      config: team('appointments'),
      schema: {
        tags: ['admin'],
        summary: "Records a therapist's cancellation request; approved, it refunds in full",
        ...signedIn,
        params,
        body: therapistCancellationBody,
        response: { 200: adminDecisionResponse, ...failures },
      },
    },
    async (request) =>
      decisions.therapistRequestsCancellation(
        request.params.id,
        request.body.reason,
        admin(request),
      ),
  );
};

declare module 'fastify' {
  interface FastifyInstance {
    /** The admin team's decisions, also run by the appointments command line. */
    appointmentDecisions: AppointmentDecisions;
  }
}
