import { lazy } from 'react';
import { LoadOnIntent } from '#components/load-on-intent';
import { MenuButton, MenuFallbackLink } from './menu-buttons';

const MobileNavSheet = lazy(() =>
  import('./mobile-nav-sheet').then((m) => ({ default: m.MobileNavSheet })),
);

/**
 * Small-screen navigation. The panel (a dialog) loads when someone is about to open it; a press
 * on the button before it arrives opens the panel as soon as it has.
 */
export function MobileNav({ className }: { className?: string }) {
  return (
    <LoadOnIntent
      standIn={(intent) => <MenuButton className={className} {...intent} />}
      unavailable={<MenuFallbackLink className={className} />}
    >
      {({ pressed, focused }) => (
        <MobileNavSheet className={className} initiallyOpen={pressed} focusTrigger={focused} />
      )}
    </LoadOnIntent>
  );
}
