import { useMutation } from '@tanstack/react-query';
import { okResponse } from '@app/domain/schemas/common';
import type { CheckSlotAvailabilityBody } from '@app/domain/schemas/booking';
import { apiPost } from '../../../lib/api-client';

/** POST /api/user/check-slot-availability: whether the slot can still be booked. */
export function checkSlotAvailability(body: CheckSlotAvailabilityBody) {
  return apiPost('/api/user/check-slot-availability', body, okResponse);
}

export function useCheckSlotAvailability() {
  return useMutation({ mutationFn: checkSlotAvailability });
}
