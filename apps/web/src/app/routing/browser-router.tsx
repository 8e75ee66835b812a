import {
  createContext,
  useContext,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useTransition,
  type ReactNode,
} from 'react';
import {
  Router,
  UNSAFE_createBrowserHistory as createBrowserHistory,
  type Location,
  type Navigator,
  type NavigationType,
} from 'react-router';
import { createScrollMemory } from './scroll-memory';

const NavigationPending = createContext(false);

/** Whether a navigation is under way: the next page (or its words) is still loading. */
export const useNavigationPending = () => useContext(NavigationPending);

type Shown = { action: NavigationType; location: Location; preventScrollReset: boolean };

/**
 * The browser's router. Each navigation is a transition, so the page on screen stays until the
 * next one is ready (its module and words loaded) and `useNavigationPending` tells the shell to
 * show progress. Scroll positions are kept per history entry: Back and Forward return to where a
 * page was left, a new page opens at its top (or at its #fragment), and a navigation made with
 * `preventScrollReset` (a filter change) leaves the scroll where it is.
 */
export function BrowserRouter({ basename, children }: { basename?: string; children: ReactNode }) {
  const [history] = useState(() => createBrowserHistory({ window, v5Compat: true }));
  const [scroll] = useState(() => createScrollMemory(window));
  const [shown, setShown] = useState<Shown>(() => ({
    action: history.action,
    location: history.location,
    preventScrollReset: false,
  }));
  const [pending, startTransition] = useTransition();
  const shownLocation = useRef(shown.location);
  const nextPreventsScrollReset = useRef(false);

  const navigator = useMemo<Navigator>(
    () => ({
      createHref: (to) => history.createHref(to),
      encodeLocation: (to) => history.encodeLocation(to),
      go: (delta) => history.go(delta),
      push(to, state, options) {
        nextPreventsScrollReset.current = options?.preventScrollReset === true;
        history.push(to, state);
      },
      replace(to, state, options) {
        nextPreventsScrollReset.current = options?.preventScrollReset === true;
        history.replace(to, state);
      },
    }),
    [history],
  );

  useLayoutEffect(() => {
    const stop = scroll.start();
    // A reload, or a return from another site, finds the page where it was left.
    scroll.arriveFirst(history.location);
    return stop;
  }, [history, scroll]);
  useLayoutEffect(
    () =>
      history.listen(({ action, location }) => {
        // The page being left is still on screen: remember where it was scrolled to.
        scroll.save(shownLocation.current);
        const preventScrollReset = nextPreventsScrollReset.current;
        nextPreventsScrollReset.current = false;
        startTransition(() => setShown({ action, location, preventScrollReset }));
      }),
    [history, scroll],
  );
  // After the next page has been drawn, before it is painted.
  useLayoutEffect(() => {
    if (shownLocation.current === shown.location) return;
    shownLocation.current = shown.location;
    scroll.arrive(shown.location, shown.action, shown.preventScrollReset);
  }, [scroll, shown]);

  return (
    <NavigationPending.Provider value={pending}>
      <Router
        basename={basename}
        location={shown.location}
        navigationType={shown.action}
        navigator={navigator}
      >
        {children}
      </Router>
    </NavigationPending.Provider>
  );
}
