import { type ReactNode, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { isRole } from '../../../domain/roles.ts';
import { SiteLayout } from '../../app/layout/site-layout.tsx';
import { NotFoundPage } from '../../app/not-found-page.tsx';
import { lazyNamed } from '../../components/lazy-named.ts';
import { PageLoader } from '../../components/page-loader.tsx';
import { useSession } from '../../session/use-session.ts';
import { useTenantPath } from '../../tenancy/tenant-link.tsx';
import { type Account, useAccount } from '../account/use-account.ts';
import { AccessDeniedPanel, AccountUnavailablePanel, RefusedPanel, SetupIncompletePanel } from './account-panels.tsx';

/** The staff workspace: fetched only for staff, with the section they open. */
const StaffRoutes = lazyNamed(() => import('../workspace/staff-routes.tsx'), 'StaffRoutes');

/** Besides the root, the customer dashboard answers all of these for a signed-in customer. */
const customerPaths = ['dashboard', 'tickets', 'tickets/:id', 'new-ticket', 'profile', 'help', 'notifications'];

/** Pages that exist only signed in: a visitor is sent to the login page. */
const signedInPaths = [
  'dashboard',
  'getting-started',
  'tickets/*',
  'new-ticket',
  'profile',
  'help',
  'notifications',
  'customers',
  'work-orders/*',
  'calendar',
  'time-cards',
  'settings/*',
  'admin/*',
];

interface AccountRoutesProps {
  /** What the root shows to a visitor who is not signed in. */
  publicHome: ReactNode;
  /** The customer dashboard. */
  customerHome: ReactNode;
}

/** The pages that depend on who is signed in: by role, as the server describes the account from this site. */
export function AccountRoutes({ publicHome, customerHome }: AccountRoutesProps) {
  const { user, isLoading } = useSession();
  const account = useAccount();

  if (isLoading) return <PageLoader label="Loading…" />;
  if (!user) return <SignedOutRoutes publicHome={publicHome} />;
  if (account.isPending) return <PageLoader label="Checking your account…" />;
  if (account.isError) {
    return (
      <InSiteFrame>
        <AccountUnavailablePanel onRetry={() => account.refetch()} isRetrying={account.isFetching} />
      </InSiteFrame>
    );
  }
  return <RoutesFor account={account.data} customerHome={customerHome} onRetry={() => account.refetch()} isRetrying={account.isFetching} />;
}

function RoutesFor({
  account,
  customerHome,
  onRetry,
  isRetrying,
}: {
  account: Account;
  customerHome: ReactNode;
  onRetry(): void;
  isRetrying: boolean;
}) {
  const tenantPath = useTenantPath();
  const { refusal, profile, organization } = account;

  if (refusal) {
    return (
      <InSiteFrame>
        <RefusedPanel account={{ ...account, refusal }} />
      </InSiteFrame>
    );
  }
  // The login page creates the organization of an admin who has just signed up, asks for the second factor, and sets
  // up the one the organization requires.
  if (account.onboarding === 'needed' || account.secondFactor === 'needed' || account.secondFactor === 'setup_required') {
    return <Navigate to={tenantPath('/login')} replace />;
  }
  if (account.onboarding === 'incomplete' || !profile || !organization) {
    return (
      <InSiteFrame>
        <SetupIncompletePanel onRetry={onRetry} isRetrying={isRetrying} />
      </InSiteFrame>
    );
  }
  if (!isRole(profile.role)) {
    return (
      <InSiteFrame>
        <AccessDeniedPanel role={profile.role} />
      </InSiteFrame>
    );
  }
  if (profile.role === 'user') {
    return (
      <Routes>
        <Route index element={customerHome} />
        {customerPaths.map((path) => (
          <Route key={path} path={path} element={customerHome} />
        ))}

        <Route path="*" element={<Navigate to={tenantPath('/')} replace />} />
      </Routes>
    );
  }
  return (
    <Suspense fallback={<PageLoader label="Loading…" />}>
      <StaffRoutes account={account} role={profile.role} organization={organization} />
    </Suspense>
  );
}

function SignedOutRoutes({ publicHome }: { publicHome: ReactNode }) {
  const tenantPath = useTenantPath();
  return (
    <Routes>
      <Route element={<SiteLayout />}>
        <Route index element={publicHome} />
        {signedInPaths.map((path) => (
          <Route key={path} path={path} element={<Navigate to={tenantPath('/login')} replace />} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}

function InSiteFrame({ children }: { children: ReactNode }) {
  return (
    <Routes>
      <Route element={<SiteLayout />}>
        <Route path="*" element={children} />
      </Route>
    </Routes>
  );
}
