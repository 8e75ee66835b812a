import { Suspense, type ReactNode } from 'react';
import { cn } from '#lib/cn';

/**
 * A part of a page that the browser adopts after the rest when the server drew the page: React
 * hydrates everything outside such boundaries first, then each boundary on its own at low
 * priority and in slices, or at once when something in it is pressed. Until then it is the
 * server's drawing. Pages the browser draws itself render it as usual.
 *
 * `belowFirstScreen`: the part starts below a phone's first screen, so the browser draws it only
 * as it nears the window (.draw-when-near).
 */
export function AdoptLater({
  children,
  className,
  belowFirstScreen = false,
}: {
  children: ReactNode;
  className?: string;
  belowFirstScreen?: boolean;
}) {
  return (
    <Suspense fallback={null}>
      <div className={cn(className, belowFirstScreen && 'draw-when-near')}>{children}</div>
    </Suspense>
  );
}
