import { useId } from 'react';
import { cn } from '#lib/cn';

/** A labelled determinate progress bar (0-100). */
export function ProgressBar({
  label,
  value,
  className,
}: {
  label: string;
  value: number;
  className?: string;
}) {
  const id = useId();
  const percent = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <div className={cn('grid gap-1.5', className)}>
      <div className="flex justify-between text-sm font-medium text-slate-700">
        <span id={id}>{label}</span>
        <span className="tabular-nums" aria-hidden="true">
          {percent}%
        </span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={id}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2.5 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className="h-full rounded-full bg-primary-700 transition-[width] duration-200 motion-reduce:transition-none"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
