import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { okResponse } from '@app/domain/schemas/common';
import { apiPost } from '#lib/api-client';
import { clearToken } from '#lib/auth-token';
import { paths } from '#config/paths';

/** POST /api/user/logout: revokes the session of the stored token. */
export function logout() {
  return apiPost('/api/user/logout', {}, okResponse);
}

/**
 * Signs out: revokes the session on the server, then forgets the token whatever the answer (an
 * already expired session is signed out too), drops cached private data and opens the login page.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logout,
    onSettled: () => {
      clearToken();
      queryClient.removeQueries({ queryKey: ['account'] });
      void navigate(paths.login({ mode: 'login' }));
    },
  });
}
