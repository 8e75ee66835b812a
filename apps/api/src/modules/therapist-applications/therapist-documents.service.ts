import { randomUUID } from 'node:crypto';
import type { DashboardDocuments } from '@app/domain/schemas/dashboard';
import { JOIN_LIMITS } from '@app/domain/schemas/therapist-join';
import type { Db } from '../../db/client';
import {
  putAll,
  removeAll,
  type FileStorage,
  type StoredFile,
} from '../../adapters/storage/file-storage';
import type { Caller } from '../../plugins/auth';
import { AppError, badRequest, conflict, notFound } from '../../shared/app-error';
import { recordAudit } from '../../shared/audit/audit-log';
import { isUuid } from '../../shared/ids';
import { mailOf, type NoticeSender } from '../notifications/notifications.module';
import type { TherapistDashboard, TherapistStanding } from '../therapists/therapists.module';
import { deleteDocument, documentsOf, findDocument } from './document-review.queries';
import { photoUrl } from './therapist-applications.service';
import { insertUploads } from './therapist-applications.queries';
import { keepBadgeInStep } from './verified-badge';
import { THERAPIST_ERRORS, UPLOAD_ERRORS, unsupportedFiles } from './therapist-errors';
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
  /** Locks the profile while its documents change, and keeps its Verified badge in step. */
  standing: Pick<TherapistStanding, 'lock' | 'setVerified'>;
  notices: Pick<NoticeSender, 'mail'>;
  jobsQueued: () => void;
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
  standing,
  notices,
  jobsQueued,
}: TherapistDocumentsDeps) {
  const storeAll = (files: StoredFile[]) => putAll(storage, files);
  const removeStored = (keys: string[]) => removeAll(storage, keys);

  async function list(caller: Caller): Promise<Omit<DashboardDocuments, 'success'>> {
    const [therapistId, me] = [await profiles.ownId(caller), await profiles.me(caller)];
    const rows = await documentsOf(db, therapistId);
    return {
      verified: me.verified,
      documents: rows.map((r) => ({
        id: r.id,
        fileName: r.fileName,
        contentType: r.contentType,
        sizeBytes: r.sizeBytes,
        uploadedAt: r.createdAt.toISOString(),
        state: r.reviewState,
        reviewedAt: r.reviewedAt?.toISOString() ?? null,
        reason: r.reviewState === 'rejected' ? r.reviewReason : null,
      })),
    };
  }

  return {
    list,

    /**
     * New documents wait for the team's review. In the same transaction, with the profile locked:
     * the records, the Verified badge hidden until they are accepted (decision 0048), the audit
     * entry and the team's mail naming the therapist with links to each document's page.
     */
    async add(caller: Caller, documents: IncomingFile[]) {
      const therapistId = await profiles.ownId(caller);
      if (documents.length === 0) throw badRequest(THERAPIST_ERRORS.chooseDocument);
      const tooMany = (n: number) => n + documents.length > MAX_DOCUMENTS;
      if (tooMany((await documentsOf(db, therapistId)).length))
        throw new AppError(413, {
          message: THERAPIST_ERRORS.keepAtMost,
          values: { count: MAX_DOCUMENTS },
        });
      const types = await Promise.all(documents.map(documentType));
      const refused = documents.filter((_, i) => types[i] === null).map((d) => d.fileName);
      if (refused.length > 0) throw badRequest(unsupportedFiles(refused));
      const files = storedDocuments(documents, types);
      const written = await storeAll(files);
      try {
        await db.transaction(async (tx) => {
          const before = await standing.lock(tx, therapistId);
          if (!before) throw notFound(THERAPIST_ERRORS.noProfile);
          if (tooMany((await documentsOf(tx, therapistId)).length))
            throw new AppError(413, {
              message: THERAPIST_ERRORS.keepAtMost,
              values: { count: MAX_DOCUMENTS },
            });
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
          const { after } = await keepBadgeInStep(standing, tx, before);
          await recordAudit(tx, {
            actorAccountId: caller.accountId,
            actorKind: 'therapist',
            action: 'document.uploaded',
            entity: 'therapist',
            entityId: therapistId,
            data: {
              documents: files.map((f) => ({ id: f.id, fileName: f.fileName })),
              before: { verified: before.verified },
              after: { verified: after.verified },
            },
          });
          await notices.mail(tx, [
            mailOf(
              'documentsAdded',
              { name: before.name, email: before.email, status: before.status },
              files,
              before.verified && !after.verified,
            ),
          ]);
        });
      } catch (error) {
        await removeStored(written);
        throw error;
      }
      jobsQueued();
      return list(caller);
    },

    /**
     * Takes back a document the team has not accepted (waiting, or asked for again), so an
     * asked-again document can be replaced; accepted ones stay on file. The badge follows.
     */
    async remove(caller: Caller, id: string) {
      const therapistId = await profiles.ownId(caller);
      const missing = () => notFound(THERAPIST_ERRORS.documentNotFound);
      if (!isUuid(id)) throw missing();
      const key = await db.transaction(async (tx) => {
        const before = await standing.lock(tx, therapistId);
        const doc = await findDocument(tx, id);
        if (!before || !doc || doc.therapistId !== therapistId) throw missing();
        if (doc.reviewState === 'accepted') throw conflict(THERAPIST_ERRORS.acceptedStays);
        await deleteDocument(tx, id);
        const { after } = await keepBadgeInStep(standing, tx, before);
        await recordAudit(tx, {
          actorAccountId: caller.accountId,
          actorKind: 'therapist',
          action: 'document.withdrawn',
          entity: 'document',
          entityId: id,
          data: {
            therapistId,
            fileName: doc.fileName,
            before: { state: doc.reviewState, verified: before.verified },
            after: { verified: after.verified },
          },
        });
        return doc.storageKey;
      });
      // The record is gone: the file is unreachable even if removing it fails now.
      await removeStored([key]);
      return list(caller);
    },

    async changePhoto(caller: Caller, photo: IncomingFile | null) {
      const therapistId = await profiles.ownId(caller);
      if (!photo) throw badRequest(THERAPIST_ERRORS.imageRequired);
      if (photo.data.length > JOIN_LIMITS.photoBytes)
        throw new AppError(413, UPLOAD_ERRORS.photoTooLarge);
      if (!(await isAcceptedPhoto(photo))) throw badRequest(THERAPIST_ERRORS.photoType);
      const sizes = await webPhotoSizes(photo.data);
      if (!sizes) throw badRequest(THERAPIST_ERRORS.photoType);
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
