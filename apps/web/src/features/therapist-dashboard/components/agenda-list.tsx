import { formatDateIn, formatTimeIn } from '@app/domain/i18n/dates';
import { useT } from '#lib/i18n/i18n-context';
import type { SessionView } from '../lib/session-view';
import type { CalendarDay } from '../lib/week';
import { SCHEDULE as W } from '../lib/schedule-words';
import { SessionChip } from './week-calendar';

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
    <ol className="grid gap-3" aria-label={t(W.agenda)}>
      {days.map((d) => (
        <li key={d.key} className="rounded-card border border-slate-200 bg-white p-4 shadow-raised">
          <h3 className="flex items-baseline justify-between gap-2 font-semibold text-slate-900">
            <span>
              {formatDateIn(t.language, d.date, 'long').replace(/\s\d{4}$/, '')}
              {d.key === todayKey ? (
                <span className="ml-2 text-sm font-medium text-primary-800">{t(W.today)}</span>
              ) : null}
            </span>
            <span className="text-sm font-normal text-slate-600">
              {d.timeOff
                ? t(W.timeOff)
                : d.hours.length === 0
                  ? t(W.noHours)
                  : t(W.openHours, { count: d.open.length })}
            </span>
          </h3>
          {d.sessions.length === 0 ? (
            <p className="mt-1 text-sm text-slate-600">{t(W.noSessions)}</p>
          ) : (
            <ul className="mt-2 grid gap-2">
              {d.sessions.map((s) => (
                <li key={s.item.id} className="flex items-center gap-3">
                  <span className="w-16 shrink-0 text-sm font-semibold text-slate-700">
                    {formatTimeIn(t.language, s.item.slotTime)}
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
