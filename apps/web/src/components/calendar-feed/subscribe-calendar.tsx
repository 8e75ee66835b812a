import { useId, useState } from 'react';
import { buttonClasses } from '../ui/button';
import { FormAlert } from '../ui/form-alert';
import { CalendarIcon } from '../ui/icons';
import { showSuccess } from '#lib/toast';

/**
 * "Subscribe to calendar": makes a private webcal:// address, shows it once with a copy button,
 * and makes a new one on request (the old address then stops working). The address is a secret,
 * stored by the server only as a hash, so it cannot be shown again later.
 */
export function SubscribeCalendar({
  what,
  rotate,
  pending,
}: {
  /** What the calendar carries, e.g. 'your sessions'. */
  what: string;
  rotate: () => Promise<string>;
  pending: boolean;
}) {
  const id = useId();
  const [url, setUrl] = useState('');
  const [error, setError] = useState('');

  const make = async () => {
    setError('');
    try {
      setUrl(await rotate());
    } catch {
      setError('Unable to make a calendar address. Please try again.');
    }
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      showSuccess('Calendar address copied.', { id: 'calendar-feed' });
    } catch {
      setError('Copying is not allowed here. Please select the address and copy it.');
    }
  };

  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="rounded-card border border-slate-200 bg-white p-5 shadow-raised"
    >
      <h2 id={`${id}-heading`} className="flex items-center gap-2 text-lg font-semibold">
        <CalendarIcon aria-hidden="true" width={20} height={20} />
        Subscribe to calendar
      </h2>
      <p className="mt-1 text-[0.9375rem] text-slate-600">
        Add {what} to Google, Apple or Outlook Calendar. The address is private: anyone who has it
        can see the times.{what === 'your sessions' ? ' Clients appear by first name only.' : ''}
      </p>
      {url ? (
        <div className="mt-4 grid gap-2">
          <label htmlFor={`${id}-url`} className="text-sm font-semibold text-slate-700">
            Your private calendar address
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
              Copy address
            </button>
          </div>
          <p className="text-sm text-slate-600">
            Shown only now. In your calendar app choose “Add calendar from URL” and paste it.
          </p>
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
        {pending ? 'Making address…' : url ? 'Make a new address' : 'Get calendar address'}
      </button>
      <p className="mt-2 text-sm text-slate-600">
        A new address turns off every address made before it.
      </p>
    </section>
  );
}
