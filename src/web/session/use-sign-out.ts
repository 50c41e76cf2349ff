import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTenantPath } from '../tenancy/tenant-link.tsx';
import { useSession } from './use-session.ts';

/** Signs out on this device and goes to the login page (keeping the subdomain parameter); resolves to an error message, or null. */
export function useSignOut(): () => Promise<string | null> {
  const { signOut } = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const tenantPath = useTenantPath();
  return async () => {
    const problem = await signOut();
    if (problem) return problem;
    // Nothing of this account may show to the next one on this tab (the bell's list, tickets, counts).
    queryClient.clear();
    navigate(tenantPath('/login'));
    return null;
  };
}
