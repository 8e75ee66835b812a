import { useRef, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router';
import { MESSAGES } from '@app/domain/messages';
import { isEmailLike } from '@app/domain/validation';
import { PageHead } from '#components/seo/page-head';
import { buttonClasses } from '#components/ui/button';
import { MailIcon } from '#components/ui/icons';
import { FormAlert } from '#components/ui/form-alert';
import { EmailField } from '#components/ui/form-field';
import { callErrorMessage } from '#lib/api-client';
import { dismissToast, showError, showInfo, showSuccess } from '#lib/toast';
import { useHumanCheck } from '#components/human-check/use-human-check';
import { isHumanCheckRequired } from '../lib/human-check-required';
import { requestPasswordReset } from '../api/forgot-password';
import { AuthShell } from './auth-shell';
import { paths } from '#config/paths';

const F = MESSAGES.forgot;

/** /forgot-password: idle → sending → sent ('Check Your Email'). */
export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  // Many requests for one address: the API asks for the human check before every further one.
  const [checkNeeded, setCheckNeeded] = useState(false);
  const pending = useRef<string | null>(null);
  const mutation = useMutation({
    mutationFn: requestPasswordReset,
    onSuccess: (_data, sent) => {
      showSuccess(F.sent, { id: 'forgot-password' });
      setSentTo(sent.email.trim());
    },
    onError: (err, sent) => {
      humanCheck.reset();
      const message = callErrorMessage(err, 'POST /api/user/forgot-password');
      setError(message);
      if (isHumanCheckRequired(err)) {
        setCheckNeeded(true);
        if (!sent.turnstileToken) {
          runCheckThenSend(sent.email);
          return;
        }
      }
      showError(message, { id: 'forgot-password' });
    },
  });

  const humanCheck = useHumanCheck({
    action: 'forgot-password',
    toastId: 'forgot-password',
    onVerified: (turnstileToken) => {
      const address = pending.current;
      pending.current = null;
      if (address !== null) mutation.mutate({ email: address, turnstileToken });
    },
  });

  const runCheckThenSend = (address: string) => {
    pending.current = address;
    humanCheck.trigger();
    showInfo(MESSAGES.signup.verifyingHuman, { id: 'forgot-password' });
  };
  const busy = mutation.isPending || humanCheck.status === 'verifying';

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem =
      email.trim() === ''
        ? F.emailRequired
        : isEmailLike(email)
          ? null
          : MESSAGES.contact.emailInvalid;
    setError(problem);
    if (problem) {
      showError(problem, { id: 'forgot-password' });
      return;
    }
    dismissToast('forgot-password');
    if (checkNeeded) runCheckThenSend(email);
    else mutation.mutate({ email });
  };

  return (
    <AuthShell>
      <PageHead
        title="Forgot password"
        description="Request a link to reset your password."
        canonicalPath={paths.forgotPassword()}
        noIndex
      />
      {sentTo ? (
        <div className="rounded-card border border-slate-200 bg-white p-6 text-center shadow-raised sm:p-8">
          <span className="mx-auto inline-flex size-14 items-center justify-center rounded-full bg-primary-50 text-primary-700">
            <MailIcon width={28} height={28} />
          </span>
          <h1 className="mt-4 text-2xl font-bold tracking-tight">Check Your Email</h1>
          <p className="mt-3 text-slate-600">
            If an account exists for <strong className="text-slate-900">{sentTo}</strong>, we have
            sent a link to reset your password. It works once and expires soon, so use it shortly.
          </p>
          <p className="mt-2 text-sm text-slate-600">
            Nothing there? Look in your spam folder or try another address.
          </p>
          <div className="mt-6 grid gap-3">
            <Link
              to={paths.login({ mode: 'login' })}
              className={buttonClasses('primary', 'lg', 'w-full')}
            >
              Back to Login
            </Link>
            <button
              type="button"
              onClick={() => {
                setSentTo(null);
                mutation.reset();
              }}
              className={buttonClasses('secondary', 'lg', 'w-full')}
            >
              Try different email
            </button>
          </div>
        </div>
      ) : (
        <>
          <h1 className="text-3xl font-bold tracking-tight">Forgot your password?</h1>
          <p className="mt-2 text-slate-600">
            Enter the email address of your account and we will send you a link to choose a new
            password.
          </p>
          <form
            noValidate
            onSubmit={onSubmit}
            aria-label="Request a reset link"
            className="mt-6 grid gap-5 rounded-card border border-slate-200 bg-white p-5 shadow-raised sm:p-7"
          >
            {error && !busy && mutation.isError ? <FormAlert>{error}</FormAlert> : null}
            <EmailField
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              error={mutation.isError ? undefined : (error ?? undefined)}
              disabled={busy}
            />
            <div hidden={!checkNeeded}>{humanCheck.widget}</div>
            <button
              type="submit"
              disabled={busy}
              className={buttonClasses('primary', 'lg', 'w-full')}
            >
              {busy ? 'Sending...' : 'Send Reset Link'}
            </button>
          </form>
          <p className="mt-6 text-center text-sm text-slate-600">
            Remembered it?{' '}
            <Link
              to={paths.login({ mode: 'login' })}
              className="font-semibold text-primary-700 underline-offset-4 hover:underline"
            >
              Back to Login
            </Link>
          </p>
        </>
      )}
    </AuthShell>
  );
}
