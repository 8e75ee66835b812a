import { z } from 'zod';
import { ACCOUNT_ROLES } from '../team-roles';
import { text } from './common';
import { adminReasonBody, pagedResponse, pagingQuery } from './admin';

/** The admin team's people: search by name, email or phone; one person's page; sign-in actions. */

export const PEOPLE_SEARCH_MIN = 2;

/** What sign-in answers a person whose sign-in the team turned off (shown as is by the web). */
export const SIGN_IN_DISABLED_MESSAGE =
  'Sign-in to this account has been turned off by our team. Please write to us to ask why.';

export const peopleQuery = pagingQuery.extend({
  q: text()
    .trim()
    .max(200, 'Please keep the search under 200 characters.')
    .optional()
    .refine(
      (s) => s === undefined || s.length === 0 || s.length >= PEOPLE_SEARCH_MIN,
      `Type at least ${PEOPLE_SEARCH_MIN} characters to search.`,
    ),
});
export type PeopleQuery = z.infer<typeof peopleQuery>;

export const PERSON_ROLES = ACCOUNT_ROLES;

export const personSummary = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  role: z.enum(PERSON_ROLES),
  disabledAt: z.string().nullable(),
  createdAt: z.string(),
});
export type PersonSummary = z.infer<typeof personSummary>;
export const peopleResponse = pagedResponse(personSummary);
export type PeopleResponse = z.infer<typeof peopleResponse>;

export const personBooking = z.object({
  id: z.string(),
  as: z.enum(['client', 'therapist']),
  /** The other side: the therapist's name for a client's booking, the client's for a therapist's. */
  withName: z.string(),
  slotDate: z.string(),
  slotTime: z.string(),
  startsAt: z.string(),
  /** The phone the client gave on the booking form (a client's account has none). */
  phone: z.string().nullable(),
  sessionType: z.string(),
  payment: z.string(),
  status: z.string(),
  /** The team may cancel it now (the life cycle's `cancel` for the team, decision 0047). */
  cancellable: z.boolean(),
  /** The team may move it to another time now (the life cycle's `reschedule`, decision 0040). */
  movable: z.boolean(),
  createdAt: z.string(),
});
export const personPayment = z.object({
  id: z.string(),
  appointmentId: z.string().nullable(),
  providerPaymentId: z.string().nullable(),
  amountPaise: z.number().int(),
  status: z.string(),
  /** A captured booking payment not refunded in full: the team may refund it (goodwill). */
  refundable: z.boolean(),
  /** What is left to refund of it (0 when not refundable). */
  refundablePaise: z.number().int().nonnegative(),
  createdAt: z.string(),
});
export const personRefund = z.object({
  id: z.string(),
  paymentId: z.string(),
  amountPaise: z.number().int(),
  status: z.string(),
  reason: z.string(),
  createdAt: z.string(),
});
export const personReport = z.object({
  id: z.string(),
  therapistName: z.string(),
  message: z.string(),
  status: z.string(),
  createdAt: z.string(),
});
export const personMessage = z.object({
  id: z.string(),
  message: z.string(),
  createdAt: z.string(),
});

export const personResponse = z.object({
  success: z.literal(true),
  person: personSummary.extend({
    username: z.string(),
    disabledReason: z.string().nullable(),
    closing: z.boolean(),
    /** When the person last asked the team to close their account (a message in the inbox). */
    closureRequestedAt: z.string().nullable(),
    /** The phone the person proved by code for text notices, and when (none until they do). */
    provenPhone: z.object({ phone: z.string(), verifiedAt: z.string() }).nullable(),
  }),
  /** A therapist account's profile: its row in Therapists, its review state. */
  therapist: z
    .object({ id: z.string(), name: z.string(), slug: z.string(), status: z.string() })
    .nullable(),
  sessions: z.object({
    active: z.number().int().nonnegative(),
    lastStartedAt: z.string().nullable(),
  }),
  /** A team account's second factor: on or not, and its unused recovery codes. */
  secondFactor: z
    .object({ enabled: z.boolean(), recoveryCodesLeft: z.number().int().nonnegative() })
    .nullable(),
  bookings: z.array(personBooking),
  payments: z.array(personPayment),
  refunds: z.array(personRefund),
  reports: z.array(personReport),
  messages: z.array(personMessage),
});
export type PersonResponse = z.infer<typeof personResponse>;

/** Why the team stops a person's sign-in: the person reads it in the mail. */
export const disablePersonBody = adminReasonBody;
export type DisablePersonBody = z.infer<typeof disablePersonBody>;
