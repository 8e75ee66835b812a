import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { SESSION_MODES } from '@app/domain/catalogues';
import { BOOKING_FEE_RUPEES, REFUND_WINDOW_HOURS } from '@app/domain/constants';
import { formatRupees } from '@app/domain/pricing';
import { formatIstDate, formatTime12h, type IstDate } from '@app/domain/ist';
import { MESSAGES } from '@app/domain/messages';
import { openSlots } from '@app/domain/slots';
import type { TherapistDetail } from '@app/domain/schemas/therapist';
import { buttonClasses } from '../../../components/ui/button';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../components/ui/icons';
import { useIsSignedIn } from '../../../lib/auth-token';
import { cn } from '../../../lib/cn';
import { showInfo } from '../../../lib/toast';

const STRIP_DAYS = 3;
type Mode = 'In-Person' | 'Online';

/** 'Tuesday 14 March' (the long date without the year). */
const spokenDate = (d: IstDate) => formatIstDate(d, 'long').replace(/\s\d{4}$/, '');

function offeredModes(modes: readonly string[]): Mode[] {
  const offered = SESSION_MODES.filter((m) =>
    modes.some((x) => x.trim().toLowerCase() === m.toLowerCase()),
  );
  return offered.length > 0 ? offered : [...SESSION_MODES];
}

/**
 * Mode, a 3-day strip over the next 30 IST days, and the open hourly times of the chosen day
 * (past times today and booked times excluded, by the domain's openSlots).
 */
