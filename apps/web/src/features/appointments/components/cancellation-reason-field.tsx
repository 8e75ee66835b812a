import { CANCELLATION_REASON_MAX } from '@app/domain/constants';
import { inputClasses } from '#components/ui/form-field';
import { cn } from '#lib/cn';
import { useT } from '#lib/i18n/i18n-context';
import { APPOINTMENTS as W } from '../lib/appointments-words';

/**
 * The required reason of a cancellation request, with its length counter and its error: a
 * session's request and a series' "cancel the rest" ask for it alike.
 */
export function CancellationReasonField({
  id,
  value,
  error,
  rows,
  onChange,
}: {
  id: string;
  value: string;
  error: string;
  rows: number;
  onChange: (value: string) => void;
}) {
  const t = useT();
  const over = value.length > CANCELLATION_REASON_MAX;
  return (
    <>
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={`${id}-reason`} className="text-sm font-semibold text-slate-800">
          {t(W.reason)}{' '}
          <span aria-hidden="true" className="text-danger-700">
            *
          </span>
        </label>
        <span
          id={`${id}-count`}
          className={cn('text-xs tabular-nums', over ? 'text-danger-700' : 'text-slate-600')}
        >
          {value.length}/{CANCELLATION_REASON_MAX}
        </span>
      </div>
      <textarea
        id={`${id}-reason`}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        rows={rows}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={cn(`${id}-count`, error && `${id}-error`)}
        placeholder={t(W.reasonPlaceholder)}
        className={inputClasses(Boolean(error) || over, 'mt-1.5 resize-y')}
      />
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-danger-700">
          {error}
        </p>
      ) : null}
    </>
  );
}
