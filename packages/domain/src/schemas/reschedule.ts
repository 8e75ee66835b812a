import { z } from 'zod';
import { CANCELLATION_REASON_MAX } from '../constants';
import { MESSAGES } from '../messages';
import { MOVE_REFUSALS, MOVE_RULES } from '../appointment-moves';
import { idParam, text } from './common';
import { sessionType } from './booking';
import { slotDate, slotTime } from './therapist';

// Moving a booking to another time (decision 0040).

/** One session time as the spec writes it. */
export const slotChoice = z.object({ slotDate, slotTime });
export type SlotChoice = z.infer<typeof slotChoice>;

/** A therapist's proposal of new times, waiting for the client's answer until it lapses. */
export const rescheduleProposal = z.object({
  id: z.string(),
  slots: z.array(slotChoice),
  /** When the proposal lapses unanswered: 12 hours before the session's current start (ISO). */
  lapsesAt: z.string(),
  createdAt: z.string(),
});
export type RescheduleProposal = z.infer<typeof rescheduleProposal>;

/** POST /api/user/reschedule-appointment */
export const rescheduleBody = z.object({
  appointmentId: idParam,
  slotDate,
  slotTime,
  /** Another mode the therapist offers; the booking's own mode when left out. */
  sessionType: sessionType.optional(),
});
export type RescheduleBody = z.infer<typeof rescheduleBody>;

const sameSlot = (a: SlotChoice, b: SlotChoice) =>
  a.slotDate === b.slotDate && a.slotTime === b.slotTime;

/** POST /api/dashboard/appointments/:id/propose-times: one to three different times. */
export const proposeTimesBody = z.object({
  slots: z
    .array(slotChoice)
    .min(1, 'Please propose at least one time.')
    .max(MOVE_RULES.proposedTimes, `Please propose at most ${MOVE_RULES.proposedTimes} times.`)
    .refine(
      (slots) => slots.every((s, i) => slots.findIndex((o) => sameSlot(o, s)) === i),
      MOVE_REFUSALS.proposeSameTimes,
    ),
});
export type ProposeTimesBody = z.infer<typeof proposeTimesBody>;

/** POST /api/user/respond-reschedule: one of the proposed times, or "decline". */
export const respondRescheduleBody = z.object({
  appointmentId: idParam,
  choice: z.union([slotChoice, z.literal('decline')]),
});
export type RespondRescheduleBody = z.infer<typeof respondRescheduleBody>;

const MOVE_REASON_REQUIRED = 'Please enter a reason for the move';

/** POST /api/admin/appointments/:id/reschedule: the team's move, with the reason it records. */
export const adminRescheduleBody = z.object({
  slotDate,
  slotTime,
  sessionType: sessionType.optional(),
  reason: text({ error: MOVE_REASON_REQUIRED })
    .trim()
    .min(1, MOVE_REASON_REQUIRED)
    .max(CANCELLATION_REASON_MAX, MESSAGES.appointments.reasonMax),
});
export type AdminRescheduleBody = z.infer<typeof adminRescheduleBody>;

/**
 * GET …/move-options: the times a booking can move to now (open by the booking page's own
 * availability, at least 12 hours ahead), as 'day_month_year' → 'HH:MM' list, and the modes.
 */
export const moveOptionsResponse = z.object({
  success: z.literal(true),
  sessionModes: z.array(sessionType),
  openSlots: z.record(z.string(), z.array(z.string())),
});
export type MoveOptions = z.infer<typeof moveOptionsResponse>;
