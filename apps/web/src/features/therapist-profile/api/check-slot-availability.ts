import { useMutation } from '@tanstack/react-query';
import type { CheckSlotAvailabilityBody } from '@app/domain/schemas/booking';
import { apiPost } from '#lib/api-client';

const okSchema = () => import('#lib/lazy-schemas').then((m) => m.okResponse);

/** POST /api/user/check-slot-availability: whether the slot can still be booked. */
export function checkSlotAvailability(body: CheckSlotAvailabilityBody) {
  return apiPost('/api/user/check-slot-availability', body, okSchema);
}

export function useCheckSlotAvailability() {
  return useMutation({ mutationFn: checkSlotAvailability });
}
