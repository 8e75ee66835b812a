import { Link, Navigate, useSearchParams } from 'react-router';
import { PageHead } from '#components/seo/page-head';
import { ExternalIcon } from '#components/ui/icons';
import { useIsSignedIn } from '#lib/auth-token';
import { cn } from '#lib/cn';
import { authMode, safeRedirect, THERAPIST_DASHBOARD_URL } from '../lib/redirect';
import { landingFor, useRole } from '../api/get-role';
import { AuthShell } from './auth-shell';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';
import { paths } from '#config/paths';
import { useT } from '#lib/i18n/i18n-context';
import { AUTH } from '../lib/auth-words';

const tabClass = (active: boolean) =>
  cn(
    'inline-flex min-h-11 flex-1 items-center justify-center rounded-control text-[0.9375rem] font-semibold transition-colors',
    active ? 'bg-white text-primary-800 shadow-raised' : 'text-slate-600 hover:text-slate-900',
  );

/** Without a page to return to, a therapist lands on /dashboard, an admin on /admin, a client home. */
function RoleLanding() {
  const role = useRole();
  const t = useT();
  if (role.isPending)
    return (
      <p role="status" className="p-8 text-center text-slate-600">
        {t(AUTH.signingIn)}
      </p>
    );
  return <Navigate to={role.data ? landingFor(role.data) : paths.home()} replace />;
}

/**
 * /login?mode=login|signup&redirect=/path. A signed-in visitor (including one who has just signed
 * in here) is sent to the redirect target.
 */
export function LoginPage() {
  const [params] = useSearchParams();
  const mode = authMode(params.get('mode'));
  const redirect = safeRedirect(params.get('redirect'));
  const signedIn = useIsSignedIn();
  const t = useT();

  if (signedIn)
    return params.get('redirect') && redirect !== '/' ? (
      <Navigate to={redirect} replace />
    ) : (
      <RoleLanding />
    );

  const signUp = mode === 'signup';
  return (
    <AuthShell>
      <PageHead
        title={signUp ? t(AUTH.createTitle) : t(AUTH.signInTitle)}
        description={t(AUTH.metaDescription)}
        canonicalPath={paths.login()}
        noIndex
      />
      <h1 className="text-3xl font-bold tracking-tight">
        {signUp ? t(AUTH.createTitle) : t(AUTH.welcomeBack)}
      </h1>
      <p className="mt-2 text-slate-600">{signUp ? t(AUTH.signUpLead) : t(AUTH.signInLead)}</p>

      <nav aria-label={t(AUTH.tabs)} className="mt-6 flex gap-1 rounded-card bg-slate-200/70 p-1">
        <Link
          to={paths.login({ mode: 'signup', redirect })}
          replace
          aria-current={signUp ? 'page' : undefined}
          className={tabClass(signUp)}
        >
          {t(AUTH.signUpTab)}
        </Link>
        <Link
          to={paths.login({ mode: 'login', redirect })}
          replace
          aria-current={signUp ? undefined : 'page'}
          className={tabClass(!signUp)}
        >
          {t(AUTH.signInTab)}
        </Link>
      </nav>

      <div className="mt-6 rounded-card border border-slate-200 bg-white p-5 shadow-raised sm:p-7">
        {signUp ? <SignUpForm key="signup" /> : <SignInForm key="login" />}
      </div>

      <p className="mt-6 text-center text-sm text-slate-600">
        {signUp ? t(AUTH.haveAccount) : t(AUTH.newHere)}
        <Link
          to={paths.login({ mode: signUp ? 'login' : 'signup', redirect })}
          replace
          className="font-semibold text-primary-700 underline-offset-4 hover:underline"
        >
          {signUp ? t(AUTH.signInTab) : t(AUTH.createAccountLink)}
        </Link>
      </p>
      <p className="mt-3 text-center text-sm text-slate-600">
        {t(AUTH.areYouTherapist)}{' '}
        <a
          href={THERAPIST_DASHBOARD_URL}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1 font-semibold text-primary-700 underline-offset-4 hover:underline"
        >
          {t(AUTH.therapistDashboard)}
          <ExternalIcon width={14} height={14} />
          <span className="sr-only">{t(AUTH.newTab)}</span>
        </a>
      </p>
    </AuthShell>
  );
}
