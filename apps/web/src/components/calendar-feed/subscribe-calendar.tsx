import { useId, useState } from 'react';
import { buttonClasses } from '../ui/button';
import { FormAlert } from '../ui/form-alert';
import { CalendarIcon } from '../ui/icons';
import { showSuccess } from '#lib/toast';
import { defineMessages } from '@app/domain/i18n/define';
import { useT } from '#lib/i18n/i18n-context';

/** Namespace calendarFeed: loaded by My Profile and the dashboard's calendar. */
const M = defineMessages({
  heading: { id: 'calendarFeed.heading', defaultMessage: 'Subscribe to calendar' },
  lead: {
    id: 'calendarFeed.lead',
    defaultMessage:
      '{carries, select, sessions {Add your sessions to Google, Apple or Outlook Calendar. The address is private: anyone who has it can see the times. Clients appear by first name only.} other {Add your appointments to Google, Apple or Outlook Calendar. The address is private: anyone who has it can see the times.}}',
  },
  makeFailed: {
    id: 'calendarFeed.makeFailed',
    defaultMessage: 'Unable to make a calendar address. Please try again.',
  },
  copied: { id: 'calendarFeed.copied', defaultMessage: 'Calendar address copied.' },
  copyRefused: {
    id: 'calendarFeed.copyRefused',
    defaultMessage: 'Copying is not allowed here. Please select the address and copy it.',
  },
  address: { id: 'calendarFeed.address', defaultMessage: 'Your private calendar address' },
  copy: { id: 'calendarFeed.copy', defaultMessage: 'Copy address' },
  shownOnce: {
    id: 'calendarFeed.shownOnce',
    defaultMessage:
      'Shown only now. In your calendar app choose “Add calendar from URL” and paste it.',
  },
  making: { id: 'calendarFeed.making', defaultMessage: 'Making address…' },
  makeNew: { id: 'calendarFeed.makeNew', defaultMessage: 'Make a new address' },
  get: { id: 'calendarFeed.get', defaultMessage: 'Get calendar address' },
  newTurnsOff: {
    id: 'calendarFeed.newTurnsOff',
    defaultMessage: 'A new address turns off every address made before it.',
  },
});

/**
 * "Subscribe to calendar": makes a private webcal:// address, shows it once with a copy button,
 * and makes a new one on request (the old address then stops working). The address is a secret,
 * stored by the server only as a hash, so it cannot be shown again later.
 */
export function SubscribeCalendar({
  carries,
  rotate,
  pending,
}: {
  /** What the calendar carries: a therapist's sessions or a client's appointments. */
  carries: 'sessions' | 'appointments';
  rotate: () => Promise<string>;
  pending: boolean;
}) {
  const id = useId();
  const t = useT();
  const [url, setUrl] = useState('');
  const [error, setError] = useState('');

  const make = async () => {
    setError('');
    try {
      setUrl(await rotate());
    } catch {
      setError(t(M.makeFailed));
    }
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      showSuccess(t(M.copied), { id: 'calendar-feed' });
    } catch {
      setError(t(M.copyRefused));
    }
  };

  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="rounded-card border border-slate-200 bg-white p-5 shadow-raised"
    >
      <h2 id={`${id}-heading`} className="flex items-center gap-2 text-lg font-semibold">
        <CalendarIcon aria-hidden="true" width={20} height={20} />
        {t(M.heading)}
      </h2>
      <p className="mt-1 text-[0.9375rem] text-slate-600">{t(M.lead, { carries })}</p>
      {url ? (
        <div className="mt-4 grid gap-2">
          <label htmlFor={`${id}-url`} className="text-sm font-semibold text-slate-700">
            {t(M.address)}
          </label>
          <div className="flex flex-wrap gap-2">
            <input
              id={`${id}-url`}
              readOnly
              value={url}
              onFocus={(e) => e.currentTarget.select()}
              className="min-h-11 min-w-0 flex-1 rounded-control border border-slate-300 bg-slate-50 px-3 font-mono text-sm text-slate-800"
            />
            <button type="button" onClick={() => void copy()} className={buttonClasses('primary')}>
              {t(M.copy)}
            </button>
          </div>
          <p className="text-sm text-slate-600">{t(M.shownOnce)}</p>
        </div>
      ) : null}
      {error ? (
        <div className="mt-3">
          <FormAlert>{error}</FormAlert>
        </div>
      ) : null}
      <button
        type="button"
        onClick={() => void make()}
        disabled={pending}
        className={buttonClasses(url ? 'secondary' : 'primary', 'md', 'mt-4')}
      >
        {pending ? t(M.making) : url ? t(M.makeNew) : t(M.get)}
      </button>
      <p className="mt-2 text-sm text-slate-600">{t(M.newTurnsOff)}</p>
    </section>
  );
}
