import { MantineProvider } from '@mantine/core';
import type { Session, User } from '@supabase/auth-js';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { type ReactNode, useLayoutEffect } from 'react';
import { type Location, MemoryRouter, type NavigateFunction, type RouteObject, useLocation, useNavigate, useRoutes } from 'react-router';
import { vi } from 'vitest';
import type { Role } from '../../domain/roles.ts';
import { createAppTheme } from '../app/theme.ts';
import { SessionContext, type SessionState } from '../session/session-state.ts';
import { type Organization, organizationQuery } from '../tenancy/use-organization.ts';

interface RenderOptions {
  /** The URL the router starts on, with its query: `/?subdomain=globex`. */
  url?: string;
  /** The organization the server would answer for the URL's subdomain. */
  organization?: Organization;
  /** A subdomain the server knows no organization for. */
  unknownSubdomain?: string;
  signedInAs?: { name: string; role: Role };
  /** Routes to render instead of one that shows `ui` at every path. */
  routes?: RouteObject[];
  /** Answers already in the query cache, as the server would give them. */
  queryData?: [queryKey: readonly unknown[], data: unknown][];
}

export function testUser(name: string, role: Role): User {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    aud: 'authenticated',
    email: `${name.split(' ')[0]?.toLowerCase()}@example.test`,
    app_metadata: { role },
    user_metadata: { name },
    created_at: '2025-01-01T00:00:00Z',
  };
}

/** The memory router's address, and its navigation, for a test to read and drive. */
export interface TestRouter {
  state: { location: Location };
  /** Every address shown, the first included. */
  locations: Location[];
  navigate: NavigateFunction;
}

/** The routes, under the declarative router the app uses, with what the test reads of it. */
function TestRoutes({ routes, router }: { routes: RouteObject[]; router: TestRouter }) {
  const location = useLocation();
  const navigate = useNavigate();
  useLayoutEffect(() => {
    router.state = { location };
    router.locations.push(location);
    router.navigate = navigate;
  }, [router, location, navigate]);
  return useRoutes(routes);
}

/** Renders with the app's providers, a memory router, a signed-in or signed-out session and a known organization. */
export function renderApp(ui: ReactNode, options: RenderOptions = {}) {
  // What a test puts in the cache stays fresh: it stands for the server's answer.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } } });
  if (options.organization) queryClient.setQueryData(organizationQuery(options.organization.subdomain).queryKey, options.organization);
  if (options.unknownSubdomain) queryClient.setQueryData(organizationQuery(options.unknownSubdomain).queryKey, null);
  for (const [queryKey, data] of options.queryData ?? []) queryClient.setQueryData(queryKey, data);
  const user = options.signedInAs ? testUser(options.signedInAs.name, options.signedInAs.role) : null;
  const session: SessionState = {
    session: user ? ({ access_token: 'token', user } as Session) : null,
    user,
    isLoading: false,
    signOut: vi.fn(async () => null),
  };
  const router = { locations: [] as Location[] } as TestRouter;
  const { unmount } = render(
    <MantineProvider theme={createAppTheme()} env="test">
      <QueryClientProvider client={queryClient}>
        <SessionContext value={session}>
          <MemoryRouter initialEntries={[options.url ?? '/']}>
            <TestRoutes routes={options.routes ?? [{ path: '*', element: ui }]} router={router} />
          </MemoryRouter>
        </SessionContext>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { router, session, unmount };
}
