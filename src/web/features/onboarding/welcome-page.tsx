import { Loader } from '@mantine/core';
import { IconLogin2 } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { withCarriedSubdomain } from '../../../domain/tenancy.ts';
import { PRODUCT_NAME } from '../../app/product-name.ts';
import { AuthCard } from '../../components/auth-card.tsx';
import { authClient } from '../auth/auth-client.ts';
import { runOnce } from '../auth/run-once.ts';
import { useOrganization } from '../tenancy/use-organization.ts';

/** The fragment's key for the single-use sign-in token the onboarding handoff sends (see docs/decisions/008). */
const HANDOFF_KEY = 'handoff';

/**
 * The first page on an organization's own host after its creation: signs the admin in with the handoff
 * token from the address's fragment, removes it from the address, and opens the dashboard. Without a
 * usable token the admin signs in with their password instead.
 */
export function WelcomePage() {
  const navigate = useNavigate();
  const { tenancy, data: organization } = useOrganization();
  const [token] = useState(() => new URLSearchParams(window.location.hash.slice(1)).get(HANDOFF_KEY));

  useEffect(() => {
    // The token is not left in the address, its history entry or a bookmark.
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
    const go = (path: string) => navigate(withCarriedSubdomain(path, tenancy), { replace: true });
    if (!token) {
      go('/login?confirmed=true');
      return;
    }
    void runOnce(`handoff:${token}`, () => authClient.verifyOtp({ token_hash: token, type: 'magiclink' })).then(({ data }) =>
      go(data.session ? '/dashboard' : '/login?confirmed=true'),
    );
  }, [token, tenancy, navigate]);

  const name = organization?.name ?? PRODUCT_NAME;
  return (
    <AuthCard
      icon={<IconLogin2 size={28} stroke={1.75} />}
      title={`Welcome to ${name}`}
      description="Signing you in to your new help desk…"
    >
      <title>{`Welcome · ${name}`}</title>
      <Loader mx="auto" aria-label="Signing you in" />
    </AuthCard>
  );
}
