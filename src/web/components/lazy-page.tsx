import { type ComponentType, lazy, useState } from 'react';

/** A page whose module is fetched when it first renders (it suspends meanwhile), or before, by `preload`. */
export interface LazyPage {
  (): React.JSX.Element;
  /** Fetches the page's module; once it is here the page renders at once. */
  preload(): Promise<ComponentType>;
}

/**
 * A page fetched on its first visit, which renders at once when its module is already here: a page hydrated
 * over the server's HTML, or rendered by the server (renderToString does not wait), is preloaded first. React's
 * `lazy` alone suspends on its first render even then.
 */
export function lazyPage(load: () => Promise<ComponentType>): LazyPage {
  let loaded: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  const preload = () => {
    loading ??= load().then(
      (page) => {
        loaded = page;
        return page;
      },
      (error: unknown) => {
        // The page's first render tries again.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(async () => ({ default: await preload() }));
  function Page() {
    // Chosen once: changing from one to the other would mount the page anew.
    const [Shown] = useState<ComponentType>(() => loaded ?? Lazy);
    return <Shown />;
  }
  return Object.assign(Page, { preload });
}
