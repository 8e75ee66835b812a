import { formatDateIn, formatTimeIn, formatWeekdayIn } from '@app/domain/i18n/dates';
import { useT } from '#lib/i18n/i18n-context';
import { cn } from '#lib/cn';
import { DASHBOARD } from '../lib/dashboard-words';
import { SCHEDULE as W } from '../lib/schedule-words';
import type { SessionView } from '../lib/session-view';
import { hourRows, type CalendarDay } from '../lib/week';

const TONE_CLASSES: Record<SessionView['status']['tone'], string> = {
  pending: 'border-warning-600 bg-warning-50 text-warning-800',
  positive: 'border-success-600 bg-success-50 text-success-800',
  negative: 'border-danger-600 bg-danger-50 text-danger-800 line-through',
  neutral: 'border-slate-400 bg-slate-100 text-slate-700',
};

/** A session's chip: a hold (unpaid reservation) is dashed; the colour says its status. */
export function SessionChip({
  view,
  onOpen,
  className,
}: {
  view: SessionView;
  onOpen: (view: SessionView) => void;
  className?: string;
}) {
  const t = useT();
  const hold = !view.item.payment && !view.item.cancelled;
  return (
    <button
      type="button"
      onClick={() => onOpen(view)}
      data-testid="calendar-session"
      className={cn(
        'block w-full rounded-md border-l-4 px-2 py-1 text-left text-xs leading-tight hover:shadow-raised',
        hold
          ? 'border border-dashed border-slate-400 bg-white text-slate-700'
          : TONE_CLASSES[view.status.tone],
        className,
      )}
    >
      <span className="block truncate font-semibold">{view.item.clientName}</span>
      <span className="block truncate">{hold ? t(DASHBOARD.hold) : view.status.label}</span>
      <span className="sr-only">
        , {view.dateText}, {view.timeText}, {view.modeText}
      </span>
    </button>
  );
}

/** The week at ≥ 1024 px: Monday to Sunday, an hour a row, open hours shaded, time off marked. */
export function WeekCalendar({
  days,
  onOpen,
  todayKey,
}: {
  days: CalendarDay[];
  onOpen: (view: SessionView) => void;
  todayKey: string;
}) {
  const t = useT();
  const rows = hourRows(days);
  return (
    <div className="overflow-hidden rounded-card border border-slate-200 bg-white shadow-raised">
      <table className="w-full table-fixed border-collapse text-sm">
        <caption className="sr-only">
          {t(W.caption, { date: days[0] ? formatDateIn(t.language, days[0].date, 'long') : '' })}
        </caption>
        <thead>
          <tr>
            <th
              scope="col"
              className="w-20 border-b border-slate-200 bg-slate-50 py-2 text-xs font-medium text-slate-600"
            >
              IST
            </th>
            {days.map((d) => (
              <th
                key={d.key}
                scope="col"
                aria-current={d.key === todayKey ? 'date' : undefined}
                className={cn(
                  'border-b border-l border-slate-200 py-2 font-semibold',
                  d.key === todayKey
                    ? 'bg-primary-50 text-primary-900'
                    : 'bg-slate-50 text-slate-800',
                )}
              >
                <span className="block text-xs font-medium text-slate-600">
                  {formatWeekdayIn(t.language, d.date)}
                </span>
                {formatDateIn(t.language, d.date, 'day-month')}
                {d.timeOff ? (
                  <span className="block text-xs font-medium text-slate-600">{t(W.timeOff)}</span>
                ) : null}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((hour) => (
            <tr key={hour}>
              <th
                scope="row"
                className="border-t border-slate-100 px-2 py-1 text-right align-top text-xs font-medium whitespace-nowrap text-slate-600"
              >
                {formatTimeIn(t.language, hour)}
              </th>
              {days.map((d) => {
                const open = d.open.includes(hour);
                const here = d.sessions.filter(
                  (s) => s.item.slotTime.slice(0, 2) === hour.slice(0, 2),
                );
                return (
                  <td
                    key={d.key}
                    className={cn(
                      'h-14 overflow-hidden border-t border-l border-slate-100 p-1 align-top',
                      d.timeOff
                        ? 'bg-[repeating-linear-gradient(135deg,var(--color-slate-100)_0_6px,transparent_6px_12px)]'
                        : open
                          ? 'bg-primary-50/70'
                          : '',
                    )}
                  >
                    {open && here.length === 0 ? (
                      <span className="sr-only">{t(W.open)}</span>
                    ) : null}
                    <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-1">
                      {here.map((s) => (
                        <SessionChip key={s.item.id} view={s} onOpen={onOpen} />
                      ))}
                    </div>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
