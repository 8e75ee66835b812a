import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import {
  adminInvoicesQuery,
  adminInvoicesResponse,
  invoicePdfParams,
  invoicesResponse,
} from '@app/domain/schemas/invoices';
import { requireRole } from '../../../plugins/auth';
import { ADMIN_ROUTE, adminFailures } from '../../../plugins/admin-only';
import { team } from '../../../plugins/team-access';
import { failureAnswers, signedIn } from '../../../plugins/route-schema';
import type { Invoices } from './invoices.service';

const failures = failureAnswers(400, 401, 403, 404);
const PDF = { produces: ['application/pdf'] };

const sendPdf = (reply: FastifyReply, file: { fileName: string; pdf: Buffer }) =>
  reply
    .type('application/pdf')
    .header('cache-control', 'private, no-store')
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .send(file.pdf);

/** A client's tax invoices and credit notes (any signed-in account: its own documents only). */
export const clientInvoicesRoutes: FastifyPluginAsyncZod<{ invoices: Invoices }> = async (
  app,
  { invoices },
) => {
  const tags = ['invoices'];
  app.get(
    '/api/user/invoices',
    {
      schema: {
        tags,
        ...signedIn,
        summary: "The caller's tax invoices and credit notes, newest first",
        response: { 200: invoicesResponse, ...failures },
      },
    },
    async (request, reply) => {
      const { accountId } = app.requireCaller(request);
      reply.header('cache-control', 'no-store');
      return { success: true as const, invoices: await invoices.ofBuyer(accountId) };
    },
  );

  app.get(
    '/api/user/invoices/:id.pdf',
    {
      schema: {
        tags,
        ...signedIn,
        ...PDF,
        summary: "One of the caller's tax invoices or credit notes as a PDF",
        params: invoicePdfParams,
      },
    },
    async (request, reply) => {
      const { accountId } = app.requireCaller(request);
      return sendPdf(reply, await invoices.buyerPdf(accountId, request.params.id));
    },
  );
};

/** A therapist's invoices: the featured plans they bought. */
export const dashboardInvoicesRoutes: FastifyPluginAsyncZod<{ invoices: Invoices }> = async (
  app,
  { invoices },
) => {
  app.addHook('onRequest', requireRole(app, 'therapist'));
  const tags = ['invoices'];
  app.get(
    '/api/dashboard/invoices',
    {
      schema: {
        tags,
        ...signedIn,
        summary: "The therapist's featured-plan invoices and credit notes, newest first",
        response: { 200: invoicesResponse, ...failures },
      },
    },
    async (request, reply) => {
      const { accountId } = app.requireCaller(request);
      reply.header('cache-control', 'no-store');
      const list = await invoices.ofBuyer(accountId, 'featured_plan');
      return { success: true as const, invoices: list };
    },
  );

  app.get(
    '/api/dashboard/invoices/:id.pdf',
    {
      schema: {
        tags,
        ...signedIn,
        ...PDF,
        summary: "One of the therapist's invoices or credit notes as a PDF",
        params: invoicePdfParams,
      },
    },
    async (request, reply) => {
      const { accountId } = app.requireCaller(request);
      return sendPdf(reply, await invoices.buyerPdf(accountId, request.params.id));
    },
  );
};

/** Every issued document, for the team's finance work: owners and finance, like the exports. */
export const adminInvoicesRoutes: FastifyPluginAsyncZod<{ invoices: Invoices }> = async (
  app,
  { invoices },
) => {
  app.get(
    '/api/admin/invoices',
    {
      config: team('exports'),
      schema: {
        ...ADMIN_ROUTE,
        summary: 'Every tax invoice and credit note, newest first, 50 a page',
        querystring: adminInvoicesQuery,
        response: { 200: adminInvoicesResponse, ...adminFailures },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { success: true as const, ...(await invoices.page(request.query.page)) };
    },
  );

  app.get(
    '/api/admin/invoices/:id.pdf',
    {
      config: team('exports'),
      schema: {
        ...ADMIN_ROUTE,
        ...PDF,
        summary: 'Any tax invoice or credit note as a PDF',
        params: invoicePdfParams,
      },
    },
    async (request, reply) => sendPdf(reply, await invoices.anyPdf(request.params.id)),
  );
};
