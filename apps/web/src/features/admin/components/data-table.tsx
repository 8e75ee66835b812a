import type { ReactNode } from 'react';
import { Skeleton } from '#components/ui/skeleton';
import { buttonClasses } from '#components/ui/button';
import { errorMessage } from '#lib/api-client';
import { cn } from '#lib/cn';

export type Column<T> = {
  header: string;
  cell: (row: T) => ReactNode;
  /** Sortable on the server by this key. */
  sortKey?: string;
  className?: string;
};

export type Sort = { key: string; dir: 'asc' | 'desc' };

type Props<T> = {
  caption: string;
  columns: Column<T>[];
  rows: T[] | undefined;
  rowKey: (row: T) => string;
  isLoading: boolean;
  error: unknown;
  onRetry: () => void;
  empty: string;
  sort?: Sort;
  onSort?: (sort: Sort) => void;
  paging?: { page: number; pageSize: number; total: number; onPage: (page: number) => void };
  rowTestId?: string;
};

/**
 * A dense table for the console: sticky header, server-side sort (header buttons announce the
 * order), paging, and designed loading, empty and error states. Below 768 px each row is a card of
 * labelled lines, so every action stays on screen without scrolling sideways.
 */
export function DataTable<T>(p: Props<T>) {
  if (p.error && !p.rows) {
    return (
      <div
        role="alert"
        className="rounded-card border border-danger-100 bg-danger-50 p-4 text-danger-800"
      >
        <p className="font-medium">{errorMessage(p.error)}</p>
        <button
          type="button"
          className={cn(buttonClasses('secondary', 'sm'), 'mt-3')}
          onClick={p.onRetry}
        >
          Try again
        </button>
      </div>
    );
  }
  const pages = p.paging ? Math.max(1, Math.ceil(p.paging.total / p.paging.pageSize)) : 1;
  return (
    <div>
      <div
        className="overflow-auto rounded-card border border-slate-200 bg-white md:max-h-[70vh]"
        // A scrolling region takes keyboard focus so it can be scrolled without a mouse.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        role="region"
        aria-label={p.caption}
      >
        <table className="w-full border-collapse text-left text-sm max-md:block md:min-w-[40rem]">
          <caption className="sr-only">{p.caption}</caption>
          <thead className="sticky top-0 z-10 bg-slate-50 text-slate-700 max-md:sr-only">
            <tr>
              {p.columns.map((c) => {
                const active = p.sort && c.sortKey === p.sort.key;
                return (
                  <th
                    key={c.header}
                    scope="col"
                    className={cn('border-b border-slate-200 px-3 py-2 font-semibold', c.className)}
                    aria-sort={
                      active ? (p.sort!.dir === 'asc' ? 'ascending' : 'descending') : undefined
                    }
                  >
                    {c.sortKey && p.onSort ? (
                      <button
                        type="button"
                        className="inline-flex min-h-9 items-center gap-1 rounded-control hover:text-primary-800"
                        onClick={() =>
                          p.onSort!({
                            key: c.sortKey!,
                            dir: active && p.sort!.dir === 'desc' ? 'asc' : 'desc',
                          })
                        }
                      >
                        {c.header}
                        <span aria-hidden="true">
                          {active ? (p.sort!.dir === 'asc' ? '▲' : '▼') : '↕'}
                        </span>
                      </button>
                    ) : (
                      c.header
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody className="max-md:block">
            {p.isLoading && !p.rows
              ? Array.from({ length: 4 }, (_, i) => (
                  <tr key={i}>
                    {p.columns.map((c) => (
                      <td key={c.header} className="border-b border-slate-100 px-3 py-3">
                        <Skeleton className="h-4 w-full" />
                      </td>
                    ))}
                  </tr>
                ))
              : p.rows?.map((row) => (
                  <tr
                    key={p.rowKey(row)}
                    data-testid={p.rowTestId}
                    className="align-top hover:bg-slate-50 max-md:block max-md:border-b max-md:border-slate-200 max-md:py-2"
                  >
                    {p.columns.map((c) => (
                      <td
                        key={c.header}
                        data-label={c.header}
                        className={cn(
                          'border-b border-slate-100 px-3 py-2',
                          // A card's line: the column's name, then the value (actions wrap).
                          'max-md:flex max-md:flex-wrap max-md:gap-x-2 max-md:border-0 max-md:py-1 max-md:before:w-24 max-md:before:shrink-0 max-md:before:font-semibold max-md:before:text-slate-700 max-md:before:content-[attr(data-label)]',
                          c.className,
                        )}
                      >
                        {c.cell(row)}
                      </td>
                    ))}
                  </tr>
                ))}
          </tbody>
        </table>
        {p.rows && p.rows.length === 0 ? (
          <p className="px-4 py-8 text-center text-slate-600">{p.empty}</p>
        ) : null}
      </div>
      {p.paging && p.paging.total > 0 ? (
        <nav
          aria-label={`${p.caption} pages`}
          className="mt-3 flex flex-wrap items-center justify-between gap-2 text-sm text-slate-700"
        >
          <span>
            Page {p.paging.page} of {pages} · {p.paging.total} in all
          </span>
          <span className="flex gap-2">
            <button
              type="button"
              className={buttonClasses('secondary', 'sm')}
              disabled={p.paging.page <= 1}
              onClick={() => p.paging!.onPage(p.paging!.page - 1)}
            >
              Previous
            </button>
            <button
              type="button"
              className={buttonClasses('secondary', 'sm')}
              disabled={p.paging.page >= pages}
              onClick={() => p.paging!.onPage(p.paging!.page + 1)}
            >
              Next
            </button>
          </span>
        </nav>
      ) : null}
    </div>
  );
}
