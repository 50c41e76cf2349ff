import { type RefCallback, useCallback, useRef } from 'react';

/**
 * A ref for a button that React mounts anew when the code of its popover or menu arrives and wraps it: the new
 * button takes the focus if the one it replaces had it, so a keyboard user who opened it stays where they were.
 */
export function useKeptFocus<T extends HTMLElement>(): RefCallback<T> {
  const hadFocus = useRef(false);
  return useCallback((element: T | null) => {
    if (!element) return;
    if (hadFocus.current) {
      hadFocus.current = false;
      element.focus();
    }
    // React detaches a ref before it takes the element out of the page, so the focus can still be read here.
    return () => {
      hadFocus.current = element === document.activeElement;
    };
  }, []);
}
