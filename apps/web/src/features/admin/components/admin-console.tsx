import type { ReactNode } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { isTeamRole, type AccountRole } from '@app/domain/team-roles';
import { PageHead } from '#components/seo/page-head';
import { Skeleton } from '#components/ui/skeleton';
import { isApiError } from '#lib/api-client';
import { useAuthToken } from '#lib/auth-token';
import { useOverview } from '../api/admin-lists';
import { TeamRoleProvider } from '../lib/team-role';
import { sectionsFor } from './admin-sections';
import { AdminShell } from './admin-shell';
import { SecuritySection } from './security-section';
import { paths } from '#config/paths';

const LOGIN = paths.login({ mode: 'login', redirect: paths.admin() });

function Forbidden() {
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-16 text-center">
      <PageHead title="Admin" description="The admin console." noIndex />
      <h1 className="text-2xl font-semibold text-slate-900">This page is for the admin team</h1>
      <p className="mt-2 text-slate-700">
        Your account cannot open the admin console. Sign in with an admin account, or go back to the{' '}
        <a href={paths.home()} className="font-semibold text-primary-800 underline">
          home page
        </a>
        .
      </p>
    </div>
  );
}

/**
 * /admin and /admin/:section. The server decides who is on the team: signed out goes to sign-in,
 * any other role sees the forbidden page, and nothing of the console is shown before the answer.
 * `role` is the signed-in account's (undefined while it loads): the console offers only the
 * sections and actions it may use, and a section it may not open leads back to the overview.
 */
export function AdminConsole({
  role,
  signOut,
}: {
  role: AccountRole | undefined;
  /** The sign-out control, given by the page (signing out is the account's, not the console's). */
  signOut?: ReactNode;
}) {
  const token = useAuthToken();
  const { section = '' } = useParams();
  const overview = useOverview();
  const navigate = useNavigate();
  if (!token) return <Navigate to={LOGIN} replace />;
  if (overview.isError && isApiError(overview.error)) {
    if (overview.error.status === 401) return <Navigate to={LOGIN} replace />;
    // The owners require a second factor this member has not set up: only the set-up opens.
    if (overview.error.code === 'SECOND_FACTOR_SETUP_REQUIRED' && role && isTeamRole(role)) {
      return (
        <TeamRoleProvider role={role}>
          <div className="mx-auto w-full max-w-content px-4 py-8">
            <PageHead title="Sign-in security · Admin" description="The admin console." noIndex />
            <h1 className="sr-only">Admin console</h1>
            <SecuritySection
              forced
              onConfirmed={() => void navigate(paths.admin('security'), { replace: true })}
            />
          </div>
        </TeamRoleProvider>
      );
    }
    if (overview.error.status === 403) return <Forbidden />;
  }
  if (role !== undefined && !isTeamRole(role)) return <Forbidden />;
  const teamRole = role ?? null;
  const current = teamRole ? sectionsFor(teamRole).find((s) => s.slug === section) : undefined;
  if (teamRole && !current) return <Navigate to={paths.admin()} replace />;
  const head = (
    <PageHead
      title={`${current?.label ?? 'Console'} · Admin`}
      description="The admin console."
      noIndex
    />
  );
  if (overview.isPending || !teamRole || !current) {
    return (
      <div className="mx-auto w-full max-w-content px-4 py-8">
        {head}
        <Skeleton className="h-10 w-64" />
        <Skeleton className="mt-6 h-64 w-full rounded-card" />
      </div>
    );
  }
  const Section = current.Component;
  return (
    <TeamRoleProvider role={teamRole}>
      <AdminShell current={current.label} counts={overview.data?.counts} signOut={signOut}>
        {head}
        <span id="admin-section-title" className="sr-only">
          {current.label}
        </span>
        <Section />
      </AdminShell>
    </TeamRoleProvider>
  );
}
