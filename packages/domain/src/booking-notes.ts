import { REFUND_WINDOW_HOURS } from './constants';
import { formatIstDate, formatTime12h, istNowMinutes, istToday } from './ist';
import { formatRupees } from './pricing';
import { acceptanceDeadline } from './therapist-sessions';

/**
 * An in-person venue as one line: the address parts in order, each comma-separated piece once
 * ('Vasant Vihar, Dehradun' + 'Dehradun' + '248006' → 'Vasant Vihar, Dehradun, 248006').
 */
export function venueAddress(parts: readonly string[]): string {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const piece of parts.flatMap((p) => p.split(','))) {
    const text = piece.trim().replace(/\s+/g, ' ');
    const key = text.toLowerCase();
    if (text === '' || seen.has(key)) continue;
    seen.add(key);
    kept.push(text);
  }
  return kept.join(', ');
}

/** '6:15 PM IST on Fri, 27 Nov 2026': an instant read in India's time. */
export function istMomentText(instant: Date): string {
  const minutes = istNowMinutes(instant);
  const hhmm = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  return `${formatTime12h(hhmm)} IST on ${formatIstDate(istToday(instant), 'short')}`;
}

/**
 * What a paid booking the therapist has not accepted yet means for the client: by when they
 * confirm, and that the booking fee comes back in full if they do not (non-acceptance.service).
 */
export function pendingConfirmationNote(b: {
  bookedAt: Date;
  startsAt: Date;
  bookingFeeRupees: number;
}): string {
  const by = istMomentText(acceptanceDeadline(b.bookedAt, b.startsAt));
  return `Awaiting the therapist's confirmation by ${by}. If they do not confirm by then, the booking is cancelled and your ${formatRupees(b.bookingFeeRupees)} booking fee is refunded in full.`;
}

/** A cancelled booking whose fee was kept, said plainly (refundForCancellation decided it). */
export function notRefundedNote(b: {
  bookingFeeRupees: number;
  requestedBy: 'user' | 'therapist' | null;
}): string {
  const fee = formatRupees(b.bookingFeeRupees);
  return b.requestedBy === 'user'
    ? `The ${fee} booking fee was not refunded: cancellations requested more than ${REFUND_WINDOW_HOURS} hours after booking are non-refundable.`
    : `The ${fee} booking fee was not refunded.`;
}
