import { Skeleton } from '#components/ui/skeleton';
import { useT } from '#lib/i18n/i18n-context';
import { BOOKING } from '../lib/booking-words';

/** Step 2 while its code loads: shaped like the details form. */
export function DetailsSkeleton() {
  const t = useT();
  return (
    <div role="status" className="space-y-5">
      <span className="sr-only">{t(BOOKING.loadingDetails)}</span>
      <Skeleton className="h-7 w-1/2" />
      <div className="grid gap-5 sm:grid-cols-2">
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-16 w-full" />
      </div>
      <Skeleton className="h-28 w-full" />
      <Skeleton className="h-12 w-full" />
    </div>
  );
}

/** The booking page while the therapist loads: shaped like the two columns. */
export function BookingSkeleton() {
  const t = useT();
  return (
    <div role="status" className="flex flex-1 flex-col bg-slate-50">
      <span className="sr-only">{t(BOOKING.loading)}</span>
      <div className="h-16 border-b border-slate-200 bg-white" />
      <div className="mx-auto grid w-full max-w-content gap-6 px-4 py-8 sm:px-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="space-y-4 rounded-card border border-slate-200 bg-white p-7">
          <Skeleton className="h-7 w-1/2" />
          <Skeleton className="h-11 w-full" />
          <Skeleton className="h-20 w-full" />
          <Skeleton className="h-32 w-full" />
        </div>
        <Skeleton className="h-96 rounded-card" />
      </div>
    </div>
  );
}
