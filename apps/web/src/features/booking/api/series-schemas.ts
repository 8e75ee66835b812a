import '#lib/zod-config';
import { z } from 'zod';
import { SERIES_UNAVAILABLE_REASONS } from '@app/domain/series-view';

/**
 * POST /api/user/series-preview's answer: each week of the series, free or not and why; the
 * total in paise of the free ones. Imported only dynamically, as booking-schemas is.
 */
export const seriesPreviewResponse = z.object({
  success: z.literal(true),
  occurrences: z.array(
    z.object({
      slotDate: z.string(),
      slotTime: z.string(),
      available: z.boolean(),
      reason: z.enum(SERIES_UNAVAILABLE_REASONS).optional(),
    }),
  ),
  amount: z.number().int().nonnegative(),
  feePaise: z.number().int().positive(),
});
export type SeriesPreview = z.infer<typeof seriesPreviewResponse>;
