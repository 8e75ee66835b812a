import type { Language } from '@app/domain/i18n/languages';
import type { MessageDescriptor } from '@app/domain/i18n/define';
import { FRIENDLY } from '@app/domain/failure-words';
import { formRulePhrase } from '@app/domain/i18n/form-words';
import { randomUUID } from 'node:crypto';
import { MESSAGES } from '@app/domain/messages';
import { isTeamRole, teamMay } from '@app/domain/team-roles';
import { decodeJoinFields, therapistJoinPayload } from '@app/domain/schemas/therapist-join';
import type { Db } from '../../db/client';
import type { HumanCheck } from '../../adapters/human-check/human-check';
import {
  putAll,
  removeAll,
  type FileStorage,
  type StoredFile,
} from '../../adapters/storage/file-storage';
import type { Caller } from '../../plugins/auth';
import { badRequest, conflict, forbidden, notFound, type ErrorWords } from '../../shared/app-error';
import {
  createTherapistAccount,
  DUPLICATE_MESSAGES,
  hashPassword,
  isEmailRegistered,
} from '../accounts/accounts.module';
import { mailOf, type NoticeSender } from '../notifications/notifications.module';
import { createPendingProfile } from '../therapists/therapists.module';
import { findUpload, insertUploads, type NewUpload } from './therapist-applications.queries';
import {
  documentType,
  isAcceptedPhoto,
  storedDocuments,
  storedPhotoSizes,
  webPhotoSizes,
  type IncomingFile,
} from './uploaded-files';
import { THERAPIST_ERRORS, unsupportedFiles } from './therapist-errors';
import { THERAPIST_ANSWERS } from './therapist-answers';
import { isUuid } from '../../shared/ids';

const J = MESSAGES.join;

/** A form rule's English text (the join form's schema) in the caller's language when answered. */
const ruleWords = (message: string): ErrorWords => formRulePhrase(message) ?? message;
export interface ApplicationFiles {
  photo: IncomingFile | null;
  documents: IncomingFile[];
}

export interface TherapistApplicationsDeps {
  db: Db;
  humanCheck: HumanCheck;
  storage: FileStorage;
  notices: Pick<NoticeSender, 'mail'>;
  /** Wakes the mail worker once the mails are committed. */
  jobsQueued: () => void;
}

/** The public URL of a stored photo (served by the media module). */
export const photoUrl = (photoId: string, width: number) =>
  `/api/media/photos/${photoId}-${width}.webp`;

