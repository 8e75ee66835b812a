import { apiPost, callErrorMessage } from '#lib/api-client';

const okSchema = () => import('#lib/lazy-schemas').then((m) => m.okResponse);

/** POST /api/newsletter/subscribe { email } (a repeat subscription is answered kindly). */
export function subscribe(email: string) {
  return apiPost('/api/newsletter/subscribe', { email }, okSchema);
}

export function subscribeFailureMessage(error: unknown): string {
  return callErrorMessage(error, 'POST /api/newsletter/subscribe');
}
