import { z } from 'zod';

/** Every failed call answers this shape with a proper HTTP status. */
export const failureResponse = z.object({
  success: z.literal(false),
  message: z.string(),
});
export type FailureResponse = z.infer<typeof failureResponse>;

export const okResponse = z.object({ success: z.literal(true), message: z.string() });
export type OkResponse = z.infer<typeof okResponse>;

export const idParam = z.string().min(1).max(64);
