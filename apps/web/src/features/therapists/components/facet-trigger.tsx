import { ChevronDownIcon } from '#components/ui/icons';
import { cn } from '#lib/cn';
import { useT } from '#lib/i18n/i18n-context';
import { LISTING } from '../lib/listing-words';

/** Classes of a facet's dropdown button on wide screens, marked when values are selected. */
export const facetTriggerClass = (count: number) =>
  cn(
    'inline-flex min-h-11 items-center gap-1.5 rounded-control border px-3.5 text-[0.9375rem] font-medium transition-colors',
    count > 0
      ? 'border-primary-700 bg-primary-50 text-primary-900'
      : 'border-slate-300 bg-white text-slate-800 hover:border-primary-700',
  );

/** What a facet's dropdown button says: its name and how many of its values are selected. */
export function FacetTriggerLabel({ label, count }: { label: string; count: number }) {
  const t = useT();
  return (
    <>
      {label}
      {count > 0 ? (
        <span className="rounded-full bg-primary-700 px-1.5 text-xs leading-5 text-white">
          {count}
          <span className="sr-only">{t(LISTING.selected)}</span>
        </span>
      ) : null}
      <ChevronDownIcon width={16} height={16} />
    </>
  );
}

export const resetButtonClass =
  'inline-flex min-h-11 items-center rounded-control px-3 text-[0.9375rem] font-semibold text-primary-700 hover:text-primary-900 hover:underline underline-offset-4 disabled:text-slate-500 disabled:no-underline';
