import { useQuery } from '@tanstack/react-query';
import { therapistBySlugResponse } from '@app/domain/schemas/therapist';
import { apiGet } from '#lib/api-client';

/** The slug of an approved therapist, from their id (GET /api/doctor/by-id/{id}). */
export function useTherapistSlug(therapistId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['therapists', 'by-id', therapistId] as const,
    queryFn: async ({ signal }) =>
      (
        await apiGet(
          `/api/doctor/by-id/${encodeURIComponent(therapistId)}`,
          therapistBySlugResponse,
          {
            signal,
          },
        )
      ).data.slug,
    enabled,
    retry: false,
  });
}
