import { z } from 'zod';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { inlineViewer } from '@app/domain/document-review';
import {
  adminDocumentResponse,
  adminDocumentsQuery,
  adminDocumentsResponse,
  documentAcceptBody,
  documentActionResponse,
  documentRejectBody,
  documentViewQuery,
} from '@app/domain/schemas/admin-documents';
import { ADMIN_ROUTE, adminFailures, adminIdOf } from '../../plugins/admin-only';
import { team } from '../../plugins/team-access';
import type { SessionLinks } from '../accounts/accounts.module';
import { viewSubject, type DocumentReview } from './document-review.service';

const params = z.object({ id: z.string().min(1).max(64) });

/**
 * What the inline view answers besides the bytes: the type stored at upload (sniffed from the
 * bytes, never the name), shown in place, never cached, never sniffed again, and sandboxed with
 * no permission at all (no script, no form, no plugin, an opaque origin) so that whatever a file
 * holds cannot act as a page of this site. Only the console's own pages may frame it.
 */
export const INLINE_DOCUMENT_HEADERS = {
  'Cache-Control': 'private, no-store',
  'Content-Security-Policy': "sandbox; default-src 'none'; frame-ancestors 'self'",
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'SAMEORIGIN',
  'Cross-Origin-Resource-Policy': 'same-origin',
} as const;

const contentDisposition = (kind: 'inline' | 'attachment', fileName: string) => {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_') || 'document';
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
};

/**
 * The team's document review (decision 0048): the 'therapists' capability, like every decision
 * on a listing (decision 0046). The inline view also takes a link signed for the
 * admin's session (`?view=`), since a frame or an image cannot send the token header; whoever
 * holds it is still checked as that session's caller.
 */
export const adminDocumentsRoutes: FastifyPluginAsyncZod<{
  review: DocumentReview;
  sessionLinks: SessionLinks;
}> = async (app, { review, sessionLinks }) => {
  await app.register(async (viewer) => {
    viewer.addHook('onRequest', async (request) => {
      if (request.caller) return;
      const view = (request.query as { view?: unknown }).view;
      const id = (request.params as { id?: unknown }).id;
      if (typeof view !== 'string' || typeof id !== 'string' || view.length > 300) return;
      request.caller = await sessionLinks.verify(view, viewSubject(id));
    });
    viewer.withTypeProvider<ZodTypeProvider>().get(
      '/api/admin/documents/:id/file',
      {
        config: team('documents'),
        schema: {
          ...ADMIN_ROUTE,
          summary:
            'A document shown in place: its stored type, inline, sandboxed (`?view=` a signed link from the document page)',
          params,
          querystring: documentViewQuery,
        },
      },
      async (request, reply) => {
        const file = await review.file(request.params.id);
        const inline = inlineViewer(file.contentType) !== null;
        return reply
          .type(inline ? file.contentType : 'application/octet-stream')
          .headers(INLINE_DOCUMENT_HEADERS)
          .header(
            'Content-Disposition',
            contentDisposition(inline ? 'inline' : 'attachment', file.fileName),
          )
          .send(file.data);
      },
    );
  });

  await app.register(async (scope) => {
    const routes = scope.withTypeProvider<ZodTypeProvider>();

    routes.get(
      '/api/admin/documents',
      {
        config: team('documents'),
        schema: {
          ...ADMIN_ROUTE,
          summary: 'Documents therapists keep on file, in one review state (waiting: oldest first)',
          querystring: adminDocumentsQuery,
          response: { 200: adminDocumentsResponse, ...adminFailures },
        },
      },
      async (request) => review.queue(request.query),
    );

    routes.get(
      '/api/admin/documents/:id',
      {
        config: team('documents'),
        schema: {
          ...ADMIN_ROUTE,
          summary: "A document, its inline view link, the badge and the therapist's others",
          params,
          response: { 200: adminDocumentResponse, ...adminFailures },
        },
      },
      async (request) => review.detail(scope.requireCaller(request), request.params.id),
    );

    routes.post(
      '/api/admin/documents/:id/accept',
      {
        config: team('documents'),
        schema: {
          ...ADMIN_ROUTE,
          summary: 'Accepts a document; the badge shows once every document on file is accepted',
          params,
          body: documentAcceptBody,
          response: { 200: documentActionResponse, ...adminFailures },
        },
      },
      async (request) => review.accept(request.params.id, adminIdOf(scope, request)),
    );

    routes.post(
      '/api/admin/documents/:id/reject',
      {
        config: team('documents'),
        schema: {
          ...ADMIN_ROUTE,
          summary: 'Asks for a document again with a reason (mailed; the badge is hidden)',
          params,
          body: documentRejectBody,
          response: { 200: documentActionResponse, ...adminFailures },
        },
      },
      async (request) =>
        review.reject(request.params.id, adminIdOf(scope, request), request.body.reason),
    );
  });
};
