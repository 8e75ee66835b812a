import { refundPreview } from '@app/domain/appointment-status';
import { ACTION_WORDS } from '@app/domain/appointment-words';
import { formatDateIn } from '@app/domain/i18n/dates';
import type { Translator } from '@app/domain/i18n/translator';
import { istToday } from '@app/domain/ist';
import { useT } from '#lib/i18n/i18n-context';
import { APPOINTMENTS as W } from '../lib/appointments-words';
import { formatRupees, paiseToRupees, rupeesToPaise } from '@app/domain/pricing';
import { REFUND_WINDOW_HOURS } from '@app/domain/constants';
import { buttonClasses } from '#components/ui/button';
import { istClockText, type AppointmentView } from '../lib/appointment-view';
import { AppointmentSummary } from './appointment-summary';
import { DialogFrame } from '#components/ui/dialog-frame';

/** When the request was made, in IST: 'Sat, 21 Nov 2026 at 6:40 AM IST'. */
function requestedText(iso: string | null, t: Translator): string | null {
  if (iso === null) return null;
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return null;
  return t(W.pendingAt, {
    date: formatDateIn(t.language, istToday(at), 'short'),
    time: istClockText(at, t),
  });
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
  const t = useT();
  const requested = requestedText(item.cancellationRequestedAt, t);
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
      title={t(W.pendingTitle)}
      description={
        <p>
          {requested ? t(W.pendingAsked, { when: requested }) : null}
          {t(W.pendingReview)}
        </p>
      }
    >
      <AppointmentSummary view={view} />
      <p className="mt-4 rounded-control border border-slate-200 bg-slate-50 p-3 text-sm text-slate-700">
        {preview.refundable
          ? t(W.pendingRefundable, { fee, hours: REFUND_WINDOW_HOURS })
          : t(W.pendingNotRefundable, { fee, hours: REFUND_WINDOW_HOURS })}
      </p>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <a href={view.supportHref} className={buttonClasses('secondary', 'md')}>
          {t(ACTION_WORDS.contactSupport)}
        </a>
        <button type="button" onClick={onClose} className={buttonClasses('primary', 'md')}>
          {t(W.close)}
        </button>
      </div>
    </DialogFrame>
  );
}
