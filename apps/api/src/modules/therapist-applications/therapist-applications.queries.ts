import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { uploads } from './therapist-applications.schema';

export type NewUpload = Omit<typeof uploads.$inferInsert, 'id' | 'createdAt'>;

export async function insertUploads(tx: Tx, rows: NewUpload[]): Promise<void> {
  if (rows.length > 0) await tx.insert(uploads).values(rows);
}

export async function findUpload(db: Db, id: string) {
  const [row] = await db
    .select({
      id: uploads.id,
      ownerAccountId: uploads.ownerAccountId,
      kind: uploads.kind,
      fileName: uploads.fileName,
      contentType: uploads.contentType,
      storageKey: uploads.storageKey,
    })
    .from(uploads)
    .where(eq(uploads.id, id))
    .limit(1);
  return row ?? null;
}

/** A therapist's qualification documents, oldest first. */
export const listDocuments = (db: Db, therapistId: string) => listDocumentsOf(db, [therapistId]);

/** The qualification documents of these therapists, oldest first. */
export async function listDocumentsOf(db: Db, therapistIds: string[]) {
  if (therapistIds.length === 0) return [];
  return db
    .select({
      id: uploads.id,
      therapistId: uploads.therapistId,
      fileName: uploads.fileName,
      contentType: uploads.contentType,
      sizeBytes: uploads.sizeBytes,
      createdAt: uploads.createdAt,
    })
    .from(uploads)
    .where(
      and(inArray(uploads.therapistId, therapistIds), eq(uploads.kind, 'qualification_document')),
    )
    .orderBy(asc(uploads.createdAt));
}
