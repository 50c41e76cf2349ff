import { useNotifications } from '@mantine/notifications';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, Suspense } from 'react';
import { lazyNamed } from '../components/lazy-named.ts';
import { useOpenedOnce } from '../components/use-opened-once.ts';
import { OrganizationThemeProvider } from '../features/theme-settings/organization-theme.tsx';
import { SessionProvider } from '../session/session-context.tsx';

const ToastArea = lazyNamed(() => import('./toast-area.tsx'), 'ToastArea');

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <OrganizationThemeProvider>
          <Toasts />
          {children}
        </OrganizationThemeProvider>
      </SessionProvider>
    </QueryClientProvider>
  );
}

/** The toasts' area, fetched with the first toast: most pages show none, and it is a tenth of the app's shell. */
export function Toasts() {
  const { notifications } = useNotifications();
  const hasToasts = useOpenedOnce(notifications.length > 0);
  return hasToasts ? (
    <Suspense fallback={null}>
      <ToastArea />
    </Suspense>
  ) : null;
}
