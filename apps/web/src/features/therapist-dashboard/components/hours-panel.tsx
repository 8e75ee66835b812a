import { useState, type FormEvent } from 'react';
import {
  fromTimeSlots,
  hasAnySlot,
  toTimeSlots,
  type TimeSlots,
  type WeekHours,
} from '@app/domain/weekly-hours';
import { AvailabilityPicker } from '#components/availability-picker/availability-picker';
import { buttonClasses } from '#components/ui/button';
import { FormAlert } from '#components/ui/form-alert';
import { Skeleton } from '#components/ui/skeleton';
import { actionErrorText } from '#lib/action-error-text';
import { useT } from '#lib/i18n/i18n-context';
import { showSuccess } from '#lib/toast';
import { useSaveHours, useWeeklyHours } from '../api/weekly-hours';
import { DASHBOARD } from '../lib/dashboard-words';
import { SCHEDULE as W } from '../lib/schedule-words';

function HoursForm({ saved }: { saved: TimeSlots }) {
  const t = useT();
  const [week, setWeek] = useState<WeekHours>(() => fromTimeSlots(saved));
  const [error, setError] = useState('');
  const save = useSaveHours();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const slots = toTimeSlots(week);
    if (!hasAnySlot(slots)) {
      setError(t(W.hoursRequired));
      return;
    }
    setError('');
    save.mutate(slots, {
      onSuccess: (answer) => {
        setWeek(fromTimeSlots(answer.timeSlots));
        showSuccess(t(W.hoursSaved), { id: 'dashboard-hours' });
      },
      onError: (e) => setError(actionErrorText(e)),
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="mt-4 grid gap-4">
      <AvailabilityPicker week={week} onChange={setWeek} />
      {error ? <FormAlert>{error}</FormAlert> : null}
      <div className="flex flex-wrap gap-2">
        <button type="submit" disabled={save.isPending} className={buttonClasses('primary')}>
          {save.isPending ? t(W.saving) : t(W.saveHours)}
        </button>
        <button
          type="button"
          onClick={() => {
            setWeek(fromTimeSlots(saved));
            setError('');
          }}
          className={buttonClasses('secondary')}
        >
          {t(W.undo)}
        </button>
      </div>
    </form>
  );
}

/** The join form's availability picker on the stored hours; saving applies to open slots only. */
export function HoursPanel() {
  const t = useT();
  const hours = useWeeklyHours();
  return (
    <section aria-labelledby="hours-heading">
      <h2 id="hours-heading" className="text-xl font-semibold">
        {t(DASHBOARD.sectionTitle, { section: 'hours' })}
      </h2>
      <p className="mt-1 text-[0.9375rem] text-slate-600">{t(W.hoursLead)}</p>
      {hours.isPending ? (
        <div role="status" className="mt-4 grid gap-3">
          <span className="sr-only">{t(W.loadingHours)}</span>
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-16 w-full" />
        </div>
      ) : hours.isError ? (
        <div className="mt-4">
          <FormAlert>{t(W.hoursFailed)}</FormAlert>
        </div>
      ) : (
        <HoursForm key={JSON.stringify(hours.data)} saved={hours.data} />
      )}
    </section>
  );
}
