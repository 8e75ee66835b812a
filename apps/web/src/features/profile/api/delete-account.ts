import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { deleteAccountResponse, type DeleteAccountBody } from '@app/domain/schemas/privacy';
import { apiPost } from '../../../lib/api-client';
import { clearToken } from '../../../lib/auth-token';

/** POST /api/user/delete-account (token) { password }. */
export function deleteAccount(body: DeleteAccountBody) {
  return apiPost('/api/user/delete-account', body, deleteAccountResponse);
}

/**
 * Deletes the account; on success the server has already revoked every session, so the token is
 * forgotten, cached private data dropped, and the login page opened.
 */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => {
      clearToken();
      queryClient.removeQueries({ queryKey: ['account'] });
      void navigate('/login?mode=login', { replace: true });
    },
  });
}
