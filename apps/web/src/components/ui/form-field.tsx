import { useId, type ComponentProps, type ReactNode, type Ref } from 'react';
import { cn } from '#lib/cn';
import { defineMessage } from '@app/domain/i18n/define';
import { useT } from '#lib/i18n/i18n-context';

const EMAIL = defineMessage({ id: 'common.email', defaultMessage: 'Email' });

export const inputClasses = (invalid?: boolean, className?: string) =>
  cn(
    'block min-h-11 w-full rounded-control border bg-white px-3 py-2 text-base text-slate-900',
    'placeholder:text-slate-500 transition-colors focus-visible:border-primary-700',
    'disabled:cursor-not-allowed disabled:bg-slate-50 read-only:bg-slate-50 read-only:text-slate-700',
    invalid ? 'border-danger-700' : 'border-slate-300 hover:border-slate-400',
    className,
  );

export type FieldProps = {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  /** Renders the control; receives the ids and aria attributes it must carry. */
  children: (control: {
    id: string;
    'aria-invalid': boolean;
    'aria-describedby': string | undefined;
    'aria-required': boolean | undefined;
  }) => ReactNode;
  className?: string;
};

/** Label, control, hint and inline error wired together for screen readers. */
export function Field({ label, error, hint, required, children, className }: FieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800">
        {label}
        {required ? (
          <span className="ml-0.5 text-danger-700" aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      {children({
        id,
        'aria-invalid': Boolean(error),
        'aria-describedby': describedBy,
        'aria-required': required || undefined,
      })}
      {hint ? (
        <p id={hintId} className="mt-1.5 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-danger-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

type TextFieldProps = Omit<ComponentProps<'input'>, 'children'> & {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  ref?: Ref<HTMLInputElement>;
  fieldClassName?: string;
};

/** A labelled text input with its inline error. */
export function TextField({
  label,
  error,
  hint,
  required,
  className,
  fieldClassName,
  ref,
  ...input
}: TextFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} required={required} className={fieldClassName}>
      {(control) => (
        <input
          ref={ref}
          {...input}
          {...control}
          className={inputClasses(Boolean(error), className)}
        />
      )}
    </Field>
  );
}

/** A required email address: the label, keyboard and autofill every form gives it. */
export function EmailField(props: Omit<TextFieldProps, 'label' | 'type'>) {
  const t = useT();
  return (
    <TextField
      label={t(EMAIL)}
      type="email"
      inputMode="email"
      autoComplete="email"
      required
      {...props}
    />
  );
}
