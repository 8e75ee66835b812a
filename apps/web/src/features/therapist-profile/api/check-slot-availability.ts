import { useMutation } from '@tanstack/react-query';
import { apiPost } from '#lib/api-client';

/** POST /api/user/check-slot-availability: whether the slot can still be booked. */
export async function checkSlotAvailability(slot: {
  therapistId: string;
  slotDate: string;
  slotTime: string;
}) {
  const { okResponse, toWireSlot } = await import('#lib/lazy-schemas');
  return apiPost('/api/user/check-slot-availability', toWireSlot(slot), okResponse);
}

export function useCheckSlotAvailability() {
  return useMutation({ mutationFn: checkSlotAvailability });
}
