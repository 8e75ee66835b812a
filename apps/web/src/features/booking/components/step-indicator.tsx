import { CheckCircleIcon } from '#components/ui/icons';
import { cn } from '#lib/cn';
import { useT } from '#lib/i18n/i18n-context';
import { BOOKING } from '../lib/booking-words';

export const BOOKING_STEPS = [BOOKING.stepSlots, BOOKING.stepDetails] as const;

/** 'Step 1 of 2' with both step names; the current one is marked for screen readers. */
export function StepIndicator({ current }: { current: 1 | 2 }) {
  const t = useT();
  return (
    <ol aria-label={t(BOOKING.steps)} className="flex items-center gap-2 sm:gap-3">
      {BOOKING_STEPS.map((label, i) => {
        const step = i + 1;
        const done = step < current;
        const active = step === current;
        return (
          <li
            key={label.id}
            aria-current={active ? 'step' : undefined}
            className="flex min-w-0 flex-1 items-center gap-2 sm:flex-none"
          >
            <span
              aria-hidden="true"
              className={cn(
                'inline-flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-semibold',
                active && 'bg-primary-700 text-white',
                done && 'bg-primary-100 text-primary-800',
                !active && !done && 'border border-slate-300 bg-white text-slate-600',
              )}
            >
              {done ? <CheckCircleIcon width={18} height={18} /> : step}
            </span>
            <span
              className={cn(
                'text-sm leading-tight',
                active ? 'font-semibold text-slate-900' : 'text-slate-600',
              )}
            >
              <span className="sr-only">
                {t(BOOKING.stepOf, {
                  step,
                  total: BOOKING_STEPS.length,
                  done: done ? 'yes' : 'no',
                })}
              </span>
              {t(label)}
            </span>
            {step < BOOKING_STEPS.length ? (
              <span aria-hidden="true" className="hidden h-px w-10 bg-slate-300 sm:block" />
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
