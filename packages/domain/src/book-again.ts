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

/**
 * The booking page at a time, in a mode when one is named: the link a notice sends (a waitlist's
 * opened time, a therapist's suggested follow-up). Dates (`2_12_2026`), times (`10:00`) and modes
 * need no escaping, so the link stays readable.
 */
export function bookingPageLink(
  publicUrl: string,
  slug: string,
  time: { slotDate: string; slotTime: string },
  mode: 'online' | 'in-person' | null,
) {
  const query = `date=${time.slotDate}&time=${time.slotTime}${mode ? `&mode=${mode}` : ''}`;
  return `${publicUrl}/booking/${encodeURIComponent(slug)}?${query}`;
}
