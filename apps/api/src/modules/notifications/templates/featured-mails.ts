import { featuredPlanOf, featuredPlanTitle } from '@app/domain/featured-plans';
import { formatRupees } from '@app/domain/pricing';
import type { OutgoingMail } from '../../../shared/mail/mail-outbox';
import {
  composeMail,
  formatMailMoment,
  greeting,
  siteSignOff,
  type SiteInfo,
} from '../../../shared/mail/mail-kit';

export interface FeaturedReceiptFacts {
  name: string;
  email: string;
  plan: string;
  amountPaise: number;
  providerOrderId: string;
  providerPaymentId: string;
  paidAt: Date;
  featuredFrom: Date;
  featuredUntil: Date;
}

/** The receipt of a featured plan, mailed to the therapist's account address once it is paid. */
export function featuredReceiptMail(f: FeaturedReceiptFacts, site: SiteInfo): OutgoingMail {
  const plan = featuredPlanOf(f.plan);
  const amount = formatRupees(f.amountPaise / 100);
  const lines = [
    greeting(f.name),
    '',
    `Thank you: your featured plan is paid. Your profile is featured on the home page until ${formatMailMoment(f.featuredUntil)}.`,
    '',
    'Receipt',
    `Plan: Featured listing, ${plan ? featuredPlanTitle(plan) : f.plan}`,
    `Amount paid: ${amount}`,
    `Paid on: ${formatMailMoment(f.paidAt)}`,
    `Featured from ${formatMailMoment(f.featuredFrom)} until ${formatMailMoment(f.featuredUntil)}`,
    `Order id: ${f.providerOrderId}`,
    `Payment id: ${f.providerPaymentId}`,
    '',
    'Featured plans do not renew by themselves and are non-refundable.',
    ...siteSignOff(site, `Your receipts: ${site.publicUrl}/dashboard/featured`),
  ];
  return composeMail('featured.receipt', f.email, `Receipt: featured listing, ${amount}`, lines);
}

/** A second payment captured on a featured order already paid: the plan stands, the money goes back. */
export function featuredDuplicateNotice(
  to: { name: string; email: string },
  amountPaise: number,
  site: SiteInfo,
): OutgoingMail {
  const amount = formatRupees(amountPaise / 100);
  const lines = [
    greeting(to.name),
    '',
    `We received a second payment of ${amount} for a featured plan that was already paid. Your plan stands.`,
    'The second payment is being refunded in full. Refunds take 4 to 7 working days.',
    ...siteSignOff(site),
  ];
  return composeMail(
    'featured.duplicate-payment',
    to.email,
    'Your second payment is being refunded: the featured plan was already paid',
    lines,
  );
}
