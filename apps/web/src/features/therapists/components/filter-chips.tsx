import { useEffect, useRef, type MutableRefObject } from 'react';
import type { ListingFacet, ListingFilters } from '@app/domain/listing';
import { CloseIcon } from '#components/ui/icons';
import { FACET_LABELS } from './facet-options';
import { useT } from '#lib/i18n/i18n-context';
import { LISTING } from '../lib/listing-words';
import { displayName } from '@app/domain/i18n/display-names';

export type FilterChipsProps = {
  filters: ListingFilters;
  onRemove: (facet: ListingFacet, value: string) => void;
  onReset: () => void;
  /**
   * Where focus goes once the chips render again after a removal (the row's index), owned by the
   * directory because the listing's reload may remount this row before the new chips exist.
   */
  pendingFocusRef: MutableRefObject<number | null>;
};

/**
 * The chosen filter values, each a chip that removes itself, and 'Clear all'. This is how the
 * listing shows filters that came in through the URL (a link from the menu or /specialties).
 */
export function FilterChips({ filters, onRemove, onReset, pendingFocusRef }: FilterChipsProps) {
  const listRef = useRef<HTMLUListElement>(null);
  const t = useT();
  const chosenKey = FACET_LABELS.map(({ facet }) => filters[facet].join('|')).join('/');

  // Focus stays in the row: on the chip that takes the removed one's place, else on 'Clear all'.
  useEffect(() => {
    const index = pendingFocusRef.current;
    const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>('button');
    if (index === null || !buttons?.length) return;
    pendingFocusRef.current = null;
    buttons[Math.min(index, buttons.length - 1)]?.focus();
  }, [chosenKey, pendingFocusRef]);

  const chosen = FACET_LABELS.flatMap(({ facet, label, kind }) =>
    filters[facet].map((value) => ({
      facet,
      label: t(label),
      value,
      name: displayName(t, kind, value),
    })),
  );
  if (chosen.length === 0) return null;

  const remove = (index: number) => {
    const item = chosen[index];
    if (!item) return;
    pendingFocusRef.current = chosen.length > 1 ? index : null;
    onRemove(item.facet, item.value);
  };

  return (
    <div className="mt-3 flex flex-wrap items-center gap-2">
      <p id="chosen-filters" className="text-sm font-medium text-slate-600">
        {t(LISTING.filteredBy)}
      </p>
      <ul ref={listRef} aria-labelledby="chosen-filters" className="flex flex-wrap gap-2">
        {chosen.map(({ facet, label, value, name }, i) => (
          <li key={`${facet}:${value}`}>
            <button
              type="button"
              onClick={() => remove(i)}
              aria-label={t(LISTING.removeFilter, { label: label.toLowerCase(), value: name })}
              className="inline-flex min-h-11 items-center gap-1.5 rounded-full border border-primary-200 bg-primary-50 pr-2.5 pl-3.5 text-sm font-medium text-primary-900 hover:border-primary-700"
            >
              {name}
              <CloseIcon width={16} height={16} />
            </button>
          </li>
        ))}
        {chosen.length > 1 ? (
          <li>
            <button
              type="button"
              onClick={onReset}
              className="inline-flex min-h-11 items-center px-2 text-sm font-semibold text-primary-700 underline-offset-4 hover:underline"
            >
              {t(LISTING.clearAll)}
            </button>
          </li>
        ) : null}
      </ul>
    </div>
  );
}
