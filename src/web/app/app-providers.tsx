import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiError } from '../api/api-error.ts';
import { SessionProvider } from '../features/auth/session-context.tsx';
import { OrganizationThemeProvider } from '../features/theme-settings/organization-theme.tsx';

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

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <OrganizationThemeProvider>
          {/* Below the content's corner, away from the header's bell and account menu. */}
          <Notifications position="bottom-right" />
          {children}
        </OrganizationThemeProvider>
      </SessionProvider>
    </QueryClientProvider>
  );
}
