import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { uploads } from './therapist-applications.schema';

export type NewUpload = Omit<
  typeof uploads.$inferInsert,
  'id' | 'createdAt' | 'reviewState' | 'reviewedAt' | 'reviewedBy' | 'reviewReason'
> & { id?: string };

/** Documents wait for the team's review; photos go live at once (decision 0022). */
export async function insertUploads(tx: Tx, rows: NewUpload[]): Promise<void> {
  if (rows.length === 0) return;
  await tx
    .insert(uploads)
    .values(
      rows.map(
        (r) => ({ ...r, reviewState: r.kind === 'photo' ? 'accepted' : 'pending' }) as const,
      ),
    );
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
      state: uploads.reviewState,
    })
    .from(uploads)
    .where(
      and(inArray(uploads.therapistId, therapistIds), eq(uploads.kind, 'qualification_document')),
    )
    .orderBy(asc(uploads.createdAt));
}
