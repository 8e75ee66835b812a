import { okResponse } from '@app/domain/schemas/common';
import { apiPost, callErrorMessage } from '../../../lib/api-client';

/** POST /api/newsletter/subscribe { email } (a repeat subscription is answered kindly). */
export function subscribe(email: string) {
  return apiPost('/api/newsletter/subscribe', { email }, okResponse);
}

export function subscribeFailureMessage(error: unknown): string {
  return callErrorMessage(error, 'POST /api/newsletter/subscribe');
}
