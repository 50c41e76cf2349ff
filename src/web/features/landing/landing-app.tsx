import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { BrowserRouter, Route, Routes, StaticRouter } from 'react-router';
import { SiteFrame } from '../../app/layout/site-layout.tsx';
import { createQueryClient } from '../../app/query-client.ts';
import { createAppTheme, cssVariablesResolver } from '../../app/theme.ts';
import { SessionContext, type SessionState } from '../../session/session-state.ts';
import { LandingPage } from './landing-page.tsx';

/** Nobody is signed in here: the landing page's script runs only for visitors. */
const visitor: SessionState = { session: null, user: null, isLoading: false, signOut: async () => null };

/**
 * The main domain's home page for a visitor, on its own: the landing page in the site's frame, without the
 * rest of the app's code. Any other page it links to is loaded as a new document, which the whole app serves.
 * Rendered at build time at `prerenderedAt` (landing-prerender.tsx), in the browser at the address it shows.
 */
export function LandingApp({ prerenderedAt }: { prerenderedAt?: string }) {
  const queryClient = useMemo(createQueryClient, []);
  const routes = (
    <Routes>
      <Route
        index
        element={
          <SiteFrame>
            <LandingPage />
          </SiteFrame>
        }
      />
      <Route path="*" element={<LoadAsDocument />} />
    </Routes>
  );
  return (
    <QueryClientProvider client={queryClient}>
      <SessionContext value={visitor}>
        <MantineProvider theme={createAppTheme()} cssVariablesResolver={cssVariablesResolver} forceColorScheme="light">
          {prerenderedAt ? <StaticRouter location={prerenderedAt}>{routes}</StaticRouter> : <BrowserRouter>{routes}</BrowserRouter>}
        </MantineProvider>
      </SessionContext>
    </QueryClientProvider>
  );
}

/** A link away from the landing page: the browser loads the address it now shows, and the whole app answers it. */
function LoadAsDocument() {
  useEffect(() => window.location.reload(), []);
  return null;
}
