import { useState, type ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import type { OverviewResponse } from '@app/domain/schemas/admin-ops';
import { CloseIcon, MenuIcon } from '#components/ui/icons';
import { cn } from '#lib/cn';
import { SITE } from '#lib/site';
import { ROLE_LABEL } from '@app/domain/team-roles';
import { useTeamRole } from '../lib/team-role';
import { sectionsFor, type AdminSection } from './admin-sections';
import { paths } from '#config/paths';

function SectionLink({
  s,
  counts,
  onPick,
}: {
  s: AdminSection;
  counts?: OverviewResponse['counts'];
  onPick: () => void;
}) {
  const n = counts && s.count ? s.count(counts) : 0;
  return (
    <NavLink
      end
      to={paths.admin(s.slug)}
      onClick={onPick}
      className={({ isActive }) =>
        cn(
          'flex min-h-11 items-center justify-between gap-2 rounded-control px-3 text-sm font-medium whitespace-nowrap',
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
  );
}

/**
 * The console's own frame, in place of the public header and footer: a top bar, the sections as a
 * side menu on wide screens and behind a Sections button on phones, and the page beside them.
 */
export function AdminShell({
  current,
  counts,
  signOut,
  children,
}: {
  current: string;
  counts?: OverviewResponse['counts'];
  signOut?: ReactNode;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const role = useTeamRole();
  return (
    <div className="flex flex-1 flex-col bg-slate-50">
      <header className="sticky top-0 z-30 border-b border-slate-200 bg-white">
        <div className="flex min-h-14 flex-wrap items-center gap-x-3 gap-y-1 px-4 py-1.5 whitespace-nowrap">
          <Link to={paths.home()} className="font-semibold text-primary-800">
            {SITE.name}
          </Link>
          <span aria-hidden="true" className="text-slate-300">
            /
          </span>
          <h1 className="text-base font-semibold text-slate-900">Admin console</h1>
          {role ? (
            <span className="ml-auto rounded-full bg-slate-100 px-2.5 py-0.5 text-sm font-medium text-slate-700">
              <span className="sr-only">Your role: </span>
              {ROLE_LABEL[role]}
            </span>
          ) : null}
          {signOut ? <div className={role ? '' : 'ml-auto'}>{signOut}</div> : null}
        </div>
      </header>
      <div className="flex flex-1 flex-col lg:flex-row">
        <div className="border-b border-slate-200 bg-white lg:w-56 lg:shrink-0 lg:border-r lg:border-b-0">
          <nav
            aria-label="Admin sections"
            className="lg:sticky lg:top-14 lg:max-h-[calc(100dvh-3.5rem)] lg:overflow-y-auto"
          >
            <button
              type="button"
              aria-expanded={open}
              aria-controls="admin-section-list"
              onClick={() => setOpen((o) => !o)}
              className="flex min-h-12 w-full items-center gap-2 px-4 text-left text-sm font-semibold text-slate-900 lg:hidden"
            >
              {open ? <CloseIcon width={20} height={20} /> : <MenuIcon width={20} height={20} />}
              Sections
              <span className="ml-auto truncate font-normal text-slate-600">{current}</span>
            </button>
            <ul
              id="admin-section-list"
              className={cn(
                'grid gap-1 px-2 pb-3 lg:block lg:space-y-1 lg:py-4',
                !open && 'hidden',
              )}
            >
              {sectionsFor(role).map((s) => (
                <li key={s.slug}>
                  <SectionLink s={s} counts={counts} onPick={() => setOpen(false)} />
                </li>
              ))}
            </ul>
          </nav>
        </div>
        <div className="min-w-0 flex-1 px-4 py-6 lg:px-6">{children}</div>
      </div>
    </div>
  );
}
