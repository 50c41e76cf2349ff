import type { ReactNode } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';
import classes from './site-layout.module.css';

/** The public pages' frame, as a route: shared header, the page, shared footer. */
export function SiteLayout() {
  return (
    <>
      <SiteFrame>
        <Outlet />
      </SiteFrame>
      <ScrollRestoration />
    </>
  );
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
