import { useMutation } from '@tanstack/react-query';
import { toWireSlot } from '@app/domain/schemas/booking';
import { apiPost } from '#lib/api-client';

const okSchema = () => import('#lib/lazy-schemas').then((m) => m.okResponse);

/** POST /api/user/check-slot-availability: whether the slot can still be booked. */
export function checkSlotAvailability(slot: {
  therapistId: string;
  slotDate: string;
  slotTime: string;
}) {
  return apiPost('/api/user/check-slot-availability', toWireSlot(slot), okSchema);
}

export function useCheckSlotAvailability() {
  return useMutation({ mutationFn: checkSlotAvailability });
}
