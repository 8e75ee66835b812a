import { useMutation } from '@tanstack/react-query';
import { okResponse } from '@app/domain/schemas/common';
import { apiPost } from '#lib/api-client';

/** POST /api/user/close-account-request (token) { note }: files the request in the team's inbox. */
export const useRequestClosure = () =>
  useMutation({
    mutationFn: (note: string) => apiPost('/api/user/close-account-request', { note }, okResponse),
  });
