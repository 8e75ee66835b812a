import { useEffect, useRef, type ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router';
import { PageHead } from '#components/seo/page-head';
import { FormAlert } from '#components/ui/form-alert';
import {
  CalendarIcon,
  ChartIcon,
  ClockIcon,
  GridIcon,
  StarIcon,
  SunIcon,
  UserIcon,
} from '#components/ui/icons';
import { Skeleton } from '#components/ui/skeleton';
import { isApiError } from '#lib/api-client';
import { cn } from '#lib/cn';
import { useT } from '#lib/i18n/i18n-context';
import { DASHBOARD as W } from '../lib/dashboard-words';
import { useDashboardMe } from '../api/get-me';
import { StatusBanner } from './status-banner';
import { DocumentRequests } from './uploads-panel';
import { paths } from '#config/paths';

const NAV = [
  { to: paths.dashboard(), section: 'appointments', icon: CalendarIcon, end: true },
  { to: paths.dashboard('calendar'), section: 'calendar', icon: GridIcon, end: false },
  { to: paths.dashboard('hours'), section: 'hours', icon: ClockIcon, end: false },
  { to: paths.dashboard('timeOff'), section: 'timeOff', icon: SunIcon, end: false },
  { to: paths.dashboard('profile'), section: 'profile', icon: UserIcon, end: false },
  { to: paths.dashboard('income'), section: 'income', icon: ChartIcon, end: false },
  { to: paths.dashboard('featured'), section: 'featured', icon: StarIcon, end: false },
] as const;

export type DashboardSectionName = (typeof NAV)[number]['section'];

/** The therapist dashboard's frame: title, profile status banner, section navigation. */
export function DashboardShell({
  section,
  children,
}: {
  section: DashboardSectionName;
  children: ReactNode;
}) {
  const t = useT();
  const me = useDashboardMe();
  const navRef = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  // On a phone the section list scrolls sideways: bring the current section into view.
  useEffect(() => {
    navRef.current
      ?.querySelector('[aria-current="page"]')
      ?.scrollIntoView({ block: 'nearest', inline: 'center' });
  }, [pathname]);
  const noProfile = isApiError(me.error) && me.error.status === 404;
  return (
    <div className="bg-slate-50 px-4 py-8 sm:px-6 sm:py-10">
      <PageHead
        title={t(W.pageTitle, { section: t(W.sectionTitle, { section }) })}
        description={t(W.metaDescription)}
        canonicalPath={paths.dashboard()}
        noIndex
      />
      <div className="mx-auto grid max-w-5xl gap-6">
        <div>
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t(W.heading)}</h1>
          {me.data ? (
            <p className="mt-1 text-slate-600">{t(W.signedInAs, { name: me.data.name })}</p>
          ) : null}
        </div>
        {me.isPending ? (
          <div role="status">
            <span className="sr-only">{t(W.loadingProfile)}</span>
            <Skeleton className="h-24 w-full" />
          </div>
        ) : me.data ? (
          <>
            <StatusBanner me={me.data} />
            <DocumentRequests />
          </>
        ) : (
          <FormAlert>{noProfile ? t(W.noProfile) : t(W.statusFailed)}</FormAlert>
        )}
        <nav ref={navRef} aria-label={t(W.nav)} className="-mx-1 overflow-x-auto">
          <ul className="flex gap-1 px-1">
            {NAV.map(({ to, section: name, icon: Icon, end }) => (
              <li key={to}>
                <NavLink
                  to={to}
                  end={end}
                  className={({ isActive }) =>
                    cn(
                      'inline-flex min-h-11 items-center gap-2 rounded-control px-3 text-[0.9375rem] font-semibold whitespace-nowrap transition-colors',
                      isActive
                        ? 'bg-primary-700 text-white'
                        : 'text-slate-700 hover:bg-white hover:text-slate-900',
                    )
                  }
                >
                  <Icon width={18} height={18} />
                  {t(W.section, { section: name })}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        {noProfile ? null : children}
      </div>
    </div>
  );
}
