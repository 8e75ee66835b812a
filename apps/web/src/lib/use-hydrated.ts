import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False while the server draws a page and while the browser adopts that drawing, true after:
 * what only the browser can know (its address, storage) renders once this is true, so both
 * drawings agree.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
