import { useRef } from 'react';
import { buttonClasses } from '#components/ui/button';
import { RefreshIcon } from '#components/ui/icons';
import { formatCount } from '#lib/format';
import { useFacetOptions, useTherapistSearch } from '../api/search-therapists';
import { useListingFilters } from '../hooks/use-listing-filters';
import { FilterBar } from './filter-bar';
import { FilterChips } from './filter-chips';
import { FilterDrawer } from './filter-drawer';
import { Pagination } from './pagination';
import { SearchBox } from './search-box';
import { ChoiceFields, SortSelect } from './search-choices';
import { ListState, TherapistGrid, TherapistGridSkeleton } from './therapist-grid';
import type { ReactNode } from 'react';
import { useT } from '#lib/i18n/i18n-context';
import { LISTING } from '../lib/listing-words';

export type TherapistDirectoryProps = {
  /** Professional-title slug from the route (/therapists/{title}); restricts the list. */
  titleSlug?: string;
};

/** The searchable, filterable, paginated therapist list; filters and page live in the URL. */
export function TherapistDirectory({ titleSlug }: TherapistDirectoryProps) {
  const options = useFacetOptions(titleSlug);
  const listing = useListingFilters(options.data);
  const search = useTherapistSearch(
    {
      filters: listing.filters,
      choices: listing.choices,
      page: listing.page,
      routeTitle: titleSlug,
    },
    listing.ready,
  );
  const facets = search.data?.facets ?? options.data;
  const chipFocusRef = useRef<number | null>(null);
  const t = useT();

  const retry = (
    <button
      type="button"
      onClick={() => void search.refetch()}
      disabled={search.isFetching}
      className={buttonClasses('primary', 'md')}
    >
      <RefreshIcon
        width={18}
        height={18}
        className={search.isFetching ? 'animate-spin' : undefined}
      />
      {search.isFetching ? t(LISTING.tryingAgain) : t(LISTING.tryAgain)}
    </button>
  );
  const resetButton = (
    <button type="button" onClick={listing.clearAll} className={buttonClasses('primary', 'md')}>
      {listing.choices.q ? t(LISTING.clearSearchAndFilters) : t(LISTING.resetFilters)}
    </button>
  );

  let body;
  if (search.isError && !search.data) {
    body = (
      <ListState tone="error" title={t(LISTING.loadFailed)} action={retry}>
        <p>{search.error.message}</p>
      </ListState>
    );
  } else if (!search.data) {
    body = <TherapistGridSkeleton count={6} />;
  } else if (search.data.total === 0 && listing.narrowed) {
    body = (
      <ListState title={t(LISTING.noResults)} action={resetButton}>
        <p>{listing.choices.q ? t(LISTING.checkSpelling) : t(LISTING.removeAFilter)}</p>
      </ListState>
    );
  } else if (search.data.total === 0) {
    body = (
      <ListState title={t(LISTING.noTherapists)}>
        <p>{t(LISTING.checkBack)}</p>
      </ListState>
    );
  } else if (search.data.therapists.length === 0 && listing.page > search.data.totalPages) {
    const { totalPages, total } = search.data;
    body = (
      <ListState
        title={t(LISTING.noSuchPage, { page: formatCount(listing.page) })}
        action={
          <div className="flex flex-wrap justify-center gap-3">
            <button
              type="button"
              onClick={() => listing.setPage(1)}
              className={buttonClasses('primary', 'md')}
            >
              {t(LISTING.goToFirst)}
            </button>
            {totalPages > 1 ? (
              <button
                type="button"
                onClick={() => listing.setPage(totalPages)}
                className={buttonClasses('secondary', 'md')}
              >
                {t(LISTING.goToLast, { page: formatCount(totalPages) })}
              </button>
            ) : null}
          </div>
        }
      >
        <p>
          {t(LISTING.fitOnPages, {
            total,
            totalText: formatCount(total),
            pagesWords: t(LISTING.pagesWords, {
              pages: totalPages,
              pagesText: formatCount(totalPages),
            }),
          })}
        </p>
      </ListState>
    );
  } else {
    const { total, page, pageSize, totalPages, therapists } = search.data;
    const from = (page - 1) * pageSize + 1;
    const to = from + therapists.length - 1;
    body = (
      <>
        <p role="status" className="mb-5 text-sm text-slate-600">
          {t.parts<ReactNode>(LISTING.showing, {
            from: formatCount(from),
            to: formatCount(to),
            total,
            totalText: formatCount(total),
            b: (chunks) => (
              <span key={String(chunks[0])} className="font-semibold text-slate-900">
                {chunks}
              </span>
            ),
          })}
        </p>
        <div
          aria-busy={search.isPlaceholderData || undefined}
          className={search.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}
        >
          <TherapistGrid therapists={therapists} />
        </div>
        <Pagination page={page} totalPages={totalPages} onChange={listing.setPage} />
      </>
    );
  }

  return (
    <div>
      <div className="mb-4">
        <SearchBox value={listing.choices.q} onSearch={(q) => listing.setChoices({ q })} />
      </div>
      <div className="mb-6">
        {facets ? (
          <>
            <div className="hidden md:block">
              <FilterBar
                facets={facets}
                filters={listing.filters}
                onToggle={listing.toggle}
                onReset={listing.reset}
                active={listing.active}
              />
              <div className="mt-3 flex flex-wrap items-end gap-3">
                <ChoiceFields
                  choices={listing.choices}
                  onChange={listing.setChoices}
                  className="flex flex-wrap items-end gap-3 [&>*]:w-40 [&>*:last-child]:w-56"
                />
                <div className="ml-auto">
                  <SortSelect value={listing.choices.sort} onChange={listing.setChoices} />
                </div>
              </div>
            </div>
            <div className="flex items-center justify-between gap-3 md:hidden">
              <FilterDrawer
                facets={facets}
                filters={listing.filters}
                choices={listing.choices}
                onApply={listing.apply}
              />
              {listing.active ? (
                <button
                  type="button"
                  onClick={listing.reset}
                  className="inline-flex min-h-11 items-center px-2 text-[0.9375rem] font-semibold text-primary-700"
                >
                  {t(LISTING.reset)}
                </button>
              ) : null}
            </div>
            <FilterChips
              filters={listing.filters}
              onRemove={listing.toggle}
              onReset={listing.reset}
              pendingFocusRef={chipFocusRef}
            />
          </>
        ) : (
          <div aria-hidden="true" className="h-11" />
        )}
      </div>
      {body}
    </div>
  );
}
