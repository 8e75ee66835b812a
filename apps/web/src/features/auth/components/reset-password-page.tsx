import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { RESET_PASSWORD_MIN } from '@app/domain/constants';
import { MESSAGES } from '@app/domain/messages';
import { PageHead } from '#components/seo/page-head';
import { AlertIcon } from '#components/ui/icons';
import { buttonClasses } from '#components/ui/button';
import { FormAlert } from '#components/ui/form-alert';
import { TextField } from '#components/ui/form-field';
import { PasswordField } from '#components/ui/password-field';
import { Skeleton } from '#components/ui/skeleton';
import { callErrorMessage } from '#lib/api-client';
import { clearToken } from '#lib/auth-token';
import { dismissToast, showError, showSuccess } from '#lib/toast';
import { resetLinkQueryOptions, resetPassword } from '../api/reset-password';
import { AuthShell } from './auth-shell';
import { paths } from '#config/paths';

const R = MESSAGES.reset;

function InvalidLink() {
  return (
    <div className="rounded-card border border-slate-200 bg-white p-6 text-center shadow-raised sm:p-8">
      <span className="mx-auto inline-flex size-14 items-center justify-center rounded-full bg-danger-50 text-danger-700">
        <AlertIcon width={28} height={28} />
      </span>
      <h1 className="mt-4 text-2xl font-bold tracking-tight">{R.invalidLinkTitle}</h1>
      <p className="mt-3 text-slate-600">
        {R.invalidLink}. Reset links work once and expire after a short time. Ask for a new one.
      </p>
      <div className="mt-6 grid gap-3">
        <Link to={paths.forgotPassword()} className={buttonClasses('primary', 'lg', 'w-full')}>
          Request a new link
        </Link>
        <Link
          to={paths.login({ mode: 'login' })}
          className={buttonClasses('secondary', 'lg', 'w-full')}
        >
          Back to Login
        </Link>
      </div>
    </div>
  );
}

function Verifying() {
  return (
    <div role="status" className="grid gap-4">
      <span className="sr-only">Checking your reset link…</span>
      <Skeleton className="h-9 w-2/3" />
      <Skeleton className="h-5 w-full" />
      <Skeleton className="mt-4 h-64 w-full rounded-card" />
    </div>
  );
}

function ResetForm({ token, email }: { token: string; email: string }) {
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: resetPassword,
    onSuccess: () => {
      // The server signed out every session, including any stored in this browser.
      clearToken();
      showSuccess(R.success, { id: 'reset-password' });
      void navigate(paths.login({ mode: 'login' }), { replace: true });
    },
    onError: (err) => {
      const message = callErrorMessage(err, 'POST /api/user/reset-password');
      setError(message);
      showError(message, { id: 'reset-password' });
    },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem =
      password === '' || confirm === ''
        ? R.fillAll
        : password.length < RESET_PASSWORD_MIN
          ? R.passwordMin
          : password.trim() === ''
            ? R.passwordBlank
            : password !== confirm
              ? R.passwordsMismatch
              : null;
    setError(problem);
    if (problem) {
      showError(problem, { id: 'reset-password' });
      return;
    }
    dismissToast('reset-password');
    mutation.mutate({ token, email, password });
  };

  return (
    <>
      <h1 className="text-3xl font-bold tracking-tight">Choose a new password</h1>
      <p className="mt-2 text-slate-600">
        Use at least {RESET_PASSWORD_MIN} characters. You will be signed out everywhere and can then
        sign in with the new password.
      </p>
      <form
        noValidate
        onSubmit={onSubmit}
        aria-label="Set a new password"
        className="mt-6 grid gap-5 rounded-card border border-slate-200 bg-white p-5 shadow-raised sm:p-7"
      >
        {error ? <FormAlert>{error}</FormAlert> : null}
        <TextField label="Email" type="email" value={email} readOnly autoComplete="username" />
        <PasswordField
          label="New password"
          autoComplete="new-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <PasswordField
          label="Confirm new password"
          autoComplete="new-password"
          required
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
        />
        <button
          type="submit"
          disabled={mutation.isPending}
          className={buttonClasses('primary', 'lg', 'w-full')}
        >
          {mutation.isPending ? 'Resetting...' : 'Reset Password'}
        </button>
      </form>
    </>
  );
}

/** /reset-password?token&email: verifying → valid (form) or invalid → submitting. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const email = params.get('email')?.trim() ?? '';
  const complete = token !== '' && email !== '';
  const check = useQuery({ ...resetLinkQueryOptions(token, email), enabled: complete });

  return (
    <AuthShell>
      <PageHead
        title="Reset password"
        description="Choose a new password for your account."
        canonicalPath={paths.resetPassword()}
        noIndex
      />
      {!complete || check.isError ? (
        <InvalidLink />
      ) : check.isPending ? (
        <Verifying />
      ) : (
        <ResetForm token={token} email={email} />
      )}
    </AuthShell>
  );
}
