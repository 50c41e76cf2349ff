import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/api-error.ts';

/** A refusal (4xx) would be refused again: only a failure of the network or the server is worth a second try. */
export function shouldRetryQuery(failureCount: number, error: Error): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetryQuery },
    },
  });
}
