import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exportFileName } from '@app/domain/admin-exports';
import { adminExportParams, adminExportQuery } from '@app/domain/schemas/admin-exports';
import { ADMIN_ROUTE, adminIdOf } from '../../../plugins/admin-only';
import { team } from '../../../plugins/team-access';
import type { Exports } from './exports.service';

/** Payments, refunds and appointments of an IST date range as CSV, for reconciliation. */
export const adminExportsRoutes: FastifyPluginAsyncZod<{ exports: Exports }> = async (
  app,
  { exports },
) => {
  app.get(
    '/api/admin/exports/:kind.csv',
    {
      config: team('exports'),
      schema: {
        ...ADMIN_ROUTE,
        summary:
          'Payments, refunds or appointments created in an inclusive IST range (from, to as d_m_yyyy) as CSV',
        produces: ['text/csv'],
        params: adminExportParams,
        querystring: adminExportQuery,
      },
    },
    async (request, reply) => {
      const { kind } = request.params;
      const { from, to } = request.query;
      const csv = await exports.csv(kind, from, to, adminIdOf(app, request));
      return reply
        .type('text/csv; charset=utf-8')
        .header('Cache-Control', 'private, no-store')
        .header('Content-Disposition', `attachment; filename="${exportFileName(kind, from, to)}"`)
        .send(csv);
    },
  );
};
