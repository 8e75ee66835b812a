import { z } from 'zod';
import { CANCELLATION_REASON_MAX } from '../constants';
import { text } from './common';
import { MIN_REFUND_PAISE } from '../refund-amounts';
import { pagedResponse, pagingQuery, sortDir } from './admin';
import { refundRule, refundStatus } from './appointments';

/** The admin console's operational lists: appointments, money, jobs, messages, audit, overview. */

const optionalText = (max: number) => text().trim().max(max).optional();
/** A day as YYYY-MM-DD (IST calendar day). */
export const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-11-23.');

// ── appointments ─────────────────────────────────────────────────────────────────────────────

export const adminAppointmentsQuery = pagingQuery.extend({
  id: optionalText(64),
  clientEmail: optionalText(200),
  therapist: optionalText(200),
  /** The session's IST day. */
  date: isoDay.optional(),
  dir: sortDir,
});
export type AdminAppointmentsQuery = z.infer<typeof adminAppointmentsQuery>;

export const adminAppointment = z.object({
  id: z.string(),
  startsAt: z.string(),
  slotDate: z.string(),
  slotTime: z.string(),
  sessionType: z.string(),
  therapistId: z.string(),
  therapistName: z.string(),
  clientName: z.string(),
  clientEmail: z.string(),
  payment: z.enum(['unpaid', 'paid']),
  isApproved: z.boolean(),
  isCompleted: z.boolean(),
  sessionStatus: z.string().nullable(),
  cancelled: z.boolean(),
  cancelledBy: z.string().nullable(),
  cancellationStatus: z.string().nullable(),
  cancellationReason: z.string().nullable(),
  bookingFeePaise: z.number().int(),
  createdAt: z.string(),
});
export type AdminAppointment = z.infer<typeof adminAppointment>;
export const adminAppointmentsResponse = pagedResponse(adminAppointment);
export type AdminAppointmentsResponse = z.infer<typeof adminAppointmentsResponse>;

/** GET /api/admin/appointments/:id/cancellation-preview: what approving would refund. */
export const cancellationPreviewResponse = z.object({
  success: z.literal(true),
  appointmentId: z.string(),
  refundPaise: z.number().int().nonnegative(),
  rule: z.enum(['therapist-full', 'within-window', 'after-window']),
  clientName: z.string(),
  /** One sentence for the confirmation, e.g. "Refund ₹99 to Meera Nair". */
  summary: z.string(),
});
export type CancellationPreviewResponse = z.infer<typeof cancellationPreviewResponse>;

// ── the team's own actions on a booking (decision 0047) ───────────────────────────────────────

/** How much of the booking fee the team's cancellation returns. */
export const REFUND_CHOICES = ['full', 'policy', 'none'] as const;
export const refundChoice = z.enum(REFUND_CHOICES, {
  error: 'Choose the refund: full, by policy or none.',
});
export type RefundChoice = z.infer<typeof refundChoice>;

const CANCEL_REASON_REQUIRED = 'Please give the reason: the client and the therapist read it.';
const REFUND_REASON_REQUIRED = 'Please give the reason for the refund: the client reads it.';
const REASON_TOO_LONG = `Please keep the reason under ${CANCELLATION_REASON_MAX} characters.`;
const teamReason = (required: string) =>
  text({ error: required }).trim().min(1, required).max(CANCELLATION_REASON_MAX, REASON_TOO_LONG);

/** POST /api/admin/appointments/:id/cancel */
export const adminCancelBody = z.object({
  reason: teamReason(CANCEL_REASON_REQUIRED),
  refund: refundChoice,
});
export type AdminCancelBody = z.infer<typeof adminCancelBody>;

