import { okResponse } from '@app/domain/schemas/common';
import { MESSAGES } from '@app/domain/messages';
import { apiPost, isApiError } from '../../../lib/api-client';

/** POST /api/newsletter/subscribe { email } (a repeat subscription is answered kindly). */
export function subscribe(email: string) {
  return apiPost('/api/newsletter/subscribe', { email }, okResponse);
}

export function subscribeFailureMessage(error: unknown): string {
  if (isApiError(error) && error.status === 0) return MESSAGES.newsletter.network;
  return isApiError(error) && error.serverMessage ? error.message : MESSAGES.newsletter.failed;
}
