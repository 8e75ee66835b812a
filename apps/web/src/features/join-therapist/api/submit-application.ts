import { FRIENDLY } from '@app/domain/failure-words';
import { encodeJoinFields } from '@app/domain/schemas/therapist-join-basics';
import type { TherapistJoinInput } from '@app/domain/schemas/therapist-join';
import { postWithProgress, type UploadProgress } from '#lib/upload';
import { pageT } from '#lib/i18n/messages';
import { JOIN } from '../lib/join-words';

export type ApplicationFiles = { photo: File; documents: File[] };
export type SubmitResult = { ok: true; message: string } | { ok: false; message: string };

/**
 * The join form's failure text (spec §8): the server's message (a taken email reads as the
 * spec's duplicate text), else 'Submission failed' when the server answered without one, else
 * 'Something went wrong' when no answer came.
 */
export function joinFailureMessage(
  status: number,
  code: string | undefined,
  serverMessage: string | undefined,
): string {
  if (code === 'EMAIL_TAKEN') return pageT()(FRIENDLY.duplicateEmail);
  if (serverMessage) return serverMessage;
  return pageT()(status === 0 ? JOIN.submitUnreachable : JOIN.submitFailed);
}

/** POST /api/doctor/join as multipart, reporting upload progress. */
export async function submitApplication(
  payload: TherapistJoinInput,
  files: ApplicationFiles,
  onProgress: (progress: UploadProgress) => void,
): Promise<SubmitResult> {
  const form = new FormData();
  for (const [key, value] of encodeJoinFields(payload)) form.append(key, value);
  form.append('image', files.photo, files.photo.name);
  for (const d of files.documents) form.append('qualificationDocuments', d, d.name);
  const { status, data } = await postWithProgress('/api/doctor/join', form, onProgress);
  const body = (typeof data === 'object' && data !== null ? data : {}) as {
    success?: unknown;
    code?: unknown;
    message?: unknown;
  };
  const message = typeof body.message === 'string' ? body.message : undefined;
  if (status >= 200 && status < 300 && body.success === true) {
    return { ok: true, message: message ?? '' };
  }
  const code = typeof body.code === 'string' ? body.code : undefined;
  return { ok: false, message: joinFailureMessage(status, code, message) };
}
