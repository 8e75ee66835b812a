import { randomUUID } from 'node:crypto';
import type { DashboardDocuments } from '@app/domain/schemas/dashboard';
import { JOIN_LIMITS, JOIN_TEXT } from '@app/domain/schemas/therapist-join';
import { MESSAGES } from '@app/domain/messages';
import type { Db } from '../../db/client';
import {
  putAll,
  removeAll,
  type FileStorage,
  type StoredFile,
} from '../../adapters/storage/file-storage';
import type { Caller } from '../../plugins/auth';
import { AppError, badRequest } from '../../shared/app-error';
import { enqueueMail } from '../../shared/mail/mail-outbox';
import { teamNotice } from '../../shared/mail/mail-kit';
import type { TherapistDashboard } from '../therapists/therapists.module';
import type { SiteInfo } from '../../shared/mail/mail-kit';
import { photoUrl } from './therapist-applications.service';
import { insertUploads, listDocuments } from './therapist-applications.queries';
import {
  documentType,
  isAcceptedPhoto,
  storedDocuments,
  storedPhotoSizes,
  webPhotoSizes,
  type IncomingFile,
} from './uploaded-files';

/** A therapist keeps at most this many qualification documents. */
export const MAX_DOCUMENTS = 20;

export interface TherapistDocumentsDeps {
  db: Db;
  storage: FileStorage;
  profiles: Pick<TherapistDashboard, 'ownId' | 'me' | 'setPhoto'>;
  site: SiteInfo;
  mailQueued: () => void;
}

/**
 * The dashboard's uploads, handled as the join form's are: types by content, photos re-encoded
 * to web sizes without EXIF, documents private (served only by the documents route, to their
 * therapist and the admin team). Files are written first and removed again if the record fails.
 */
export function createTherapistDocuments({
  db,
  storage,
  profiles,
  site,
  mailQueued,
}: TherapistDocumentsDeps) {
  const storeAll = (files: StoredFile[]) => putAll(storage, files);
  const removeStored = (keys: string[]) => removeAll(storage, keys);

  async function list(caller: Caller): Promise<Omit<DashboardDocuments, 'success'>> {
    const [therapistId, me] = [await profiles.ownId(caller), await profiles.me(caller)];
    const rows = await listDocuments(db, therapistId);
    return {
      verified: me.verified,
      documents: rows.map((r) => ({
        id: r.id,
        fileName: r.fileName,
        contentType: r.contentType,
        sizeBytes: r.sizeBytes,
        uploadedAt: r.createdAt.toISOString(),
      })),
    };
  }

  return {
    list,

    async add(caller: Caller, documents: IncomingFile[]) {
      const therapistId = await profiles.ownId(caller);
      if (documents.length === 0) throw badRequest('Please choose at least one document.');
      const existing = await listDocuments(db, therapistId);
      if (existing.length + documents.length > MAX_DOCUMENTS)
        throw new AppError(413, `You can keep at most ${MAX_DOCUMENTS} documents.`);
      const types = await Promise.all(documents.map(documentType));
      const refused = documents.filter((_, i) => types[i] === null).map((d) => d.fileName);
      if (refused.length > 0) throw badRequest(MESSAGES.join.unsupportedFiles(refused.join(', ')));
      const files = storedDocuments(documents, types);
      const written = await storeAll(files);
      try {
        await db.transaction(async (tx) => {
          await insertUploads(
            tx,
            files.map((f) => ({
              id: f.id,
              ownerAccountId: caller.accountId,
              therapistId,
              kind: 'qualification_document',
              fileName: f.fileName,
              contentType: f.contentType,
              sizeBytes: f.data.length,
              storageKey: f.key,
              isPublic: false,
            })),
          );
          await enqueueMail(
            tx,
            teamNotice(
              'application.team-document-added',
              site,
              `Qualification documents to verify (${files.length})`,
              [
                `A therapist uploaded ${files.length} qualification document(s) from the dashboard.`,
                `Therapist profile: ${therapistId}`,
                '',
                'Verify them in the admin console to give the Verified Therapist badge.',
              ],
            ),
          );
        });
      } catch (error) {
        await removeStored(written);
        throw error;
      }
      mailQueued();
      return list(caller);
    },

    async changePhoto(caller: Caller, photo: IncomingFile | null) {
      const therapistId = await profiles.ownId(caller);
      if (!photo) throw badRequest(MESSAGES.join.imageRequired);
      if (photo.data.length > JOIN_LIMITS.photoBytes)
        throw new AppError(413, JOIN_TEXT.photoTooLarge);
      if (!(await isAcceptedPhoto(photo))) throw badRequest(JOIN_TEXT.photoType);
      const sizes = await webPhotoSizes(photo.data);
      if (!sizes) throw badRequest(JOIN_TEXT.photoType);
      const photoId = randomUUID();
      const files = storedPhotoSizes(photoId, sizes);
      const written = await storeAll(files);
      try {
        await db.transaction(async (tx) =>
          insertUploads(
            tx,
            files.map((f) => ({
              ownerAccountId: caller.accountId,
              therapistId,
              kind: 'photo',
              fileName: photo.fileName,
              contentType: f.contentType,
              sizeBytes: f.data.length,
              storageKey: f.key,
              isPublic: true,
            })),
          ),
        );
        await profiles.setPhoto(caller, photoUrl(photoId, 800));
      } catch (error) {
        await removeStored(written);
        throw error;
      }
      return photoUrl(photoId, 800);
    },
  };
}

export type TherapistDocuments = ReturnType<typeof createTherapistDocuments>;
