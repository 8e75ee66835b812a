import { formatIstDate, formatTime12h } from '@app/domain/ist';
import { defineMessages } from '@app/domain/i18n/define';
import { useT } from '#lib/i18n/i18n-context';
import type { SessionView } from '../lib/session-view';
import type { CalendarDay } from '../lib/week';
import { SessionChip } from './week-calendar';

const M = defineMessages({
  timeOff: { id: 'dashboard.agenda.timeOff', defaultMessage: 'Time off' },
  noHours: {
    id: 'dashboard.agenda.noHours',
    defaultMessage: 'No hours',
    description: 'The therapist does not work this day',
  },
  openHours: {
    id: 'dashboard.agenda.openHours',
    defaultMessage: '{count, plural, =0 {No open hours} one {# open hour} other {# open hours}}',
    description: 'Hours of the day still free to book: not begun, not booked',
  },
});

/** The week on a phone: a day a heading, its sessions in time order, time off and open hours noted. */
export function AgendaList({
  days,
  onOpen,
  todayKey,
}: {
  days: CalendarDay[];
  onOpen: (view: SessionView) => void;
  todayKey: string;
}) {
  const t = useT();
  return (
    <ol className="grid gap-3" aria-label="Agenda">
      {days.map((d) => (
        <li key={d.key} className="rounded-card border border-slate-200 bg-white p-4 shadow-raised">
          <h3 className="flex items-baseline justify-between gap-2 font-semibold text-slate-900">
            <span>
              {formatIstDate(d.date, 'long').replace(/\s\d{4}$/, '')}
              {d.key === todayKey ? (
                <span className="ml-2 text-sm font-medium text-primary-800">Today</span>
              ) : null}
            </span>
            <span className="text-sm font-normal text-slate-600">
              {d.timeOff
                ? t(M.timeOff)
                : d.hours.length === 0
                  ? t(M.noHours)
                  : t(M.openHours, { count: d.open.length })}
            </span>
          </h3>
          {d.sessions.length === 0 ? (
            <p className="mt-1 text-sm text-slate-600">No sessions.</p>
          ) : (
            <ul className="mt-2 grid gap-2">
              {d.sessions.map((s) => (
                <li key={s.item.id} className="flex items-center gap-3">
                  <span className="w-16 shrink-0 text-sm font-semibold text-slate-700">
                    {formatTime12h(s.item.slotTime)}
                  </span>
                  <SessionChip view={s} onOpen={onOpen} className="min-h-11 text-sm" />
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ol>
  );
}
