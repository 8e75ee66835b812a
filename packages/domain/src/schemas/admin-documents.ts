import { z } from 'zod';
import { DOCUMENT_KINDS, DOCUMENT_REASON_MAX, DOCUMENT_STATES } from '../document-review';
import { text } from './common';
import { adminActionResponse, pagedResponse, pagingQuery, therapistStatus } from './admin';

/**
 * The team's document review (decision 0048): a queue of the documents therapists keep on file,
 * one document's page with its inline view, and accept / ask again.
 */

export const documentState = z.enum(DOCUMENT_STATES);

export const adminDocumentsQuery = pagingQuery.extend({
  /** Waiting documents come oldest first (the queue); decided ones newest decision first. */
  state: documentState.default('pending'),
  /** Only this therapist's documents. */
  therapistId: text().max(64).optional(),
});
export type AdminDocumentsQuery = z.infer<typeof adminDocumentsQuery>;

/** The therapist a document belongs to, as a queue row shows them. */
export const documentTherapist = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  status: therapistStatus,
  /** Their account (the console's person page), when the profile has one. */
  accountId: z.string().nullable(),
  /** The badge as the directory shows it now. */
  verified: z.boolean(),
});

export const reviewedDocument = z.object({
  id: z.string(),
  kind: z.enum(DOCUMENT_KINDS),
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int().nonnegative(),
  uploadedAt: z.string(),
  state: documentState,
  reviewedAt: z.string().nullable(),
  /** The team member who decided, by email (null while waiting, or for older decisions). */
  reviewedBy: z.string().nullable(),
  /** Why the team asked for it again. */
  reason: z.string().nullable(),
});
export type ReviewedDocument = z.infer<typeof reviewedDocument>;

export const queueDocument = reviewedDocument.extend({ therapist: documentTherapist });
export type QueueDocument = z.infer<typeof queueDocument>;

export const adminDocumentsResponse = pagedResponse(queueDocument);
export type AdminDocumentsResponse = z.infer<typeof adminDocumentsResponse>;

/** GET /api/admin/documents/{id}: the document, where to see it inline, the therapist's others. */
export const adminDocumentResponse = z.object({
  success: z.literal(true),
  document: queueDocument.extend({
    /**
     * The inline view for a frame or an image: a link signed for the caller's session that
     * expires after `viewExpiresAt` (a frame cannot send the token header).
     */
    viewUrl: z.string(),
    viewExpiresAt: z.string(),
    /** The download (GET with the token header), as an attachment. */
    downloadUrl: z.string(),
  }),
  /** The badge: the team's verification and the documents on file that keep it hidden. */
  badge: z.object({
    granted: z.boolean(),
    shown: z.boolean(),
    outstanding: z.number().int().nonnegative(),
  }),
  /** The therapist's other documents on file, oldest first. */
  others: z.array(reviewedDocument),
});
export type AdminDocumentResponse = z.infer<typeof adminDocumentResponse>;

export const documentViewQuery = z.object({ view: text().max(300).optional() });

/** POST /api/admin/documents/{id}/accept takes nothing. */
export const documentAcceptBody = z.object({}).default({});

/** POST /api/admin/documents/{id}/reject: what the therapist is asked, mailed and shown. */
export const documentRejectBody = z.object({
  reason: text({ error: 'Please say what to send again and why.' })
    .trim()
    .min(1, 'Please say what to send again and why.')
    .max(DOCUMENT_REASON_MAX, `Please keep the reason under ${DOCUMENT_REASON_MAX} characters.`),
});
export type DocumentRejectBody = z.infer<typeof documentRejectBody>;

export const documentActionResponse = adminActionResponse.extend({
  document: queueDocument,
});
export type DocumentActionResponse = z.infer<typeof documentActionResponse>;
