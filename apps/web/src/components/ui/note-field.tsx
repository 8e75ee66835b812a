import { useId } from 'react';
import { cn } from '#lib/cn';
import { inputClasses } from './form-field';

/** A short free-text note with a live character count (reasons, notes to the team). */
export function NoteField({
  label,
  hint,
  value,
  onChange,
  max,
  error,
  required = false,
}: {
  label: string;
  hint?: string;
  value: string;
  onChange: (value: string) => void;
  max: number;
  error?: string;
  required?: boolean;
}) {
  const id = useId();
  const over = value.length > max;
  return (
    <div>
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="text-sm font-semibold text-slate-800">
          {label}
          {required ? (
            <span aria-hidden="true" className="ml-0.5 text-danger-700">
              *
            </span>
          ) : null}
        </label>
        <span
          id={`${id}-count`}
          className={cn('text-xs tabular-nums', over ? 'text-danger-700' : 'text-slate-600')}
        >
          {value.length}/{max}
        </span>
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      <textarea
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        rows={4}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={cn(hint && `${id}-hint`, `${id}-count`, error && `${id}-error`)}
        className={inputClasses(Boolean(error) || over, 'mt-1.5 resize-y')}
      />
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-danger-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
