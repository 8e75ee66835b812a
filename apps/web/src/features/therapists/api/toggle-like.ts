import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ListedTherapist } from '@app/domain/schemas/therapist';
import type { LikeToggleResponse } from '@app/domain/schemas/likes';
import { apiPost, callErrorMessage } from '#lib/api-client';
import { THERAPIST_DETAIL_KEY_ROOT } from '#lib/therapist-detail';
import { showError } from '#lib/toast';
import type { ListingPage } from '@app/domain/schemas/search';
import { featuredKeyRoot } from './get-featured-therapists';
import { therapistSearchKeyRoot } from './search-therapists';

type Liked = { id: string; liked: boolean; likes: number };

/** POST /api/doctor/like-toggle { docId } (needs a token). */
export async function toggleLike(therapistId: string): Promise<LikeToggleResponse> {
  const { likeToggleResponse, toWireLikeToggle } = await import('#lib/lazy-schemas');
  return apiPost('/api/doctor/like-toggle', toWireLikeToggle(therapistId), likeToggleResponse);
}

/**
 * Likes or unlikes a therapist and patches every cached list with the server's answer, so the
 * new flag and count show at once (spec §4).
 */
export function useToggleLike() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (therapistId: string) => toggleLike(therapistId),
    onSuccess: (result, therapistId) => {
      const patch = <T extends Liked>(t: T): T =>
        t.id === therapistId ? { ...t, liked: result.liked, likes: result.likes } : t;
      queryClient.setQueriesData<ListedTherapist[]>({ queryKey: featuredKeyRoot }, (list) =>
        list?.map(patch),
      );
      queryClient.setQueriesData<ListingPage>({ queryKey: therapistSearchKeyRoot }, (res) =>
        res ? { ...res, therapists: res.therapists.map(patch) } : res,
      );
      queryClient.setQueriesData<{ data: Liked }>({ queryKey: THERAPIST_DETAIL_KEY_ROOT }, (res) =>
        res ? { ...res, data: patch(res.data) } : res,
      );
    },
    onError: (error) => {
      showError(callErrorMessage(error, 'POST /api/doctor/like-toggle'), { id: 'like-failed' });
    },
  });
}
