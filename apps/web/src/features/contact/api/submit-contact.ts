import type { ContactSubmitInput } from '@app/domain/schemas/contact';
import { okResponse } from '@app/domain/schemas/common';
import { MESSAGES } from '@app/domain/messages';
import { apiPost, isApiError } from '../../../lib/api-client';

/** POST /api/contact/submit */
export function submitContact(body: ContactSubmitInput) {
  return apiPost('/api/contact/submit', body, okResponse);
}

/** The contact form's failure text (spec §8: server message, else by kind of failure). */
export function contactFailureMessage(error: unknown): string {
  const C = MESSAGES.contact;
  if (!isApiError(error)) return C.failed;
  if (error.status === 0) return C.network;
  if (error.status >= 500) return C.serverError;
  return error.serverMessage ? error.message : C.failed;
}
