import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateProfileBody } from '@app/domain/schemas/account';
import { okResponse } from '@app/domain/schemas/common';
import { apiPost } from '#lib/api-client';

/** POST /api/user/update-profile (token) { firstName, lastName, username }. */
export function updateProfile(body: UpdateProfileBody) {
  return apiPost('/api/user/update-profile', body, okResponse);
}

/** Saves the profile, then reloads it (the header's username follows). */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['account', 'profile'] }),
  });
}
