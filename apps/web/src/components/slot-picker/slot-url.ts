import type { SessionTypeValue } from './use-slot-picker';

/** A slot choice as the booking and review URLs carry it: ?date=KEY&time=HH:MM&mode=… */
export type SlotQuery = { date: string | null; time: string | null; mode: SessionTypeValue | null };

/**
 * Where the booking page's picker starts: the choice in the address when it names a day, else the
 * client's own live hold (coming back after closing the checkout), else nothing.
 */
export function initialSlotChoice(
  query: SlotQuery,
  hold: { slotDate: string; slotTime: string; sessionType: SessionTypeValue } | null,
): { dateKey: string | null; time: string | null; mode: SessionTypeValue | null } {
  if (query.date || !hold) return { dateKey: query.date, time: query.time, mode: query.mode };
  return { dateKey: hold.slotDate, time: hold.slotTime, mode: hold.sessionType };
}

export function readSlotQuery(params: URLSearchParams): SlotQuery {
  const mode = params.get('mode');
  return {
    date: params.get('date'),
    time: params.get('time'),
    mode: mode === 'online' || mode === 'in-person' ? mode : null,
  };
}
