import { z } from 'zod';
import { idParam } from './common';

/** POST /api/doctor/like-toggle */
export const likeToggleBody = z.object({ docId: idParam });
export type LikeToggleBody = z.infer<typeof likeToggleBody>;
/** The body's `docId` is the therapist's id: inside the code, `therapistId`. */
export const toWireLikeToggle = (therapistId: string): LikeToggleBody => ({ docId: therapistId });

export const likeToggleResponse = z.object({
  success: z.literal(true),
  liked: z.boolean(),
  likes: z.number().int().nonnegative(),
  message: z.string(),
});
export type LikeToggleResponse = z.infer<typeof likeToggleResponse>;
