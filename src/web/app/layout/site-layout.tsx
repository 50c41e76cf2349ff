import { type ReactNode, useLayoutEffect } from 'react';
import { Outlet, useLocation, useNavigationType } from 'react-router';
import { PageErrorBoundary } from '../page-error-boundary.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';
import classes from './site-layout.module.css';

/** The public pages' frame, as a route: shared header, the page (or what went wrong with it), shared footer. */
export function SiteLayout() {
  usePageScroll();
  // No Suspense boundary: React would hydrate a page rendered by the server inside one only after the fields
  // typed into before have been given back (typed-values.ts), and empty them. The router waits in a transition.
  return (
    <SiteFrame>
      <PageErrorBoundary>
        <Outlet />
      </PageErrorBoundary>
    </SiteFrame>
  );
}

/** Where each history entry was scrolled to, for going back or forward to it. */
const scrollPositions = new Map<string, number>();

/** A page opened by a link starts at its top; one gone back or forward to, where it was left. */
function usePageScroll() {
  const { key, hash } = useLocation();
  const navigationType = useNavigationType();
  // The browser would put the scroll back before the router has rendered the page, against the page left.
  useLayoutEffect(() => {
    window.history.scrollRestoration = 'manual';
    // The setting stays with the history entry, and the entries after it: the app's other pages leave it to the browser.
    return () => {
      window.history.scrollRestoration = 'auto';
    };
  }, []);
  useLayoutEffect(() => {
    // An entry with a fragment (Skip to content) is scrolled by the browser, to its element.
    if (hash) return;
    const position = navigationType === 'POP' ? scrollPositions.get(key) : 0;
    if (position !== undefined) window.scrollTo(0, position);
    const remember = () => scrollPositions.set(key, window.scrollY);
    // Also for a page left without scrolling.
    remember();
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, [key, hash, navigationType]);
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
