import type { FastifyRequest } from 'fastify';
import { JOIN_LIMITS, JOIN_TEXT } from '@app/domain/schemas/therapist-join';
import { AppError, badRequest, type ErrorWords } from '../../shared/app-error';
import { THERAPIST_ERRORS, UPLOAD_ERRORS } from './therapist-errors';
import type { ApplicationFiles } from './therapist-applications.service';

const tooLarge = (words: ErrorWords) => new AppError(413, words);
// NUL cannot be stored in PostgreSQL text: refused before any query, like any hostile text.
const NUL_MESSAGE = 'Text must not contain NUL characters';
const TEXT_FIELD_BYTES = 16 * 1024;

/**
 * Reads the whole multipart body within the limits: text fields, one photo (`image`) and up
 * to five documents (`qualificationDocuments`), each at most 5 MB and 20 MB in all. Anything
 * past a limit is refused with its own message before the rest is read.
 */
export async function readApplication(request: FastifyRequest) {
  if (!request.isMultipart()) throw badRequest(JOIN_TEXT.notMultipart);
  const fields: Record<string, string> = {};
  const files: ApplicationFiles = { photo: null, documents: [] };
  let total = 0;
  const parts = request.parts({
    limits: {
      fileSize: Math.max(JOIN_LIMITS.photoBytes, JOIN_LIMITS.documentBytes),
      files: JOIN_LIMITS.documentCount + 1,
      fields: 40,
      fieldSize: TEXT_FIELD_BYTES,
      parts: 60,
    },
  });
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.valueTruncated) throw badRequest(`The field ${part.fieldname} is too long`);
        if (String(part.value).includes('\u0000')) throw badRequest(NUL_MESSAGE);
        fields[part.fieldname] ??= String(part.value);
        continue;
      }
      if (part.filename.includes('\u0000')) throw badRequest(NUL_MESSAGE);
      const isPhoto = part.fieldname === 'image';
      if (!isPhoto && part.fieldname !== 'qualificationDocuments') {
        throw badRequest(`Unexpected file field ${part.fieldname}`);
      }
      if (isPhoto && files.photo) throw badRequest(THERAPIST_ERRORS.onePhoto);
      if (!isPhoto && files.documents.length >= JOIN_LIMITS.documentCount) {
        throw tooLarge(UPLOAD_ERRORS.tooManyDocuments);
      }
      let data: Buffer;
      try {
        data = await part.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code !== 'FST_REQ_FILE_TOO_LARGE') throw error;
        throw tooLarge(isPhoto ? UPLOAD_ERRORS.photoTooLarge : UPLOAD_ERRORS.documentTooLarge);
      }
      total += data.length;
      if (total > JOIN_LIMITS.requestBytes) throw tooLarge(UPLOAD_ERRORS.filesTooLarge);
      const file = { fileName: part.filename.slice(0, 200), data };
      if (isPhoto) files.photo = file;
      else files.documents.push(file);
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_FILES_LIMIT') {
      throw tooLarge(UPLOAD_ERRORS.tooManyDocuments);
    }
    throw error;
  }
  // An empty file input still sends a part without a name or bytes.
  if (files.photo && files.photo.data.length === 0) files.photo = null;
  files.documents = files.documents.filter((d) => d.data.length > 0);
  return { fields, files };
}
