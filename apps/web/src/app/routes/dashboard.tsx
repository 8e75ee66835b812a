import { Link, Navigate, Outlet, useLocation } from 'react-router';
import { PageHead } from '#components/seo/page-head';
import { buttonClasses } from '#components/ui/button';
import { useIsSignedIn } from '#lib/auth-token';
import { landingFor, useRole } from '#features/auth/api/get-role';
import { useAccountLanguage } from '#features/profile/hooks/use-account-language';
import { paths } from '#config/paths';

/**
 * /dashboard and its sections: for therapist accounts. Signed out → sign in and come back; another
 * role is told where its own pages are (the API refuses it anyway).
 */
export function DashboardRoute() {
  useAccountLanguage();
  const signedIn = useIsSignedIn();
  const role = useRole();
  const { pathname } = useLocation();
  if (!signedIn) return <Navigate to={paths.login({ redirect: pathname })} replace />;
  if (role.isPending)
    return (
      <p role="status" className="p-10 text-center text-slate-600">
        Loading your dashboard…
      </p>
    );
  if (role.data && role.data !== 'therapist')
    return (
      <div className="mx-auto grid max-w-xl justify-items-start gap-4 px-4 py-12">
        <PageHead
          title="Therapist dashboard"
          description="Your sessions, hours and bookings."
          canonicalPath={paths.dashboard()}
          noIndex
        />
        <h1 className="text-2xl font-bold">The therapist dashboard is for therapists</h1>
        <p className="text-slate-700">
          This account is not a therapist account. Therapists join through the application form.
        </p>
        <div className="flex flex-wrap gap-2">
          <Link to={landingFor(role.data)} className={buttonClasses('primary')}>
            Go to your pages
          </Link>
          <Link to={paths.joinTherapist()} className={buttonClasses('secondary')}>
            Join as a therapist
          </Link>
        </div>
      </div>
    );
  return <Outlet />;
}
