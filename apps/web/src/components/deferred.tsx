import { startTransition, Suspense, useEffect, useState, type ReactNode } from 'react';

/**
 * A part that loads after the page has drawn (`children`, lazy) with `fallback` in its place
 * until then. The server draws the fallback too: a control the server drew from the lazy part
 * would do nothing when pressed before that part arrived, while the fallback responds.
 *
 * The switch happens in a transition: it neither holds up adopting the page nor hides the
 * fallback while the part loads.
 */
export function Deferred({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => startTransition(() => setReady(true)), []);
  return <Suspense fallback={fallback}>{ready ? children : fallback}</Suspense>;
}
