import { z } from 'zod';
import { hasUnsafeText, UNSAFE_TEXT_MESSAGE } from '../text-safety';

/**
 * Every text field of a request starts here: a string without NUL or lone surrogates, which the
 * database cannot store (the API answers 400 naming the field).
 */
export const text = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).refine((s) => !hasUnsafeText(s), UNSAFE_TEXT_MESSAGE);

/**
 * Every failed call answers this shape with a proper HTTP status: a stable `code` from the
 * domain's error catalogue (what a client decides by), the message in the caller's language, and
 * for a validation failure the `field` it is about. Some failures add fields of their own.
 */
export const failureResponse = z.looseObject({
  success: z.literal(false),
  code: z.string(),
  message: z.string(),
  field: z.string().optional(),
});
export type FailureResponse = z.infer<typeof failureResponse>;

export const okResponse = z.object({ success: z.literal(true), message: z.string() });
export type OkResponse = z.infer<typeof okResponse>;

export const idParam = text().min(1).max(64);
