import { useEffect, useRef } from 'react';
import type { SlotHold } from '@app/domain/schemas/booking';
import { initialSlotChoice, readSlotQuery } from '#components/slot-picker/slot-url';
import type { SlotPicker } from '#components/slot-picker/use-slot-picker';
import { slotKeyOf } from './use-booking-payment';

/**
 * The client's own hold usually arrives after the times are drawn (it needs the person's token):
 * the picker then moves to it, as it would have started there, unless the address names a day or
 * the person has chosen something meanwhile.
 */
export function useResumeFromLateHold(
  picker: SlotPicker,
  ownHold: SlotHold | null,
  params: URLSearchParams,
) {
  const holdKey = ownHold ? slotKeyOf(ownHold) : null;
  // A hold known at the first drawing is where the picker started already.
  const resumed = useRef(holdKey);
  useEffect(() => {
    if (!ownHold || !holdKey || resumed.current === holdKey) return;
    resumed.current = holdKey;
    const query = readSlotQuery(params);
    if (!query.date) picker.resume(initialSlotChoice(query, ownHold));
    // Once per hold: later changes of the address or the picker are the person's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [holdKey]);
}
