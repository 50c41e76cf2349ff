// The browser's `window` as far as the landing page reads it while rendering: its address, on the main domain.
// Imported first by landing-prerender.tsx, before the modules that read it when they load.
Object.assign(globalThis, { window: globalThis, location: new URL('http://localhost/') });
