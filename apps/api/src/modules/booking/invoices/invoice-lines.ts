import { featuredPlanLabel, featuredPlanOf } from '@app/domain/featured-plans';
import { formatIstDate, formatTime12h, parseSlotDateKey } from '@app/domain/ist';
import { storedBooking } from '../checkout/booking-snapshot';
import { storedFeaturedPlan } from '../featured/featured-fulfilment';
import type { PaymentRow } from '../payments/orders.queries';

/** Who bought what, as the invoice of a payment says it: from the order's snapshot. */
export function invoiceLineOf(p: PaymentRow, siteName: string) {
  if (p.purpose === 'featured_plan') {
    const plan = storedFeaturedPlan.parse(p.booking);
    const offer = featuredPlanOf(plan.plan);
    const label = offer ? featuredPlanLabel(offer) : `${plan.months} months`;
    return {
      buyer: { name: plan.name, email: plan.email },
      description: `Featured placement on ${siteName}: ${label}`,
    };
  }
  const b = storedBooking.parse(p.booking);
  const dayOf = (key: string) => {
    const day = parseSlotDateKey(key);
    return day ? formatIstDate(day, 'long') : key;
  };
  const mode = b.sessionType === 'online' ? 'online' : 'in-person';
  const buyer = { name: `${b.firstName} ${b.lastName}`.trim(), email: b.email };
  const weeks = b.series?.occurrences ?? [];
  if (weeks.length > 1)
    return {
      buyer,
      description:
        `Booking fees for ${weeks.length} weekly ${mode} sessions with ${b.therapistName} at ` +
        `${formatTime12h(b.slotTime)} IST on ${weeks.map((w) => dayOf(w.slotDate)).join('; ')}`,
    };
  return {
    buyer,
    description: `Booking fee for an ${mode} session with ${b.therapistName} on ${dayOf(b.slotDate)}, ${formatTime12h(b.slotTime)} IST`,
  };
}
