import type { FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { failureResponse } from '@app/domain/schemas/common';
import { JOIN_LIMITS, JOIN_TEXT, therapistJoinResponse } from '@app/domain/schemas/therapist-join';
import { AppError, badRequest } from '../../plugins/errors';
import { rateLimited } from '../../plugins/rate-limit';
import type {
  ApplicationFiles,
  TherapistApplicationsService,
} from './therapist-applications.service';

const tooLarge = (message: string) => new AppError(413, message);
// NUL cannot be stored in PostgreSQL text: refused before any query, like any hostile text.
const NUL_MESSAGE = 'Text must not contain NUL characters';
const TEXT_FIELD_BYTES = 16 * 1024;

/**
 * Reads the whole multipart body within the limits: text fields, one photo (`image`) and up
 * to five documents (`qualificationDocuments`), each at most 5 MB and 20 MB in all. Anything
 * past a limit is refused with its own message before the rest is read.
 */
async function readApplication(request: FastifyRequest) {
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
      if (isPhoto && files.photo) throw badRequest(JOIN_TEXT.onePhoto);
      if (!isPhoto && files.documents.length >= JOIN_LIMITS.documentCount) {
        throw tooLarge(JOIN_TEXT.tooManyDocuments);
      }
      let data: Buffer;
      try {
        data = await part.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code !== 'FST_REQ_FILE_TOO_LARGE') throw error;
        throw tooLarge(isPhoto ? JOIN_TEXT.photoTooLarge : JOIN_TEXT.documentTooLarge);
      }
      total += data.length;
      if (total > JOIN_LIMITS.requestBytes) throw tooLarge(JOIN_TEXT.filesTooLarge);
      const file = { fileName: part.filename.slice(0, 200), data };
      if (isPhoto) files.photo = file;
      else files.documents.push(file);
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_FILES_LIMIT') {
      throw tooLarge(JOIN_TEXT.tooManyDocuments);
    }
    throw error;
  }
  // An empty file input still sends a part without a name or bytes.
  if (files.photo && files.photo.data.length === 0) files.photo = null;
  files.documents = files.documents.filter((d) => d.data.length > 0);
  return { fields, files };
}

export const therapistApplicationsRoutes: FastifyPluginAsyncZod<{
  applications: TherapistApplicationsService;
}> = async (app, { applications }) => {
  await app.register(multipart);

  app.post(
    '/api/doctor/join',
    {
      config: rateLimited(10, '1 hour'),
      schema: {
        tags: ['therapist applications'],
        summary:
          'Apply as a therapist (multipart: the join form fields, `image` and `qualificationDocuments`)',
        consumes: ['multipart/form-data'],
        response: {
          200: therapistJoinResponse,
          400: failureResponse,
          409: failureResponse,
          413: failureResponse,
          429: failureResponse,
        },
      },
    },
    async (request) => {
      const { fields, files } = await readApplication(request);
      return {
        success: true as const,
        ...(await applications.apply(fields, files, { remoteIp: request.ip })),
      };
    },
  );

  app.get(
    '/api/doctor/documents/:id',
    {
      schema: {
        tags: ['therapist applications'],
        summary: 'A qualification document: its therapist and the admin team only',
        security: [{ token: [] }],
        params: z.object({ id: z.string().max(64) }),
      },
    },
    async (request, reply) => {
      const file = await applications.document(app.requireCaller(request), request.params.id);
      const asciiName = file.fileName.replace(/[^\x20-\x7e]|["\\]/g, '_') || 'document';
      return reply
        .type(file.contentType)
        .header('Cache-Control', 'private, no-store')
        .header(
          'Content-Disposition',
          `attachment; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
        )
        .header('Content-Security-Policy', "default-src 'none'; sandbox")
        .send(file.data);
    },
  );
};
