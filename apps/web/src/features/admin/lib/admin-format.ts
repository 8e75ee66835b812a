const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 2,
  minimumFractionDigits: 0,
});
const dateTime = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
const shortDay = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'UTC',
  day: 'numeric',
  month: 'short',
});

/** ₹ with Indian digit grouping, from paise. */
export const formatPaise = (paise: number) => rupees.format(paise / 100);

/** An instant as IST wall-clock time, e.g. "23 Nov 2026, 9:30 pm IST". */
export const formatIst = (iso: string | null) =>
  iso ? `${dateTime.format(new Date(iso))} IST` : '—';

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
