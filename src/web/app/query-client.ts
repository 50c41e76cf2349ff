import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/api-error.ts';

/** A refusal (4xx) would be refused again: only a failure of the network or the server is worth a second try. */
export function shouldRetryQuery(failureCount: number, error: Error): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

export function createQueryClient(): QueryClient {
  // A grace period that ends, or a requirement set, while someone works: the account check sends them to the setup.
  const onError = (error: Error) => {
    if (error instanceof ApiError && error.code === 'mfa_enrollment_required') void client.invalidateQueries({ queryKey: ['account'] });
  };
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetryQuery },
    },
  });
  return client;
}
