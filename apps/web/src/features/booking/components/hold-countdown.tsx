import { useEffect, useState } from 'react';
import { ClockIcon } from '#components/ui/icons';
import { cn } from '#lib/cn';
import { useT } from '#lib/i18n/i18n-context';
import { BOOKING } from '../lib/booking-words';
import type { ReactNode } from 'react';

const SECOND = 1000;
const MINUTE = 60 * SECOND;

function clock(ms: number): string {
  const seconds = Math.ceil(ms / SECOND);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * 'Slot held for 9:41' until the hold ends, then 'Your hold has expired'. The visible clock ticks
 * every second; screen readers hear the whole minutes only, so they are not interrupted each second.
 */
export function HoldCountdown({ expiresAt, className }: { expiresAt: string; className?: string }) {
  const end = Date.parse(expiresAt);
  const [now, setNow] = useState(() => Date.now());
  const t = useT();
  const remaining = Math.max(0, end - now);
  const expired = remaining <= 0;

  useEffect(() => {
    if (expired) return;
    const timer = window.setInterval(() => setNow(Date.now()), SECOND);
    return () => window.clearInterval(timer);
  }, [expired]);

  if (expired) {
    return (
      <p
        role="status"
        className={cn(
          'flex items-center gap-2 rounded-control bg-danger-50 px-3 py-2 text-sm font-medium text-danger-800',
          className,
        )}
      >
        <ClockIcon width={18} height={18} className="shrink-0" />
        {t(BOOKING.holdExpired)}
      </p>
    );
  }
  const minutes = Math.ceil(remaining / MINUTE);
  return (
    <div
      role="timer"
      aria-live="polite"
      aria-atomic="true"
      className={cn(
        'flex items-center gap-2 rounded-control bg-warning-50 px-3 py-2 text-sm font-medium text-warning-800',
        className,
      )}
    >
      <ClockIcon width={18} height={18} className="shrink-0" />
      <span aria-hidden="true">
        {t.parts<ReactNode>(BOOKING.heldFor, {
          clock: clock(remaining),
          b: (chunks) => (
            <span key="clock" className="tabular-nums">
              {chunks}
            </span>
          ),
        })}
      </span>
      <span className="sr-only">{t(BOOKING.heldForMinutes, { minutes })}</span>
    </div>
  );
}
