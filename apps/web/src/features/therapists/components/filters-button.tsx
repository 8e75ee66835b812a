import type { ComponentProps } from 'react';
import { LISTING_FACETS, type ListingFilters } from '@app/domain/listing';
import type { SearchChoicesInput } from '@app/domain/listing-search';
import { buttonClasses } from '#components/ui/button';
import { FilterIcon } from '#components/ui/icons';
import { useT } from '#lib/i18n/i18n-context';
import { LISTING } from '../lib/listing-words';

const CHOICE_FILTERS = [
  'feeMin',
  'feeMax',
  'minExperience',
  'availableWithin',
  'availableOn',
  'timeOfDay',
] as const satisfies ReadonlyArray<keyof SearchChoicesInput>;

/** How many filters are applied: facet values, then fee, experience and availability choices. */
export const selectedCount = (f: ListingFilters, c: SearchChoicesInput = {}) =>
  LISTING_FACETS.reduce((n, k) => n + f[k].length, 0) +
  CHOICE_FILTERS.filter((k) => c[k] !== undefined).length;

/** The button opening the mobile filters, with the number of filters applied. */
export function FiltersButton({
  applied,
  ...props
}: { applied: number } & ComponentProps<'button'>) {
  const t = useT();
  return (
    <button type="button" className={buttonClasses('secondary', 'md')} {...props}>
      <FilterIcon width={18} height={18} />
      {t(LISTING.filters)}
      {applied > 0 ? (
        <span className="rounded-full bg-primary-700 px-1.5 text-xs leading-5 text-white">
          {applied}
          <span className="sr-only">{t(LISTING.selected)}</span>
        </span>
      ) : null}
    </button>
  );
}
