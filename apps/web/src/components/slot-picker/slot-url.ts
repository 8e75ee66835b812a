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

function slotParams(choice: Partial<SlotQuery>): URLSearchParams {
  const params = new URLSearchParams();
  if (choice.date) params.set('date', choice.date);
  if (choice.time) params.set('time', choice.time);
  if (choice.mode) params.set('mode', choice.mode);
  return params;
}

/** /booking/{slug} with the choice, and from=profile when the visit started on the profile. */
export function bookingHref(slug: string, choice: Partial<SlotQuery>, fromProfile: boolean) {
  const params = slotParams(choice);
  if (fromProfile) params.set('from', 'profile');
  const query = params.toString();
  return `/booking/${encodeURIComponent(slug)}${query ? `?${query}` : ''}`;
}

/** The sign-up page, coming back to `redirect` afterwards. */
export function signUpHref(redirect: string): string {
  return `/login?${new URLSearchParams({ mode: 'signup', redirect }).toString()}`;
}

/** /appointment/{docId} with the choice, the review page's reloadable address. */
export function appointmentHref(docId: string, choice: Partial<SlotQuery>) {
  const query = slotParams(choice).toString();
  return `/appointment/${encodeURIComponent(docId)}${query ? `?${query}` : ''}`;
}
