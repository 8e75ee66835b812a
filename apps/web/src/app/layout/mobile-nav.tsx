import { lazy, useState } from 'react';
import { Deferred } from '#components/deferred';
import { MenuButton } from './menu-buttons';

const MobileNavSheet = lazy(() =>
  import('./mobile-nav-sheet').then((m) => ({ default: m.MobileNavSheet })),
);

/**
 * Small-screen navigation. The panel (a dialog) is not needed to draw the page, so it loads right
 * after; a press on the button before it arrives opens the panel as soon as it has.
 */
export function MobileNav({ className }: { className?: string }) {
  const [pressedEarly, setPressedEarly] = useState(false);
  return (
    <Deferred
      fallback={
        <MenuButton
          className={className}
          aria-busy={pressedEarly || undefined}
          onClick={() => setPressedEarly(true)}
        />
      }
    >
      <MobileNavSheet className={className} initiallyOpen={pressedEarly} />
    </Deferred>
  );
}
