import type { Tx } from '../../../db/client';
import { REFUND_POLICY, type StoredBooking } from '../checkout/booking-snapshot';
import type { PaymentRow } from './orders.queries';
import * as appts from '../appointments/appointments.queries';
import * as claims from '../checkout/slot-claims.queries';

type Week = NonNullable<StoredBooking['series']>['occurrences'][number];

/**
 * Books each week a series' order held, in date order: its own hold made permanent, else the slot
 * claimed afresh if still free; a week that has begun or went to someone else is lost.
 */
export async function bookWeeks<C extends { tx: Tx; p: PaymentRow; b: StoredBooking }>(
  c: C,
  now: Date,
  claimAfresh: (c: C, startsAt: Date) => Promise<string | null>,
) {
  const { tx, p, b } = c;
  const weeks = b.series?.occurrences ?? [];
  const booked: Array<Awaited<ReturnType<typeof appts.insertAppointment>>> = [];
  const lost: Week[] = [];
  for (const week of weeks) {
    const startsAt = new Date(week.startsAt);
    const claimId =
      startsAt.getTime() <= now.getTime()
        ? null
        : ((await claims.confirmHold(tx, { holdId: week.holdId, therapistId: p.therapistId })) ??
          (await claimAfresh(c, startsAt)));
    if (!claimId) {
      lost.push(week);
      continue;
    }
    const appt = await appts.insertAppointment(tx, {
      clientId: p.clientId,
      therapistId: p.therapistId,
      startsAt,
      slotDate: week.slotDate,
      slotTime: week.slotTime,
      sessionType: b.sessionType,
      firstName: b.firstName,
      lastName: b.lastName,
      email: b.email,
      phone: b.phone,
      message: b.message,
      payment: 'paid',
      therapistFeeRupees: b.therapistFeeRupees,
      bookingFeePaise: b.series!.feePaise,
      refundPolicy: REFUND_POLICY,
      seriesId: p.seriesId,
    });
    await claims.linkClaim(tx, claimId, appt.id);
    booked.push(appt);
  }
  return { booked, lost };
}
