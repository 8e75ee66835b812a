import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  notificationPreferencesResponse,
  startPhoneVerificationResponse,
  type NotificationPreferences,
  type UpdateNotificationPreferencesBody,
} from '@app/domain/schemas/notifications';
import { okResponse } from '@app/domain/schemas/common';
import { apiGet, apiPost, apiPut } from './api-client';

/** The signed-in person's proven phone and text-message choices (My Profile and the dashboard). */
export const NOTIFICATION_PREFERENCES_KEY = ['notification-preferences'] as const;

export function useNotificationPreferences(enabled = true) {
  return useQuery({
    queryKey: NOTIFICATION_PREFERENCES_KEY,
    queryFn: async () =>
      (await apiGet('/api/user/notification-preferences', notificationPreferencesResponse))
        .preferences,
    enabled,
  });
}

function useRefreshPreferences() {
  const queryClient = useQueryClient();
  return (preferences?: NotificationPreferences) =>
    preferences
      ? queryClient.setQueryData(NOTIFICATION_PREFERENCES_KEY, preferences)
      : queryClient.invalidateQueries({ queryKey: NOTIFICATION_PREFERENCES_KEY });
}

/** POST /api/user/phone/start-verification: texts a 6-digit code to the number. */
export function useStartPhoneVerification() {
  const refresh = useRefreshPreferences();
  return useMutation({
    mutationFn: (phone: string) =>
      apiPost('/api/user/phone/start-verification', { phone }, startPhoneVerificationResponse),
    onSuccess: () => void refresh(),
  });
}

/** POST /api/user/phone/verify: proves the number with the code. */
export function useVerifyPhone() {
  const refresh = useRefreshPreferences();
  return useMutation({
    mutationFn: (code: string) => apiPost('/api/user/phone/verify', { code }, okResponse),
    onSuccess: () => void refresh(),
  });
}

/** PUT /api/user/notification-preferences. */
export function useSaveNotificationPreferences() {
  const refresh = useRefreshPreferences();
  return useMutation({
    mutationFn: async (body: UpdateNotificationPreferencesBody) =>
      (
        await apiPut(
          '/api/user/notification-preferences',
          body,
          notificationPreferencesResponse.extend({ message: okResponse.shape.message }),
        )
      ).preferences,
    onSuccess: (preferences) => void refresh(preferences),
  });
}
