import { describe, expect, it } from 'vitest';
import { dehydrate, hydrate, QueryClient } from '@tanstack/react-query';
import { createQueryClient } from './query-client';
import { datedAt } from './drawn-page';

const KEY = ['therapists', 'featured'];

/** The data a page was drawn with, drawn `ageMs` before now. */
function drawnAgo(ageMs: number) {
  const server = new QueryClient();
  server.setQueryData(KEY, ['six therapists'], { updatedAt: Date.now() - ageMs });
  server.getQueryCache().build(server, { queryKey: ['never-answered'] });
  return dehydrate(server);
}

describe('datedAt', () => {
  it('makes data of a page kept drawn 45 s ago current as served, so the page does not fetch it again', () => {
    const served = drawnAgo(45_000);
    const asDrawn = createQueryClient();
    const staleTime = asDrawn.getDefaultOptions().queries?.staleTime as number;
    hydrate(asDrawn, served);
    expect(asDrawn.getQueryCache().find({ queryKey: KEY })?.isStaleByTime(staleTime)).toBe(true);

    const asServed = createQueryClient();
    hydrate(asServed, datedAt(served, Date.now()));
    const query = asServed.getQueryCache().find({ queryKey: KEY });
    expect(query?.isStaleByTime(staleTime)).toBe(false);
    expect(query?.state.data).toEqual(['six therapists']);
  });

  it('leaves a query without data as it was', () => {
    const served = drawnAgo(0);
    const pending = datedAt(served, 1).queries.find((q) => q.queryKey[0] === 'never-answered');
    expect(pending).toEqual(served.queries.find((q) => q.queryKey[0] === 'never-answered'));
  });
});
