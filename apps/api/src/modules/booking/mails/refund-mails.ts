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
