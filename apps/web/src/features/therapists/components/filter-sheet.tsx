import { useState } from 'react';
import { emptyFilters, toggleFilterValue, type ListingFilters } from '@app/domain/listing';
import type { SearchFacets } from '@app/domain/schemas/search';
import type { SearchChoicesInput } from '@app/domain/listing-search';
import { useFocusOnMount } from '#components/load-on-intent';
import { buttonClasses } from '#components/ui/button';
import { Sheet } from '#components/ui/sheet';
import { FACET_OPTIONS_KEY } from '../hooks/use-listing-filters';
import { FACET_LABELS, FacetOptions } from './facet-options';
import { FiltersButton, selectedCount } from './filters-button';
import { ChoiceFields, SortSelect } from './search-choices';
import { useT } from '#lib/i18n/i18n-context';
import { LISTING } from '../lib/listing-words';

export type FilterDrawerProps = {
  facets: SearchFacets;
  filters: ListingFilters;
  choices: SearchChoicesInput;
  onApply: (filters: ListingFilters, choices: SearchChoicesInput) => void;
};

/**
 * Mobile filters in a slide-in drawer (see docs/decisions for its width). Choices are a draft
 * until 'Apply Filters'; the counts shown are those of the applied filters.
 */
export function FilterSheet({
  facets,
  filters,
  choices,
  onApply,
  initiallyOpen = false,
  focusTrigger = false,
}: FilterDrawerProps & { initiallyOpen?: boolean; focusTrigger?: boolean }) {
  const [open, setOpen] = useState(initiallyOpen);
  const t = useT();
  const triggerRef = useFocusOnMount(focusTrigger);
  const [draft, setDraft] = useState(filters);
  const [draftChoices, setDraftChoices] = useState(choices);
  const applied = selectedCount(filters, choices);
  const changeChoices = (next: Partial<SearchChoicesInput>) =>
    setDraftChoices((c) => ({ ...c, ...next }));

  const onOpenChange = (next: boolean) => {
    if (next) {
      setDraft(filters);
      setDraftChoices(choices);
    }
    setOpen(next);
  };

  return (
    <Sheet
      open={open}
      onOpenChange={onOpenChange}
      title={t(LISTING.filters)}
      side="right"
      widthClassName="w-[70vw] sm:w-[55vw] max-w-md"
      closeLabel={t(LISTING.closeFilters)}
      trigger={<FiltersButton applied={applied} ref={triggerRef} />}
      footer={
        <div className="grid gap-2">
          <button
            type="button"
            onClick={() => {
              onApply(draft, draftChoices);
              setOpen(false);
            }}
            className={buttonClasses('primary', 'md', 'w-full px-2')}
          >
            {t(LISTING.apply)}
          </button>
          <button
            type="button"
            onClick={() => {
              setDraft(emptyFilters());
              setDraftChoices({ q: draftChoices.q, sort: draftChoices.sort });
            }}
            className={buttonClasses('secondary', 'md', 'w-full px-2')}
          >
            {t(LISTING.clearAllFilters)}
          </button>
        </div>
      }
    >
      <div className="divide-y divide-slate-100 px-1.5">
        <section className="grid gap-3 px-2 py-4" aria-label={t(LISTING.sortAndAvailability)}>
          <SortSelect value={draftChoices.sort} onChange={changeChoices} />
          <ChoiceFields choices={draftChoices} onChange={changeChoices} className="grid gap-3" />
        </section>
        {FACET_LABELS.map(({ facet, label, kind }) => (
          <section key={facet} className="py-4" aria-label={t(label)}>
            <h3 className="px-2 pb-1 text-sm font-semibold tracking-wide text-slate-700 uppercase">
              {t(label)}
            </h3>
            <FacetOptions
              label={t(label)}
              kind={kind}
              options={facets[FACET_OPTIONS_KEY[facet]]}
              selected={draft[facet]}
              onToggle={(value) => setDraft((d) => toggleFilterValue(d, facet, value))}
            />
          </section>
        ))}
      </div>
    </Sheet>
  );
}
