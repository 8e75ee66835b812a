import { useRef, useState } from 'react';
import * as Popover from '@radix-ui/react-popover';
import type { ListingFacet } from '@app/domain/listing';
import { useFocusOnMount } from '#components/load-on-intent';
import { FACET_OPTIONS_KEY } from '../hooks/use-listing-filters';
import { FACET_LABELS, FacetOptions } from './facet-options';
import { FacetTriggerLabel, facetTriggerClass, resetButtonClass } from './facet-trigger';
import type { FilterBarProps } from './filter-bar';
import { useT } from '#lib/i18n/i18n-context';
import { LISTING } from '../lib/listing-words';

/**
 * Desktop filters: one dropdown per facet. Only one is open at a time (the open facet is held
 * here) and a click outside closes it (Radix Popover). Loaded when someone is about to use them
 * (filter-bar.tsx): `initiallyOpen` is the facet pressed meanwhile, `focusFacet` the one whose
 * stand-in button had the focus.
 */
export function FilterBarPopovers({
  facets,
  filters,
  onToggle,
  onReset,
  active,
  initiallyOpen = null,
  focusFacet = null,
}: FilterBarProps & { initiallyOpen?: ListingFacet | null; focusFacet?: ListingFacet | null }) {
  const [open, setOpenState] = useState<ListingFacet | null>(initiallyOpen);
  const openRef = useRef<ListingFacet | null>(initiallyOpen);
  const [focusTarget] = useState(focusFacet);
  const focusRef = useFocusOnMount(focusTarget !== null);
  const t = useT();
  const setOpen = (facet: ListingFacet | null) => {
    openRef.current = facet;
    setOpenState(facet);
  };

  return (
    <div
      role="group"
      aria-label={t(LISTING.filterTherapists)}
      className="flex flex-wrap items-center gap-2"
    >
      {FACET_LABELS.map(({ facet, label: labelWords, kind }) => {
        const label = t(labelWords);
        const count = filters[facet].length;
        return (
          <Popover.Root
            key={facet}
            open={open === facet}
            onOpenChange={(next) => {
              // A late close of the previous dropdown must not shut the one just opened.
              if (next) setOpen(facet);
              else if (openRef.current === facet) setOpen(null);
            }}
          >
            <Popover.Trigger
              className={facetTriggerClass(count)}
              ref={facet === focusTarget ? focusRef : undefined}
            >
              <FacetTriggerLabel label={label} count={count} />
            </Popover.Trigger>
            <Popover.Portal>
              <Popover.Content
                align="start"
                sideOffset={6}
                aria-label={t(LISTING.facetFilter, { label })}
                // When another dropdown is opening, returning focus to this trigger would close it.
                onCloseAutoFocus={(e) => {
                  if (openRef.current !== null) e.preventDefault();
                }}
                className="z-40 max-h-[min(24rem,var(--radix-popover-content-available-height))] w-72 overflow-y-auto rounded-card border border-slate-200 bg-white p-2 shadow-raised-hover"
              >
                <FacetOptions
                  label={label}
                  kind={kind}
                  options={facets[FACET_OPTIONS_KEY[facet]]}
                  selected={filters[facet]}
                  onToggle={(value) => onToggle(facet, value)}
                />
              </Popover.Content>
            </Popover.Portal>
          </Popover.Root>
        );
      })}
      <button
        type="button"
        onClick={() => {
          setOpen(null);
          onReset();
        }}
        disabled={!active}
        className={resetButtonClass}
      >
        {t(LISTING.reset)}
      </button>
    </div>
  );
}
