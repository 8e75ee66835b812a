import { tokenResponse, type LoginBody } from '@app/domain/schemas/account';
import { apiPost } from '#lib/api-client';

/** POST /api/user/login → a session token. */
export function login(body: LoginBody) {
  return apiPost('/api/user/login', body, tokenResponse);
}
