import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router';
import { FORM_WORDS } from '@app/domain/i18n/form-words';
import { isEmailLike } from '@app/domain/validation';
import { PageHead } from '#components/seo/page-head';
import { buttonClasses } from '#components/ui/button';
import { MailIcon } from '#components/ui/icons';
import { FormAlert } from '#components/ui/form-alert';
import { EmailField } from '#components/ui/form-field';
import { callErrorMessage } from '#lib/api-client';
import { useT } from '#lib/i18n/i18n-context';
import { dismissToast, showError, showInfo, showSuccess } from '#lib/toast';
import { useHumanCheck } from '#components/human-check/use-human-check';
import { isHumanCheckRequired } from '../lib/human-check-required';
import { requestPasswordReset } from '../api/forgot-password';
import { AUTH } from '../lib/auth-words';
import { PASSWORD_WORDS as W } from '../lib/password-words';
import { AuthShell } from './auth-shell';
import { paths } from '#config/paths';

/** /forgot-password: idle → sending → sent ('Check Your Email'). */
export function ForgotPasswordPage() {
  const t = useT();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  // Many requests for one address: the API asks for the human check before every further one.
  const [checkNeeded, setCheckNeeded] = useState(false);
  const pending = useRef<string | null>(null);
  const mutation = useMutation({
    mutationFn: requestPasswordReset,
    onSuccess: (_data, sent) => {
      showSuccess(t(W.sent), { id: 'forgot-password' });
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
    showInfo(t(AUTH.verifyingHuman), { id: 'forgot-password' });
  };
  const busy = mutation.isPending || humanCheck.status === 'verifying';

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem =
      email.trim() === ''
        ? t(W.emailRequired)
        : isEmailLike(email)
          ? null
          : t(FORM_WORDS.emailInvalid);
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
        title={t(W.forgotTitle)}
        description={t(W.forgotDescription)}
        canonicalPath={paths.forgotPassword()}
        noIndex
      />
      {sentTo ? (
        <div className="rounded-card border border-slate-200 bg-white p-6 text-center shadow-raised sm:p-8">
          <span className="mx-auto inline-flex size-14 items-center justify-center rounded-full bg-primary-50 text-primary-700">
            <MailIcon width={28} height={28} />
          </span>
          <h1 className="mt-4 text-2xl font-bold tracking-tight">{t(W.checkEmail)}</h1>
          <p className="mt-3 text-slate-600">
            {t.parts<ReactNode>(W.ifAccount, {
              email: sentTo,
              strong: (chunks) => (
                <strong key="email" className="text-slate-900">
                  {chunks}
                </strong>
              ),
            })}
          </p>
          <p className="mt-2 text-sm text-slate-600">{t(W.nothingThere)}</p>
          <div className="mt-6 grid gap-3">
            <Link
              to={paths.login({ mode: 'login' })}
              className={buttonClasses('primary', 'lg', 'w-full')}
            >
              {t(W.backToLogin)}
            </Link>
            <button
              type="button"
              onClick={() => {
                setSentTo(null);
                mutation.reset();
              }}
              className={buttonClasses('secondary', 'lg', 'w-full')}
            >
              {t(W.tryDifferent)}
            </button>
          </div>
        </div>
      ) : (
        <>
          <h1 className="text-3xl font-bold tracking-tight">{t(W.forgotHeading)}</h1>
          <p className="mt-2 text-slate-600">{t(W.forgotLead)}</p>
          <form
            noValidate
            onSubmit={onSubmit}
            aria-label={t(W.requestForm)}
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
              {busy ? t(W.sending) : t(W.send)}
            </button>
          </form>
          <p className="mt-6 text-center text-sm text-slate-600">
            {t(W.remembered)}{' '}
            <Link
              to={paths.login({ mode: 'login' })}
              className="font-semibold text-primary-700 underline-offset-4 hover:underline"
            >
              {t(W.backToLogin)}
            </Link>
          </p>
        </>
      )}
    </AuthShell>
  );
}
