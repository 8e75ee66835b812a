import type { ComponentType } from 'react';
import { Navigate, NavLink, useParams } from 'react-router';
import type { OverviewResponse } from '@app/domain/schemas/admin-ops';
import { PageHead } from '#components/seo/page-head';
import { Skeleton } from '#components/ui/skeleton';
import { isApiError } from '#lib/api-client';
import { useAuthToken } from '#lib/auth-token';
import { cn } from '#lib/cn';
import { useOverview } from '../api/admin-lists';
import { ApplicationsSection } from './applications-section';
import { AppointmentsSection } from './appointments-section';
import { AuditSection } from './audit-section';
import { CancellationsSection } from './cancellations-section';
import { DeletionsSection } from './deletions-section';
import { MessagesSection } from './messages-section';
import { OverviewSection } from './overview-section';
import { PaymentsSection } from './payments-section';
import { PeopleSection } from './people-section';
import { ReportsSection } from './reports-section';
import { TherapistsSection } from './therapists-section';
import { paths } from '#config/paths';

type Counts = OverviewResponse['counts'];
const SECTIONS: ReadonlyArray<{
  slug: string;
  label: string;
  Component: ComponentType;
  count?: (c: Counts) => number;
}> = [
  { slug: '', label: 'Overview', Component: OverviewSection },
  {
    slug: 'applications',
    label: 'Applications',
    Component: ApplicationsSection,
    count: (c) => c.applications,
  },
  { slug: 'people', label: 'People', Component: PeopleSection },
  { slug: 'therapists', label: 'Therapists', Component: TherapistsSection },
  { slug: 'reports', label: 'Reports', Component: ReportsSection, count: (c) => c.reports },
  {
    slug: 'cancellations',
    label: 'Cancellations',
    Component: CancellationsSection,
    count: (c) => c.cancellationRequests,
  },
  { slug: 'appointments', label: 'Appointments', Component: AppointmentsSection },
  {
    slug: 'payments',
    label: 'Payments',
    Component: PaymentsSection,
    count: (c) => c.deadJobs + c.failedRefunds,
  },
  { slug: 'messages', label: 'Messages', Component: MessagesSection, count: (c) => c.messages },
  { slug: 'audit', label: 'Audit log', Component: AuditSection },
  { slug: 'account-deletions', label: 'Account deletions', Component: DeletionsSection },
];

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
 * /admin and /admin/:section. The server decides who is an admin: signed out goes to sign-in, any
 * other role sees the forbidden page, and nothing of the console is shown before the answer.
 */
export function AdminConsole() {
  const token = useAuthToken();
  const { section = '' } = useParams();
  const overview = useOverview();
  if (!token) return <Navigate to={LOGIN} replace />;
  if (overview.isError && isApiError(overview.error)) {
    if (overview.error.status === 401) return <Navigate to={LOGIN} replace />;
    if (overview.error.status === 403) return <Forbidden />;
  }
  const current = SECTIONS.find((s) => s.slug === section);
  if (!current) return <Navigate to={paths.admin()} replace />;
  const head = (
    <PageHead title={`${current.label} · Admin`} description="The admin console." noIndex />
  );
  if (overview.isPending) {
    return (
      <div className="mx-auto w-full max-w-content px-4 py-8">
        {head}
        <Skeleton className="h-10 w-64" />
        <Skeleton className="mt-6 h-64 w-full rounded-card" />
      </div>
    );
  }
  const counts = overview.data?.counts;
  const Section = current.Component;
  return (
    <div className="mx-auto w-full max-w-content px-4 py-6 lg:flex lg:gap-8">
      {head}
      <nav aria-label="Admin sections" className="mb-6 lg:mb-0 lg:w-52 lg:shrink-0">
        <h1 className="mb-3 text-2xl font-semibold text-slate-900">Admin</h1>
        <ul className="flex gap-1 overflow-x-auto pb-2 lg:flex-col lg:overflow-visible">
          {SECTIONS.map((s) => {
            const n = counts && s.count ? s.count(counts) : 0;
            return (
              <li key={s.slug} className="shrink-0">
                <NavLink
                  end
                  to={paths.admin(s.slug)}
                  className={({ isActive }) =>
                    cn(
                      'relative flex min-h-11 items-center justify-between gap-2 rounded-control px-3 text-sm font-medium whitespace-nowrap',
                      isActive ? 'bg-primary-700 text-white' : 'text-slate-800 hover:bg-slate-100',
                    )
                  }
                >
                  {s.label}
                  {n > 0 ? (
                    <span className="rounded-full bg-accent-700 px-2 text-xs font-semibold text-white">
                      {n}
                      <span className="sr-only"> need action</span>
                    </span>
                  ) : null}
                </NavLink>
              </li>
            );
          })}
        </ul>
      </nav>
      <div className="min-w-0 flex-1">
        <span id="admin-section-title" className="sr-only">
          {current.label}
        </span>
        <Section />
      </div>
    </div>
  );
}
