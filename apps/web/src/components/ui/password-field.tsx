import { useState, type ComponentProps, type ReactNode, type Ref } from 'react';
import { Field, inputClasses } from './form-field';
import { EyeIcon, EyeOffIcon } from './icons';
import { defineMessages } from '@app/domain/i18n/define';
import { useT } from '#lib/i18n/i18n-context';

const M = defineMessages({
  show: { id: 'common.password.show', defaultMessage: 'Show password' },
  hide: { id: 'common.password.hide', defaultMessage: 'Hide password' },
});

type PasswordFieldProps = Omit<ComponentProps<'input'>, 'type' | 'children'> & {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  ref?: Ref<HTMLInputElement>;
};

/** Password input with a show/hide toggle (a real button that says what it does). */
export function PasswordField({ label, error, hint, required, ref, ...input }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const t = useT();
  return (
    <Field label={label} error={error} hint={hint} required={required}>
      {(control) => (
        <div className="relative">
          <input
            ref={ref}
            type={visible ? 'text' : 'password'}
            {...input}
            {...control}
            className={inputClasses(Boolean(error), 'pr-12')}
          />
          <button
            type="button"
            onClick={() => setVisible((v) => !v)}
            aria-pressed={visible}
            aria-label={visible ? t(M.hide) : t(M.show)}
            className="absolute inset-y-0 right-0 inline-flex w-11 items-center justify-center rounded-control text-slate-600 hover:text-slate-900"
          >
            {visible ? <EyeOffIcon /> : <EyeIcon />}
          </button>
        </div>
      )}
    </Field>
  );
}
