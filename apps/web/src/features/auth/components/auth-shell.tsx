import type { MouseEvent, ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Logo } from '#components/brand/logo';
import { CrisisHelp } from '#components/crisis-help/crisis-help';
import { ArrowLeftIcon } from '#components/ui/icons';
import { paths } from '#config/paths';
import { defineMessage } from '@app/domain/i18n/define';
import { useT } from '#lib/i18n/i18n-context';
import { AUTH } from '../lib/auth-words';

const TAGLINE = defineMessage({
  id: 'common.footer.tagline',
  defaultMessage: "India's most trusted therapists, all under one roof.",
});

/** Back: to the previous page inside the app when there is one, else the home page. */
function BackLink() {
  const location = useLocation();
  const navigate = useNavigate();
  const t = useT();
  const hasHistory = location.key !== 'default';
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!hasHistory || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    void navigate(-1);
  };
  return (
    <Link
      to={paths.home()}
      onClick={onClick}
      className="inline-flex min-h-11 items-center gap-2 rounded-control px-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900"
    >
      <ArrowLeftIcon width={18} height={18} />
      {t(AUTH.back)}
    </Link>
  );
}

/**
 * The focused layout of the sign-in, sign-up and password pages (no header or footer): a calm
 * brand panel on wide screens and the form card.
 */
export function AuthShell({ children, aside }: { children: ReactNode; aside?: ReactNode }) {
  const t = useT();
  return (
    <div className="flex flex-1 flex-col bg-slate-50 lg:grid lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
      <aside className="relative hidden overflow-hidden bg-primary-900 px-12 py-14 text-primary-50 lg:flex lg:flex-col">
        <Link to={paths.home()} className="inline-flex self-start rounded-control">
          <Logo tone="light" />
        </Link>
        <div className="mt-auto max-w-md">
          {aside ?? (
            <>
              <p className="text-3xl leading-tight font-semibold text-white">
                {t(AUTH.asideTitle)}
              </p>
              <p className="mt-4 text-lg leading-relaxed text-primary-100">{t(AUTH.asideText)}</p>
            </>
          )}
        </div>
        <p className="mt-10 text-sm text-primary-200">{t(TAGLINE)}</p>
        <svg
          aria-hidden="true"
          focusable="false"
          viewBox="0 0 200 200"
          width="320"
          height="320"
          className="pointer-events-none absolute -top-16 -right-20 opacity-20"
        >
          <circle cx="100" cy="100" r="90" fill="none" stroke="#99f6e4" strokeWidth="2" />
          <circle cx="100" cy="100" r="60" fill="none" stroke="#99f6e4" strokeWidth="2" />
          <circle cx="100" cy="100" r="30" fill="#5eead4" />
        </svg>
      </aside>

      <div className="relative flex flex-1 flex-col px-4 py-4 sm:px-6 lg:px-12">
        <div className="flex items-center gap-2">
          <BackLink />
          <CrisisHelp className="ml-auto" />
          <Link to={paths.home()} className="rounded-control lg:hidden">
            <Logo compact />
          </Link>
        </div>
        <div className="mx-auto flex w-full max-w-md flex-1 flex-col justify-center py-8">
          {children}
        </div>
      </div>
    </div>
  );
}
