import { useEffect, useState } from 'react';

/** A value that settles 300 ms after the last change (typing does not fire a request per key). */
export function useSettled<T>(value: T, delayMs = 300): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(t);
  }, [value, delayMs]);
  return settled;
}

/** Filters and the page of a server-side list; changing a filter goes back to page 1. */
export function useListState<F extends Record<string, string>>(initial: F) {
  const [filters, setFilters] = useState(initial);
  const [page, setPage] = useState(1);
  const settled = useSettled(filters);
  return {
    filters,
    /** What the request sends: the settled filters and the page. */
    params: { ...settled, page },
    page,
    setPage,
    set: (key: keyof F, value: string) => {
      setFilters((f) => ({ ...f, [key]: value }));
      setPage(1);
    },
  };
}
