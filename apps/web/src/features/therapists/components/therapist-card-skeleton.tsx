import { Skeleton } from '#components/ui/skeleton';

/** Placeholder shaped like a TherapistCard. */
export function TherapistCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="flex h-full flex-col rounded-card border border-slate-200 bg-white p-4 shadow-raised sm:p-5"
    >
      <div className="flex gap-4">
        <Skeleton className="size-22 rounded-card" />
        <div className="flex-1 space-y-2 pt-1">
          <Skeleton className="h-5 w-3/4" />
          <Skeleton className="h-4 w-1/2" />
          <Skeleton className="h-5 w-28 rounded-full" />
        </div>
      </div>
      <div className="mt-4 flex flex-wrap gap-1.5">
        <Skeleton className="h-6 w-20 rounded-full" />
        <Skeleton className="h-6 w-28 rounded-full" />
        <Skeleton className="h-6 w-16 rounded-full" />
        <Skeleton className="h-6 w-24 rounded-full" />
      </div>
      <div className="mt-4 space-y-2">
        <Skeleton className="h-4 w-2/3" />
        <Skeleton className="h-4 w-1/2" />
      </div>
      <div className="mt-4 flex items-center gap-2 border-t border-slate-100 pt-4">
        <div className="mr-auto space-y-1.5">
          <Skeleton className="h-5 w-16" />
          <Skeleton className="h-3 w-20" />
        </div>
        <Skeleton className="h-11 w-14" />
        <Skeleton className="h-11 w-28" />
      </div>
    </div>
  );
}
