import { z } from 'zod';
import { text } from './common';
import { ADMIN_NOTE_MAX, adminReasonBody, adminReport, therapistActionResponse } from './admin';

/**
 * The team's linked cases (decision 0049): suspending a therapist with care for their booked
 * sessions, a report that opens its therapist, appointment and reporter, internal notes on
 * reports, people and appointments, and closing an account from the console.
 */

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// ── suspension with care ──────────────────────────────────────────────────────────────────────

/** What happens to the therapist's sessions still to come: they stay booked, or are cancelled. */
export const SUSPENSION_CHOICES = ['keep', 'cancel'] as const;
export const suspensionChoice = z.enum(SUSPENSION_CHOICES);
export type SuspensionChoice = z.infer<typeof suspensionChoice>;

/** POST /api/admin/therapists/:id/suspend */
export const suspendBody = adminReasonBody.extend({
  /** Keep the booked sessions (clients are told they stand) or cancel them with a full refund. */
  sessions: suspensionChoice.default('keep'),
  /** The report the suspension comes from: a note on it records the suspension. */
  reportId: text().regex(uuid, 'That report does not exist.').optional(),
});
export type SuspendBody = z.infer<typeof suspendBody>;

/** One session a suspension touches, as the dialog lists it. */
export const suspensionSession = z.object({
  id: z.string(),
  startsAt: z.string(),
  slotDate: z.string(),
  slotTime: z.string(),
  sessionType: z.string(),
  clientName: z.string(),
  payment: z.enum(['paid', 'unpaid']),
  /** 'Awaiting acceptance', 'Accepted', 'Cancellation requested' or 'Unpaid reservation'. */
  state: z.string(),
  /** What cancelling it refunds: the booking fee in full when paid, nothing when unpaid. */
  refundPaise: z.number().int().nonnegative(),
});
export type SuspensionSession = z.infer<typeof suspensionSession>;

/** GET /api/admin/therapists/:id/suspension-preview */
export const suspensionPreviewResponse = z.object({
  success: z.literal(true),
  therapist: z.object({ id: z.string(), name: z.string(), status: z.string() }),
  sessions: z.array(suspensionSession),
  /** Paid sessions whose clients would be refunded in full if they are cancelled. */
  refundPaise: z.number().int().nonnegative(),
});
export type SuspensionPreviewResponse = z.infer<typeof suspensionPreviewResponse>;

export const suspendResponse = therapistActionResponse.extend({
  sessions: z.object({
    choice: suspensionChoice,
    kept: z.number().int().nonnegative(),
    cancelled: z.number().int().nonnegative(),
    refundPaise: z.number().int().nonnegative(),
  }),
});
export type SuspendResponse = z.infer<typeof suspendResponse>;

// ── internal notes ────────────────────────────────────────────────────────────────────────────

export const CASE_SUBJECT_KINDS = ['report', 'person', 'appointment'] as const;
export type CaseSubjectKind = (typeof CASE_SUBJECT_KINDS)[number];
export const CASE_NOTE_MAX = 2000;

const SUBJECT = new RegExp(
  `^(${CASE_SUBJECT_KINDS.join('|')}):([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$`,
  'i',
);
const SUBJECT_MESSAGE =
  'Please name what the note is about, as report:<id>, person:<id> or appointment:<id>.';

/** What a note is about, written `kind:id` ("report:…", "person:…", "appointment:…"). */
export const caseSubject = text({ error: SUBJECT_MESSAGE }).trim().regex(SUBJECT, SUBJECT_MESSAGE);

export function parseCaseSubject(subject: string): { kind: CaseSubjectKind; id: string } | null {
  const match = SUBJECT.exec(subject.trim());
  if (!match) return null;
  return { kind: match[1]!.toLowerCase() as CaseSubjectKind, id: match[2]!.toLowerCase() };
}

export const caseSubjectOf = (kind: CaseSubjectKind, id: string) => `${kind}:${id}`;

/** GET /api/admin/notes?subject=… */
export const caseNotesQuery = z.object({ subject: caseSubject });

/** POST /api/admin/notes */
export const caseNoteBody = z.object({
  subject: caseSubject,
  body: text({ error: 'Please write the note.' })
    .trim()
    .min(1, 'Please write the note.')
    .max(CASE_NOTE_MAX, `Please keep the note under ${CASE_NOTE_MAX} characters.`),
});
export type CaseNoteBody = z.infer<typeof caseNoteBody>;

export const caseNote = z.object({
  id: z.string(),
  subject: z.string(),
  authorId: z.string().nullable(),
  /** The team member's name (or email) as it reads now. */
  authorName: z.string(),
  body: z.string(),
  createdAt: z.string(),
});
export type CaseNote = z.infer<typeof caseNote>;

export const caseNotesResponse = z.object({ success: z.literal(true), notes: z.array(caseNote) });
export type CaseNotesResponse = z.infer<typeof caseNotesResponse>;
export const caseNoteResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  note: caseNote,
});

// ── linked reports ────────────────────────────────────────────────────────────────────────────

/** GET /api/admin/reports/:id: the report with what it links to, each as it reads now. */
export const reportDetailResponse = z.object({
  success: z.literal(true),
  report: adminReport,
  therapist: z
    .object({
      id: z.string(),
      name: z.string(),
      slug: z.string(),
      status: z.string(),
      email: z.string().nullable(),
    })
    .nullable(),
  appointment: z
    .object({
      id: z.string(),
      startsAt: z.string(),
      sessionType: z.string(),
      payment: z.string(),
      status: z.string(),
    })
    .nullable(),
  reporter: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
});
export type ReportDetailResponse = z.infer<typeof reportDetailResponse>;

// ── closing an account from the console ───────────────────────────────────────────────────────

/** POST /api/admin/people/:id/close: the reason is mailed to the person. */
export const closeAccountBody = adminReasonBody;
export type CloseAccountBody = z.infer<typeof closeAccountBody>;

export const closeAccountResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  /** When the personal data is erased (ISO). */
  eraseAfter: z.string(),
  cancelledAppointments: z.number().int().nonnegative(),
  refundPaise: z.number().int().nonnegative(),
});
export type CloseAccountResponse = z.infer<typeof closeAccountResponse>;

/** The longest reason a closure or suspension keeps (the admin note limit). */
export const CLOSE_REASON_MAX = ADMIN_NOTE_MAX;
