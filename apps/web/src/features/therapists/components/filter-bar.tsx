import { useRef, useState } from 'react';
import * as Popover from '@radix-ui/react-popover';
import type { ListingFacet, ListingFilters } from '@app/domain/listing';
import type { SearchFacets } from '@app/domain/schemas/search';
import { ChevronDownIcon } from '#components/ui/icons';
import { cn } from '#lib/cn';
import { FACET_OPTIONS_KEY } from '../hooks/use-listing-filters';
import { FACET_LABELS, FacetOptions } from './facet-options';

export type FilterBarProps = {
  facets: SearchFacets;
  filters: ListingFilters;
  onToggle: (facet: ListingFacet, value: string) => void;
  onReset: () => void;
  active: boolean;
};

/**
 * Desktop filters: one dropdown per facet. Only one is open at a time (the open facet is held
 * here) and a click outside closes it (Radix Popover).
 */
export function FilterBar({ facets, filters, onToggle, onReset, active }: FilterBarProps) {
  const [open, setOpenState] = useState<ListingFacet | null>(null);
  const openRef = useRef<ListingFacet | null>(null);
  const setOpen = (facet: ListingFacet | null) => {
    openRef.current = facet;
    setOpenState(facet);
  };

  return (
    <div role="group" aria-label="Filter therapists" className="flex flex-wrap items-center gap-2">
      {FACET_LABELS.map(({ facet, label }) => {
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
              className={cn(
                'inline-flex min-h-11 items-center gap-1.5 rounded-control border px-3.5 text-[0.9375rem] font-medium transition-colors',
                count > 0
                  ? 'border-primary-700 bg-primary-50 text-primary-900'
                  : 'border-slate-300 bg-white text-slate-800 hover:border-primary-700',
              )}
            >
              {label}
              {count > 0 ? (
                <span className="rounded-full bg-primary-700 px-1.5 text-xs leading-5 text-white">
                  {count}
                  <span className="sr-only"> selected</span>
                </span>
              ) : null}
              <ChevronDownIcon width={16} height={16} />
            </Popover.Trigger>
            <Popover.Portal>
              <Popover.Content
                align="start"
                sideOffset={6}
                aria-label={`${label} filter`}
                // When another dropdown is opening, returning focus to this trigger would close it.
                onCloseAutoFocus={(e) => {
                  if (openRef.current !== null) e.preventDefault();
                }}
                className="z-40 max-h-[min(24rem,var(--radix-popover-content-available-height))] w-72 overflow-y-auto rounded-card border border-slate-200 bg-white p-2 shadow-raised-hover"
              >
                <FacetOptions
                  label={label}
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
        className="inline-flex min-h-11 items-center rounded-control px-3 text-[0.9375rem] font-semibold text-primary-700 hover:text-primary-900 hover:underline underline-offset-4 disabled:text-slate-500 disabled:no-underline"
      >
        Reset
      </button>
    </div>
  );
}
