import { FEATURED_PLANS, type FeaturedPlan, type FeaturedPlanId } from './constants';
import { daysInMonth, formatIstDate, formatTime12h, istNowMinutes, istToday } from './ist';
import { formatRupees, rupeesToPaise } from './pricing';

const IST_OFFSET_MS = 330 * 60_000;

/** The plan of this id, or null: a plan is always looked up here, never taken from a request. */
export function featuredPlanOf(id: string): FeaturedPlan | null {
  return FEATURED_PLANS.find((p) => p.id === id) ?? null;
}

/** What the plan costs, in paise: the only amount a featured order is ever opened for. */
export const featuredPlanPaise = (plan: FeaturedPlan): number => rupeesToPaise(plan.rupees);

/** 'One month' / 'Three months': how pages, receipts and mails name a plan. */
export function featuredPlanLabel(plan: FeaturedPlan): string {
  return plan.months === 1 ? 'One month' : 'Three months';
}

/** 'One month · ₹199' */
export const featuredPlanTitle = (plan: FeaturedPlan) =>
  `${featuredPlanLabel(plan)} · ${formatRupees(plan.rupees)}`;

/**
 * The same wall-clock instant in India `months` calendar months later; a day the target month lacks
 * becomes its last day (31 January + 1 month = 28 or 29 February).
 */
export function addIstMonths(at: Date, months: number): Date {
  const wall = new Date(at.getTime() + IST_OFFSET_MS);
  const y = wall.getUTCFullYear();
  const m = wall.getUTCMonth() + months;
  const targetYear = y + Math.floor(m / 12);
  const targetMonth = ((m % 12) + 12) % 12;
  const day = Math.min(wall.getUTCDate(), daysInMonth(targetYear, targetMonth + 1));
  const shifted = Date.UTC(
    targetYear,
    targetMonth,
    day,
    wall.getUTCHours(),
    wall.getUTCMinutes(),
    wall.getUTCSeconds(),
    wall.getUTCMilliseconds(),
  );
  return new Date(shifted - IST_OFFSET_MS);
}

/**
 * The period a purchase buys: from the later of now and the current expiry (when the placement is
 * still live), for the plan's months. A lapsed or switched-off placement starts again from now.
 */
export function featuredPeriod(
  current: { featured: boolean; featuredExpiry: Date | null },
  months: number,
  now: Date,
): { from: Date; until: Date } {
  const live =
    current.featured &&
    current.featuredExpiry !== null &&
    current.featuredExpiry.getTime() > now.getTime();
  const from = live ? (current.featuredExpiry as Date) : now;
  return { from, until: addIstMonths(from, months) };
}

/** An instant as India reads it: 'Wed, 23 Dec 2026, 3:30 PM IST'. */
export function formatIstInstant(at: Date): string {
  const minutes = istNowMinutes(at);
  const hhmm = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  return `${formatIstDate(istToday(at), 'short')}, ${formatTime12h(hhmm)} IST`;
}

export type { FeaturedPlan, FeaturedPlanId };
