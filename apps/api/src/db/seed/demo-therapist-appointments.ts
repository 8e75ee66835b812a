/**
 * The demo therapist's own bookings, by three demo clients, one in every state the dashboard shows
 * (awaiting acceptance, accepted online and in person, a request of each side pending, a past
 * session still to be marked, completed, not attended, cancelled by the client, declined, not
 * accepted in time) plus completed sessions over the past weeks for the chart. Pure, relative to
 * `now`; written by seed-appointments.ts like the demo client's.
 */
import { BOOKING_FEE_PAISE } from '@app/domain/constants';
import { addIstDays, istInstant, istToday, istWeekday, toSlotDateKey } from '@app/domain/ist';
import { bookingAmounts } from '@app/domain/pricing';
import { sessionEnd } from '@app/domain/therapist-sessions';
import type { DemoAppointment } from './demo-appointments';
import type { TherapistSeed } from './demo-data';

export type TherapistDemoState =
  | 'awaiting'
  | 'accepted'
  | 'client-request'
  | 'therapist-request'
  | 'to-mark'
  | 'completed'
  | 'not-attended'
  | 'cancelled-by-client'
  | 'declined'
  | 'not-accepted';

const HOUR_MS = 3_600_000;

/** fromDay: IST days from today; bookedHoursBefore: before now for upcoming, before the start for past. */
const PLAN: readonly {
  state: TherapistDemoState;
  fromDay: number;
  bookedHoursBefore: number;
  /** Which demo client books it; by default the first three take turns. */
  client?: number;
}[] = [
  { state: 'awaiting', fromDay: 3, bookedHoursBefore: 2 },
  { state: 'awaiting', fromDay: 6, bookedHoursBefore: 5 },
  { state: 'accepted', fromDay: 4, bookedHoursBefore: 30 },
  { state: 'accepted', fromDay: 7, bookedHoursBefore: 50 },
  { state: 'client-request', fromDay: 5, bookedHoursBefore: 40 },
  { state: 'therapist-request', fromDay: 8, bookedHoursBefore: 60 },
  { state: 'cancelled-by-client', fromDay: 9, bookedHoursBefore: 70 },
  { state: 'declined', fromDay: 10, bookedHoursBefore: 20 },
  { state: 'to-mark', fromDay: -1, bookedHoursBefore: 72 },
  { state: 'not-accepted', fromDay: -2, bookedHoursBefore: 90 },
  { state: 'completed', fromDay: -7, bookedHoursBefore: 80 },
  { state: 'not-attended', fromDay: -14, bookedHoursBefore: 100 },
  ...[-21, -28, -35, -42, -56, -63, -77].map((fromDay) => ({
    state: 'completed' as const,
    fromDay,
    bookedHoursBefore: 96,
  })),
  // A fourth client saw the therapist once and booked nothing since: "No next session booked".
  { state: 'completed', fromDay: -9, bookedHoursBefore: 60, client: 3 },
];

const REASONS: Partial<Record<TherapistDemoState, string>> = {
  'client-request': 'I have to travel for a family wedding that week.',
  'therapist-request': 'I am attending a training course on these dates.',
  'cancelled-by-client': 'My work shift changed to evenings.',
  declined: 'Declined by the therapist.',
  'not-accepted': 'Not accepted by the therapist before the acceptance deadline.',
};

const MESSAGES = [
  'I have been feeling anxious at work for a few months and would like some help.',
  '',
  'Following up on our last session.',
];

