import { queryOptions, useQuery } from '@tanstack/react-query';
import { accountMessages } from '../../../domain/account-messages.ts';
import { carriedSubdomainOf, type Tenancy } from '../../../domain/tenancy.ts';
import { dataOrThrow } from '../../api/api-error.ts';
import { api } from '../../api/client.ts';
import type { paths } from '../../api/schema.d.ts';
import { loadAuthClient } from '../../session/load-auth-client.ts';
import { useSession } from '../../session/use-session.ts';
import { useTenancy } from '../../tenancy/use-tenancy.ts';

export type Account = paths['/api/me']['get']['responses'][200]['content']['application/json'];

/** The signed-in user's account as the server sees it from this host: profile, organization, setup and whether it may work here. */
export function accountQuery(userId: string, tenancy: Tenancy) {
  // The server's verdict depends on the host and the carried subdomain, not only on the user.
  const site = carriedSubdomainOf(tenancy) ?? window.location.host;
  return queryOptions({
    queryKey: ['account', userId, site],
    queryFn: async ({ signal }): Promise<Account> => {
      const answer = await api.GET('/api/me', { signal });
      // A session signed out elsewhere (Profile's "Sign out other sessions", a password change): back to the login page.
      if (answer.response.status === 401) await (await loadAuthClient()).signOut({ scope: 'local' });
      return dataOrThrow(answer, accountMessages.onboardingCheckFailed);
    },
    staleTime: 60_000,
  });
}

/** The account of the session, loaded only while someone is signed in. */
export function useAccount() {
  const { user } = useSession();
  const tenancy = useTenancy();
  return useQuery({ ...accountQuery(user?.id ?? '', tenancy), enabled: !!user });
}
