import { z } from 'zod';
import { TIMES_OF_DAY } from '../listing-search';
import { istDayIndex, parseSlotDateKey } from '../ist';
import { WAITLIST_MESSAGES } from '../waitlist';
import { idParam } from './common';
import { sessionType } from './booking';
import { validSlotDate } from './fields';

const dayIndex = (key: string) => {
  const d = parseSlotDateKey(key);
  return d ? istDayIndex(d) : Number.NaN;
};

/** POST /api/user/waitlist: a day or a range of days, maybe a time of day and a mode. */
export const joinWaitlistBody = z
  .object({
    docId: idParam,
    slotDate: validSlotDate,
    slotDateTo: validSlotDate.optional(),
    timeOfDay: z.enum(TIMES_OF_DAY).optional(),
    sessionType: sessionType.optional(),
  })
  .refine((b) => !b.slotDateTo || dayIndex(b.slotDate) <= dayIndex(b.slotDateTo), {
    path: ['slotDateTo'],
    message: WAITLIST_MESSAGES.rangeOrder.id,
  });
// The range's length and a day not yet passed are checked against the clock by the service
// (`wishDaysProblem`), which words them with their figure.
export type JoinWaitlistBody = z.input<typeof joinWaitlistBody>;

/** One of a person's waitlist entries as the API answers it. */
export const waitlistEntry = z.object({
  _id: z.string(),
  docId: z.string(),
  therapistName: z.string(),
  therapistSlug: z.string(),
  slotDate: z.string(),
  slotDateTo: z.string().nullable(),
  timeOfDay: z.enum(TIMES_OF_DAY).nullable(),
  sessionType: z.enum(['online', 'in-person']).nullable(),
  /** How many times have opened for it and been told. */
  noticesSent: z.number().int().nonnegative(),
  createdAt: z.string(),
});
export type WaitlistEntry = z.infer<typeof waitlistEntry>;

export const joinWaitlistResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  entry: waitlistEntry,
});

export const waitlistResponse = z.object({
  success: z.literal(true),
  entries: z.array(waitlistEntry),
});
export type WaitlistResponse = z.infer<typeof waitlistResponse>;

/** DELETE /api/user/waitlist/:id */
export const waitlistEntryParams = z.object({ id: idParam });
