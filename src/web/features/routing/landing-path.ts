import type { Account } from '../account/use-account.ts';

/** Where a signed-in user starts: the super admin dashboard for super admins, the dashboard for everyone else. */
export function landingPathFor(account: Account): string {
  return account.profile?.role === 'super_admin' ? '/admin' : '/dashboard';
}
