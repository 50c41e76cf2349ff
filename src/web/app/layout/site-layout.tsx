import { Outlet, ScrollRestoration } from 'react-router';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';
import classes from './site-layout.module.css';

/** The public pages' frame: shared header, the page, shared footer. */
export function SiteLayout() {
  return (
    <div className={classes.shell}>
      <a href="#main" className={classes.skipLink}>
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className={classes.main}>
        <Outlet />
      </main>
      <SiteFooter />
      <ScrollRestoration />
    </div>
  );
}
