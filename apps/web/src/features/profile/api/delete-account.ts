import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteAccountResponse, type DeleteAccountBody } from '@app/domain/schemas/privacy';
import { apiPost } from '#lib/api-client';
import { clearToken } from '#lib/auth-token';

/** POST /api/user/delete-account (token) { password }. */
export function deleteAccount(body: DeleteAccountBody) {
  return apiPost('/api/user/delete-account', body, deleteAccountResponse);
}

/**
 * Deletes the account. The server has revoked every session by the time it answers, so `forget`
 * drops the token and the cached private data; the page decides where to go first.
 */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  const mutation = useMutation({ mutationFn: deleteAccount });
  const forget = () => {
    clearToken();
    queryClient.removeQueries({ queryKey: ['account'] });
  };
  return { ...mutation, forget };
}
