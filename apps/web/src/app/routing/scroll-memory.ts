import { NavigationType, type Location } from 'react-router';

const STORAGE_KEY = 'scroll-positions';

/**
 * The first entry of every page load has the key 'default'; scope it by path so a fresh load of
 * one page does not inherit the scroll position of another.
 */
const keyOf = (location: Location) =>
  location.key === 'default' ? `default:${location.pathname}` : location.key;

/** Scrolls to the element a #fragment names; answers whether there was one. */
function scrollToFragment(win: Window, hash: string): boolean {
  let id: string;
  try {
    id = decodeURIComponent(hash.slice(1));
  } catch {
    return false;
  }
  const target = win.document.getElementById(id);
  target?.scrollIntoView();
  return target !== null;
}

/**
 * Where each history entry was scrolled to, kept for the tab's life (sessionStorage, so a reload
 * or a return from another site still finds it).
 */
export function createScrollMemory(win: Window) {
  let positions: Record<string, number> = {};
  const persist = () => {
    try {
      win.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
    } catch {
      // Storage refused (private mode, quota): positions last until the page is left.
    }
  };

  return {
    /** Takes scrolling over from the browser; answers the function that hands it back. */
    start(): () => void {
      try {
        positions = JSON.parse(win.sessionStorage.getItem(STORAGE_KEY) ?? '{}') as typeof positions;
      } catch {
        positions = {};
      }
      win.history.scrollRestoration = 'manual';
      const leave = () => {
        persist();
        win.history.scrollRestoration = 'auto';
      };
      win.addEventListener('pagehide', leave);
      return () => {
        win.removeEventListener('pagehide', leave);
        win.history.scrollRestoration = 'auto';
      };
    },
    save(location: Location) {
      positions[keyOf(location)] = win.scrollY;
    },
    /**
     * The page the app started on: back where it was left when this entry was seen before, or at
     * its #fragment; otherwise untouched (a visitor may have scrolled the server's drawing).
     */
    arriveFirst(location: Location) {
      const saved = positions[keyOf(location)];
      if (typeof saved === 'number') win.scrollTo(0, saved);
      else if (location.hash) scrollToFragment(win, location.hash);
    },
    /** Scrolls a page just drawn for `location` to where it belongs. */
    arrive(location: Location, action: NavigationType, preventScrollReset: boolean) {
      const saved = positions[keyOf(location)];
      if (action === NavigationType.Pop && typeof saved === 'number') {
        win.scrollTo(0, saved);
        return;
      }
      if (location.hash && scrollToFragment(win, location.hash)) return;
      if (!preventScrollReset) win.scrollTo(0, 0);
    },
  };
}
