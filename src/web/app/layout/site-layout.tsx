import { type ReactNode, useLayoutEffect } from 'react';
import { Outlet, useLocation, useNavigationType } from 'react-router';
import { PageErrorBoundary } from '../page-error-boundary.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';
import classes from './site-layout.module.css';

/**
 * The public pages' frame, as a route: shared header, the page, shared footer. A page that fails shows so inside
 * the frame. The router moves between pages in a transition, so the page shown stays until the next one's code
 * is here. No Suspense boundary here: React would hydrate a page rendered by the server inside one only after the
 * rest, past the moment the fields typed into before are given back (typed-values.ts).
 */
export function SiteLayout() {
  useScrollToTopOnNewPage();
  return (
    <SiteFrame>
      <PageErrorBoundary>
        <Outlet />
      </PageErrorBoundary>
    </SiteFrame>
  );
}

/** A page opened by a link starts at its top; going back or forward, the browser puts back where it was. */
function useScrollToTopOnNewPage() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new address is a new page.
  useLayoutEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [pathname, navigationType]);
}

/** The shared header and footer around a public page. */
export function SiteFrame({ children }: { children: ReactNode }) {
  return (
    <div className={classes.shell}>
      <a href="#main" className={classes.skipLink}>
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className={classes.main}>
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
