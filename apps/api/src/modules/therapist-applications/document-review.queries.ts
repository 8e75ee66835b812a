import { and, asc, count, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { DocumentState } from '@app/domain/document-review';
import type { Db, Tx } from '../../db/client';
import { offsetOf, type Paging } from '../../db/paging';
import { uploads } from './therapist-applications.schema';

const DOCUMENT = eq(uploads.kind, 'qualification_document');

const documentFields = {
  id: uploads.id,
  therapistId: uploads.therapistId,
  ownerAccountId: uploads.ownerAccountId,
  fileName: uploads.fileName,
  contentType: uploads.contentType,
  sizeBytes: uploads.sizeBytes,
  storageKey: uploads.storageKey,
  createdAt: uploads.createdAt,
  reviewState: uploads.reviewState,
  reviewedAt: uploads.reviewedAt,
  reviewedBy: uploads.reviewedBy,
  reviewReason: uploads.reviewReason,
};

export type DocumentRow = {
  id: string;
  therapistId: string | null;
  ownerAccountId: string | null;
  fileName: string;
  contentType: string;
  sizeBytes: number;
  storageKey: string;
  createdAt: Date;
  reviewState: DocumentState;
  reviewedAt: Date | null;
  reviewedBy: string | null;
  reviewReason: string | null;
};

/**
 * One page of documents in a state: waiting ones oldest first (the queue), decided ones by the
 * newest decision (decisions taken before the review existed last, newest upload first).
 */
export async function pageOfDocuments(
  db: Db,
  filter: { state: DocumentState; therapistId?: string },
  paging: Paging,
) {
  const where: SQL[] = [DOCUMENT, eq(uploads.reviewState, filter.state)];
  if (filter.therapistId) where.push(eq(uploads.therapistId, filter.therapistId));
  const order =
    filter.state === 'pending'
      ? [asc(uploads.createdAt), asc(uploads.fileName), asc(uploads.id)]
      : [
          sql`${uploads.reviewedAt} DESC NULLS LAST`,
          desc(uploads.createdAt),
          asc(uploads.fileName),
          asc(uploads.id),
        ];
  const [rows, [total]] = await Promise.all([
    db
      .select(documentFields)
      .from(uploads)
      .where(and(...where))
      .orderBy(...order)
      .limit(paging.pageSize)
      .offset(offsetOf(paging)),
    db
      .select({ n: count() })
      .from(uploads)
      .where(and(...where)),
  ]);
  return { rows: rows as DocumentRow[], total: total?.n ?? 0 };
}

export async function findDocument(db: Db | Tx, id: string): Promise<DocumentRow | null> {
  const [row] = await db
    .select(documentFields)
    .from(uploads)
    .where(and(eq(uploads.id, id), DOCUMENT))
    .limit(1);
  return (row as DocumentRow | undefined) ?? null;
}

/** A therapist's documents on file, oldest first. */
export async function documentsOf(db: Db | Tx, therapistId: string): Promise<DocumentRow[]> {
  return (await db
    .select(documentFields)
    .from(uploads)
    .where(and(eq(uploads.therapistId, therapistId), DOCUMENT))
    .orderBy(asc(uploads.createdAt), asc(uploads.fileName), asc(uploads.id))) as DocumentRow[];
}

/** The review states of a therapist's documents on file (the badge rule reads them). */
export async function statesOf(db: Db | Tx, therapistId: string): Promise<DocumentState[]> {
  const rows = await db
    .select({ state: uploads.reviewState })
    .from(uploads)
    .where(and(eq(uploads.therapistId, therapistId), DOCUMENT));
  return rows.map((r) => r.state);
}

/** Per therapist: documents on file and those not accepted (waiting or asked again). */
export async function documentCountsOf(db: Db | Tx, therapistIds: readonly string[]) {
  const counts = new Map<string, { onFile: number; outstanding: number }>();
  if (therapistIds.length === 0) return counts;
  const rows = await db
    .select({
      therapistId: uploads.therapistId,
      onFile: count(),
      outstanding: sql<number>`count(*) FILTER (WHERE ${ne(uploads.reviewState, 'accepted')})`,
    })
    .from(uploads)
    .where(and(inArray(uploads.therapistId, [...new Set(therapistIds)]), DOCUMENT))
    .groupBy(uploads.therapistId);
  for (const r of rows)
    if (r.therapistId)
      counts.set(r.therapistId, { onFile: Number(r.onFile), outstanding: Number(r.outstanding) });
  return counts;
}

/** Documents waiting for the team (the console's badge). */
export async function countWaiting(db: Db) {
  const [row] = await db
    .select({ n: count() })
    .from(uploads)
    .where(and(DOCUMENT, eq(uploads.reviewState, 'pending')));
  return row?.n ?? 0;
}

export async function setReview(
  tx: Tx,
  id: string,
  review: { state: DocumentState; at: Date; by: string; reason: string | null },
) {
  await tx
    .update(uploads)
    .set({
      reviewState: review.state,
      reviewedAt: review.at,
      reviewedBy: review.by,
      reviewReason: review.reason,
    })
    .where(eq(uploads.id, id));
}

/** Removes a document's record (its file is removed after the commit). */
export async function deleteDocument(tx: Tx, id: string) {
  await tx.delete(uploads).where(and(eq(uploads.id, id), DOCUMENT));
}
