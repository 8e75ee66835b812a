import { queryOptions } from '@tanstack/react-query';
import { verifyResetTokenResponse, type ResetPasswordBody } from '@app/domain/schemas/account';
import { okResponse } from '@app/domain/schemas/common';
import { apiPost } from '#lib/api-client';

/** POST /api/user/verify-reset-token: whether a reset link can still be used. */
export function verifyResetToken(token: string, email: string, signal?: AbortSignal) {
  return apiPost('/api/user/verify-reset-token', { token, email }, verifyResetTokenResponse, {
    signal,
  });
}

export const resetLinkQueryOptions = (token: string, email: string) =>
  queryOptions({
    queryKey: ['reset-link', token, email] as const,
    queryFn: ({ signal }) => verifyResetToken(token, email, signal),
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });

/** POST /api/user/reset-password: sets the new password and signs out every session. */
export function resetPassword(body: ResetPasswordBody) {
  return apiPost('/api/user/reset-password', body, okResponse);
}
