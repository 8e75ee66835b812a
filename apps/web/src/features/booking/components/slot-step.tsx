import type { ReactNode, Ref } from 'react';
import { formatIstDate, formatTime12h } from '@app/domain/ist';
import { SlotPicker } from '#components/slot-picker/slot-picker';
import type { SlotPicker as SlotPickerState } from '#components/slot-picker/use-slot-picker';
import { buttonClasses } from '#components/ui/button';
import { HoldCountdown } from './hold-countdown';

export type SlotStepProps = {
  picker: SlotPickerState;
  headingRef: Ref<HTMLHeadingElement>;
  /** While the chosen slot is held for this client; on wide screens the summary shows it. */
  holdExpiresAt: string | null;
  onContinue: () => void;
  /** The pointer, a finger or the focus is on Continue: step 2's code can start loading. */
  onContinueIntent?: () => void;
  /** Offered below the times (the waitlist, for days that are full). */
  beside?: ReactNode;
};

/** Step 1: mode, date and time. Continue stays disabled until a time is chosen. */
export function SlotStep({
  picker,
  headingRef,
  holdExpiresAt,
  onContinue,
  onContinueIntent,
  beside,
}: SlotStepProps) {
  const choice = picker.choice;
  return (
    <section aria-labelledby="slots-heading">
      <h2
        id="slots-heading"
        ref={headingRef}
        tabIndex={-1}
        className="text-xl font-semibold tracking-tight"
      >
        Select Booking Slots
      </h2>
      <p className="mt-1 text-[0.9375rem] text-slate-600">
        Sessions last one hour. All times are India Standard Time (IST).
      </p>
      <SlotPicker picker={picker} density="roomy" className="mt-5" />
      {holdExpiresAt ? (
        <div className="mt-5 lg:hidden">
          <HoldCountdown key={holdExpiresAt} expiresAt={holdExpiresAt} />
        </div>
      ) : null}
      <div className="mt-6 flex flex-col gap-3 border-t border-slate-100 pt-5 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-600" aria-live="polite">
          {choice ? (
            <>
              Selected:{' '}
              <span className="font-semibold text-slate-900">
                {formatIstDate(choice.day.date, 'short')}, {formatTime12h(choice.time)} IST ·{' '}
                {choice.mode}
              </span>
            </>
          ) : (
            'Choose a time to continue.'
          )}
        </p>
        <button
          type="button"
          onClick={onContinue}
          onPointerEnter={onContinueIntent}
          onTouchStart={onContinueIntent}
          onFocus={onContinueIntent}
          disabled={!choice}
          className={buttonClasses('accent', 'lg', 'w-full sm:w-auto sm:min-w-40')}
        >
          Continue
        </button>
      </div>
      {beside}
    </section>
  );
}
