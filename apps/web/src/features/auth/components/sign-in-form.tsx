import { useEffect, useRef, useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router';
import { loginBody, type LoginBody } from '@app/domain/schemas/account';
import { buttonClasses } from '#components/ui/button';
import { EmailField, TextField } from '#components/ui/form-field';
import { SECOND_FACTOR_MESSAGES } from '@app/domain/schemas/second-factor';
import { isApiError } from '#lib/api-client';
import { useT } from '#lib/i18n/i18n-context';
import { PasswordField } from '#components/ui/password-field';
import { callErrorMessage } from '#lib/api-client';
import { setToken } from '#lib/auth-token';
import { dismissToast, showError, showInfo, showSuccess } from '#lib/toast';
import { formMessage } from '@app/domain/i18n/form-words';
import { useHumanCheck } from '#components/human-check/use-human-check';
import { isHumanCheckRequired } from '../lib/human-check-required';
import { login } from '../api/login';
import { FormAlert } from '#components/ui/form-alert';
import { paths } from '#config/paths';
import { AUTH } from '../lib/auth-words';

/**
 * Sign in with email and password; the page redirects once the token is stored. After many
 * attempts on one account the API asks for the human check: the form then runs it before every
 * try (the first time at once, resending the same details).
 */
export function SignInForm() {
  const [failure, setFailure] = useState<string | null>(null);
  const [checkNeeded, setCheckNeeded] = useState(false);
  // A team account with a second factor: the answer asks for the code, the form then shows it.
  const [codeNeeded, setCodeNeeded] = useState(false);
  const t = useT();
  const pending = useRef<LoginBody | null>(null);
  const form = useForm<LoginBody>({
    resolver: zodResolver(loginBody),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;
  // The code field appears once the answer asks for it: the cursor goes there.
  useEffect(() => {
    if (codeNeeded) form.setFocus('otp');
  }, [codeNeeded, form]);
  const mutation = useMutation({
    mutationFn: login,
    onSuccess: (data) => {
      showSuccess(data.firstLogin ? t(AUTH.firstLogin) : t(AUTH.loggedIn), {
        id: 'sign-in',
      });
      setToken(data.token);
    },
    onError: (error, sent) => {
      humanCheck.reset();
      const message = callErrorMessage(error, 'POST /api/user/login');
      setFailure(message);
      if (isApiError(error) && error.code === 'SECOND_FACTOR_REQUIRED') {
        setCodeNeeded(true);
        setFailure(null);
        return;
      }
      if (isHumanCheckRequired(error)) {
        setCheckNeeded(true);
        if (!sent.turnstileToken) {
          runCheckThenSend({ email: sent.email, password: sent.password, otp: sent.otp });
          return;
        }
      }
      showError(message, { id: 'sign-in' });
    },
  });

  const humanCheck = useHumanCheck({
    action: 'login',
    toastId: 'sign-in',
    onVerified: (turnstileToken) => {
      const values = pending.current;
      pending.current = null;
      if (values) mutation.mutate({ ...values, turnstileToken });
    },
  });

  const runCheckThenSend = (values: LoginBody) => {
    pending.current = values;
    humanCheck.trigger();
    showInfo(t(AUTH.verifyingHuman), { id: 'sign-in' });
  };

  const onValid = (values: LoginBody) => {
    setFailure(null);
    dismissToast('sign-in');
    if (checkNeeded) runCheckThenSend(values);
    else mutation.mutate(values);
  };
  const onInvalid = (invalid: FieldErrors<LoginBody>) => {
    if (invalid.otp) {
      showError(t(SECOND_FACTOR_MESSAGES.signInCodeHelp), { id: 'sign-in' });
      return;
    }
    const first = formMessage(t, invalid.email?.message ?? invalid.password?.message);
    if (first) showError(first, { id: 'sign-in' });
  };
  const busy = mutation.isPending || humanCheck.status === 'verifying';

  return (
    <form
      noValidate
      onSubmit={(event) => void form.handleSubmit(onValid, onInvalid)(event)}
      className="grid gap-5"
      aria-label={t(AUTH.signInForm)}
    >
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <EmailField error={formMessage(t, errors.email?.message)} {...form.register('email')} />
      <div className="grid gap-1.5">
        <PasswordField
          label={t(AUTH.password)}
          autoComplete="current-password"
          required
          error={formMessage(t, errors.password?.message)}
          {...form.register('password')}
        />
        <Link
          to={paths.forgotPassword()}
          className="justify-self-end rounded-sm py-1 text-sm font-medium text-primary-700 underline-offset-4 hover:underline"
        >
          {t(AUTH.forgotPassword)}
        </Link>
      </div>
      {codeNeeded ? (
        <TextField
          label={t(SECOND_FACTOR_MESSAGES.signInCodeLabel)}
          hint={t(SECOND_FACTOR_MESSAGES.signInCodeHelp)}
          autoComplete="one-time-code"
          required
          error={errors.otp ? t(SECOND_FACTOR_MESSAGES.signInCodeHelp) : undefined}
          {...form.register('otp', { setValueAs: (v: string) => (v ? v : undefined) })}
        />
      ) : null}
      <div hidden={!checkNeeded}>{humanCheck.widget}</div>
      <button type="submit" disabled={busy} className={buttonClasses('primary', 'lg', 'w-full')}>
        {busy ? t(AUTH.signingInButton) : t(AUTH.signInTab)}
      </button>
    </form>
  );
}