/** GET /api/admin/appointments/:id/cancel-preview: the money each refund choice moves. */
export const adminCancelPreviewResponse = z.object({
  success: z.literal(true),
  appointmentId: z.string(),
  clientName: z.string(),
  therapistName: z.string(),
  startsAt: z.string(),
  sessionType: z.string(),
  /** The refund each choice gives, in paise (`none` is always 0). */
  refunds: z.object({
    full: z.number().int().nonnegative(),
    policy: z.number().int().nonnegative(),
    none: z.literal(0),
  }),
  /** The rule "by policy" applies, and the sentence that says it. */
  policy: z.object({ rule: refundRule, text: z.string() }),
  /** Why a choice refunds less than the fee (already refunded, nothing captured); else null. */
  note: z.string().nullable(),
});
export type AdminCancelPreviewResponse = z.infer<typeof adminCancelPreviewResponse>;

export const adminCancelResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  appointmentId: z.string(),
  refund: z.object({
    choice: refundChoice,
    amountPaise: z.number().int().nonnegative(),
    /** The refund's state when one was recorded now; null when none was. */
    status: refundStatus.nullable(),
  }),
  /** The refund is recorded but the provider was not reached: its job keeps trying. */
  refundRetryNeeded: z.boolean(),
});
export type AdminCancelResponse = z.infer<typeof adminCancelResponse>;

/**
 * POST /api/admin/payments/:id/refund: a goodwill refund of a captured payment, of a part
 * (`amountPaise`, at least ₹1, at most what is left) or of all that is left. `requestId` makes the
 * request idempotent: sent again, it answers the refund it made (decision 0063).
 */
export const goodwillRefundBody = z.object({
  reason: teamReason(REFUND_REASON_REQUIRED),
  amountPaise: z
    .number()
    .int('Enter the amount in whole paise.')
    .min(MIN_REFUND_PAISE, 'A refund is at least ₹1.')
    .max(100_000_000)
    .optional(),
  requestId: z.uuid().optional(),
});
export type GoodwillRefundBody = z.infer<typeof goodwillRefundBody>;

export const goodwillRefundResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  paymentId: z.string(),
  refund: z.object({
    id: z.string(),
    amountPaise: z.number().int().positive(),
    status: refundStatus,
  }),
  refundRetryNeeded: z.boolean(),
});
export type GoodwillRefundResponse = z.infer<typeof goodwillRefundResponse>;

// ── payments, refunds, jobs ──────────────────────────────────────────────────────────────────

