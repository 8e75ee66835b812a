import { useRef, useState, type ReactNode } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formMessage } from '@app/domain/i18n/form-words';
import { useT } from '#lib/i18n/i18n-context';
import { AUTH } from '../lib/auth-words';
import { useHumanCheck } from '#components/human-check/use-human-check';
import { buttonClasses } from '#components/ui/button';
import { FormAlert } from '#components/ui/form-alert';
import { EmailField, TextField } from '#components/ui/form-field';
import { PasswordField } from '#components/ui/password-field';
import { callErrorMessage, isApiError } from '#lib/api-client';
import { setToken } from '#lib/auth-token';
import { dismissToast, showError, showInfo, showSuccess } from '#lib/toast';
import { register } from '../api/register';
import {
  SIGN_UP_FIELD_ORDER,
  signUpSchema,
  type SignUpInput,
  type SignUpValues,
} from '../lib/sign-up-schema';
import { paths } from '#config/paths';

const EMPTY: SignUpInput = {
  first_name: '',
  last_name: '',
  username: '',
  email: '',
  password: '',
  confirmPassword: '',
  agree: false,
};

/**
 * Sign-up. A submit without a human-check result starts the check and stops; the form submits
 * itself once the result arrives (spec §4).
 */
export function SignUpForm() {
  const [failure, setFailure] = useState<string | null>(null);
  const pending = useRef<SignUpValues | null>(null);
  const t = useT();
  const form = useForm<SignUpInput, unknown, SignUpValues>({
    resolver: zodResolver(signUpSchema),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;

  const mutation = useMutation({
    mutationFn: register,
    onSuccess: (data) => {
      showSuccess(t(AUTH.accountCreated), { id: 'sign-up' });
      setToken(data.token);
    },
    onError: (error) => {
      humanCheck.reset();
      const message = callErrorMessage(error, 'POST /api/user/register');
      const code = isApiError(error) ? error.code : null;
      if (code === 'EMAIL_TAKEN') {
        form.setError('email', { message }, { shouldFocus: true });
      } else if (code === 'USERNAME_TAKEN') {
        form.setError('username', { message }, { shouldFocus: true });
      } else {
        setFailure(message);
      }
      showError(message, { id: 'sign-up' });
    },
  });

  const send = (values: SignUpValues, turnstileToken: string) => {
    mutation.mutate({
      first_name: values.first_name,
      last_name: values.last_name,
      username: values.username,
      email: values.email,
      password: values.password,
      turnstileToken,
    });
  };

  const humanCheck = useHumanCheck({
    action: 'signup',
    toastId: 'sign-up',
    onVerified: (token) => {
      const values = pending.current;
      pending.current = null;
      if (values) send(values, token);
    },
  });

  const onValid = (values: SignUpValues) => {
    setFailure(null);
    dismissToast('sign-up');
    if (!humanCheck.token) {
      pending.current = values;
      humanCheck.trigger();
      showInfo(t(AUTH.verifyingHuman), { id: 'sign-up' });
      return;
    }
    send(values, humanCheck.token);
  };

  const onInvalid = (invalid: FieldErrors<SignUpInput>) => {
    const first = SIGN_UP_FIELD_ORDER.map((k) => invalid[k]?.message).find(Boolean);
    if (first) showError(formMessage(t, first) ?? first, { id: 'sign-up' });
  };

  const busy = mutation.isPending || humanCheck.status === 'verifying';

  return (
    <form
      noValidate
      onSubmit={(event) => void form.handleSubmit(onValid, onInvalid)(event)}
      className="grid gap-5"
      aria-label={t(AUTH.signUpForm)}
    >
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={t(AUTH.firstName)}
          autoComplete="given-name"
          required
          error={formMessage(t, errors.first_name?.message)}
          {...form.register('first_name')}
        />
        <TextField
          label={t(AUTH.lastName)}
          autoComplete="family-name"
          required
          error={formMessage(t, errors.last_name?.message)}
          {...form.register('last_name')}
        />
      </div>
      <TextField
        label={t(AUTH.username)}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
        hint={t(AUTH.usernameHint)}
        error={formMessage(t, errors.username?.message)}
        {...form.register('username')}
      />
      <EmailField error={formMessage(t, errors.email?.message)} {...form.register('email')} />
      <PasswordField
        label={t(AUTH.password)}
        autoComplete="new-password"
        required
        hint={t(AUTH.passwordHint)}
        error={formMessage(t, errors.password?.message)}
        {...form.register('password')}
      />
      <PasswordField
        label={t(AUTH.confirmPassword)}
        autoComplete="new-password"
        required
        error={formMessage(t, errors.confirmPassword?.message)}
        {...form.register('confirmPassword')}
      />
      <div>
        <div className="flex items-start gap-3">
          <input
            id="sign-up-agree"
            type="checkbox"
            aria-invalid={Boolean(errors.agree)}
            aria-describedby={errors.agree ? 'sign-up-agree-error' : undefined}
            className="mt-0.5 size-5 shrink-0 accent-primary-700"
            {...form.register('agree')}
          />
          <label htmlFor="sign-up-agree" className="text-sm leading-relaxed text-slate-700">
            {t.parts<ReactNode>(AUTH.agree, {
              terms: (chunks) => (
                <Link
                  key="terms"
                  to={paths.terms()}
                  target="_blank"
                  className="font-medium text-primary-700 underline underline-offset-2"
                >
                  {chunks}
                  <span className="sr-only">{t(AUTH.newTabSuffix)}</span>
                </Link>
              ),
            })}
          </label>
        </div>
        {errors.agree ? (
          <p id="sign-up-agree-error" className="mt-1.5 text-sm font-medium text-danger-700">
            {formMessage(t, errors.agree.message)}
          </p>
        ) : null}
      </div>
      {humanCheck.widget}
      <button type="submit" disabled={busy} className={buttonClasses('primary', 'lg', 'w-full')}>
        {mutation.isPending ? t(AUTH.creatingAccount) : t(AUTH.createAccount)}
      </button>
    </form>
  );
}
