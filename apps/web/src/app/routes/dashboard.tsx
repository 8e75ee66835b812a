import { Link, Navigate, Outlet, useLocation } from 'react-router';
import { PageHead } from '#components/seo/page-head';
import { buttonClasses } from '#components/ui/button';
import { useIsSignedIn } from '#lib/auth-token';
import { landingFor, useRole } from '#features/auth/api/get-role';
import { useAccountLanguage } from '#features/profile/hooks/use-account-language';
import { paths } from '#config/paths';
import { useT } from '#lib/i18n/i18n-context';
import { DASHBOARD as W } from '#features/therapist-dashboard/lib/dashboard-words';

/**
 * /dashboard and its sections: for therapist accounts. Signed out → sign in and come back; another
 * role is told where its own pages are (the API refuses it anyway).
 */
export function DashboardRoute() {
  useAccountLanguage();
  const t = useT();
  const signedIn = useIsSignedIn();
  const role = useRole();
  const { pathname } = useLocation();
  if (!signedIn) return <Navigate to={paths.login({ redirect: pathname })} replace />;
  if (role.isPending)
    return (
      <p role="status" className="p-10 text-center text-slate-600">
        {t(W.loading)}
      </p>
    );
  if (role.data && role.data !== 'therapist')
    return (
      <div className="mx-auto grid max-w-xl justify-items-start gap-4 px-4 py-12">
        <PageHead
          title={t(W.heading)}
          description={t(W.metaDescription)}
          canonicalPath={paths.dashboard()}
          noIndex
        />
        <h1 className="text-2xl font-bold">{t(W.notTherapistHeading)}</h1>
        <p className="text-slate-700">{t(W.notTherapistText)}</p>
        <div className="flex flex-wrap gap-2">
          <Link to={landingFor(role.data)} className={buttonClasses('primary')}>
            {t(W.yourPages)}
          </Link>
          <Link to={paths.joinTherapist()} className={buttonClasses('secondary')}>
            {t(W.join)}
          </Link>
        </div>
      </div>
    );
  return <Outlet />;
}
