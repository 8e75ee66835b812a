import { formatPaise } from '../lib/admin-format';
import type { ConfirmAction } from './confirm-dialog';

/**
 * The goodwill refund of a captured payment (decision 0047), with its money effect stated before
 * it is confirmed: the whole amount goes back, once, and the client reads the reason.
 */
export function goodwillRefundAction(
  payment: { id: string; amountPaise: number },
  to: string,
): ConfirmAction {
  const amount = formatPaise(payment.amountPaise);
  return {
    title: 'Refund payment',
    effect: `Returns ${amount} to ${to} in full, as a goodwill refund; any booking stays as it is. The client is mailed the reason. A payment is refunded only once.`,
    confirmLabel: `Refund ${amount}`,
    path: `/api/admin/payments/${encodeURIComponent(payment.id)}/refund`,
    textField: { name: 'reason', label: 'Reason (mailed to the client)' },
    danger: true,
  };
}
