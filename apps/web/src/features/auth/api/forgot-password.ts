import { okResponse } from '@app/domain/schemas/common';
import { apiPost } from '#lib/api-client';

/**
 * POST /api/user/forgot-password: mails a reset link (same answer whether or not the account
 * exists). `turnstileToken` only once the API asked for the human check.
 */
export function requestPasswordReset({
  email,
  turnstileToken,
}: {
  email: string;
  turnstileToken?: string;
}) {
  return apiPost('/api/user/forgot-password', { email: email.trim(), turnstileToken }, okResponse);
}
