import { outstandingDocuments, type DocumentState } from '@app/domain/document-review';
import type {
  AdminDocumentResponse,
  AdminDocumentsQuery,
  QueueDocument,
  ReviewedDocument,
} from '@app/domain/schemas/admin-documents';
import type { FileStorage } from '../../adapters/storage/file-storage';
import type { Db } from '../../db/client';
import type { Caller } from '../../plugins/auth';
import { conflict, notFound, unauthorized } from '../../shared/app-error';
import { recordAudit } from '../../shared/audit/audit-log';
import { isUuid } from '../../shared/ids';
import { mailOf, type NoticeSender } from '../notifications/notifications.module';
import type { AccountContacts, SessionLinks } from '../accounts/accounts.module';
import type { TherapistRecord, TherapistStanding } from '../therapists/therapists.module';
import { documentUrl } from './application-documents.service';
import {
  countWaiting,
  documentsOf,
  findDocument,
  pageOfDocuments,
  setReview,
  type DocumentRow,
} from './document-review.queries';
import { keepBadgeInStep } from './verified-badge';

export const DOCUMENT_NOT_FOUND = 'Document not found';

/** How long the inline view's signed link lives (a frame reloads within it; the page re-signs). */
export const VIEW_LINK_MS = 10 * 60 * 1000;

/** The inline view of a document (served by admin-documents.routes.ts). */
export const documentFileUrl = (id: string) => `/api/admin/documents/${id}/file`;
/** What a view link signs: one document, nothing else. */
export const viewSubject = (id: string) => `document-view:${id}`;

