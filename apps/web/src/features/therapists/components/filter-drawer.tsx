import { lazy, useState } from 'react';
import { Deferred } from '#components/deferred';
import type { FilterDrawerProps } from './filter-sheet';
import { FiltersButton, selectedCount } from './filters-button';

const FilterSheet = lazy(() => import('./filter-sheet').then((m) => ({ default: m.FilterSheet })));

/**
 * Mobile filters. The drawer (a dialog) is not needed to draw the listing, so it loads right
 * after; a press on the button before it arrives opens the drawer as soon as it has.
 */
export function FilterDrawer(props: FilterDrawerProps) {
  const [pressedEarly, setPressedEarly] = useState(false);
  return (
    <Deferred
      fallback={
        <FiltersButton
          applied={selectedCount(props.filters, props.choices)}
          aria-busy={pressedEarly || undefined}
          onClick={() => setPressedEarly(true)}
        />
      }
    >
      <FilterSheet {...props} initiallyOpen={pressedEarly} />
    </Deferred>
  );
}
