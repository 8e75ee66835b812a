import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { RESET_PASSWORD_MIN } from '@app/domain/constants';
import { FORM_WORDS } from '@app/domain/i18n/form-words';
import { PageHead } from '#components/seo/page-head';
import { AlertIcon } from '#components/ui/icons';
import { buttonClasses } from '#components/ui/button';
import { FormAlert } from '#components/ui/form-alert';
import { EmailField } from '#components/ui/form-field';
import { PasswordField } from '#components/ui/password-field';
import { Skeleton } from '#components/ui/skeleton';
import { callErrorMessage } from '#lib/api-client';
import { useT } from '#lib/i18n/i18n-context';
import { clearToken } from '#lib/auth-token';
import { dismissToast, showError, showSuccess } from '#lib/toast';
import { resetLinkQueryOptions, resetPassword } from '../api/reset-password';
import { PASSWORD_WORDS as W } from '../lib/password-words';
import { AuthShell } from './auth-shell';
import { paths } from '#config/paths';

function InvalidLink() {
  const t = useT();
  return (
    <div className="rounded-card border border-slate-200 bg-white p-6 text-center shadow-raised sm:p-8">
      <span className="mx-auto inline-flex size-14 items-center justify-center rounded-full bg-danger-50 text-danger-700">
        <AlertIcon width={28} height={28} />
      </span>
      <h1 className="mt-4 text-2xl font-bold tracking-tight">{t(W.invalidTitle)}</h1>
      <p className="mt-3 text-slate-600">{t(W.invalidText)}</p>
      <div className="mt-6 grid gap-3">
        <Link to={paths.forgotPassword()} className={buttonClasses('primary', 'lg', 'w-full')}>
          {t(W.newLink)}
        </Link>
        <Link
          to={paths.login({ mode: 'login' })}
          className={buttonClasses('secondary', 'lg', 'w-full')}
        >
          {t(W.backToLogin)}
        </Link>
      </div>
    </div>
  );
}

function Verifying() {
  const t = useT();
  return (
    <div role="status" className="grid gap-4">
      <span className="sr-only">{t(W.checking)}</span>
      <Skeleton className="h-9 w-2/3" />
      <Skeleton className="h-5 w-full" />
      <Skeleton className="mt-4 h-64 w-full rounded-card" />
    </div>
  );
}

function ResetForm({ token, email }: { token: string; email: string }) {
  const t = useT();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: resetPassword,
    onSuccess: () => {
      // The server signed out every session, including any stored in this browser.
      clearToken();
      showSuccess(t(W.success), { id: 'reset-password' });
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
        ? t(W.fillAll)
        : password.length < RESET_PASSWORD_MIN
          ? t(FORM_WORDS.passwordMin)
          : password.trim() === ''
            ? t(FORM_WORDS.passwordBlank)
            : password !== confirm
              ? t(FORM_WORDS.passwordsMismatch)
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
      <h1 className="text-3xl font-bold tracking-tight">{t(W.resetHeading)}</h1>
      <p className="mt-2 text-slate-600">{t(W.resetLead, { min: RESET_PASSWORD_MIN })}</p>
      <form
        noValidate
        onSubmit={onSubmit}
        aria-label={t(W.resetForm)}
        className="mt-6 grid gap-5 rounded-card border border-slate-200 bg-white p-5 shadow-raised sm:p-7"
      >
        {error ? <FormAlert>{error}</FormAlert> : null}
        <EmailField value={email} readOnly required={false} autoComplete="username" />
        <PasswordField
          label={t(W.newPassword)}
          autoComplete="new-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <PasswordField
          label={t(W.confirmPassword)}
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
          {mutation.isPending ? t(W.resetting) : t(W.reset)}
        </button>
      </form>
    </>
  );
}

/** /reset-password?token&email: verifying → valid (form) or invalid → submitting. */
export function ResetPasswordPage() {
  const t = useT();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const email = params.get('email')?.trim() ?? '';
  const complete = token !== '' && email !== '';
  const check = useQuery({ ...resetLinkQueryOptions(token, email), enabled: complete });

  return (
    <AuthShell>
      <PageHead
        title={t(W.resetTitle)}
        description={t(W.resetDescription)}
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
