import { useState } from 'react';
import { Link } from 'react-router';
import { MINIMUM_NOTICE_CHOICES, type TimeOffConflict } from '@app/domain/schemas/time-off';
import type { TherapistAction } from '@app/domain/therapist-sessions';
import { buttonClasses } from '#components/ui/button';
import { FormAlert } from '#components/ui/form-alert';
import { Skeleton } from '#components/ui/skeleton';
import { actionErrorText } from '#lib/action-error-text';
import { useT } from '#lib/i18n/i18n-context';
import { showSuccess } from '#lib/toast';
import { useNow } from '#lib/use-now';
import { paths } from '#config/paths';
import { useTherapistAppointments } from '../api/get-appointments';
import { useDateHours, useTimeOff } from '../api/time-off';
import { useHoursAndNotice, useSaveNotice } from '../api/weekly-hours';
import { sessionView } from '../lib/session-view';
import { ActionDialog } from './action-dialog';
import { DateHoursEditor } from './date-hours-editor';
import { TimeOffRanges } from './time-off-ranges';
import { DASHBOARD } from '../lib/dashboard-words';
import { ACTION_WORDS } from '../lib/action-words';
import { SCHEDULE as W } from '../lib/schedule-words';
import { slotText } from '../lib/session-view';

const noticeUnit = (h: number) => (h === 0 ? 'none' : h % 24 === 0 && h > 1 ? 'day' : 'hour');

function NoticeForm() {
  const t = useT();
  const hours = useHoursAndNotice();
  const save = useSaveNotice();
  const [error, setError] = useState('');
  if (hours.isPending) return <Skeleton className="h-20 w-full" />;
  if (hours.isError) return <FormAlert>{t(W.noticeFailed)}</FormAlert>;
  const current = hours.data.minimumNoticeHours;
  return (
    <section
      aria-labelledby="notice-heading"
      className="grid gap-2 rounded-card border border-slate-200 bg-white p-4"
    >
      <h3 id="notice-heading" className="text-lg font-semibold">
        {t(W.notice)}
      </h3>
      <label htmlFor="minimum-notice" className="text-sm text-slate-600">
        {t(W.noticeLabel)}
      </label>
      <select
        id="minimum-notice"
        value={current}
        disabled={save.isPending}
        onChange={(e) =>
          save.mutate(
            { timeSlots: hours.data.timeSlots, minimumNoticeHours: Number(e.target.value) },
            {
              onSuccess: () => {
                setError('');
                showSuccess(t(W.noticeSaved), { id: 'notice' });
              },
              onError: (x) => setError(actionErrorText(x)),
            },
          )
        }
        className="min-h-11 max-w-xs rounded-control border border-slate-300 bg-white px-3"
      >
        {MINIMUM_NOTICE_CHOICES.map((h) => (
          <option key={h} value={h}>
            {t(W.noticeChoice, { unit: noticeUnit(h), hours: h, days: h / 24 })}
          </option>
        ))}
      </select>
      {error ? <FormAlert>{error}</FormAlert> : null}
    </section>
  );
}

function Conflicts({ conflicts }: { conflicts: TimeOffConflict[] }) {
  const t = useT();
  const appointments = useTherapistAppointments();
  const now = useNow(30_000);
  const [dialog, setDialog] = useState<{ id: string; action: TherapistAction } | null>(null);
  const viewOf = (id: string) => {
    const item = appointments.data?.find((a) => a.id === id);
    return item ? sessionView(item, now, t) : null;
  };
  const open = dialog ? viewOf(dialog.id) : null;
  if (conflicts.length === 0) return null;
  return (
    <section
      aria-labelledby="conflicts-heading"
      className="grid gap-3 rounded-card border border-warning-100 bg-warning-50 p-4"
    >
      <h3 id="conflicts-heading" className="text-lg font-semibold text-slate-900">
        {t(W.conflicts, { count: conflicts.length })}
      </h3>
      <p className="text-sm text-slate-700">{t(W.conflictsLead)}</p>
      <ul className="grid gap-2">
        {conflicts.map(({ appointment: a, reason }) => {
          const view = viewOf(a.id);
          const cancel: TherapistAction | null = view?.actions.includes('request-cancellation')
            ? 'request-cancellation'
            : view?.actions.includes('decline')
              ? 'decline'
              : null;
          return (
            <li
              key={a.id}
              data-testid="conflict"
              className="grid gap-2 rounded-card border border-slate-200 bg-white p-3 sm:flex sm:items-center sm:justify-between"
            >
              <div>
                <p className="font-semibold text-slate-900">
                  {a.clientName} · {slotText(a.slotDate, a.slotTime, t)}
                </p>
                <p className="text-sm text-slate-600">
                  {t(W.conflictReason, { reason: reason === 'time-off' ? 'timeOff' : 'dateHours' })}
                  {a.cancellationRequested ? t(W.cancellationRequested) : ''}
                </p>
              </div>
              <div className="flex flex-wrap gap-2">
                <Link
                  to={`${paths.dashboard('calendar')}?session=${encodeURIComponent(a.id)}`}
                  className={buttonClasses('secondary', 'sm', 'min-h-11')}
                >
                  {t(ACTION_WORDS['propose-times'].label)}
                </Link>
                {cancel && !a.cancellationRequested ? (
                  <button
                    type="button"
                    onClick={() => setDialog({ id: a.id, action: cancel })}
                    className={buttonClasses('danger-outline', 'sm', 'min-h-11')}
                  >
                    {t(
                      cancel === 'decline'
                        ? ACTION_WORDS.decline.confirm
                        : ACTION_WORDS['request-cancellation'].label,
                    )}
                  </button>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
      {dialog && open ? (
        <ActionDialog view={open} action={dialog.action} onClose={() => setDialog(null)} />
      ) : null}
    </section>
  );
}

/** Days off, hours for single dates, minimum notice, and the booked sessions they unsettle. */
export function TimeOffPanel() {
  const t = useT();
  const timeOff = useTimeOff();
  const dateHours = useDateHours();
  const weekly = useHoursAndNotice();
  return (
    <section aria-labelledby="time-off-heading" className="grid gap-6">
      <div>
        <h2 id="time-off-heading" className="text-xl font-semibold">
          {t(DASHBOARD.sectionTitle, { section: 'timeOff' })}
        </h2>
        <p className="mt-1 text-[0.9375rem] text-slate-600">{t(W.timeOffLead)}</p>
      </div>
      {timeOff.isPending || dateHours.isPending ? (
        <div role="status" className="grid gap-3">
          <span className="sr-only">{t(W.loadingTimeOff)}</span>
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-40 w-full" />
        </div>
      ) : timeOff.isError || dateHours.isError ? (
        <FormAlert>{t(W.timeOffFailed)}</FormAlert>
      ) : (
        <>
          <Conflicts conflicts={timeOff.data.conflicts} />
          <TimeOffRanges saved={timeOff.data.timeOff} />
          <DateHoursEditor saved={dateHours.data.dateHours} weekly={weekly.data?.timeSlots ?? {}} />
        </>
      )}
      <NoticeForm />
    </section>
  );
}
