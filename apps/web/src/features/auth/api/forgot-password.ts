import { okResponse } from '@app/domain/schemas/common';
import { apiPost } from '../../../lib/api-client';

/** POST /api/user/forgot-password: mails a reset link (same answer whether or not the account exists). */
export function requestPasswordReset(email: string) {
  return apiPost('/api/user/forgot-password', { email: email.trim() }, okResponse);
}
