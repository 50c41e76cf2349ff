import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppRoot } from './app/app-root.tsx';
import { createQueryClient } from './app/query-client.ts';
import { AppRoutes, findPublicPage } from './app/routes.tsx';
import { keepTypedValues } from './app/typed-values.ts';
import { registerServiceWorker } from './features/app-update/service-worker-registration.ts';
import { hasStoredSession } from './session/auth-storage.ts';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

function app(onShown?: () => void) {
  return (
    <AppRoot queryClient={createQueryClient()} onShown={onShown}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppRoot>
  );
}

/** React hydrates a page rendered by the server, once its page's code is here; it renders any other. */
async function start(container: HTMLElement): Promise<void> {
  // The public page's code is fetched while the rest starts. If that fails, the page shows so when it renders.
  const isPageHere = findPublicPage(window.location.pathname)
    ?.Page.preload()
    .then(
      () => true,
      () => false,
    );
  // An organization's sign-in pages come rendered for a visitor (page-render.tsx); someone with a session sees
  // another page there (their account's check).
  if (container.hasChildNodes() && !hasStoredSession()) {
    // After the page's first frame: it is painted before React works on it.
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
    if ((await isPageHere) !== false) {
      hydrateRoot(container, app(keepTypedValues(container)));
      return;
    }
  }
  container.replaceChildren();
  createRoot(container).render(app());
}

// Not awaited at the top: an entry that waits there has the bundler split what the pages share into many more files.
void start(root);

// Only a built app has the worker; the development server reloads by itself.
if (import.meta.env.PROD) registerServiceWorker();
