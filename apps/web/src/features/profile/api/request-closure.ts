import { useMutation } from '@tanstack/react-query';
import { okResponse } from '@app/domain/schemas/common';
import { apiPost } from '#lib/api-client';

/** POST /api/user/close-account-request (token) { note }: the team closes the account. */
export function requestClosure(note: string) {
  return apiPost('/api/user/close-account-request', { note }, okResponse);
}

export const useRequestClosure = () => useMutation({ mutationFn: requestClosure });