export interface DocumentReviewDeps {
  db: Db;
  storage: FileStorage;
  /** The therapist's profile: locked for each decision, its Verified badge kept in step. */
  standing: Pick<TherapistStanding, 'lock' | 'recordsOf' | 'setVerified'>;
  notices: Pick<NoticeSender, 'mail'>;
  accounts: Pick<AccountContacts, 'labelsOf'>;
  sessionLinks: SessionLinks;
  jobsQueued: () => void;
  now?: () => Date;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function toReviewed(d: DocumentRow, reviewers: Map<string, { email: string }>): ReviewedDocument {
  return {
    id: d.id,
    kind: 'qualification_document',
    fileName: d.fileName || 'document',
    contentType: d.contentType,
    sizeBytes: d.sizeBytes,
    uploadedAt: d.createdAt.toISOString(),
    state: d.reviewState,
    reviewedAt: iso(d.reviewedAt),
    reviewedBy: (d.reviewedBy && reviewers.get(d.reviewedBy)?.email) ?? null,
    reason: d.reviewReason,
  };
}

const therapistOf = (t: TherapistRecord) => ({
  id: t.id,
  name: t.name,
  slug: t.slug,
  status: t.status,
  accountId: t.accountId,
  verified: t.verified,
});

/** What an audit entry keeps of a decision: the document's state and the badge, before and after. */
const auditData = (
  d: DocumentRow,
  before: TherapistRecord,
  after: TherapistRecord,
  next: DocumentState,
  reason: string | null,
) => ({
  therapistId: d.therapistId,
  fileName: d.fileName,
  before: { state: d.reviewState, verified: before.verified, granted: before.verificationGranted },
  after: { state: next, verified: after.verified, granted: after.verificationGranted },
  ...(reason ? { reason } : {}),
});

/**
 * The admin team's review of the documents therapists keep on file (decision 0048): the queue,
 * one document with its inline view, accept and ask again. Each decision locks the therapist's
 * row, writes the document's state, puts the Verified badge in step and records the audit entry
 * in one transaction.
 */
export function createDocumentReview(deps: DocumentReviewDeps) {
  const { db, notices, standing } = deps;
  const now = deps.now ?? (() => new Date());

  async function reviewersOf(rows: DocumentRow[]) {
    return deps.accounts.labelsOf(rows.flatMap((r) => (r.reviewedBy ? [r.reviewedBy] : [])));
  }

  async function toQueue(rows: DocumentRow[]): Promise<QueueDocument[]> {
    const [therapists, reviewers] = await Promise.all([
      standing.recordsOf(rows.flatMap((r) => (r.therapistId ? [r.therapistId] : []))),
      reviewersOf(rows),
    ]);
    return rows.flatMap((r) => {
      const t = r.therapistId ? therapists.get(r.therapistId) : undefined;
      return t ? [{ ...toReviewed(r, reviewers), therapist: therapistOf(t) }] : [];
    });
  }

  async function documentOrThrow(id: string) {
    const row = isUuid(id) ? await findDocument(db, id) : null;
    if (!row?.therapistId) throw notFound(DOCUMENT_NOT_FOUND);
    return row as DocumentRow & { therapistId: string };
  }

  async function decide(
    id: string,
    adminId: string,
    next: Exclude<DocumentState, 'pending'>,
    reason: string | null,
  ) {
    const { therapistId } = await documentOrThrow(id);
    const at = now();
    let mailed = false;
    const result = await db.transaction(async (tx) => {
      const before = await standing.lock(tx, therapistId);
      const doc = await findDocument(tx, id);
      if (!before || !doc || doc.therapistId !== therapistId) throw notFound(DOCUMENT_NOT_FOUND);
      if (doc.reviewState === next)
        throw conflict(
          next === 'accepted'
            ? 'This document is already accepted.'
            : 'This document was already asked for again.',
        );
      await setReview(tx, id, { state: next, at, by: adminId, reason });
      // Accepting the last document not yet accepted is the team verifying the therapist.
      let granted = before.verificationGranted;
      if (next === 'accepted') {
        const states = (await documentsOf(tx, therapistId)).map((d) => d.reviewState);
        if (outstandingDocuments(states) === 0) granted = true;
      }
      const { after } = await keepBadgeInStep(standing, tx, before, granted);
      await recordAudit(tx, {
        actorAccountId: adminId,
        actorKind: 'admin',
        action: next === 'accepted' ? 'document.accepted' : 'document.rejected',
        entity: 'document',
        entityId: id,
        data: auditData(doc, before, after, next, reason),
      });
      if (next === 'rejected' && before.email && reason) {
        await notices.mail(tx, [
          {
            ...mailOf(
              'documentAskedAgain',
              { name: before.name, email: before.email },
              doc.fileName,
              reason,
            ),
            ...(before.accountId ? { reader: { accountId: before.accountId } } : {}),
          },
        ]);
        mailed = true;
      }
      return {
        after,
        doc: {
          ...doc,
          reviewState: next,
          reviewedAt: at,
          reviewedBy: adminId,
          reviewReason: reason,
        },
      };
    });
    if (mailed) deps.jobsQueued();
    const [item] = await toQueue([result.doc]);
    const shown = result.after.verified;
    return {
      success: true as const,
      message:
        next === 'accepted'
          ? shown
            ? 'Document accepted. The Verified Therapist badge shows.'
            : 'Document accepted.'
          : 'Asked for the document again: the therapist was sent your reason and the badge is hidden until it is accepted.',
      document: item!,
    };
  }

  return {
    async queue(query: AdminDocumentsQuery) {
      const filter = {
        state: query.state,
        therapistId: query.therapistId && isUuid(query.therapistId) ? query.therapistId : undefined,
      };
      // A therapist id that cannot exist lists nothing (rather than everyone's documents).
      if (query.therapistId && !filter.therapistId)
        return {
          success: true as const,
          items: [],
          total: 0,
          page: query.page,
          pageSize: query.pageSize,
        };
      const { rows, total } = await pageOfDocuments(db, filter, query);
      return {
        success: true as const,
        items: await toQueue(rows),
        total,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    async detail(caller: Caller, id: string): Promise<AdminDocumentResponse> {
      const doc = await documentOrThrow(id);
      const [therapists, all] = await Promise.all([
        standing.recordsOf([doc.therapistId]),
        documentsOf(db, doc.therapistId),
      ]);
      const therapist = therapists.get(doc.therapistId);
      if (!therapist) throw notFound(DOCUMENT_NOT_FOUND);
      const reviewers = await reviewersOf(all);
      const link = await deps.sessionLinks.sign(caller, viewSubject(id), VIEW_LINK_MS, now());
      if (!link) throw unauthorized();
      return {
        success: true,
        document: {
          ...toReviewed(doc, reviewers),
          therapist: therapistOf(therapist),
          viewUrl: `${documentFileUrl(id)}?view=${encodeURIComponent(link.ticket)}`,
          viewExpiresAt: link.expiresAt.toISOString(),
          downloadUrl: documentUrl(id),
        },
        badge: {
          granted: therapist.verificationGranted,
          shown: therapist.verified,
          outstanding: outstandingDocuments(all.map((d) => d.reviewState)),
        },
        others: all.filter((d) => d.id !== id).map((d) => toReviewed(d, reviewers)),
      };
    },

    /** The stored file for the inline view (the route checks who asks). */
    async file(id: string) {
      const doc = await documentOrThrow(id);
      const data = await deps.storage.get(doc.storageKey);
      if (!data) throw notFound(DOCUMENT_NOT_FOUND);
      return { fileName: doc.fileName || 'document', contentType: doc.contentType, data };
    },

    accept: (id: string, adminId: string) => decide(id, adminId, 'accepted', null),
    reject: (id: string, adminId: string, reason: string) =>
      decide(id, adminId, 'rejected', reason),

    /** Documents waiting for the team (the console's Documents badge). */
    waitingCount: () => countWaiting(db),
  };
}

export type DocumentReview = ReturnType<typeof createDocumentReview>;
