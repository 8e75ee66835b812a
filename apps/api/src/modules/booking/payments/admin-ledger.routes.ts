import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminActionResponse } from '@app/domain/schemas/admin';
import {
  adminAppointmentsQuery,
  adminAppointmentsResponse,
  adminPaymentsQuery,
  adminPaymentsResponse,
  adminRefundsQuery,
  adminRefundsResponse,
  cancellationPreviewResponse,
  goodwillRefundBody,
  goodwillRefundResponse,
} from '@app/domain/schemas/admin-ops';
import { ADMIN_ROUTE, adminFailures, adminIdOf } from '../../../plugins/admin-only';
import { team } from '../../../plugins/team-access';
import type { AdminLedger } from './admin-ledger.service';

const params = z.object({ id: z.string().min(1).max(64) });

/** Appointments, payments and refunds as the admin console reads them. */
export const adminLedgerRoutes: FastifyPluginAsyncZod<{ ledger: AdminLedger }> = async (
  app,
  { ledger },
) => {
  app.get(
    '/api/admin/appointments',
    {
      config: team('appointments'),
      schema: {
        ...ADMIN_ROUTE,
        summary: 'Finds appointments by id, client email, therapist or IST day',
        querystring: adminAppointmentsQuery,
        response: { 200: adminAppointmentsResponse, ...adminFailures },
      },
    },
    async (request) => ledger.appointments(request.query),
  );

  app.get(
    '/api/admin/appointments/:id/cancellation-preview',
    {
      config: team('appointments'),
      schema: {
        ...ADMIN_ROUTE,
        summary: 'The refund approving this cancellation request would give',
        params,
        response: { 200: cancellationPreviewResponse, ...adminFailures },
      },
    },
    async (request) => ledger.cancellationPreview(request.params.id),
  );

  app.get(
    '/api/admin/payments',
    {
      config: team('payments'),
      schema: {
        ...ADMIN_ROUTE,
        summary: 'The payments ledger, newest first',
        querystring: adminPaymentsQuery,
        response: { 200: adminPaymentsResponse, ...adminFailures },
      },
    },
    async (request) => ledger.payments(request.query),
  );

  app.get(
    '/api/admin/refunds',
    {
      config: team('refunds'),
      schema: {
        ...ADMIN_ROUTE,
        summary: 'Refunds with their provider ids and states, newest first',
        querystring: adminRefundsQuery,
        response: { 200: adminRefundsResponse, ...adminFailures },
      },
    },
    async (request) => ledger.refunds(request.query),
  );

  app.post(
    '/api/admin/payments/:id/refund',
    {
      config: team('refunds'),
      schema: {
        ...ADMIN_ROUTE,
        summary: 'A goodwill refund of a captured booking payment, in full, with a reason',
        params,
        body: goodwillRefundBody,
        response: { 200: goodwillRefundResponse, ...adminFailures },
      },
    },
    async (request) => {
      const adminId = adminIdOf(app, request);
      return ledger.goodwillRefund(request.params.id, request.body, adminId);
    },
  );

  app.post(
    '/api/admin/refunds/:id/retry',
    {
      config: team('refunds'),
      schema: {
        ...ADMIN_ROUTE,
        summary: 'Sends a failed (or never accepted) refund to the payment provider again',
        params,
        response: { 200: adminActionResponse, ...adminFailures },
      },
    },
    async (request) => ledger.retryRefund(request.params.id, adminIdOf(app, request)),
  );
};
