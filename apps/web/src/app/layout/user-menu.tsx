import { lazy, Suspense } from 'react';
import { Skeleton } from '../../components/ui/skeleton';

const UserMenuSlot = lazy(() =>
  import('./user-menu-slot').then((m) => ({ default: m.UserMenuSlot })),
);

/** The signed-in visitor's menu (desktop header), loaded only for signed-in visitors. */
export function UserMenu() {
  return (
    <Suspense
      fallback={
        <span className="inline-flex min-h-11 items-center gap-2 rounded-full border border-slate-200 py-1 pr-3 pl-1">
          <Skeleton className="size-9 rounded-full" />
          <Skeleton className="h-4 w-20" />
          <span className="sr-only">Loading your account…</span>
        </span>
      }
    >
      <UserMenuSlot variant="desktop" />
    </Suspense>
  );
}
