import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  dashboardDocumentsResponse,
  dashboardProfileResponse,
  type DashboardDocuments,
  type DashboardProfile,
  type DashboardProfileInput,
} from '@app/domain/schemas/dashboard';
import { apiDelete, apiGet, apiPut } from '#lib/api-client';
import { useAuthToken } from '#lib/auth-token';
import { postWithProgress } from '#lib/upload';
import { pageT } from '#lib/i18n/messages';
import { PROFILE } from '../lib/profile-words';
import { DASHBOARD_KEY } from './get-me';

const PROFILE_KEY = [...DASHBOARD_KEY, 'profile'] as const;
const DOCUMENTS_KEY = [...DASHBOARD_KEY, 'documents'] as const;

/** GET /api/dashboard/profile → the editable fields and the photo. */
export async function getProfile(signal?: AbortSignal): Promise<DashboardProfile> {
  return (await apiGet('/api/dashboard/profile', dashboardProfileResponse, { signal })).profile;
}

export const profileQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: [...PROFILE_KEY, token] as const,
    queryFn: ({ signal }) => getProfile(signal),
    enabled: token !== null,
  });

export const useDashboardProfile = () => useQuery(profileQueryOptions(useAuthToken()));

/** PUT /api/dashboard/profile: live at once. */
export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DashboardProfileInput) =>
      apiPut('/api/dashboard/profile', body, dashboardProfileResponse),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: DASHBOARD_KEY }),
  });
}

/** GET /api/dashboard/documents → the private documents on file and the verified state. */
export async function getDocuments(signal?: AbortSignal): Promise<DashboardDocuments> {
  return apiGet('/api/dashboard/documents', dashboardDocumentsResponse, { signal });
}

export const documentsQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: [...DOCUMENTS_KEY, token] as const,
    queryFn: ({ signal }) => getDocuments(signal),
    enabled: token !== null,
  });

export const useDashboardDocuments = () => useQuery(documentsQueryOptions(useAuthToken()));

/** DELETE /api/dashboard/documents/{id}: takes back a document the team has not accepted. */
export function useRemoveDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiDelete(`/api/dashboard/documents/${encodeURIComponent(id)}`, dashboardDocumentsResponse),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: DASHBOARD_KEY }),
  });
}

/** A multipart upload with a real progress bar; answers the server's message on failure. */
export async function uploadWithProgress(
  path: string,
  form: FormData,
  onProgress: (percent: number) => void,
): Promise<{ ok: true } | { ok: false; message: string }> {
  const answer = await postWithProgress(path, form, (p) =>
    onProgress(p.total > 0 ? (p.loaded / p.total) * 100 : 0),
  );
  if (answer.status === 200) return { ok: true };
  const data = answer.data as { message?: unknown } | undefined;
  return {
    ok: false,
    message:
      typeof data?.message === 'string' && answer.status >= 400 && answer.status < 500
        ? data.message
        : pageT()(PROFILE.uploadFailed),
  };
}

export function useInvalidateDashboard() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: DASHBOARD_KEY });
}
