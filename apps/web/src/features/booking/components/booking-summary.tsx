import type { ReactNode } from 'react';
import { SESSION_LENGTH_TEXT } from '@app/domain/constants';
import { effectiveTitle } from '@app/domain/listing';
import { bookingAmounts } from '@app/domain/pricing';
import type { TherapistProfile } from '@app/domain/schemas/therapist';
import { Avatar } from '#components/ui/avatar';
import { PencilIcon } from '#components/ui/icons';
import { longSlotDate, slotTimeText } from '../lib/slot-text';
import { FeeBreakdown } from './fee-breakdown';
import { HoldCountdown } from './hold-countdown';

export type BookingSummaryProps = {
  therapist: TherapistProfile;
  mode: string;
  dateKey: string | null;
  time: string | null;
  /** Shown while a hold on this choice is live (and as expired afterwards). */
  holdExpiresAt: string | null;
  /** Present on the details step: goes back to choosing the slot. */
  onEdit?: () => void;
};

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-1.5">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="text-right text-[0.9375rem] font-medium text-slate-900">{children}</dd>
    </div>
  );
}

const notChosen = <span className="font-normal text-slate-500">Not selected</span>;

/** Who, when, how long and what it costs; what is payable now; the refund rule; the hold. */
export function BookingSummary({
  therapist: t,
  mode,
  dateKey,
  time,
  holdExpiresAt,
  onEdit,
}: BookingSummaryProps) {
  const amounts = bookingAmounts(t.fees);
  const title = effectiveTitle(t);
  return (
    <section
      aria-labelledby="summary-heading"
      className="rounded-card border border-slate-200 bg-white p-5 shadow-raised"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id="summary-heading" className="text-lg font-semibold">
          Booking summary
        </h2>
        {onEdit ? (
          <button
            type="button"
            onClick={onEdit}
            className="-mr-2 inline-flex min-h-11 items-center gap-1.5 rounded-control px-2 text-sm font-semibold text-primary-700 hover:bg-primary-50 hover:text-primary-900"
          >
            <PencilIcon width={16} height={16} />
            Edit
            <span className="sr-only"> date and time</span>
          </button>
        ) : null}
      </div>

      <div className="mt-4 flex items-center gap-3">
        <Avatar src={t.image} name={t.name} id={t.id} size={56} eager className="rounded-full" />
        <div className="min-w-0">
          <p className="font-semibold text-slate-900">{t.name}</p>
          {title ? <p className="truncate text-sm text-slate-600">{title}</p> : null}
        </div>
      </div>

      <dl className="mt-4 border-t border-slate-100 pt-3">
        <Row label="Mode">{mode}</Row>
        <Row label="Date">{dateKey ? longSlotDate(dateKey) : notChosen}</Row>
        <Row label="Time">{time ? slotTimeText(time) : notChosen}</Row>
        <Row label="Session length">{SESSION_LENGTH_TEXT}</Row>
      </dl>

      <div className="mt-3 border-t border-slate-100 pt-3">
        <FeeBreakdown amounts={amounts} />
      </div>
      {holdExpiresAt ? (
        // On phones the details step shows the countdown next to Pay Now instead.
        <div className="mt-3 hidden lg:block">
          <HoldCountdown key={holdExpiresAt} expiresAt={holdExpiresAt} />
        </div>
      ) : null}
    </section>
  );
}