export function createTherapistApplicationsService({
  db,
  humanCheck,
  storage,
  notices,
  jobsQueued,
}: TherapistApplicationsDeps) {
  const store = (files: StoredFile[]) => putAll(storage, files);
  const removeStored = (keys: string[]) => removeAll(storage, keys);

  return {
    /**
     * POST /api/doctor/join: checks every rule (the form's schema, then the files by their
     * content, the human check, the email), stores the files, then creates the therapist's
     * account, the pending profile, the upload records and both mails in one transaction. When
     * that fails, the stored files are removed again: a refused application leaves nothing.
     */
    async apply(
      fields: Record<string, string>,
      { photo, documents }: ApplicationFiles,
      context: { remoteIp: string; language: Language },
    ): Promise<{ message: MessageDescriptor }> {
      const parsed = therapistJoinPayload.safeParse(decodeJoinFields(fields));
      if (!parsed.success) throw badRequest(ruleWords(parsed.error.issues[0]?.message ?? J.failed));
      const input = parsed.data;
      if (!photo) throw badRequest(THERAPIST_ERRORS.imageRequired);
      if (!(await isAcceptedPhoto(photo))) throw badRequest(THERAPIST_ERRORS.photoType);
      const types = await Promise.all(documents.map(documentType));
      const refused = documents.filter((_, i) => types[i] === null).map((d) => d.fileName);
      if (refused.length > 0) throw badRequest(unsupportedFiles(refused));

      const human = await humanCheck.verify(input.turnstileToken, {
        remoteIp: context.remoteIp,
        action: 'join',
      });
      if (!human) throw badRequest(ruleWords(J.verifyHuman), 'HUMAN_CHECK_FAILED');
      if (await isEmailRegistered(db, input.email))
        throw conflict(DUPLICATE_MESSAGES.email, 'EMAIL_TAKEN');

      const sizes = await webPhotoSizes(photo.data);
      if (!sizes) throw badRequest(THERAPIST_ERRORS.photoType);
      const passwordHash = await hashPassword(input.password);

      const photoId = randomUUID();
      const photoFiles = storedPhotoSizes(photoId, sizes).map((f) => ({
        ...f,
        fileName: photo.fileName,
        public: true,
      }));
      const documentFiles = storedDocuments(documents, types).map((f) => ({ ...f, public: false }));
      const written = await store([...photoFiles, ...documentFiles]);

      try {
        await db.transaction(async (tx) => {
          const account = await createTherapistAccount(tx, {
            email: input.email,
            name: input.name,
            phone: input.phone,
            passwordHash,
          });
          const profile = await createPendingProfile(tx, {
            accountId: account.id,
            name: input.name,
            email: input.email,
            phone: input.phone,
            imageUrl: photoUrl(photoId, 800),
            professionalTitle: input.professionalTitle,
            speciality: input.professionalTitle,
            specialities: input.specialities,
            expertise: input.expertise,
            languages: input.languages,
            sessionModes: input.sessionModes,
            gender: input.gender,
            feeRupees: input.fees,
            degree: input.degree,
            experienceYears: input.experience,
            about: input.about,
            aboutHi: input.aboutHi || null,
            city: input.location.city,
            addressLine1: input.address.line1,
            addressLine2: input.address.line2,
            pincode: input.address.pincode,
            timeSlots: input.timeSlots,
          });
          const record = (f: (typeof photoFiles)[number], kind: string): NewUpload => ({
            ownerAccountId: account.id,
            therapistId: profile.id,
            kind,
            fileName: f.fileName,
            contentType: f.contentType,
            sizeBytes: f.data.length,
            storageKey: f.key,
            isPublic: f.public,
          });
          await insertUploads(tx, [
            ...photoFiles.map((f) => record(f, 'photo')),
            ...documentFiles.map((f) => ({ ...record(f, 'qualification_document'), id: f.id })),
          ]);
          const summary = {
            name: input.name,
            email: input.email,
            phone: input.phone,
            professionalTitle: input.professionalTitle,
            city: input.location.city,
            sessionModes: input.sessionModes,
            documentCount: documents.length,
            slug: profile.slug,
          };
          await notices.mail(tx, [
            // The applicant reads the language they applied in.
            { ...mailOf('applicationReceived', summary), reader: { language: context.language } },
            mailOf('newApplication', summary),
          ]);
        });
      } catch (error) {
        await removeStored(written);
        throw error;
      }
      jobsQueued();
      return { message: THERAPIST_ANSWERS.applicationSent };
    },

    /** A qualification document, for its therapist and the admin team only. */
    async document(caller: Caller, id: string) {
      if (caller.role === 'client') throw forbidden(FRIENDLY.forbidden);
      // Only who decides on documents opens them (decision 0059): support and finance do not.
      if (isTeamRole(caller.role) && !teamMay(caller.role, 'documents', 'read'))
        throw forbidden(FRIENDLY.forbidden);
      const row = isUuid(id) ? await findUpload(db, id) : null;
      const visible =
        row?.kind === 'qualification_document' &&
        (teamMay(caller.role, 'documents', 'read') || row.ownerAccountId === caller.accountId);
      // Another therapist's document answers as if it did not exist.
      if (!row || !visible) throw notFound(THERAPIST_ERRORS.documentNotFound);
      const data = await storage.get(row.storageKey);
      if (!data) throw notFound(THERAPIST_ERRORS.documentNotFound);
      return { fileName: row.fileName, contentType: row.contentType, data };
    },
  };
}
export type TherapistApplicationsService = ReturnType<typeof createTherapistApplicationsService>;
