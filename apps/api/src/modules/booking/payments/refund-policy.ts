import { REFUND_WINDOW_HOURS } from '@app/domain/constants';
import { formatRupees, refundForCancellation } from '@app/domain/pricing';
import type { AppointmentRow } from '../appointments/appointments.queries';
import type { SendOutcome } from './refunds.service';

type Row = AppointmentRow;

export const rupees = (paise: number) => formatRupees(paise / 100);

/** The refund an approval gives: decided by who asked and when, never by when it is approved. */
export function policyRefund(a: Row, fallbackRequestedAt: Date) {
  return refundForCancellation({
    bookedAt: a.createdAt,
    requestedAt: a.cancellationRequestedAt ?? fallbackRequestedAt,
    requestedBy: a.cancellationRequestedBy === 'therapist' ? 'therapist' : 'user',
    bookingFeePaise: a.bookingFeePaise,
  });
}

/**
 * What "by policy" refunds when the team cancels on its own (decision 0047): a pending request is
 * answered as approving it would be; otherwise the client's rule, as if they asked now (in full
 * within 24 hours of booking, else nothing).
 */
export function teamPolicyRefund(a: Row, at: Date) {
  if (a.cancellationStatus === 'pending' && !a.cancelled) return policyRefund(a, at);
  return refundForCancellation({
    bookedAt: a.createdAt,
    requestedAt: at,
    requestedBy: 'user',
    bookingFeePaise: a.bookingFeePaise,
  });
}

export function refundText(outcome: SendOutcome, policyPaise: number): string {
  if (policyPaise === 0)
    return `No refund: the request came more than ${REFUND_WINDOW_HOURS} hours after booking.`;
  switch (outcome.kind) {
    case 'none':
      return 'No captured payment was found to refund.';
    case 'in-flight':
      return `The refund of ${rupees(outcome.amountPaise)} is being sent right now.`;
    case 'send-failed':
      return (
        `The refund of ${rupees(outcome.amountPaise)} could not be sent to the payment provider ` +
        `(${outcome.reason}); it stays pending: run approve-cancellation again to retry.`
      );
    case 'sent':
    case 'recorded':
      if (outcome.status === 'processed')
        return `Refund of ${rupees(outcome.amountPaise)} processed (${outcome.providerRefundId}).`;
      if (outcome.status === 'failed')
        return `The payment provider reports the refund of ${rupees(outcome.amountPaise)} as failed (${outcome.providerRefundId}): check it with the provider.`;
      return `Refund of ${rupees(outcome.amountPaise)} requested (${outcome.providerRefundId}); it is marked processed when the provider confirms.`;
  }
}
