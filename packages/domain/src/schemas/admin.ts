import { z } from 'zod';
import { DOCUMENT_STATES } from '../document-review';
import { text } from './common';

/**
 * The admin console's contract (issue 12): paged lists, the therapist review, reports. Lists page,
 * sort and filter on the server; every list answers `{ items, total, page, pageSize }`.
 */

export const ADMIN_PAGE_SIZES = [10, 20, 50, 100] as const;
export const ADMIN_DEFAULT_PAGE_SIZE = 20;
export const ADMIN_NOTE_MAX = 1000;

const page = z.coerce.number().int().min(1).max(10_000).default(1);
const pageSize = z.coerce.number().int().min(1).max(100).default(ADMIN_DEFAULT_PAGE_SIZE);
const search = text().trim().max(200).optional();
export const sortDir = z.enum(['asc', 'desc']).default('desc');

export const pagingQuery = z.object({ page, pageSize });
export type PagingQuery = z.infer<typeof pagingQuery>;

/** Wraps the item schema of one list answer. */
export const pagedResponse = <T extends z.ZodType>(item: T) =>
  z.object({
    success: z.literal(true),
    items: z.array(item),
    total: z.number().int().nonnegative(),
    page: z.number().int().positive(),
    pageSize: z.number().int().positive(),
  });

/** A reason the applicant or therapist reads (request changes, reject, suspend). */
export const adminReasonBody = z.object({
  reason: text({ error: 'Please give a reason.' })
    .trim()
    .min(1, 'Please give a reason.')
    .max(ADMIN_NOTE_MAX, `Please keep the reason under ${ADMIN_NOTE_MAX} characters.`),
});
export type AdminReasonBody = z.infer<typeof adminReasonBody>;

export const adminOptionalReasonBody = z
  .object({ reason: text().trim().max(ADMIN_NOTE_MAX).optional() })
  .default({});

export const adminActionResponse = z.object({ success: z.literal(true), message: z.string() });
export type AdminActionResponse = z.infer<typeof adminActionResponse>;

// ── therapists and applications ───────────────────────────────────────────────────────────────

export const THERAPIST_STATUSES = [
  'pending',
  'approved',
  'changes_requested',
  'rejected',
  'suspended',
] as const;
export const therapistStatus = z.enum(THERAPIST_STATUSES);
export type TherapistStatus = z.infer<typeof therapistStatus>;

export const THERAPIST_STATUS_LABELS: Record<TherapistStatus, string> = {
  pending: 'Pending review',
  approved: 'Approved',
  changes_requested: 'Changes requested',
  rejected: 'Rejected',
  suspended: 'Suspended',
};

export const adminDocument = z.object({
  id: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int().nonnegative(),
  /** The private download (GET, token header): admins and the document's therapist only. */
  url: z.string(),
  /** The team's review of it (decision 0048); reviewed on its page under Documents. */
  state: z.enum(DOCUMENT_STATES),
});
export type AdminDocument = z.infer<typeof adminDocument>;

export const adminTherapist = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  imageUrl: z.string(),
  professionalTitle: z.string(),
  city: z.string(),
  status: therapistStatus,
  statusReason: z.string().nullable(),
  statusChangedAt: z.string().nullable(),
  /** The badge as the directory shows it. */
  verified: z.boolean(),
  /** The team's verification; the badge shows only while every document on file is accepted. */
  verificationGranted: z.boolean(),
  /** Documents on file, and those waiting for review or asked for again. */
  documentCounts: z.object({
    onFile: z.number().int().nonnegative(),
    outstanding: z.number().int().nonnegative(),
  }),
  available: z.boolean(),
  featured: z.boolean(),
  featuredExpiry: z.string().nullable(),
  feeRupees: z.number().nullable(),
  listedAt: z.string(),
  createdAt: z.string(),
});
export type AdminTherapist = z.infer<typeof adminTherapist>;

