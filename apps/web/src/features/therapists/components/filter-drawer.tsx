import { lazy } from 'react';
import { LoadOnIntent } from '#components/load-on-intent';
import type { FilterDrawerProps } from './filter-sheet';
import { FiltersButton, selectedCount } from './filters-button';

const FilterSheet = lazy(() => import('./filter-sheet').then((m) => ({ default: m.FilterSheet })));

/**
 * Mobile filters. The drawer (a dialog) loads when someone is about to open it; a press on the
 * button before it arrives opens the drawer as soon as it has.
 */
export function FilterDrawer(props: FilterDrawerProps) {
  return (
    <LoadOnIntent
      standIn={(intent) => (
        <FiltersButton
          applied={selectedCount(props.filters, props.choices)}
          aria-haspopup="dialog"
          aria-expanded={false}
          {...intent}
        />
      )}
    >
      {({ pressed, focused }) => (
        <FilterSheet {...props} initiallyOpen={pressed} focusTrigger={focused} />
      )}
    </LoadOnIntent>
  );
}
