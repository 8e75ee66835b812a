/**
 * The demo client's appointments, one in every state My Appointments shows, so the page is lived
 * in on first start. Planned here (pure, relative to `now`), written by seed.ts. Each record obeys
 * the booking rules: a paid booking has a captured payment and a permanent 'booking' claim on its
 * slot; an approved cancellation released its claim and refunded the fee (refunded payment, one
 * processed refund); an unpaid reservation holds its slot for 15 minutes.
 */
import { BOOKING_FEE_PAISE, RESERVATION_MINUTES } from '@app/domain/constants';
import {
  addIstDays,
  istInstant,
  istToday,
  istWeekday,
  toSlotDateKey,
  type IstDate,
} from '@app/domain/ist';
import { bookingAmounts } from '@app/domain/pricing';
import type { TherapistSeed } from './demo-data';

export type DemoState =
  | 'confirmed'
  | 'pending-confirmation'
  | 'refund-requested'
  | 'pending-payment'
  | 'completed'
  | 'not-attended'
  | 'cancelled-by-you-refunded'
  | 'cancelled-by-therapist-refunded'
  | 'cancelled-unpaid';

/** Day offsets from today (IST): upcoming ones ahead, past ones behind. */
const PLAN: readonly { state: DemoState; fromDay: number; bookedDaysBefore: number }[] = [
  { state: 'confirmed', fromDay: 2, bookedDaysBefore: 3 },
  // Booked today: a booking waits for its therapist's acceptance for a day (decision 0021).
  { state: 'pending-confirmation', fromDay: 5, bookedDaysBefore: 0 },
  { state: 'refund-requested', fromDay: 8, bookedDaysBefore: 2 },
  { state: 'pending-payment', fromDay: 11, bookedDaysBefore: 0 },
  { state: 'completed', fromDay: -12, bookedDaysBefore: 6 },
  { state: 'not-attended', fromDay: -26, bookedDaysBefore: 4 },
  { state: 'cancelled-by-you-refunded', fromDay: 4, bookedDaysBefore: 5 },
  { state: 'cancelled-by-therapist-refunded', fromDay: -5, bookedDaysBefore: 9 },
  { state: 'cancelled-unpaid', fromDay: 9, bookedDaysBefore: 2 },
];

export interface DemoAppointment {
  state: DemoState;
  therapistSlug: string;
  startsAt: Date;
  slotDate: string;
  slotTime: string;
  sessionType: 'online' | 'in-person';
  bookedAt: Date;
  paid: boolean;
  therapistFeeRupees: number | null;
  bookingFeePaise: number;
  isApproved: boolean;
  isCompleted: boolean;
  sessionStatus: 'not-attended' | null;
  cancelled: boolean;
  cancelledBy: 'user' | 'admin' | 'therapist' | 'system' | null;
  cancelledAt: Date | null;
  cancellationStatus: 'pending' | 'approved' | null;
  cancellationRequestedBy: 'user' | 'therapist' | null;
  cancellationReason: string | null;
  cancellationRequestedAt: Date | null;
  reservationExpiresAt: Date | null;
  /** The slot claim this appointment keeps, if any. */
  hold: { kind: 'booking' | 'reservation'; expiresAt: Date | null } | null;
  payment: { status: 'captured' | 'refunded'; capturedAt: Date } | null;
  refund: { at: Date; reason: string } | null;
  message: string;
}

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** The first date on or after `from` that the therapist works, with their first hour that day. */
function nextWorkingSlot(t: TherapistSeed, from: IstDate): { date: IstDate; time: string } {
  for (let i = 0; i < 7; i++) {
    const date = addIstDays(from, i);
    const hours = t.hours
      .filter((h) => h.weekday === istWeekday(date))
      .map((h) => h.startTime)
      .sort();
    const time = hours[Math.floor(hours.length / 2)];
    if (time !== undefined) return { date, time };
  }
  throw new Error(`${t.slug} has no weekly hours`);
}

