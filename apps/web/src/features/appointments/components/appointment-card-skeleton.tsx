import { Skeleton } from '#components/ui/skeleton';

/** A placeholder shaped like an appointment card. */
export function AppointmentCardSkeleton() {
  return (
    <div className="rounded-card border border-slate-200 bg-white shadow-raised">
      <div className="flex items-start gap-4 p-4 sm:p-5">
        <Skeleton className="size-14 rounded-full!" />
        <div className="grid flex-1 gap-2 pt-1">
          <Skeleton className="h-5 w-44" />
          <Skeleton className="h-4 w-32" />
        </div>
        <Skeleton className="hidden h-6 w-32 rounded-full! sm:block" />
      </div>
      <div className="grid gap-3 border-t border-slate-100 p-4 sm:grid-cols-2 sm:p-5">
        <div className="grid gap-2.5">
          <Skeleton className="h-4 w-40" />
          <Skeleton className="h-4 w-32" />
          <Skeleton className="h-4 w-28" />
        </div>
        <div className="grid gap-2.5">
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-full" />
        </div>
      </div>
      <div className="flex justify-end gap-2 border-t border-slate-100 p-3 sm:px-5">
        <Skeleton className="h-11 w-full rounded-control sm:w-36" />
      </div>
    </div>
  );
}
