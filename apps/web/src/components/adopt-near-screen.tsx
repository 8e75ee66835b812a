import { Suspense, use, useId, type ReactNode, type ReactPromise } from 'react';

/**
 * A part of a page the server drew that the browser adopts (hydrates) only when it comes near the
 * screen, or at once when it is pressed, focused or typed into. Until then it is the server's
 * drawing: links work as plain links, and nothing of it costs the browser any work while the page
 * loads. Parts drawn by the browser itself (after a navigation) render at once.
 */
export function AdoptNearScreen({
  children,
  className,
}: {
  children: ReactNode;
  className?: string;
}) {
  const id = useId();
  return (
    <Suspense fallback={null}>
      <WaitUntilNeeded id={id} />
      <div data-adopt-near-screen={id} className={className}>
        {children}
      </div>
    </Suspense>
  );
}

// True while the browser adopts the page the server drew; never true on the server.
let adopting =
  typeof document !== 'undefined' && document.getElementById('drawn-page-state') !== null;

/** Called once the page is the app's: from then on every part renders at once. */
export function finishedAdopting(): void {
  adopting = false;
}

function WaitUntilNeeded({ id }: { id: string }) {
  // React reads `status` and `value` first, so an opened gate lets the part render at once.
  if (adopting) use(gateFor(id) as ReactPromise<void>);
  return null;
}

type Gate = Promise<void> & { status: 'pending' | 'fulfilled'; value?: undefined };

const gates = new Map<string, Gate>();
const NEEDED_ON = ['pointerdown', 'mousedown', 'touchstart', 'keydown', 'focusin', 'click'];

function gateFor(id: string): Gate {
  const existing = gates.get(id);
  if (existing) return existing;

  let resolve: () => void = () => {};
  const gate: Gate = Object.assign(new Promise<void>((r) => (resolve = r)), {
    status: 'pending' as const,
  });
  gates.set(id, gate);

  const element = document.querySelector(`[data-adopt-near-screen="${CSS.escape(id)}"]`);
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) open();
    },
    { rootMargin: '50% 0px' },
  );
  // Listening on window in the capture phase runs before React's own listener on the root, so a
  // press on a part not yet adopted adopts it, and React then handles the press as usual.
  const onEvent = (event: Event) => {
    if (element?.contains(event.target as Node | null)) open();
  };
  function open() {
    if (gate.status === 'fulfilled') return;
    gate.status = 'fulfilled';
    gate.value = undefined;
    observer.disconnect();
    for (const type of NEEDED_ON) window.removeEventListener(type, onEvent, true);
    resolve();
  }

  if (!element) {
    open();
    return gate;
  }
  observer.observe(element);
  for (const type of NEEDED_ON) window.addEventListener(type, onEvent, true);
  return gate;
}
