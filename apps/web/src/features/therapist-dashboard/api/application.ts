import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { okResponse } from '@app/domain/schemas/common';
import {
  applicationDetailsResponse,
  type ApplicationDetails,
  type ApplicationDetailsInput,
} from '@app/domain/schemas/therapist-application';
import { apiGet, apiPost, apiPut } from '#lib/api-client';
import { useAuthToken } from '#lib/auth-token';
import { DASHBOARD_KEY } from './get-me';

const APPLICATION_KEY = [...DASHBOARD_KEY, 'application'] as const;

/** GET /api/dashboard/application → name, title, qualifications, experience and if editable. */
export async function getApplication(signal?: AbortSignal): Promise<ApplicationDetails> {
  return (await apiGet('/api/dashboard/application', applicationDetailsResponse, { signal }))
    .application;
}

export const applicationQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: [...APPLICATION_KEY, token] as const,
    queryFn: ({ signal }) => getApplication(signal),
    enabled: token !== null,
  });

export const useApplication = () => useQuery(applicationQueryOptions(useAuthToken()));

/** PUT /api/dashboard/application: the banner's name and the details reload. */
export function useSaveApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApplicationDetailsInput) =>
      apiPut('/api/dashboard/application', body, applicationDetailsResponse),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: DASHBOARD_KEY }),
  });
}

/** POST /api/dashboard/application/resubmit: back in the review queue (the banner reloads). */
export function useResubmitApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (note: string) =>
      apiPost('/api/dashboard/application/resubmit', { note }, okResponse),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: DASHBOARD_KEY }),
  });
}