/** An application: the profile as submitted, with its documents. */
export const adminApplication = adminTherapist.extend({
  degree: z.string(),
  experienceYears: z.number().int(),
  about: z.string(),
  gender: z.string(),
  specialities: z.array(z.string()),
  expertise: z.array(z.string()),
  languages: z.array(z.string()),
  sessionModes: z.array(z.string()),
  addressLine1: z.string(),
  addressLine2: z.string(),
  pincode: z.string(),
  documents: z.array(adminDocument),
});
export type AdminApplication = z.infer<typeof adminApplication>;

export const APPLICATION_STATUSES = ['pending', 'changes_requested', 'rejected'] as const;
export const applicationsQuery = pagingQuery.extend({
  status: z.enum(APPLICATION_STATUSES).default('pending'),
});
export type ApplicationsQuery = z.infer<typeof applicationsQuery>;
export const applicationsResponse = pagedResponse(adminApplication);
export type ApplicationsResponse = z.infer<typeof applicationsResponse>;

export const THERAPIST_SORTS = ['name', 'createdAt', 'listedAt', 'status'] as const;
const flag = z.enum(['true', 'false']).optional();
export const adminTherapistsQuery = pagingQuery.extend({
  q: search,
  status: therapistStatus.optional(),
  verified: flag,
  featured: flag,
  sort: z.enum(THERAPIST_SORTS).default('createdAt'),
  dir: sortDir,
});
export type AdminTherapistsQuery = z.infer<typeof adminTherapistsQuery>;
export const adminTherapistsResponse = pagedResponse(adminTherapist);
export type AdminTherapistsResponse = z.infer<typeof adminTherapistsResponse>;

export const verifyBody = z.object({ verified: z.boolean() });
export const featuredBody = z
  .object({
    featured: z.boolean(),
    /** ISO instant; required when featuring, in the future. */
    expiresAt: z.iso.datetime({ offset: true }).nullable().optional(),
  })
  .refine((b) => !b.featured || Boolean(b.expiresAt), {
    message: 'Please choose when the featured state ends.',
    path: ['expiresAt'],
  });
export type FeaturedBody = z.infer<typeof featuredBody>;

// ── reports ───────────────────────────────────────────────────────────────────────────────────

export const REPORT_STATUSES = ['open', 'resolved', 'dismissed'] as const;
export const reportStatus = z.enum(REPORT_STATUSES);
export const adminReport = z.object({
  id: z.string(),
  therapistId: z.string(),
  therapistName: z.string(),
  therapistSlug: z.string().nullable(),
  /** The therapist's review state now (a suspended one is no longer listed). */
  therapistStatus: z.string().nullable(),
  /** The reporter's account (their page in People); null once the account is gone. */
  reporterId: z.string().nullable(),
  reporterEmail: z.string().nullable(),
  /** The reporter's session with the therapist the report is about (decision 0049). */
  appointmentId: z.string().nullable(),
  message: z.string(),
  status: reportStatus,
  resolutionNote: z.string().nullable(),
  resolvedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminReport = z.infer<typeof adminReport>;
export const reportsQuery = pagingQuery.extend({ status: reportStatus.default('open') });
export type ReportsQuery = z.infer<typeof reportsQuery>;
export const reportsResponse = pagedResponse(adminReport);
export type ReportsResponse = z.infer<typeof reportsResponse>;
export const reportDecisionBody = z.object({
  /** The team's record of the decision; the reporter does not read it. */
  note: text({ error: 'Please add a note.' })
    .trim()
    .min(1, 'Please add a note.')
    .max(ADMIN_NOTE_MAX, `Please keep the note under ${ADMIN_NOTE_MAX} characters.`),
  /** Words for the reporter, quoted in the mail that tells them the outcome. */
  reply: text()
    .trim()
    .max(ADMIN_NOTE_MAX, `Please keep the reply under ${ADMIN_NOTE_MAX} characters.`)
    .optional(),
});
export type ReportDecisionBody = z.infer<typeof reportDecisionBody>;

export const therapistActionResponse = adminActionResponse.extend({ therapist: adminTherapist });
export type TherapistActionResponse = z.infer<typeof therapistActionResponse>;
