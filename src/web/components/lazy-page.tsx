import { type ComponentType, lazy, useState } from 'react';

/** A page whose module is fetched when it first renders (it suspends meanwhile), or before, by `preload`. */
export interface LazyPage {
  (): React.JSX.Element;
  /** Fetches the page's module; once it is here the page renders at once. */
  preload(): Promise<ComponentType>;
}

/** A page fetched on its first visit, rendered without waiting once fetched, as a page rendered by the server must be. */
export function lazyPage(load: () => Promise<ComponentType>): LazyPage {
  let loaded: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  let fetchedOnRender = fetchOnRender();

  function fetchOnRender() {
    return lazy(async () => ({ default: await preload() }));
  }

  function preload(): Promise<ComponentType> {
    loading ??= load().then(
      (page) => {
        loaded = page;
        return page;
      },
      (error: unknown) => {
        // React's `lazy` keeps a failure for good: the page's next visit fetches it again.
        loading = undefined;
        fetchedOnRender = fetchOnRender();
        throw error;
      },
    );
    return loading;
  }

  function Page() {
    // Chosen once: changing from one to the other would mount the page anew.
    const [Shown] = useState<ComponentType>(() => loaded ?? fetchedOnRender);
    return <Shown />;
  }
  return Object.assign(Page, { preload });
}
