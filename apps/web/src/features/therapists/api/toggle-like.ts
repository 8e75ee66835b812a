import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TherapistListItem } from '@app/domain/schemas/therapist';
import { likeToggleResponse, type LikeToggleResponse } from '@app/domain/schemas/likes';
import { MESSAGES } from '@app/domain/messages';
import { apiPost } from '../../../lib/api-client';
import { showError } from '../../../lib/toast';
import { therapistListKeyRoot } from './get-therapists';

/** POST /api/doctor/like-toggle { docId } (needs a token). */
export function toggleLike(docId: string): Promise<LikeToggleResponse> {
  return apiPost('/api/doctor/like-toggle', { docId }, likeToggleResponse);
}

/**
 * Likes or unlikes a therapist and patches every cached list with the server's answer, so the
 * new flag and count show at once (spec §4).
 */
export function useToggleLike() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (docId: string) => toggleLike(docId),
    onSuccess: (result, docId) => {
      queryClient.setQueriesData<TherapistListItem[]>({ queryKey: therapistListKeyRoot }, (list) =>
        list?.map((t) =>
          t._id === docId ? { ...t, liked: result.liked, likes: result.likes } : t,
        ),
      );
    },
    onError: (error) => {
      showError(error.message || MESSAGES.like.failed, { id: 'like-failed' });
    },
  });
}
