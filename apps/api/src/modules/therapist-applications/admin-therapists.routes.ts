import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminOptionalReasonBody,
  adminReasonBody,
  adminTherapistsQuery,
  adminTherapistsResponse,
  applicationsQuery,
  applicationsResponse,
  featuredBody,
  therapistActionResponse,
  verifyBody,
} from '@app/domain/schemas/admin';
import {
  suspendBody,
  suspendResponse,
  suspensionPreviewResponse,
} from '@app/domain/schemas/admin-cases';
import { ADMIN_ROUTE, adminFailures, adminIdOf } from '../../plugins/admin-only';
import { team } from '../../plugins/team-access';
import type { ReviewAction, TherapistReview } from './therapist-review.service';

const params = z.object({ id: z.string().min(1).max(64) });
const ok = { 200: therapistActionResponse, ...adminFailures };

/** The admin team's review of applications and listings. */
export const adminTherapistsRoutes: FastifyPluginAsyncZod<{ review: TherapistReview }> = async (
  app,
  { review },
) => {
  app.get(
    '/api/admin/applications',
    {
      config: team('therapists'),
      schema: {
        ...ADMIN_ROUTE,
        summary: 'Therapist applications in one state (oldest first) with their documents',
        querystring: applicationsQuery,
        response: { 200: applicationsResponse, ...adminFailures },
      },
    },
    async (request) => review.applications(request.query),
  );

  app.get(
    '/api/admin/therapists',
    {
      config: team('therapists'),
      schema: {
        ...ADMIN_ROUTE,
        summary: 'Every therapist profile: search, filter, sort and page on the server',
        querystring: adminTherapistsQuery,
        response: { 200: adminTherapistsResponse, ...adminFailures },
      },
    },
    async (request) => review.search(request.query),
  );

  const withReason = (path: string, action: ReviewAction, summary: string) =>
    app.post(
      `/api/admin/therapists/:id/${path}`,
      {
        config: team('therapists'),
        schema: { ...ADMIN_ROUTE, summary, params, body: adminReasonBody, response: ok },
      },
      async (request) =>
        review.decide(request.params.id, adminIdOf(app, request), action, request.body.reason),
    );
  const withoutReason = (path: string, action: ReviewAction, summary: string) =>
    app.post(
      `/api/admin/therapists/:id/${path}`,
      {
        config: team('therapists'),
        schema: { ...ADMIN_ROUTE, summary, params, body: adminOptionalReasonBody, response: ok },
      },
      async (request) =>
        review.decide(
          request.params.id,
          adminIdOf(app, request),
          action,
          request.body.reason || null,
        ),
    );

  withoutReason('approve', 'approve', 'Approves an application: listed and bookable, mailed');
  withReason('request-changes', 'requestChanges', 'Asks the applicant for changes (mailed)');
  withReason('reject', 'reject', 'Rejects an application with a reason (mailed)');
  withoutReason('restore', 'restore', 'Lists a suspended therapist again');

  app.get(
    '/api/admin/therapists/:id/suspension-preview',
    {
      config: team('therapists'),
      schema: {
        ...ADMIN_ROUTE,
        summary: "The therapist's sessions still to come that a suspension keeps or cancels",
        params,
        response: { 200: suspensionPreviewResponse, ...adminFailures },
      },
    },
    async (request) => review.suspensionPreview(request.params.id),
  );

  app.post(
    '/api/admin/therapists/:id/suspend',
    {
      config: team('therapists'),
      schema: {
        ...ADMIN_ROUTE,
        summary:
          'Takes a listing off the directory with a reason; keeps or cancels (full refund) the booked sessions and mails every client',
        params,
        body: suspendBody,
        response: { 200: suspendResponse, ...adminFailures },
      },
    },
    async (request) => review.suspend(request.params.id, adminIdOf(app, request), request.body),
  );

  app.post(
    '/api/admin/therapists/:id/verify',
    {
      config: team('therapists'),
      schema: {
        ...ADMIN_ROUTE,
        summary: 'Turns the Verified Therapist badge on or off',
        params,
        body: verifyBody,
        response: ok,
      },
    },
    async (request) =>
      review.setVerified(request.params.id, adminIdOf(app, request), request.body.verified),
  );

  app.post(
    '/api/admin/therapists/:id/featured',
    {
      config: team('therapists'),
      schema: {
        ...ADMIN_ROUTE,
        summary: 'Sets the featured state and when it ends',
        params,
        body: featuredBody,
        response: ok,
      },
    },
    async (request) => review.setFeatured(request.params.id, adminIdOf(app, request), request.body),
  );
};