const REASONS: Partial<Record<DemoState, string>> = {
  'refund-requested': 'My exam schedule changed and I will be travelling that week.',
  'cancelled-by-you-refunded': 'I found a time closer to home with my college counsellor.',
  'cancelled-by-therapist-refunded': 'The therapist is unwell and cannot hold sessions this week.',
};

export function planDemoAppointments(
  therapists: readonly TherapistSeed[],
  now: Date,
): DemoAppointment[] {
  // Listed therapists with hours, the demo therapist's own profile first.
  const pool = therapists.filter((t) => t.available && t.hours.length > 0).slice(0, PLAN.length);
  if (pool.length === 0) return [];
  const today = istToday(now);
  return PLAN.map((p, i) => {
    const t = pool[i % pool.length] as TherapistSeed;
    const { date, time } = nextWorkingSlot(t, addIstDays(today, p.fromDay));
    const startsAt = istInstant(date, time);
    const bookedAt = new Date(
      Math.min(now.getTime(), startsAt.getTime()) - p.bookedDaysBefore * DAY_MS - 2 * HOUR_MS,
    );
    const s = p.state;
    const paid = s !== 'pending-payment' && s !== 'cancelled-unpaid';
    const approvedCancel =
      s === 'cancelled-by-you-refunded' || s === 'cancelled-by-therapist-refunded';
    // A client's request came within 24 hours of booking, so its fee is refunded (decision 0007).
    const requestedAt = REASONS[s] ? new Date(bookedAt.getTime() + 6 * HOUR_MS) : null;
    const decidedAt =
      approvedCancel && requestedAt ? new Date(requestedAt.getTime() + 20 * HOUR_MS) : null;
    const expires =
      s === 'pending-payment' ? new Date(now.getTime() + RESERVATION_MINUTES * 60_000) : null;
    const inPerson =
      t.sessionModes.includes('In-Person') && (i % 3 === 1 || !t.sessionModes.includes('Online'));
    return {
      state: s,
      therapistSlug: t.slug,
      startsAt,
      slotDate: toSlotDateKey(date),
      slotTime: time,
      sessionType: inPerson ? 'in-person' : 'online',
      bookedAt: s === 'pending-payment' ? now : bookedAt,
      paid,
      therapistFeeRupees: bookingAmounts(t.feeRupees).therapistFee,
      bookingFeePaise: BOOKING_FEE_PAISE,
      isApproved:
        s === 'confirmed' || s === 'completed' || s === 'refund-requested' || s === 'not-attended',
      isCompleted: s === 'completed',
      sessionStatus: s === 'not-attended' ? 'not-attended' : null,
      cancelled: approvedCancel || s === 'cancelled-unpaid',
      cancelledBy: approvedCancel ? 'admin' : s === 'cancelled-unpaid' ? 'user' : null,
      cancelledAt:
        decidedAt ?? (s === 'cancelled-unpaid' ? new Date(bookedAt.getTime() + HOUR_MS) : null),
      cancellationStatus: approvedCancel ? 'approved' : s === 'refund-requested' ? 'pending' : null,
      cancellationRequestedBy:
        s === 'cancelled-by-therapist-refunded' ? 'therapist' : requestedAt ? 'user' : null,
      cancellationReason: REASONS[s] ?? null,
      cancellationRequestedAt: requestedAt,
      reservationExpiresAt: expires,
      hold:
        approvedCancel || s === 'cancelled-unpaid'
          ? null
          : s === 'pending-payment'
            ? { kind: 'reservation', expiresAt: expires }
            : { kind: 'booking', expiresAt: null },
      payment: paid
        ? { status: approvedCancel ? 'refunded' : 'captured', capturedAt: bookedAt }
        : null,
      refund: approvedCancel && decidedAt ? { at: decidedAt, reason: REASONS[s] ?? '' } : null,
      message: i === 0 ? 'First session. I would like to talk about work stress and sleep.' : '',
    };
  });
}
