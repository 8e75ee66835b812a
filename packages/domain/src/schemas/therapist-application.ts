import { z } from 'zod';
import { CANCELLATION_REASON_MAX } from '../constants';
import { text } from './common';
import { therapistJoinPayload } from './therapist-join';

const join = therapistJoinPayload.shape;

/** The texts of an application's loop between the therapist and the review team. */
export const APPLICATION_TEXT = {
  saved: 'Application details saved. Resubmit your application when you are ready.',
  savedPending: 'Application details saved. Our team will see them when they review it.',
  notEditable:
    'Your name, title, qualifications and experience are checked by our team: please write to support to change them.',
  resubmitted: 'Application resubmitted. Our team will review it again and email you.',
  notChangesRequested: 'Only an application with changes requested can be resubmitted.',
  noteMax: `Please keep your note to ${CANCELLATION_REASON_MAX} characters`,
} as const;

/**
 * PUT /api/dashboard/application: what only the review team checks (name, title, qualifications,
 * experience), editable while the application waits for review, with the join form's rules.
 */
export const applicationDetailsBody = z.object({
  name: join.name,
  professionalTitle: join.professionalTitle,
  degree: join.degree,
  experience: join.experience,
});
export type ApplicationDetailsBody = z.infer<typeof applicationDetailsBody>;
export type ApplicationDetailsInput = z.input<typeof applicationDetailsBody>;

export const applicationDetails = z.object({
  name: z.string(),
  professionalTitle: z.string(),
  degree: z.string(),
  experience: z.number().int(),
  /** False once approved: then the team changes these on request. */
  editable: z.boolean(),
});
export type ApplicationDetails = z.infer<typeof applicationDetails>;

export const applicationDetailsResponse = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  application: applicationDetails,
});

/** POST /api/dashboard/application/resubmit: an optional note to the review team. */
export const resubmitApplicationBody = z.object({
  note: text().trim().max(CANCELLATION_REASON_MAX, APPLICATION_TEXT.noteMax).optional().default(''),
});
export type ResubmitApplicationBody = z.infer<typeof resubmitApplicationBody>;
