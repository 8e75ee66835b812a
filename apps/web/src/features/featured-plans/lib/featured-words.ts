import { defineMessages } from '@app/domain/i18n/define';
import { formatDateIn, formatTimeIn } from '@app/domain/i18n/dates';
import type { Translator } from '@app/domain/i18n/translator';
import { istNowMinutes, istToday } from '@app/domain/ist';

/** The words of the dashboard's featured plans (namespace dashboard). */
export const FEATURED = defineMessages({
  heading: { id: 'dashboard.featured.heading', defaultMessage: 'Featured plans' },
  lead: {
    id: 'dashboard.featured.lead',
    defaultMessage:
      'Appear among the featured therapists on the home page: {month} for one month or {quarter} for three months.',
  },
  loading: { id: 'dashboard.featured.loading', defaultMessage: 'Loading your featured plans…' },
  placement: { id: 'dashboard.featured.placement', defaultMessage: 'Your placement' },
  featuredUntil: {
    id: 'dashboard.featured.until',
    defaultMessage: 'Your profile is featured until {moment}.',
  },
  notFeatured: {
    id: 'dashboard.featured.notFeatured',
    defaultMessage: 'Your profile is not featured right now.',
  },
  lastEnded: {
    id: 'dashboard.featured.lastEnded',
    defaultMessage: 'Your last placement ended on {moment}.',
  },
  choose: { id: 'dashboard.featured.choose', defaultMessage: 'Choose a plan' },
  terms: {
    id: 'dashboard.featured.terms',
    defaultMessage:
      'Featured plans are <strong>non-refundable</strong> and <strong>do not renew</strong> by themselves. A new plan starts when your current placement ends, or now if you are not featured. At most {shown} therapists are shown at a time: when more are featured, the home page rotates them each week.',
  },
  notLive: {
    id: 'dashboard.featured.notLive',
    defaultMessage: 'Featured plans can be bought once your profile is approved and live.',
  },
  receipts: { id: 'dashboard.featured.receipts', defaultMessage: 'Receipts' },
  receiptsLead: {
    id: 'dashboard.featured.receiptsLead',
    defaultMessage:
      'All times are in IST. Each payment has a GST tax invoice to download as a PDF.',
  },
  forTherapists: {
    id: 'dashboard.featured.forTherapists',
    defaultMessage: 'Featured plans are for therapist accounts.',
  },
  otherAccount: {
    id: 'dashboard.featured.otherAccount',
    defaultMessage:
      'You are signed in with an account that is not a therapist’s. Sign out, then sign in with your therapist account.',
  },
  home: { id: 'dashboard.featured.home', defaultMessage: 'Go to the home page' },
  noProfile: {
    id: 'dashboard.featured.noProfile',
    defaultMessage: 'No therapist profile belongs to this account yet.',
  },
  join: { id: 'dashboard.featured.join', defaultMessage: 'Join as a therapist' },
  failed: {
    id: 'dashboard.featured.failed',
    defaultMessage:
      'Your featured plans could not be loaded. Please check your connection and try again.',
  },
  tryAgain: { id: 'dashboard.featured.tryAgain', defaultMessage: 'Try again' },
  tryingAgain: { id: 'dashboard.featured.tryingAgain', defaultMessage: 'Trying again…' },
  // A plan's card.
  planTitle: {
    id: 'dashboard.featured.planTitle',
    defaultMessage: '{months, plural, one {One month} other {Three months}}',
  },
  onePayment: {
    id: 'dashboard.featured.onePayment',
    defaultMessage: 'One payment · no auto-renew',
  },
  onHomePage: {
    id: 'dashboard.featured.onHomePage',
    defaultMessage:
      'Featured on the home page for {months, plural, one {1 month} other {# months}}',
  },
  boughtNow: {
    id: 'dashboard.featured.boughtNow',
    defaultMessage: 'Bought now, featured until <strong>{moment}</strong>',
  },
  opening: { id: 'dashboard.featured.opening', defaultMessage: 'Opening checkout…' },
  buy: {
    id: 'dashboard.featured.buy',
    defaultMessage: '{months, plural, one {Buy one month} other {Buy three months}} for {price}',
  },
  /** The checkout's line for the order: 'Featured listing · One month · ₹199 · no auto-renew, …'. */
  checkoutLine: {
    id: 'dashboard.featured.checkoutLine',
    defaultMessage: 'Featured listing · {plan} · {price} · no auto-renew, non-refundable',
  },
  /** The booking page's words for it (booking.orderFailed), in the dashboard's namespace. */
  orderFailed: {
    id: 'dashboard.featured.orderFailed',
    defaultMessage: 'Failed to create payment order',
  },
  paid: {
    id: 'dashboard.featured.paid',
    defaultMessage: 'Payment successful! Your profile is featured.',
  },
  // Receipts.
  noReceipts: {
    id: 'dashboard.featured.noReceipts',
    defaultMessage: 'No receipts yet. Each plan you buy is listed here and mailed to you.',
  },
  receiptsCaption: {
    id: 'dashboard.featured.receiptsCaption',
    defaultMessage: 'Featured plan receipts, newest first',
  },
  paidOn: { id: 'dashboard.featured.paidOn', defaultMessage: 'Paid on' },
  plan: { id: 'dashboard.featured.plan', defaultMessage: 'Plan' },
  amount: { id: 'dashboard.featured.amount', defaultMessage: 'Amount' },
  period: { id: 'dashboard.featured.period', defaultMessage: 'Featured period' },
  featured: { id: 'dashboard.featured.featured', defaultMessage: 'Featured' },
  orderId: { id: 'dashboard.featured.orderId', defaultMessage: 'Order id' },
  paymentId: { id: 'dashboard.featured.paymentId', defaultMessage: 'Payment id' },
  status: { id: 'dashboard.featured.status', defaultMessage: 'Status' },
  invoice: { id: 'dashboard.featured.invoice', defaultMessage: 'Invoice' },
  receiptStatus: {
    id: 'dashboard.featured.receiptStatus',
    defaultMessage: '{status, select, paid {Paid} other {Refunded}}',
  },
  range: { id: 'dashboard.featured.range', defaultMessage: '{from} – {to}' },
  moment: { id: 'dashboard.featured.moment', defaultMessage: '{date}, {time} IST' },
});

/** An instant in IST in the translator's language: 'Sun, 29 Nov 2026, 6:00 PM IST'. */
export function instantText(at: Date, t: Translator): string {
  const minutes = istNowMinutes(at);
  const hhmm = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  return t(FEATURED.moment, {
    date: formatDateIn(t.language, istToday(at), 'short'),
    time: formatTimeIn(t.language, hhmm),
  });
}
