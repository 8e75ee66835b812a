import { REFUND_WORKING_DAYS } from '@app/domain/constants';
import { featuredPlanOf } from '@app/domain/featured-plans';
import { defineMessages } from '@app/domain/i18n/define';
import { formatRupees } from '@app/domain/pricing';
import type { OutgoingMail } from '../../../shared/mail/mail-outbox';
import { composeMail } from '../../../shared/mail/mail-kit';
import { MAIL_WORDS, mailGreeting, mailInstant, siteSignOffIn, type MailWords } from './mail-words';

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

const WORDS = defineMessages({
  receiptSubject: {
    id: 'mail.featured.receiptSubject',
    defaultMessage: 'Receipt: featured listing, {amount}',
  },
  paid: {
    id: 'mail.featured.paid',
    defaultMessage:
      'Thank you: your featured plan is paid. Your profile is featured on the home page until {until}.',
  },
  receipt: { id: 'mail.featured.receipt', defaultMessage: 'Receipt' },
  plan: { id: 'mail.featured.plan', defaultMessage: 'Plan: Featured listing, {plan}' },
  planTitle: {
    id: 'mail.featured.planTitle',
    defaultMessage: '{months, plural, =1 {One month} other {Three months}} · {price}',
  },
  amountPaid: { id: 'mail.featured.amountPaid', defaultMessage: 'Amount paid: {amount}' },
  paidOn: { id: 'mail.featured.paidOn', defaultMessage: 'Paid on: {at}' },
  period: { id: 'mail.featured.period', defaultMessage: 'Featured from {from} until {until}' },
  orderId: { id: 'mail.featured.orderId', defaultMessage: 'Order id: {id}' },
  paymentId: { id: 'mail.featured.paymentId', defaultMessage: 'Payment id: {id}' },
  noRenewal: {
    id: 'mail.featured.noRenewal',
    defaultMessage: 'Featured plans do not renew by themselves and are non-refundable.',
  },
  receipts: { id: 'mail.featured.receipts', defaultMessage: 'Your receipts: {url}' },
  duplicateSubject: {
    id: 'mail.featured.duplicateSubject',
    defaultMessage: 'Your second payment is being refunded: the featured plan was already paid',
  },
  duplicate: {
    id: 'mail.featured.duplicate',
    defaultMessage:
      'We received a second payment of {amount} for a featured plan that was already paid. Your plan stands.',
  },
  secondRefunded: {
    id: 'mail.featured.secondRefunded',
    defaultMessage: 'The second payment is being refunded in full.',
  },
});

/** The receipt of a featured plan, mailed to the therapist's account address once it is paid. */
export function featuredReceiptMail({ site, t }: MailWords, f: FeaturedReceiptFacts): OutgoingMail {
  const plan = featuredPlanOf(f.plan);
  const amount = formatRupees(f.amountPaise / 100);
  const until = mailInstant(t, f.featuredUntil);
  const lines = [
    mailGreeting(t, f.name),
    '',
    t(WORDS.paid, { until }),
    '',
    t(WORDS.receipt),
    t(WORDS.plan, {
      plan: plan
        ? t(WORDS.planTitle, { months: plan.months, price: formatRupees(plan.rupees) })
        : f.plan,
    }),
    t(WORDS.amountPaid, { amount }),
    t(WORDS.paidOn, { at: mailInstant(t, f.paidAt) }),
    t(WORDS.period, { from: mailInstant(t, f.featuredFrom), until }),
    t(WORDS.orderId, { id: f.providerOrderId }),
    t(WORDS.paymentId, { id: f.providerPaymentId }),
    '',
    t(WORDS.noRenewal),
    ...siteSignOffIn(t, site, t(WORDS.receipts, { url: `${site.publicUrl}/dashboard/featured` })),
  ];
  return composeMail('featured.receipt', f.email, t(WORDS.receiptSubject, { amount }), lines);
}

/** A second payment captured on a featured order already paid: the plan stands, the money goes back. */
export function featuredDuplicateNotice(
  { site, t }: MailWords,
  to: { name: string; email: string },
  amountPaise: number,
): OutgoingMail {
  const amount = formatRupees(amountPaise / 100);
  const lines = [
    mailGreeting(t, to.name),
    '',
    t(WORDS.duplicate, { amount }),
    `${t(WORDS.secondRefunded)} ${t(MAIL_WORDS.refundTimeShort, REFUND_WORKING_DAYS)}`,
    ...siteSignOffIn(t, site),
  ];
  return composeMail('featured.duplicate-payment', to.email, t(WORDS.duplicateSubject), lines);
}
