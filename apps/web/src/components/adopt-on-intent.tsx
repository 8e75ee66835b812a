import { Suspense, use, useEffect, type ComponentType, type ReactNode } from 'react';
import { useHydrated } from '#lib/use-hydrated';

/** What counts as reaching for a part: a pointer over it, a press, a touch, the focus, a key… */
const INTENT_EVENTS = [
  'pointerover',
  'pointerdown',
  'touchstart',
  'focusin',
  'keydown',
  'input',
  'change',
  'submit',
] as const;

const isWithin = (target: EventTarget | null, id: string) =>
  target instanceof Element && target.closest(`#${CSS.escape(id)}`) !== null;

/** Resolves the first time one of INTENT_EVENTS happens on or inside the element with this id. */
function intentWithin(id: string): Promise<void> {
  return new Promise((resolve) => {
    const listener = (event: Event) => {
      if (!isWithin(event.target, id)) return;
      for (const type of INTENT_EVENTS) document.removeEventListener(type, listener, true);
      resolve();
    };
    for (const type of INTENT_EVENTS) {
      document.addEventListener(type, listener, { capture: true, passive: true });
    }
  });
}

/**
 * A part of a page whose code loads when someone reaches for it, after the server drew it: until
 * then the browser shows the server's drawing and React leaves it unadopted (a suspended boundary
 * keeps its server HTML), so a page that is only read never downloads the part's code. Listeners
 * on the document notice the intent, as React's own handlers do not run inside an unadopted part.
 * Drawn by the server, or by the browser after a navigation, the part loads at once.
 *
 * A form in the unadopted drawing has no handler: the browser would send it to the page's own
 * address, its fields (a password among them) in the query. Such a submission is stopped and made
 * again, through the form's own handler, once the part is adopted.
 */
export function adoptOnIntent<P extends object>(
  id: string,
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode = null,
) {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<unknown> | null = null;
  let intent: Promise<unknown> | null = null;
  let adopted = false;
  let heldSubmission: HTMLFormElement | null = null;

  const holdSubmissions = (event: Event) => {
    if (adopted || !isWithin(event.target, id)) return;
    event.preventDefault();
    if (event.target instanceof HTMLFormElement) heldSubmission = event.target;
  };
  const start = () =>
    (loading ??= load().then(
      (component) => {
        loaded = component;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));
  const startOnIntent = () => {
    if (intent) return intent;
    document.addEventListener('submit', holdSubmissions, { capture: true });
    return (intent = intentWithin(id)
      .then(start)
      .catch((error: unknown) => {
        intent = null;
        throw error;
      }));
  };

  function Part(props: P) {
    const adopting = !useHydrated() && typeof document !== 'undefined';
    if (!loaded) use(adopting ? startOnIntent() : start());
    useEffect(() => {
      adopted = true;
      document.removeEventListener('submit', holdSubmissions, { capture: true });
      const form = heldSubmission;
      heldSubmission = null;
      if (form?.isConnected) form.requestSubmit();
    }, []);
    const Loaded = loaded as unknown as ComponentType<P>;
    return <Loaded {...props} />;
  }

  return function PartOnIntent(props: P) {
    return (
      <div id={id}>
        <Suspense fallback={fallback}>
          <Part {...props} />
        </Suspense>
      </div>
    );
  };
}
