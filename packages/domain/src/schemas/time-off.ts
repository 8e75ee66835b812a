import { z } from 'zod';
import { istDayIndex, parseSlotDateKey } from '../ist';
import { text } from './common';
import { validSlotDate } from './fields';
import { slotDate, slotTime } from './therapist';
import {
  DATE_HOURS_MAX_DATES,
  MINIMUM_NOTICE_CHOICES,
  TIME_OFF_MAX_DAYS,
  TIME_OFF_MAX_RANGES,
  TIME_OFF_MESSAGES,
  TIME_OFF_NOTE_MAX,
} from './time-off-text';

export * from './time-off-text';

const dayIndex = (key: string) => {
  const d = parseSlotDateKey(key);
  return d ? istDayIndex(d) : Number.NaN;
};

export const minimumNoticeHours = z
  .number()
  .int()
  .refine(
    (h) => (MINIMUM_NOTICE_CHOICES as readonly number[]).includes(h),
    TIME_OFF_MESSAGES.notice,
  );

export const timeOffRange = z
  .object({
    from: validSlotDate,
    to: validSlotDate,
    note: text()
      .trim()
      .max(TIME_OFF_NOTE_MAX, TIME_OFF_MESSAGES.note)
      .optional()
      .transform((n) => n ?? ''),
  })
  .refine((r) => dayIndex(r.from) <= dayIndex(r.to), {
    path: ['to'],
    message: TIME_OFF_MESSAGES.order,
  })
  .refine((r) => dayIndex(r.to) - dayIndex(r.from) < TIME_OFF_MAX_DAYS, {
    path: ['to'],
    message: TIME_OFF_MESSAGES.tooLong,
  });
export type TimeOffRange = z.output<typeof timeOffRange>;

export const timeOffBody = z.object({
  timeOff: z.array(timeOffRange).max(TIME_OFF_MAX_RANGES),
});
export type TimeOffBody = z.input<typeof timeOffBody>;

const onTheHour = z.array(slotTime).max(24);

export const dateHoursMap = z
  .record(validSlotDate, onTheHour)
  .refine((m) => Object.keys(m).length <= DATE_HOURS_MAX_DATES, 'Too many dates.')
  .refine(
    (m) => Object.values(m).every((times) => times.every((t) => t.endsWith(':00'))),
    TIME_OFF_MESSAGES.onTheHour,
  );

export const dateHoursBody = z.object({ dateHours: dateHoursMap });
export type DateHoursBody = z.infer<typeof dateHoursBody>;

/** A booked session the new time off or date hours no longer leave room for. */
export const timeOffConflict = z.object({
  appointment: z.object({
    id: z.string(),
    clientName: z.string(),
    sessionType: z.enum(['online', 'in-person']),
    slotDate,
    slotTime,
    startsAt: z.string(),
    /** A cancellation request is already open for it (then only the team's answer is awaited). */
    cancellationRequested: z.boolean(),
  }),
  reason: z.enum(['time-off', 'outside-date-hours']),
});
export type TimeOffConflict = z.infer<typeof timeOffConflict>;

export const timeOffResponse = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  timeOff: z.array(z.object({ from: slotDate, to: slotDate, note: z.string() })),
  conflicts: z.array(timeOffConflict),
});
export type TimeOffResponse = z.infer<typeof timeOffResponse>;

export const dateHoursResponse = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  dateHours: z.record(z.string(), z.array(z.string())),
  conflicts: z.array(timeOffConflict),
});
export type DateHoursResponse = z.infer<typeof dateHoursResponse>;

/** A private calendar feed's address (webcal://…); a new one replaces the old. */
export const calendarFeedResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  url: z.string(),
});
export type CalendarFeedResponse = z.infer<typeof calendarFeedResponse>;
