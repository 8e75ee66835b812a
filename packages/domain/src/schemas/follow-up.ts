import { z } from 'zod';
import { defineMessages } from '../i18n/define';
import { sessionType } from './booking';
import { validSlotDate } from './fields';
import { slotTime } from './therapist';

/** A therapist suggests at most this many times for a client's next session. */
export const FOLLOW_UP_MAX_TIMES = 3;

export const FOLLOW_UP_MESSAGES = defineMessages({
  distinct: { id: 'followUp.distinct', defaultMessage: 'Please choose different times.' },
  sent: {
    id: 'followUp.sent',
    defaultMessage: 'Sent. Your client can book one of these times from the link.',
  },
  notCompleted: {
    id: 'followUp.notCompleted',
    defaultMessage: 'You can suggest a follow-up once the session is marked completed.',
  },
  alreadySent: {
    id: 'followUp.alreadySent',
    defaultMessage: 'You have already suggested times after this session.',
  },
});

/** POST /api/dashboard/appointments/:id/follow-up: one to three times, not held. */
export const followUpBody = z
  .object({
    slots: z
      .array(z.object({ slotDate: validSlotDate, slotTime }))
      .min(1)
      .max(FOLLOW_UP_MAX_TIMES),
    sessionType: sessionType.optional(),
  })
  .refine(
    (b) => new Set(b.slots.map((s) => `${s.slotDate} ${s.slotTime}`)).size === b.slots.length,
    { path: ['slots'], message: FOLLOW_UP_MESSAGES.distinct.id },
  );
export type FollowUpBody = z.input<typeof followUpBody>;
export type FollowUpRequest = z.output<typeof followUpBody>;

/**
 * The therapist's recent clients with no session booked ahead (the dashboard's "No next session"):
 * their latest completed session with this therapist.
 */
export const clientsWithoutNextResponse = z.object({
  success: z.literal(true),
  clients: z.array(
    z.object({
      clientName: z.string(),
      /** The latest completed session: follow-ups are suggested from it. */
      appointmentId: z.string(),
      slotDate: z.string(),
      slotTime: z.string(),
      sessionType: z.enum(['online', 'in-person']),
      /** Times were already suggested after that session. */
      followUpSent: z.boolean(),
    }),
  ),
});
export type ClientsWithoutNext = z.infer<typeof clientsWithoutNextResponse>['clients'];
