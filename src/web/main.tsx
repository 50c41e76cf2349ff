import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/app-providers.tsx';
import { createQueryClient } from './app/query-client.ts';
import { routes } from './app/routes.tsx';
import { registerServiceWorker } from './features/app-update/service-worker-registration.ts';
import { UpdateBanner } from './features/app-update/update-banner.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

const router = createBrowserRouter(routes);

createRoot(root).render(
  <StrictMode>
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
      <UpdateBanner />
    </AppProviders>
  </StrictMode>,
);

// Only a built app has the worker; the development server reloads by itself.
if (import.meta.env.PROD) registerServiceWorker();
