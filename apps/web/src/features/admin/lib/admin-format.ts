import {
  formatIstDate,
  formatIstMoment,
  formatTime12h,
  istNowMinutes,
  istToday,
  parseSlotDateKey,
  toSlotDateKey,
} from '@app/domain/ist';
import { parseIsoDay } from '@app/domain/admin-console';

const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 2,
  minimumFractionDigits: 0,
});
const shortDay = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'UTC',
  day: 'numeric',
  month: 'short',
});

/** ₹ with Indian digit grouping, from paise. */
export const formatPaise = (paise: number) => rupees.format(paise / 100);

/** An instant in the product's one format, e.g. "Mon, 23 Nov 2026, 9:30 PM IST". */
export const formatIst = (iso: string | null) => (iso ? formatIstMoment(new Date(iso)) : '—');

/** An instant split for a table cell: "Mon, 23 Nov 2026" and "9:30 PM IST". */
export function istParts(iso: string): { day: string; time: string } {
  const at = new Date(iso);
  const minutes = istNowMinutes(at);
  const hhmm = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  return { day: formatIstDate(istToday(at), 'short'), time: `${formatTime12h(hhmm)} IST` };
}

/** A booked slot (d_m_yyyy and HH:MM) as "Mon, 23 Nov 2026, 9:30 PM IST". */
export function formatSlot(slotDate: string, slotTime: string): string {
  const d = parseSlotDateKey(slotDate);
  return d
    ? `${formatIstDate(d, 'short')}, ${formatTime12h(slotTime)} IST`
    : `${slotDate} ${slotTime}`;
}

/** A YYYY-MM-DD day as "23 Nov". */
export const formatDay = (day: string) => shortDay.format(new Date(`${day}T00:00:00Z`));

/** Query string of the set values only. */
export function queryString(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(params))
    if (v !== undefined && v !== '') search.set(k, String(v));
  const s = search.toString();
  return s ? `?${s}` : '';
}

/** A date field's YYYY-MM-DD as the API's d_m_yyyy day; undefined when empty or not a day. */
export function slotKeyOfIsoDay(isoDay: string): string | undefined {
  const d = parseIsoDay(isoDay);
  return d ? toSlotDateKey(d) : undefined;
}
