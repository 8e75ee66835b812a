import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  caseNoteResponse,
  caseNotesResponse,
  reportDetailResponse,
  suspensionPreviewResponse,
} from '@app/domain/schemas/admin-cases';
import { apiGet, apiPost } from '#lib/api-client';
import { ADMIN_KEY } from './admin-keys';

const noRetryOn = (error: unknown) =>
  Boolean(
    error &&
    'status' in (error as object) &&
    [400, 401, 403, 404].includes(Number((error as { status: unknown }).status)),
  );
const retry = (count: number, error: unknown) => count < 1 && !noRetryOn(error);

/** GET /api/admin/therapists/:id/suspension-preview: the sessions a suspension touches now. */
export const useSuspensionPreview = (therapistId: string) =>
  useQuery({
    queryKey: [...ADMIN_KEY, 'suspension-preview', therapistId] as const,
    queryFn: ({ signal }) =>
      apiGet(
        `/api/admin/therapists/${encodeURIComponent(therapistId)}/suspension-preview`,
        suspensionPreviewResponse,
        { signal },
      ),
    // Sessions are booked and cancelled all the time: ask again whenever the dialog opens.
    staleTime: 0,
    gcTime: 0,
    retry,
  });

/** GET /api/admin/reports/:id: the report with its therapist, session and reporter. */
export const useReport = (id: string) =>
  useQuery({
    queryKey: [...ADMIN_KEY, '/api/admin/reports', id] as const,
    queryFn: ({ signal }) =>
      apiGet(`/api/admin/reports/${encodeURIComponent(id)}`, reportDetailResponse, { signal }),
    retry,
  });

const NOTES_KEY = [...ADMIN_KEY, '/api/admin/notes'] as const;

/** GET /api/admin/notes?subject=kind:id, oldest first. */
export const useCaseNotes = (subject: string) =>
  useQuery({
    queryKey: [...NOTES_KEY, subject] as const,
    queryFn: ({ signal }) =>
      apiGet(`/api/admin/notes?subject=${encodeURIComponent(subject)}`, caseNotesResponse, {
        signal,
      }),
    retry,
  });

/** POST /api/admin/notes { subject, body }; the subject's notes reload. */
export function useAddCaseNote(subject: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => apiPost('/api/admin/notes', { subject, body }, caseNoteResponse),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: [...NOTES_KEY, subject] }),
  });
}