export function BookingPanel({ therapist }: { therapist: TherapistDetail }) {
  const navigate = useNavigate();
  const signedIn = useIsSignedIn();
  const modes = offeredModes(therapist.sessionModes);
  const [mode, setMode] = useState<Mode>(modes.includes('In-Person') ? 'In-Person' : 'Online');
  const [now] = useState(() => new Date());
  const days = useMemo(
    () => openSlots({ now, timeSlots: therapist.timeSlots, taken: therapist.slots_booked }),
    [now, therapist.timeSlots, therapist.slots_booked],
  );
  const firstOpen = Math.max(
    0,
    days.findIndex((d) => d.times.length > 0),
  );
  const maxOffset = Math.max(0, days.length - STRIP_DAYS);
  const [offset, setOffset] = useState(Math.min(firstOpen, maxOffset));
  const [dayIndex, setDayIndex] = useState(firstOpen);
  const [time, setTime] = useState<string | null>(null);
  const day = days[dayIndex];

  const chooseDay = (i: number) => {
    setDayIndex(i);
    setTime(null);
  };
  const shift = (delta: number) => setOffset((o) => Math.min(maxOffset, Math.max(0, o + delta)));

  const book = () => {
    if (!day || !time) return;
    const slug = therapist.slug;
    if (!signedIn) {
      showInfo(MESSAGES.booking.loginToBook, { id: 'login-to-book' });
      void navigate(`/login?mode=login&redirect=/booking/${encodeURIComponent(slug)}`);
      return;
    }
    const qs = new URLSearchParams({
      date: day.key,
      time,
      mode: mode === 'Online' ? 'online' : 'in-person',
    });
    void navigate(`/booking/${encodeURIComponent(slug)}?${qs.toString()}`);
  };

  return (
    <section
      aria-labelledby="booking-heading"
      className="rounded-card border border-slate-200 bg-white p-5 shadow-raised"
    >
      <h2 id="booking-heading" className="text-lg font-semibold">
        Book a session
      </h2>

      <fieldset className="mt-4">
        <legend className="text-sm font-semibold text-slate-700">Session mode</legend>
        <div className="mt-2 grid grid-cols-2 gap-1 rounded-control bg-slate-100 p-1">
          {modes.map((m) => (
            <label
              key={m}
              className="flex min-h-11 cursor-pointer items-center justify-center rounded-md text-[0.9375rem] font-medium text-slate-700 has-[:checked]:bg-white has-[:checked]:text-primary-900 has-[:checked]:shadow-raised has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-primary-700"
            >
              <input
                type="radio"
                name="session-mode"
                value={m}
                checked={mode === m}
                onChange={() => setMode(m)}
                className="sr-only"
              />
              {m}
            </label>
          ))}
        </div>
      </fieldset>

      <div className="mt-5">
        <div className="flex items-center justify-between">
          <h3 className="text-sm font-semibold text-slate-700">Date</h3>
          <div className="flex gap-1">
            <button
              type="button"
              onClick={() => shift(-1)}
              disabled={offset === 0}
              aria-label="Earlier dates"
              className={buttonClasses('ghost', 'md', 'px-2')}
            >
              <ChevronLeftIcon />
            </button>
            <button
              type="button"
              onClick={() => shift(1)}
              disabled={offset >= maxOffset}
              aria-label="Later dates"
              className={buttonClasses('ghost', 'md', 'px-2')}
            >
              <ChevronRightIcon />
            </button>
          </div>
        </div>
        <ul className="mt-2 grid grid-cols-3 gap-2" aria-label="Dates">
          {days.slice(offset, offset + STRIP_DAYS).map((d, i) => {
            const index = offset + i;
            const selected = index === dayIndex;
            const count = d.times.length;
            return (
              <li key={d.key}>
                <button
                  type="button"
                  onClick={() => chooseDay(index)}
                  aria-pressed={selected}
                  className={cn(
                    'flex w-full flex-col items-center rounded-control border px-1 py-2.5 transition-colors',
                    selected
                      ? 'border-primary-700 bg-primary-700 text-white'
                      : 'border-slate-300 bg-white text-slate-800 hover:border-primary-700',
                  )}
                >
                  {/* The spaces between the lines keep the button's name readable: 'Tue 14 Mar 3 open'. */}
                  <span className="text-xs font-medium">{d.weekday}</span>{' '}
                  <span className="text-base font-semibold">
                    {formatIstDate(d.date, 'day-month')}
                  </span>{' '}
                  <span className={cn('text-xs', selected ? 'text-primary-50' : 'text-slate-600')}>
                    {count === 0 ? 'No slots' : `${count} open`}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      </div>

      <div className="mt-5">
        <h3 className="text-sm font-semibold text-slate-700">
          Time <span className="font-normal text-slate-600">(IST)</span>
        </h3>
        {day && day.times.length > 0 ? (
          <ul
            className="mt-2 grid grid-cols-3 gap-2"
            aria-label={`Open times on ${spokenDate(day.date)}`}
            data-testid="time-slots"
          >
            {day.times.map((t) => (
              <li key={t}>
                <button
                  type="button"
                  onClick={() => setTime(t)}
                  aria-pressed={time === t}
                  aria-label={`${spokenDate(day.date)}, ${formatTime12h(t)} IST, available`}
                  data-time={t}
                  className={cn(
                    'min-h-11 w-full rounded-control border px-1 text-sm font-medium transition-colors',
                    time === t
                      ? 'border-primary-700 bg-primary-50 text-primary-900 ring-1 ring-primary-700'
                      : 'border-slate-300 text-slate-800 hover:border-primary-700',
                  )}
                >
                  {formatTime12h(t)}
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <p
            className="mt-2 rounded-control bg-slate-50 px-3 py-3 text-sm text-slate-600"
            data-testid="no-slots"
          >
            No open times on this day. Please choose another date.
          </p>
        )}
      </div>

      <button
        type="button"
        onClick={book}
        disabled={!time}
        className={buttonClasses('accent', 'lg', 'mt-6 w-full')}
      >
        {time && day
          ? `Book ${formatTime12h(time)}, ${formatIstDate(day.date, 'day-month')}`
          : 'Choose a time to book'}
      </button>
      <p className="mt-3 text-xs leading-relaxed text-slate-600">
        Times are in IST. You pay a {formatRupees(BOOKING_FEE_RUPEES)} booking fee now, adjusted in
        the session fee and refundable if you cancel within {REFUND_WINDOW_HOURS} hours of booking.
      </p>
    </section>
  );
}
