import { useState } from 'react';

/**
 * True from the first time `isOpen` is true: a dialog whose code is fetched when it is first opened is mounted
 * then, and stays mounted, so that it can play its closing transition.
 */
export function useOpenedOnce(isOpen: boolean): boolean {
  const [hasOpened, setHasOpened] = useState(isOpen);
  if (isOpen && !hasOpened) setHasOpened(true);
  return hasOpened || isOpen;
}
