// The build writes its id here, so each release changes this file: that is how browsers notice a new version.
const BUILD_ID = '__BUILD_ID__';

/** Tells the open pages of this site. */
async function tell(message) {
  const pages = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const page of pages) page.postMessage({ ...message, buildId: BUILD_ID });
}

// Nothing is cached: the worker is here only to announce new versions, so it needs no fetch handler.
self.addEventListener('install', (event) => {
  // A first install takes over at once; an update waits until the page asks (Update Now on the banner).
  if (self.registration.active) event.waitUntil(tell({ type: 'SW_UPDATE_AVAILABLE' }));
  else self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim().then(() => tell({ type: 'SW_ACTIVATED' })));
});

self.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') self.skipWaiting();
});
