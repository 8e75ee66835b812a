import type { ReactNode, Ref } from 'react';
import { SlotPicker } from '#components/slot-picker/slot-picker';
import type { SlotPicker as SlotPickerState } from '#components/slot-picker/use-slot-picker';
import { buttonClasses } from '#components/ui/button';
import { HoldCountdown } from './hold-countdown';
import { useT } from '#lib/i18n/i18n-context';
import { BOOKING } from '../lib/booking-words';
import { formatDateIn, formatTimeIn } from '@app/domain/i18n/dates';
import { displayName } from '@app/domain/i18n/display-names';

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
  /** Once a time is chosen: repeat it weekly, and which weeks are free. */
  repeat?: ReactNode;
};

/** Step 1: mode, date and time. Continue stays disabled until a time is chosen. */
export function SlotStep({
  picker,
  headingRef,
  holdExpiresAt,
  onContinue,
  onContinueIntent,
  beside,
  repeat,
}: SlotStepProps) {
  const choice = picker.choice;
  const t = useT();
  return (
    <section aria-labelledby="slots-heading">
      <h2
        id="slots-heading"
        ref={headingRef}
        tabIndex={-1}
        className="text-xl font-semibold tracking-tight"
      >
        {t(BOOKING.stepSlots)}
      </h2>
      <p className="mt-1 text-[0.9375rem] text-slate-600">{t(BOOKING.slotsLead)}</p>
      <SlotPicker picker={picker} density="roomy" className="mt-5" />
      {repeat}
      {holdExpiresAt ? (
        <div className="mt-5 lg:hidden">
          <HoldCountdown key={holdExpiresAt} expiresAt={holdExpiresAt} />
        </div>
      ) : null}
      <div className="mt-6 flex flex-col gap-3 border-t border-slate-100 pt-5 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-600" aria-live="polite">
          {choice ? (
            <>
              {t(BOOKING.selected)}
              <span className="font-semibold text-slate-900">
                {t(BOOKING.selectedSlot, {
                  date: formatDateIn(t.language, choice.day.date, 'short'),
                  time: formatTimeIn(t.language, choice.time),
                  mode: displayName(t, 'sessionMode', choice.mode),
                })}
              </span>
            </>
          ) : (
            t(BOOKING.chooseToContinue)
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
          {t(BOOKING.continue)}
        </button>
      </div>
      {beside}
    </section>
  );
}
