import { featuredPlanOf, featuredPlanTitle, formatIstInstant } from '@app/domain/featured-plans';
import { formatRupees } from '@app/domain/pricing';
import type { OutgoingMail } from '../../../shared/mail/mail-outbox';
import type { SiteInfo } from './booking-mails';

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
  const text = [
    `Hello ${f.name},`,
    '',
    `Thank you: your featured plan is paid. Your profile is featured on the home page until ${formatIstInstant(f.featuredUntil)}.`,
    '',
    'Receipt',
    `Plan: Featured listing, ${plan ? featuredPlanTitle(plan) : f.plan}`,
    `Amount paid: ${amount}`,
    `Paid on: ${formatIstInstant(f.paidAt)}`,
    `Featured from ${formatIstInstant(f.featuredFrom)} until ${formatIstInstant(f.featuredUntil)}`,
    `Order id: ${f.providerOrderId}`,
    `Payment id: ${f.providerPaymentId}`,
    '',
    'Featured plans do not renew by themselves and are non-refundable.',
    `Your receipts: ${site.publicUrl}/dashboard/featured`,
    `Questions? Write to ${site.supportEmail}.`,
    '',
    site.name,
  ].join('\n');
  return { to: f.email, subject: `Receipt: featured listing, ${amount}`, text };
}

/** A second payment captured on a featured order already paid: the plan stands, the money goes back. */
export function featuredDuplicateNotice(
  to: { name: string; email: string },
  amountPaise: number,
  site: SiteInfo,
): OutgoingMail {
  const amount = formatRupees(amountPaise / 100);
  const text = [
    `Hello ${to.name},`,
    '',
    `We received a second payment of ${amount} for a featured plan that was already paid. Your plan stands.`,
    'The second payment is being refunded in full. Refunds take 4 to 7 working days.',
    `Questions? Write to ${site.supportEmail}.`,
    '',
    site.name,
  ].join('\n');
  return {
    to: to.email,
    subject: 'Your second payment is being refunded: the featured plan was already paid',
    text,
  };
}
