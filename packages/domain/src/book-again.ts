import { addIstDays, istDayIndex, istToday, parseSlotDateKey, toSlotDateKey } from './ist';

/**
 * The day "Book your next session" offers after a session on `slotDate`: the same weekday one week
 * later, or the first such weekday after today when that has passed (a session long ago).
 */
export function nextSessionDay(slotDate: string, now: Date): string | null {
  const day = parseSlotDateKey(slotDate);
  if (!day) return null;
  const today = istDayIndex(istToday(now));
  const weeks = Math.max(1, Math.floor((today - istDayIndex(day)) / 7) + 1);
  return toSlotDateKey(addIstDays(day, weeks * 7));
}
