export const SERVICE_WORKER_URL = '/service-worker.js';

/** Registers the worker that announces new versions, and asks for one whenever the tab comes back into view. */
export function registerServiceWorker(container: ServiceWorkerContainer | undefined = navigator.serviceWorker): void {
  if (!container) return;
  window.addEventListener('load', async () => {
    const registration = await container.register(SERVICE_WORKER_URL).catch(() => null);
    if (!registration) return;
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') void registration.update().catch(() => undefined);
    });
  });
}
