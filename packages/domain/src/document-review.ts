/**
 * The admin team's review of the documents a therapist keeps on file (decision 0048): each
 * document is waiting, accepted or asked for again, and the Verified Therapist badge shows only
 * while the team's verification stands and every document on file has been accepted.
 */

export const DOCUMENT_STATES = ['pending', 'accepted', 'rejected'] as const;
export type DocumentState = (typeof DOCUMENT_STATES)[number];

/** What the console and the dashboard call each state. */
export const DOCUMENT_STATE_LABELS: Record<DocumentState, string> = {
  pending: 'Waiting for review',
  accepted: 'Accepted',
  rejected: 'Asked again',
};

/** The kinds of document a therapist keeps on file (photos are not reviewed: they go live). */
export const DOCUMENT_KINDS = ['qualification_document'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export const DOCUMENT_KIND_LABELS: Record<DocumentKind, string> = {
  qualification_document: 'Qualification',
};

const TYPE_LABELS: Record<string, string> = {
  'application/pdf': 'PDF',
  'image/jpeg': 'JPG',
  'image/png': 'PNG',
};

/** "PDF", "JPG" or "PNG": the stored type (sniffed from the bytes at upload) in a word. */
export const documentTypeLabel = (contentType: string) => TYPE_LABELS[contentType] ?? 'File';

/** How the console shows a document inline: PDFs in a frame, pictures as an image. */
export function inlineViewer(contentType: string): 'frame' | 'image' | null {
  if (contentType === 'application/pdf') return 'frame';
  if (contentType === 'image/jpeg' || contentType === 'image/png') return 'image';
  return null;
}

/** Documents on file the team has not accepted: waiting for review or asked for again. */
export const outstandingDocuments = (states: readonly DocumentState[]) =>
  states.filter((s) => s !== 'accepted').length;

/**
 * The badge rule: the team's verification stands (granted by accepting documents, or by the
 * Therapists table's Verify) and no document on file is waiting or asked for again.
 */
export const showsVerifiedBadge = (granted: boolean, states: readonly DocumentState[]) =>
  granted && outstandingDocuments(states) === 0;

/** The longest reason the team can give when it asks for a document again. */
export const DOCUMENT_REASON_MAX = 1000;
