import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while a page rendered by the server is on screen without its script, and during React's hydration of
 * it; true once the page answers. A form's submit button waits for it: clicked before, the browser would send
 * the form itself and reload the page, losing what was typed.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
