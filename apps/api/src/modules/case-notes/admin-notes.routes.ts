import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  caseNoteBody,
  caseNoteResponse,
  caseNotesQuery,
  caseNotesResponse,
} from '@app/domain/schemas/admin-cases';
import { ADMIN_ROUTE, adminFailures, adminIdOf } from '../../plugins/admin-only';
import { team } from '../../plugins/team-access';
import type { CaseNotes } from './case-notes.service';

/** The team's internal notes on reports, people and appointments; admin role only. */
export const adminNotesRoutes: FastifyPluginAsyncZod<{ notes: CaseNotes }> = async (
  app,
  { notes },
) => {
  app.get(
    '/api/admin/notes',
    {
      config: team('people'),
      schema: {
        ...ADMIN_ROUTE,
        summary: 'The internal notes on one report, person or appointment, oldest first',
        querystring: caseNotesQuery,
        response: { 200: caseNotesResponse, ...adminFailures },
      },
    },
    async (request) => notes.list(request.query.subject),
  );

  app.post(
    '/api/admin/notes',
    {
      config: team('people'),
      schema: {
        ...ADMIN_ROUTE,
        summary: 'Adds an internal note to a report, person or appointment (never shown to them)',
        body: caseNoteBody,
        response: { 200: caseNoteResponse, ...adminFailures },
      },
    },
    async (request) => notes.add(adminIdOf(app, request), request.body.subject, request.body.body),
  );
};
