import { formatIstDate, formatTime12h, parseSlotDateKey } from '@app/domain/ist';
import { formatRupees } from '@app/domain/pricing';
import type { OutgoingMail } from '../../../shared/mail/mail-outbox';

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

export interface RefundSite {
  name: string;
  publicUrl: string;
  supportEmail: string;
}

const when = (slot: { slotDate: string; slotTime: string }) => {
  const date = parseSlotDateKey(slot.slotDate);
  return `${date ? formatIstDate(date, 'long') : slot.slotDate} at ${formatTime12h(slot.slotTime)} IST`;
};

const sessionText = (f: RefundMailFacts) =>
  `your session with ${f.therapistName}${f.slot ? ` on ${when(f.slot)}` : ''}`;

export function refundProcessedMail(f: RefundMailFacts, site: RefundSite): OutgoingMail {
  const amount = formatRupees(f.amountPaise / 100);
  const text = [
    `Hello ${f.clientName},`,
    '',
    `Your refund of ${amount} for ${sessionText(f)} has been processed.`,
    'It takes 4 to 7 working days to reach your account, depending on your bank.',
    ...(f.providerRefundId ? [`Refund reference: ${f.providerRefundId}`] : []),
    '',
    `Manage your appointments: ${site.publicUrl}/my-appointments`,
    `Questions? Write to ${site.supportEmail}.`,
    '',
    site.name,
  ].join('\n');
  return { to: f.clientEmail, subject: `Refund processed: ${amount}`, text };
}

/** The provider could not refund: the team has to settle it by hand. */
export function refundFailedNotice(f: RefundMailFacts, site: RefundSite): OutgoingMail {
  const amount = formatRupees(f.amountPaise / 100);
  const text = [
    `The payment provider reports a failed refund of ${amount}. Please settle it with the provider and the client.`,
    '',
    `Refund: ${f.refundId} (provider ${f.providerRefundId ?? 'unknown'})`,
    `Client: ${f.clientName}, ${f.clientEmail}`,
    `For: ${sessionText(f)}`,
    ...(f.appointmentId ? [`Appointment: ${f.appointmentId}`] : []),
  ].join('\n');
  return { to: site.supportEmail, subject: `Refund failed: ${amount}, ${f.clientName}`, text };
}
