import type { Account } from '../account/use-account.ts';
import { workspaceSections } from '../workspace/workspace-sections.tsx';

const ADMIN_PATH = '/admin';

/** Where a signed-in user starts: the super admin dashboard for super admins once it exists, the dashboard for everyone else. */
export function landingPathFor(account: Account): string {
  const hasAdminDashboard = workspaceSections.some((section) => section.path === ADMIN_PATH);
  return account.profile?.role === 'super_admin' && hasAdminDashboard ? ADMIN_PATH : '/dashboard';
}
