import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppRoot } from './app/app-root.tsx';
import { createQueryClient } from './app/query-client.ts';
import { routes } from './app/routes.tsx';
import { keepTypedValues } from './app/typed-values.ts';
import { registerServiceWorker } from './features/app-update/service-worker-registration.ts';
import { hasStoredSession } from './features/auth/auth-storage.ts';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

/** The code of the routes the address matches, loaded in place, so that the router shows them from its first render. */
async function loadMatchedRoutes(): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }: { route: RouteObject }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
}

function app(onShown?: () => void) {
  return (
    <AppRoot queryClient={createQueryClient()} onShown={onShown}>
      <RouterProvider router={createBrowserRouter(routes)} />
    </AppRoot>
  );
}

/** React hydrates a page rendered by the server, once its route's code is here; it renders any other. */
async function start(container: HTMLElement): Promise<void> {
  // An organization's sign-in pages come rendered for a visitor (page-render.tsx); someone with a session sees
  // another page there (their account's check).
  if (container.hasChildNodes() && !hasStoredSession()) {
    try {
      // After the page's first frame: it is painted before React works on it.
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
      await loadMatchedRoutes();
      hydrateRoot(container, app(keepTypedValues(container)));
      return;
    } catch {
      // Without the route's code the router shows what went wrong, rendered anew.
    }
  }
  container.replaceChildren();
  createRoot(container).render(app());
}

// Not awaited at the top: an entry that waits there has the bundler split what the pages share into many more files.
void start(root);

// Only a built app has the worker; the development server reloads by itself.
if (import.meta.env.PROD) registerServiceWorker();
