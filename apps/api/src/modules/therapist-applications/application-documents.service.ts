import type { AdminDocument } from '@app/domain/schemas/admin';
import type { Db } from '../../db/client';
import { listDocumentsOf } from './therapist-applications.queries';

/** The private download of a qualification document (admins and its therapist only). */
export const documentUrl = (id: string) => `/api/doctor/documents/${id}`;

/** Qualification documents by therapist id, for the admin team's review. */
export async function documentsByTherapist(
  db: Db,
  therapistIds: string[],
): Promise<Map<string, AdminDocument[]>> {
  const byTherapist = new Map<string, AdminDocument[]>();
  for (const d of await listDocumentsOf(db, therapistIds)) {
    if (!d.therapistId) continue;
    const list = byTherapist.get(d.therapistId) ?? [];
    list.push({
      id: d.id,
      fileName: d.fileName || 'document',
      contentType: d.contentType,
      sizeBytes: d.sizeBytes,
      url: documentUrl(d.id),
      state: d.state,
    });
    byTherapist.set(d.therapistId, list);
  }
  return byTherapist;
}
