import { defineMessage } from '@app/domain/i18n/define';

export const APPOINTMENT_NOT_FOUND = 'Appointment not found';

/**
 * A full refund the client or the therapist asked for, when a payment refunded before (a goodwill
 * refund) has its money back already: in the caller's language.
 */
export const NOTHING_LEFT_TO_REFUND = defineMessage({
  id: 'errors.nothingLeftToRefund',
  defaultMessage: 'No payment of this appointment is left to refund. Please contact support.',
});
