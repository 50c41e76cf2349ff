import type { QueryClient } from '@tanstack/react-query';
import { type ReactNode, StrictMode, useEffect } from 'react';
import { UpdateBanner } from '../features/app-update/update-banner.tsx';
import { AppProviders } from './app-providers.tsx';

interface AppRootProps {
  queryClient: QueryClient;
  /** The router: the browser's, or the server's static one for a page it renders (page-render.tsx). */
  children: ReactNode;
  /** Runs once the page is on screen: rendered, or hydrated. */
  onShown?: () => void;
}

/**
 * The whole app, the same in the browser and in the server's render of a page: React hydrates a page only if the
 * trees match, down to the ids it gives elements by their place (Mantine's responsive styles are keyed by them).
 */
export function AppRoot({ queryClient, children, onShown }: AppRootProps) {
  return (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        {children}
        <UpdateBanner />
      </AppProviders>
      <Shown run={onShown} />
    </StrictMode>
  );
}

/** Its effect runs after those of the whole page, once it is committed. */
function Shown({ run }: { run: (() => void) | undefined }) {
  useEffect(() => run?.(), [run]);
  return null;
}
