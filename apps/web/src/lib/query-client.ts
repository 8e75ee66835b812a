import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** Client errors (other than timeouts and rate limits) will not change on a retry. */
function worthRetrying(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  if (error.status === 408 || error.status === 429) return true;
  return error.status === 0 || error.status >= 500;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: (failureCount, error) => failureCount < 1 && worthRetrying(error),
        refetchOnWindowFocus: true,
      },
      mutations: { retry: false },
    },
  });
}

/** The app's one query client (exported so route loaders can prefetch later). */
export const queryClient = createQueryClient();
