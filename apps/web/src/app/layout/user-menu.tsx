import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { LoadFailed } from '#components/load-failed';
import { paths } from '#config/paths';
import { Skeleton } from '#components/ui/skeleton';
import { cn } from '#lib/cn';
import { useT } from '#lib/i18n/i18n-context';
import { NAV } from './layout-messages';

const UserMenuSlot = lazy(() =>
  import('./user-menu-slot').then((m) => ({ default: m.UserMenuSlot })),
);

/**
 * The signed-in visitor's menu, loaded only for signed-in visitors: the desktop header's dropdown
 * or the mobile panel's list.
 */
export function UserMenu({ variant }: { variant: 'desktop' | 'mobile' }) {
  const t = useT();
  return (
    <LoadFailed
      fallback={
        // Its code could not be fetched: the account's own page still is one press away.
        <Link
          to={paths.myProfile()}
          className="inline-flex min-h-11 items-center px-3 font-semibold text-primary-700"
        >
          {t(NAV.myProfile)}
        </Link>
      }
    >
      <Suspense
        fallback={
          <span
            className={cn(
              'inline-flex min-h-11 items-center gap-2',
              variant === 'desktop'
                ? 'rounded-full border border-slate-200 py-1 pr-3 pl-1'
                : 'px-3',
            )}
          >
            <Skeleton className="size-9 rounded-full" />
            <Skeleton className="h-4 w-20" />
            <span className="sr-only">{t(NAV.loadingAccount)}</span>
          </span>
        }
      >
        <UserMenuSlot variant={variant} />
      </Suspense>
    </LoadFailed>
  );
}
