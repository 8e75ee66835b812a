import { refundPreview } from '@app/domain/appointment-status';
import { formatIstDate, istToday } from '@app/domain/ist';
import { formatRupees, paiseToRupees, rupeesToPaise } from '@app/domain/pricing';
import { REFUND_WINDOW_HOURS } from '@app/domain/constants';
import { buttonClasses } from '#components/ui/button';
import { istClockText, type AppointmentView } from '../lib/appointment-view';
import { AppointmentSummary } from './appointment-summary';
import { DialogFrame } from '#components/ui/dialog-frame';

/** When the request was made, in IST: 'Sat, 21 Nov 2026 at 6:40 AM IST'. */
function requestedText(iso: string | null): string | null {
  if (iso === null) return null;
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return null;
  return `${formatIstDate(istToday(at), 'short')} at ${istClockText(at)} IST`;
}

/**
 * Cancel on an appointment whose cancellation the client has already requested: a second request
 * would be refused, so this says where the first one stands and what it will refund.
 */
export function PendingRequestDialog({
  view,
  onClose,
}: {
  view: AppointmentView;
  onClose: () => void;
}) {
  const { item } = view;
  const requested = requestedText(item.cancellationRequestedAt);
  const requestedAt = requested ? new Date(item.cancellationRequestedAt ?? '') : new Date();
  const preview = refundPreview({
    bookedAt: new Date(item.createdAt),
    now: requestedAt,
    bookingFeePaise: rupeesToPaise(item.bookingFee),
  });
  const fee = formatRupees(paiseToRupees(rupeesToPaise(item.bookingFee)));
  return (
    <DialogFrame
      onClose={onClose}
      title="Cancellation requested"
      description={
        <p>
          {requested ? `You asked to cancel this appointment on ${requested}. ` : null}
          Our team reviews every cancellation request within 2-3 business days and will email you
          the decision.
        </p>
      }
    >
      <AppointmentSummary view={view} />
      <p className="mt-4 rounded-control border border-slate-200 bg-slate-50 p-3 text-sm text-slate-700">
        {preview.refundable
          ? `If it is approved, the ${fee} booking fee will be refunded: you asked within ${REFUND_WINDOW_HOURS} hours of booking. Refunds take 4 to 7 working days.`
          : `The ${fee} booking fee is not refundable: you asked more than ${REFUND_WINDOW_HOURS} hours after booking.`}
      </p>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <a href={view.supportHref} className={buttonClasses('secondary', 'md')}>
          Contact Support
        </a>
        <button type="button" onClick={onClose} className={buttonClasses('primary', 'md')}>
          Close
        </button>
      </div>
    </DialogFrame>
  );
}
