import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SlotHold } from '@app/domain/schemas/booking';
import { apiGet } from '#lib/api-client';
import { useAuthToken } from '#lib/auth-token';

const slotHoldSchema = () => import('./booking-schemas').then((m) => m.slotHoldResponse);

export const SLOT_HOLD_KEY = ['account', 'slot-hold'] as const;

/** GET /api/user/slot-hold/:therapistId (token): the caller's own live hold on this therapist. */
export async function getSlotHold(
  therapistId: string,
  signal?: AbortSignal,
): Promise<SlotHold | null> {
  const path = `/api/user/slot-hold/${encodeURIComponent(therapistId)}`;
  return (await apiGet(path, slotHoldSchema, { signal })).hold;
}

export const slotHoldQueryOptions = (therapistId: string, token: string | null) =>
  queryOptions({
    queryKey: [...SLOT_HOLD_KEY, therapistId, token] as const,
    queryFn: ({ signal }) => getSlotHold(therapistId, signal),
    enabled: token !== null && therapistId !== '',
    // A failed look-up only means the slot shows as taken; the page works without it.
    retry: false,
  });

export function useSlotHold(therapistId: string) {
  const token = useAuthToken();
  return useQuery(slotHoldQueryOptions(therapistId, token));
}
