import { z } from 'zod';
import { EXPORT_KINDS, exportRange } from '../admin-exports';

/** GET /api/admin/exports/{kind}.csv?from=d_m_yyyy&to=d_m_yyyy (IST days, inclusive). */

const day = z.string().trim().max(10);

export const adminExportParams = z.object({ kind: z.enum(EXPORT_KINDS) });

export const adminExportQuery = z
  .object({ from: day, to: day })
  .refine((q) => exportRange(q.from, q.to) !== null, {
    message: 'Use real dates like 1_11_2026, the first not after the last, at most a year apart.',
    path: ['from'],
  });
export type AdminExportQuery = z.infer<typeof adminExportQuery>;