export const PAYMENT_STATUSES = ['created', 'captured', 'failed', 'refunded'] as const;
export const adminPaymentsQuery = pagingQuery.extend({
  status: z.enum(PAYMENT_STATUSES).optional(),
  q: optionalText(200),
  /** Created from this IST day to `to`, inclusive (d_m_yyyy), as the exports read them. */
  from: optionalText(10),
  to: optionalText(10),
});
export type AdminPaymentsQuery = z.infer<typeof adminPaymentsQuery>;
export const adminPayment = z.object({
  id: z.string(),
  providerOrderId: z.string(),
  providerPaymentId: z.string().nullable(),
  amountPaise: z.number().int(),
  status: z.enum(PAYMENT_STATUSES),
  appointmentId: z.string().nullable(),
  clientEmail: z.string(),
  therapistName: z.string(),
  failureReason: z.string().nullable(),
  /** A captured booking payment not refunded in full: the console offers a goodwill refund. */
  refundable: z.boolean(),
  /** What is left to refund of it (0 when not refundable). */
  refundablePaise: z.number().int().nonnegative(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminPayment = z.infer<typeof adminPayment>;
export const adminPaymentsResponse = pagedResponse(adminPayment);

export const REFUND_STATUSES = ['pending', 'processed', 'failed'] as const;
export const adminRefundsQuery = pagingQuery.extend({ status: z.enum(REFUND_STATUSES).optional() });
export type AdminRefundsQuery = z.infer<typeof adminRefundsQuery>;
export const adminRefund = z.object({
  id: z.string(),
  paymentId: z.string(),
  appointmentId: z.string().nullable(),
  providerPaymentId: z.string(),
  providerRefundId: z.string().nullable(),
  amountPaise: z.number().int(),
  status: z.enum(REFUND_STATUSES),
  reason: z.string(),
  /** A failed refund, or one the provider never received: the console offers a retry. */
  retryable: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminRefund = z.infer<typeof adminRefund>;
export const adminRefundsResponse = pagedResponse(adminRefund);

export const adminJob = z.object({
  id: z.string(),
  type: z.string(),
  status: z.enum(['pending', 'done', 'dead']),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminJob = z.infer<typeof adminJob>;
export const adminJobsResponse = z.object({ success: z.literal(true), items: z.array(adminJob) });
export type AdminJobsResponse = z.infer<typeof adminJobsResponse>;

// ── messages and newsletter ──────────────────────────────────────────────────────────────────

export const adminMessagesQuery = pagingQuery.extend({
  status: z.enum(['open', 'handled']).default('open'),
});
export type AdminMessagesQuery = z.infer<typeof adminMessagesQuery>;
export const adminMessage = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  message: z.string(),
  handledAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminMessage = z.infer<typeof adminMessage>;
export const adminMessagesResponse = pagedResponse(adminMessage);

export const adminSubscribersQuery = pagingQuery.extend({ q: optionalText(200) });
export const adminSubscriber = z.object({
  id: z.string(),
  email: z.string(),
  createdAt: z.string(),
});
export type AdminSubscriber = z.infer<typeof adminSubscriber>;
export const adminSubscribersResponse = pagedResponse(adminSubscriber);

// ── audit log ────────────────────────────────────────────────────────────────────────────────

export const auditQuery = pagingQuery.extend({
  /** An actor account id or email fragment. */
  actor: optionalText(200),
  entity: optionalText(64),
  entityId: optionalText(64),
  action: optionalText(100),
  from: isoDay.optional(),
  to: isoDay.optional(),
});
export type AuditQuery = z.infer<typeof auditQuery>;
export const auditEntry = z.object({
  id: z.number().int(),
  actorAccountId: z.string().nullable(),
  actorEmail: z.string().nullable(),
  actorKind: z.string(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string(),
  data: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type AuditEntryView = z.infer<typeof auditEntry>;
export const auditResponse = pagedResponse(auditEntry);
export type AuditResponse = z.infer<typeof auditResponse>;

// ── overview ─────────────────────────────────────────────────────────────────────────────────

export const dailyPoint = z.object({ day: isoDay, value: z.number() });
export type DailyPoint = z.infer<typeof dailyPoint>;
export const overviewResponse = z.object({
  success: z.literal(true),
  counts: z.object({
    applications: z.number().int(),
    /** Applications the team sent back, waiting for the applicant to resubmit. */
    changesRequested: z.number().int(),
    /** Documents on file waiting for the team's review (decision 0048). */
    documents: z.number().int(),
    reports: z.number().int(),
    cancellationRequests: z.number().int(),
    deadJobs: z.number().int(),
    messages: z.number().int(),
    failedRefunds: z.number().int(),
  }),
  /** The last 30 IST days, oldest first, every day present (0 when nothing happened). */
  series: z.object({
    bookings: z.array(dailyPoint),
    bookingFeePaise: z.array(dailyPoint),
    refundsPaise: z.array(dailyPoint),
    applications: z.array(dailyPoint),
  }),
});
export type OverviewResponse = z.infer<typeof overviewResponse>;

/** The account-deletion requests another part of the console reads (GET /api/admin/account-deletions). */
export const accountDeletionsResponse = z.object({
  success: z.literal(true),
  deletions: z.array(
    z.object({
      accountId: z.string(),
      email: z.string(),
      requestedAt: z.string(),
      eraseAfter: z.string(),
      erasedAt: z.string().nullable(),
    }),
  ),
});
export type AccountDeletionsResponse = z.infer<typeof accountDeletionsResponse>;
