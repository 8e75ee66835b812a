import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { formatDateIn } from '@app/domain/i18n/dates';
import { addIstDays, istToday, toSlotDateKey } from '@app/domain/ist';
import type { TherapistAction } from '@app/domain/therapist-sessions';
import { SubscribeCalendar } from '#components/calendar-feed/subscribe-calendar';
import { buttonClasses } from '#components/ui/button';
import { DialogFrame } from '#components/ui/dialog-frame';
import { FormAlert } from '#components/ui/form-alert';
import { ChevronLeftIcon, ChevronRightIcon } from '#components/ui/icons';
import { Skeleton } from '#components/ui/skeleton';
import { useT } from '#lib/i18n/i18n-context';
import { useMediaQuery } from '#lib/use-media-query';
import { useNow } from '#lib/use-now';
import { useTherapistCalendarFeed } from '../api/calendar-feed';
import { useTherapistAppointments } from '../api/get-appointments';
import { useDateHours, useTimeOff } from '../api/time-off';
import { useWeeklyHours } from '../api/weekly-hours';
import { sessionView, type SessionView } from '../lib/session-view';
import { mondayOf, weekOf } from '../lib/week';
import { DASHBOARD } from '../lib/dashboard-words';
import { SCHEDULE as W } from '../lib/schedule-words';
import { ActionDialog } from './action-dialog';
import { ProposeTimesDialog } from './propose-times-dialog';
import { AgendaList } from './agenda-list';
import { SessionCard } from './session-card';
import { WeekCalendar } from './week-calendar';

/**
 * The week at a glance: a calendar from 1024 px, an agenda on phones. A session opens its card
 * with its actions; `?session=<id>` opens one directly (links from the Time off page).
 */
export function CalendarPanel() {
  const t = useT();
  const now = useNow(60_000);
  const wide = useMediaQuery('(min-width: 1024px)');
  const [params, setParams] = useSearchParams();
  const [weekOffset, setWeekOffset] = useState(0);
  const [action, setAction] = useState<{ id: string; action: TherapistAction } | null>(null);
  const appointments = useTherapistAppointments();
  const hours = useWeeklyHours();
  const timeOff = useTimeOff();
  const dateHours = useDateHours();
  const feed = useTherapistCalendarFeed();

  const today = istToday(now);
  const monday = addIstDays(mondayOf(today), weekOffset * 7);
  const views = useMemo(
    () => (appointments.data ?? []).map((a) => sessionView(a, now, t)),
    [appointments.data, now, t],
  );
  const days = useMemo(
    () =>
      weekOf(
        monday,
        hours.data ?? {},
        { timeOff: timeOff.data?.timeOff, dateHours: dateHours.data?.dateHours },
        views.filter((v) => !v.item.cancelled),
        now,
      ),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- monday is derived from these two
    [weekOffset, now, hours.data, timeOff.data, dateHours.data, views],
  );
  const openId = params.get('session');
  const opened = openId ? views.find((v) => v.item.id === openId) : undefined;
  const acting = action ? views.find((v) => v.item.id === action.id) : undefined;
  const openCard = (v: SessionView) =>
    setParams({ session: v.item.id }, { replace: true, preventScrollReset: true });
  const closeCard = () => setParams({}, { replace: true, preventScrollReset: true });
  const loading = appointments.isPending || hours.isPending;

  return (
    <div className="grid gap-6">
      <section aria-labelledby="calendar-heading">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div>
            <h2 id="calendar-heading" className="text-xl font-semibold">
              {t(W.weekOf, {
                from: formatDateIn(t.language, monday, 'day-month'),
                to: formatDateIn(t.language, addIstDays(monday, 6), 'day-month'),
              })}
            </h2>
            <p className="mt-1 text-sm text-slate-600">{t(W.calendarLead)}</p>
          </div>
          <div className="flex items-center gap-1">
            <button
              type="button"
              aria-label={t(W.previousWeek)}
              onClick={() => setWeekOffset((w) => w - 1)}
              className={buttonClasses('secondary', 'md', 'px-3')}
            >
              <ChevronLeftIcon />
            </button>
            <button
              type="button"
              disabled={weekOffset === 0}
              onClick={() => setWeekOffset(0)}
              className={buttonClasses('secondary', 'md')}
            >
              {t(W.thisWeek)}
            </button>
            <button
              type="button"
              aria-label={t(W.nextWeek)}
              onClick={() => setWeekOffset((w) => w + 1)}
              className={buttonClasses('secondary', 'md', 'px-3')}
            >
              <ChevronRightIcon />
            </button>
          </div>
        </div>
        <div className="mt-4">
          {loading ? (
            <div role="status">
              <span className="sr-only">{t(W.loadingWeek)}</span>
              <Skeleton className="h-96 w-full" />
            </div>
          ) : appointments.isError || hours.isError ? (
            <FormAlert>{t(W.weekFailed)}</FormAlert>
          ) : wide ? (
            <WeekCalendar days={days} onOpen={openCard} todayKey={toSlotDateKey(today)} />
          ) : (
            <AgendaList days={days} onOpen={openCard} todayKey={toSlotDateKey(today)} />
          )}
        </div>
      </section>
      <SubscribeCalendar
        carries="sessions"
        rotate={() => feed.mutateAsync()}
        pending={feed.isPending}
      />
      {opened && !action ? (
        <DialogFrame
          onClose={closeCard}
          title={t(DASHBOARD.session)}
          description={`${opened.dateText}, ${opened.timeText}`}
        >
          <div className="mt-4">
            <SessionCard
              view={opened}
              now={now}
              onAction={(v, a) => {
                closeCard();
                setAction({ id: v.item.id, action: a });
              }}
            />
          </div>
        </DialogFrame>
      ) : null}
      {action && acting && action.action === 'propose-times' ? (
        <ProposeTimesDialog view={acting} onClose={() => setAction(null)} />
      ) : action && acting ? (
        <ActionDialog view={acting} action={action.action} onClose={() => setAction(null)} />
      ) : null}
    </div>
  );
}