export function planTherapistDemo(
  t: TherapistSeed,
  now: Date,
  taken: ReadonlySet<number>,
): Array<DemoAppointment & { clientIndex: number }> {
  if (t.hours.length === 0) return [];
  const used = new Set(taken);
  const today = istToday(now);
  // Past states look back from their day and upcoming ones forward, so a day without hours moves
  // a session further into the past or the future, never across today.
  const slotFrom = (fromDay: number) => {
    const step = fromDay < 0 ? -1 : 1;
    for (let i = 0; i < 21; i++) {
      const date = addIstDays(today, fromDay + step * i);
      const hours = t.hours.filter((h) => h.weekday === istWeekday(date)).map((h) => h.startTime);
      for (const time of hours.sort()) {
        const at = istInstant(date, time).getTime();
        const onItsSide = step < 0 ? sessionEnd(new Date(at)) <= now : at > now.getTime();
        if (onItsSide && !used.has(at)) {
          used.add(at);
          return { date, time };
        }
      }
    }
    throw new Error(`${t.slug} has no free hour`);
  };
  const online = t.sessionModes.includes('Online');
  const inPersonOk = t.sessionModes.includes('In-Person');

  return PLAN.map((p, i) => {
    const { date, time } = slotFrom(p.fromDay);
    const startsAt = istInstant(date, time);
    const s = p.state;
    const bookedAt = new Date(
      Math.min(now.getTime(), startsAt.getTime()) - p.bookedHoursBefore * HOUR_MS,
    );
    const cancelled = s === 'cancelled-by-client' || s === 'declined' || s === 'not-accepted';
    const requestedAt = REASONS[s] ? new Date(bookedAt.getTime() + 6 * HOUR_MS) : null;
    const cancelledAt = cancelled ? new Date(bookedAt.getTime() + 8 * HOUR_MS) : null;
    const byTherapist = s === 'therapist-request' || s === 'declined' || s === 'not-accepted';
    const inPerson = inPersonOk && (!online || i % 3 === 1);
    return {
      clientIndex: p.client ?? i % 3,
      state: 'confirmed',
      therapistSlug: t.slug,
      startsAt,
      slotDate: toSlotDateKey(date),
      slotTime: time,
      sessionType: inPerson ? 'in-person' : 'online',
      bookedAt,
      paid: true,
      therapistFeeRupees: bookingAmounts(t.feeRupees).therapistFee,
      bookingFeePaise: BOOKING_FEE_PAISE,
      isApproved: !cancelled && s !== 'awaiting',
      isCompleted: s === 'completed',
      sessionStatus: s === 'not-attended' ? 'not-attended' : null,
      cancelled,
      cancelledBy: !cancelled
        ? null
        : s === 'cancelled-by-client'
          ? 'admin'
          : s === 'declined'
            ? 'therapist'
            : 'system',
      cancelledAt,
      cancellationStatus: cancelled
        ? 'approved'
        : s === 'client-request' || s === 'therapist-request'
          ? 'pending'
          : null,
      cancellationRequestedBy: requestedAt ? (byTherapist ? 'therapist' : 'user') : null,
      cancellationReason: REASONS[s] ?? null,
      cancellationRequestedAt: requestedAt,
      reservationExpiresAt: null,
      hold: cancelled ? null : { kind: 'booking', expiresAt: null },
      payment: { status: cancelled ? 'refunded' : 'captured', capturedAt: bookedAt },
      refund: cancelled && cancelledAt ? { at: cancelledAt, reason: REASONS[s] ?? '' } : null,
      message: MESSAGES[i % MESSAGES.length] ?? '',
    };
  });
}

/** The demo therapist's clients: accounts that book, never sign in (random passwords). */
export const DEMO_THERAPIST_CLIENTS = [
  { firstName: 'Aarav', lastName: 'Mehta', username: 'demo_aarav', phone: '+91 98450 11223' },
  { firstName: 'Kavya', lastName: 'Iyer', username: 'demo_kavya', phone: '+91 99000 44556' },
  { firstName: 'Rohan', lastName: 'Das', username: 'demo_rohan', phone: '+91 90070 77889' },
  { firstName: 'Neha', lastName: 'Kapoor', username: 'demo_neha', phone: '+91 98860 33445' },
].map((c) => ({ ...c, email: `${c.username.replace('demo_', '')}@demo.manascare.example` }));
