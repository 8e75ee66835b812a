import { useMutation } from '@tanstack/react-query';
import { calendarFeedResponse } from '@app/domain/schemas/time-off';
import { apiPost } from '#lib/api-client';

/** POST /api/dashboard/calendar-feed → a new private webcal:// address (the old one stops). */
export function useTherapistCalendarFeed() {
  return useMutation({
    mutationFn: async () =>
      (await apiPost('/api/dashboard/calendar-feed', {}, calendarFeedResponse)).url,
  });
}
