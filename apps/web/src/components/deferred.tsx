import { Suspense, type ReactNode } from 'react';
import { useHydrated } from '../lib/use-hydrated';

/**
 * A part that loads after the page has drawn (`children`, lazy) with `fallback` in its place
 * until then. The server draws the fallback too: a control the server drew from the lazy part
 * would do nothing when pressed before that part arrived, while the fallback responds.
 */
export function Deferred({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const hydrated = useHydrated();
  return <Suspense fallback={fallback}>{hydrated ? children : fallback}</Suspense>;
}
