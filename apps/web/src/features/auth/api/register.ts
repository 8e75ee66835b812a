import { tokenResponse, type RegisterBody } from '@app/domain/schemas/account';
import { apiPost } from '#lib/api-client';

/** POST /api/user/register → a session token for the new account. */
export function register(body: RegisterBody) {
  return apiPost('/api/user/register', body, tokenResponse);
}
