import { z } from 'zod';
import { formatRupees } from '@app/domain/pricing';
import type { OutgoingMail } from '../../../shared/mail/mail-outbox';
import {
  clientSignOff,
  composeMail,
  formatMailSlot,
  greeting,
  teamNotice,
  type SiteInfo,
} from '../../../shared/mail/mail-kit';

export interface RefundMailFacts {
  refundId: string;
  providerRefundId: string | null;
  amountPaise: number;
  clientName: string;
  clientEmail: string;
  therapistName: string;
  /** The session the payment was for, when known. */
  slot: { slotDate: string; slotTime: string } | null;
  appointmentId: string | null;
}

const bookedSlot = z.object({ slotDate: z.string(), slotTime: z.string() });

/** What the refund queries read of a refund, its order and its appointment. */
export interface RefundRecordFacts {
  refundId: string;
  providerRefundId: string | null;
  amountPaise: number;
  booking: unknown;
  appointmentId: string | null;
  appointmentFirstName: string | null;
  appointmentLastName: string | null;
  slotDate: string | null;
  slotTime: string | null;
}

/** The appointment's contact and slot when there is one, else the account and the order's snapshot. */
export function refundMailFactsOf(
  f: RefundRecordFacts,
  account: { email: string; firstName: string; lastName: string },
  therapistName: string,
): RefundMailFacts {
  const snapshot = bookedSlot.safeParse(f.booking);
  const firstName = f.appointmentFirstName ?? account.firstName;
  const lastName = f.appointmentLastName ?? account.lastName;
  let slot: RefundMailFacts['slot'] = snapshot.success ? snapshot.data : null;
  if (f.slotDate && f.slotTime) slot = { slotDate: f.slotDate, slotTime: f.slotTime };
  return {
    refundId: f.refundId,
    providerRefundId: f.providerRefundId,
    amountPaise: f.amountPaise,
    clientName: `${firstName} ${lastName}`.trim(),
    clientEmail: account.email,
    therapistName,
    slot,
    appointmentId: f.appointmentId,
  };
}

const sessionText = (f: RefundMailFacts) =>
  `your session with ${f.therapistName}${f.slot ? ` on ${formatMailSlot(f.slot)}` : ''}`;

export function refundProcessedMail(f: RefundMailFacts, site: SiteInfo): OutgoingMail {
  const amount = formatRupees(f.amountPaise / 100);
  const lines = [
    greeting(f.clientName),
    '',
    `Your refund of ${amount} for ${sessionText(f)} has been processed.`,
    'It takes 4 to 7 working days to reach your account, depending on your bank.',
    ...(f.providerRefundId ? [`Refund reference: ${f.providerRefundId}`] : []),
    '',
    ...clientSignOff(site),
  ];
  return composeMail('refund.processed', f.clientEmail, `Refund processed: ${amount}`, lines);
}

/**
 * The team returned a captured payment on its own initiative (decision 0047): how much, why, and
 * whether the booking stands. The "refund processed" mail follows when the provider confirms.
 */
export function goodwillRefundMail(
  f: RefundMailFacts,
  reason: string,
  bookingStays: boolean,
  site: SiteInfo,
): OutgoingMail {
  const amount = formatRupees(f.amountPaise / 100);
  const lines = [
    greeting(f.clientName),
    '',
    `Our team has refunded ${amount} to you for ${sessionText(f)}.`,
    `Reason: ${reason}`,
    '',
    'It takes 4 to 7 working days to reach your account, depending on your bank. We will write again when the refund is processed.',
    ...(bookingStays ? ['Your appointment stays booked.'] : []),
    '',
    ...clientSignOff(site),
  ];
  return composeMail('refund.goodwill', f.clientEmail, `Refund on its way: ${amount}`, lines);
}

/** The provider could not refund: the team has to settle it by hand. */
export function refundFailedNotice(f: RefundMailFacts, site: SiteInfo): OutgoingMail {
  const amount = formatRupees(f.amountPaise / 100);
  return teamNotice('refund.team-failed', site, `Refund failed: ${amount}, ${f.clientName}`, [
    `The payment provider reports a failed refund of ${amount}. Please settle it with the provider and the client.`,
    '',
    `Refund: ${f.refundId} (provider ${f.providerRefundId ?? 'unknown'})`,
    `Client: ${f.clientName}, ${f.clientEmail}`,
    `For: ${sessionText(f)}`,
    ...(f.appointmentId ? [`Appointment: ${f.appointmentId}`] : []),
  ]);
}
