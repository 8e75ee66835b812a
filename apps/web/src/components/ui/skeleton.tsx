import { cn } from '#lib/cn';

/** A neutral placeholder block shaped like the content it stands in for. Hidden from screen readers. */
export function Skeleton({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn('block animate-pulse rounded-md bg-slate-200/80', className)}
    />
  );
}
