import { pageButtons } from '@app/domain/listing';
import { ChevronLeftIcon, ChevronRightIcon } from '#components/ui/icons';
import { cn } from '#lib/cn';
import { useMediaQuery } from '#lib/use-media-query';
import { useT } from '#lib/i18n/i18n-context';
import { LISTING } from '../lib/listing-words';

export type PaginationProps = {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
};

const btn =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-control px-3 text-[0.9375rem] font-medium transition-colors disabled:cursor-not-allowed disabled:text-slate-400';

/**
 * At most 5 numbered pages, first/last, ellipses, previous/next disabled at the ends (spec §4).
 * On a phone it keeps to one row: 3 numbered pages, narrow ellipses where pages are skipped, and
 * first/last as arrows, with no gaps, so a 375 px screen still shows what lies beyond.
 */
export function Pagination({ page, totalPages, onChange }: PaginationProps) {
  const wide = useMediaQuery('(min-width: 640px)');
  const t = useT();
  if (totalPages <= 1) return null;
  const buttons = pageButtons(page, totalPages, wide ? undefined : 3);
  const go = (p: number) => () => onChange(p);

  return (
    <nav aria-label={t(LISTING.pagination)} className="mt-10 flex justify-center">
      <ul className="flex items-center justify-center sm:gap-1">
        <li>
          <button
            type="button"
            className={cn(btn, 'hover:bg-slate-100', !wide && 'px-2')}
            onClick={go(1)}
            disabled={page === 1}
            aria-label={wide ? undefined : t(LISTING.firstPage)}
          >
            {wide ? t(LISTING.first) : <span aria-hidden="true">«</span>}
          </button>
        </li>
        <li>
          <button
            type="button"
            className={cn(btn, 'px-2 hover:bg-slate-100')}
            onClick={go(page - 1)}
            disabled={page === 1}
            aria-label={t(LISTING.previousPage)}
          >
            <ChevronLeftIcon />
          </button>
        </li>
        {buttons.map((b, i) =>
          b === 'ellipsis' ? (
            <li key={`e${i}`} aria-hidden="true" className="text-slate-500 sm:px-1">
              …
            </li>
          ) : (
            <li key={b}>
              <button
                type="button"
                onClick={go(b)}
                aria-current={b === page ? 'page' : undefined}
                aria-label={t(LISTING.page, { number: b })}
                className={cn(
                  btn,
                  b === page
                    ? 'bg-primary-700 text-white'
                    : 'text-slate-800 hover:bg-primary-50 hover:text-primary-900',
                )}
              >
                {b}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className={cn(btn, 'px-2 hover:bg-slate-100')}
            onClick={go(page + 1)}
            disabled={page === totalPages}
            aria-label={t(LISTING.nextPage)}
          >
            <ChevronRightIcon />
          </button>
        </li>
        <li>
          <button
            type="button"
            className={cn(btn, 'hover:bg-slate-100', !wide && 'px-2')}
            onClick={go(totalPages)}
            disabled={page === totalPages}
            aria-label={wide ? undefined : t(LISTING.lastPage)}
          >
            {wide ? t(LISTING.last) : <span aria-hidden="true">»</span>}
          </button>
        </li>
      </ul>
    </nav>
  );
}
