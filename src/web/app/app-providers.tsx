import { Notifications } from '@mantine/notifications';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { SessionProvider } from '../features/auth/session-context.tsx';
import { OrganizationThemeProvider } from '../features/theme-settings/organization-theme.tsx';

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
