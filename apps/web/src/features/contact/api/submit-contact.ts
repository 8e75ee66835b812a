import type { ContactSubmitInput } from '@app/domain/schemas/contact';
import { okResponse } from '@app/domain/schemas/common';
import { apiPost, callErrorMessage } from '#lib/api-client';

/** POST /api/contact/submit */
export function submitContact(body: ContactSubmitInput) {
  return apiPost('/api/contact/submit', body, okResponse);
}

/** The contact form's failure text (spec §8: server message, else by kind of failure). */
export function contactFailureMessage(error: unknown): string {
  return callErrorMessage(error, 'POST /api/contact/submit');
}
