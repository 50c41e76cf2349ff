import { Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import type { Role } from '../../../domain/roles.ts';
import { NotFoundPage } from '../../app/not-found-page.tsx';
import { lazyNamed } from '../../components/lazy-named.ts';
import { PageLoader } from '../../components/page-loader.tsx';
import { useTenantPath } from '../../tenancy/tenant-link.tsx';
import { useTenancy } from '../../tenancy/use-tenancy.ts';
import type { Account } from '../account/use-account.ts';
import { landingPathFor } from '../routing/landing-path.ts';
import type { WorkspaceContext } from './workspace-context.ts';
import { WorkspaceLayout } from './workspace-layout.tsx';
import { sectionsFor } from './workspace-sections.tsx';

const StaffNotificationsPage = lazyNamed(() => import('./staff-notifications-page.tsx'), 'StaffNotificationsPage');

interface StaffRoutesProps {
  account: Account;
  role: Exclude<Role, 'user'>;
  organization: WorkspaceContext['organization'];
}

/**
 * The staff workspace's pages: its frame, and the sections this member's role opens here. Fetched only for
 * staff, so that a customer's pages do not carry the workspace's routes.
 */
export function StaffRoutes({ account, role, organization }: StaffRoutesProps) {
  const tenantPath = useTenantPath();
  const tenancy = useTenancy();
  const audience = tenancy.kind === 'main' ? 'platform' : 'organization';
  const context: WorkspaceContext = { account, role, organization, sections: sectionsFor(audience, role) };
  const home = <Navigate to={tenantPath(landingPathFor(account))} replace />;
  return (
    <Routes>
      <Route element={<WorkspaceLayout context={context} />}>
        <Route index element={home} />
        {context.sections.map((section) => (
          <Route
            key={section.path}
            path={`${section.path.slice(1)}/*`}
            element={<Suspense fallback={<PageLoader label="Loading…" />}>{section.page}</Suspense>}
          />
        ))}
        {/* Behind every bell, not in the sidebar. */}
        <Route
          path="notifications"
          element={
            <Suspense fallback={<PageLoader label="Loading…" />}>
              <StaffNotificationsPage />
            </Suspense>
          }
        />
        {/* Platform admins see only the root, the admin dashboard, the dashboard and their notifications. */}
        <Route path="*" element={audience === 'platform' ? home : <NotFoundPage />} />
      </Route>
    </Routes>
  );
}
