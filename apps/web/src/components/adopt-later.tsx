import { Suspense, type ReactNode } from 'react';

/**
 * A part of a page that the browser adopts after the rest when the server drew the page: React
 * hydrates everything outside such boundaries first, then each boundary on its own at low
 * priority and in slices, or at once when something in it is pressed. Until then it is the
 * server's drawing. Pages the browser draws itself render it as usual.
 */
export function AdoptLater({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <Suspense fallback={null}>
      <div className={className}>{children}</div>
    </Suspense>
  );
}
