import { useMutation } from '@tanstack/react-query';
import { calendarFeedResponse } from '@app/domain/schemas/time-off';
import { apiPost } from '#lib/api-client';

/** POST /api/user/calendar-feed → a new private webcal:// address (the old one stops). */
export function useClientCalendarFeed() {
  return useMutation({
    mutationFn: async () =>
      (await apiPost('/api/user/calendar-feed', {}, calendarFeedResponse)).url,
  });
}
