import { lazy, useState } from 'react';
import type { ListingFacet, ListingFilters } from '@app/domain/listing';
import type { SearchFacets } from '@app/domain/schemas/search';
import { LoadOnIntent, type IntentProps } from '#components/load-on-intent';
import { FACET_LABELS } from './facet-options';
import { FacetTriggerLabel, facetTriggerClass, resetButtonClass } from './facet-trigger';
import { useT } from '#lib/i18n/i18n-context';
import { LISTING } from '../lib/listing-words';

export type FilterBarProps = {
  facets: SearchFacets;
  filters: ListingFilters;
  onToggle: (facet: ListingFacet, value: string) => void;
  onReset: () => void;
  active: boolean;
};

const FilterBarPopovers = lazy(() =>
  import('./filter-bar-popovers').then((m) => ({ default: m.FilterBarPopovers })),
);

/**
 * Desktop filters: one dropdown per facet. Their options and the popover library load when
 * someone is about to open one; until then stand-ins draw the same buttons, and the facet
 * pressed or focused meanwhile is the one opened or focused once the code has arrived.
 */
export function FilterBar(props: FilterBarProps) {
  const [reached, setReached] = useState<ListingFacet | null>(null);
  return (
    <LoadOnIntent
      standIn={(intent) => <StandIns {...props} intent={intent} onReach={setReached} />}
    >
      {({ pressed, focused }) => (
        <FilterBarPopovers
          {...props}
          initiallyOpen={pressed ? reached : null}
          focusFacet={focused ? reached : null}
        />
      )}
    </LoadOnIntent>
  );
}

function StandIns({
  filters,
  onReset,
  active,
  intent,
  onReach,
}: FilterBarProps & { intent: IntentProps; onReach: (facet: ListingFacet) => void }) {
  const t = useT();
  return (
    <div
      role="group"
      aria-label={t(LISTING.filterTherapists)}
      className="flex flex-wrap items-center gap-2"
    >
      {FACET_LABELS.map(({ facet, label }) => (
        <button
          key={facet}
          type="button"
          aria-haspopup="dialog"
          aria-expanded={false}
          className={facetTriggerClass(filters[facet].length)}
          onPointerEnter={intent.onPointerEnter}
          onTouchStart={intent.onTouchStart}
          onPointerDown={() => {
            onReach(facet);
            intent.onPointerDown();
          }}
          onPointerCancel={intent.onPointerCancel}
          onBlur={intent.onBlur}
          onFocus={(event) => {
            onReach(facet);
            intent.onFocus(event);
          }}
          onClick={() => {
            onReach(facet);
            intent.onClick();
          }}
          aria-busy={intent['aria-busy']}
        >
          <FacetTriggerLabel label={t(label)} count={filters[facet].length} />
        </button>
      ))}
      <button type="button" onClick={onReset} disabled={!active} className={resetButtonClass}>
        {t(LISTING.reset)}
      </button>
    </div>
  );
}
