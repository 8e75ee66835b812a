import { z } from 'zod';

/** A successful answer to an action; the message is optional because the spec leaves it open. */
export const okAnswer = z.object({ success: z.literal(true), message: z.string().optional() });
export type OkAnswer = z.infer<typeof okAnswer>;
