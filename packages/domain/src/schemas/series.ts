import { z } from 'zod';
import { SERIES_MAX_WEEKS, SERIES_MIN_WEEKS } from '../series';
import { idParam } from './common';
import { sessionType } from './booking';
import { validSlotDate } from './fields';
import { slotTime } from './therapist';

/** 2 to 12 weeks for a series (the order call also takes 1: a single session). */
export const seriesWeeks = z.coerce.number().int().min(SERIES_MIN_WEEKS).max(SERIES_MAX_WEEKS);

/** POST /api/user/series-preview */
export const seriesPreviewBody = z.object({
  docId: idParam,
  slotDate: validSlotDate,
  slotTime,
  sessionType,
  weeks: seriesWeeks,
});
export type SeriesPreviewBody = z.input<typeof seriesPreviewBody>;

const occurrenceProblem = z.enum(['past', 'too-soon', 'time-off', 'outside-hours', 'taken']);

export const seriesOccurrence = z.object({
  slotDate: z.string(),
  slotTime: z.string(),
  available: z.boolean(),
  reason: occurrenceProblem.optional(),
});
export type SeriesOccurrence = z.infer<typeof seriesOccurrence>;

export const seriesPreviewResponse = z.object({
  success: z.literal(true),
  occurrences: z.array(seriesOccurrence),
  /** Paise: one booking fee per free week. */
  amount: z.number().int().nonnegative(),
  feePaise: z.number().int().positive(),
});
export type SeriesPreviewResponse = z.infer<typeof seriesPreviewResponse>;

/** POST /api/user/series-cancel-preview; cancel-series takes the request-cancellation body. */
export const seriesCancelPreviewBody = z.object({ appointmentId: idParam });

export const seriesCancelPreviewResponse = z.object({
  success: z.literal(true),
  occurrences: z.array(
    z.object({
      appointmentId: z.string(),
      slotDate: z.string(),
      slotTime: z.string(),
      /** Cancelled at once with its refund, or a request the team decides. */
      outcome: z.enum(['cancelled', 'request']),
      refundPaise: z.number().int().nonnegative(),
    }),
  ),
  refundPaise: z.number().int().nonnegative(),
});
export type SeriesCancelPreviewResponse = z.infer<typeof seriesCancelPreviewResponse>;

export const cancelSeriesResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  cancelled: z.number().int().nonnegative(),
  requested: z.number().int().nonnegative(),
  refundPaise: z.number().int().nonnegative(),
});
export type CancelSeriesResponse = z.infer<typeof cancelSeriesResponse>;

/** POST /api/dashboard/series/:seriesId/accept */
export const acceptSeriesParams = z.object({ seriesId: idParam });
export const acceptSeriesResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  accepted: z.number().int().nonnegative(),
});
