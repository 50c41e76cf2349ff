import { Alert, Button, Group } from '@mantine/core';
import { IconAlertCircle, IconBuildingPlus, IconLogin2, IconMailCheck } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { accountMessages } from '../../../domain/account-messages.ts';
import { hasOnboardingDataIn } from '../../../domain/sign-in-access.ts';
import { withCarriedSubdomain } from '../../../domain/tenancy.ts';
import { PRODUCT_NAME } from '../../app/product-name.ts';
import { AuthCard } from '../../components/auth-card.tsx';
import { BusyIndicator } from '../../components/busy-indicator.tsx';
import { authClient } from '../../session/auth-client.ts';
import { runOnce } from '../../session/run-once.ts';
import { useOrganization } from '../../tenancy/use-organization.ts';
import { useOrganizationSetup } from '../login/use-organization-setup.ts';
import { isEmailCodeVerified } from '../verification/code-verified-state.ts';

/** The fragment's key for the single-use sign-in token of the onboarding handoff (docs/decisions/008). */
const HANDOFF_KEY = 'handoff';

export const CONFIRMED_PATH = '/login?confirmed=true';
export const CONFIRMATION_FAILED_PATH = '/login?error=email_confirmation_failed';

type Stage = 'confirming' | 'setting-up' | 'signing-in';

/**
 * The way in of a new organization admin, in two halves. On the main domain, where the confirmation
 * link lands (forwarded from the root): verifies its token hash (or exchanges a PKCE code, or takes the session its e-mailed
 * code gave on Check Your Email), creates the organization (or finds the one
 * created before a reload) and hands the session over to the organization's host. There, with the
 * handoff token in the fragment: signs in, removes the token from the address and opens the dashboard.
 */
export function WelcomePage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const isConfirmedByCode = isEmailCodeVerified(useLocation().state);
  const { tenancy, data: organization } = useOrganization();
  const setup = useOrganizationSetup();
  const [handoff] = useState(() => new URLSearchParams(window.location.hash.slice(1)).get(HANDOFF_KEY));
  const [stage, setStage] = useState<Stage>(handoff ? 'signing-in' : 'confirming');
  const tokenHash = params.get('token_hash');
  const code = params.get('code');
  const hasLinkFailed = params.has('error') || params.has('error_code');
  const { mutate: setUpOrganization } = setup;

  useEffect(() => {
    const go = (path: string) => navigate(withCarriedSubdomain(path, tenancy), { replace: true });
    if (handoff) {
      // The token is not left in the address, its history entry or a bookmark.
      window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
      void runOnce(`handoff:${handoff}`, () => authClient.verifyOtp({ token_hash: handoff, type: 'magiclink' })).then(({ data }) =>
        go(data.session ? '/dashboard' : CONFIRMED_PATH),
      );
      return;
    }
    if (hasLinkFailed || !(tokenHash || code || isConfirmedByCode)) {
      go(hasLinkFailed ? CONFIRMATION_FAILED_PATH : CONFIRMED_PATH);
      return;
    }
    // The token hash works in any browser; a code only in the one that signed up (docs/decisions/062). The e-mailed
    // six-digit code, verified on Check Your Email, has left its session here already.
    const confirmation = tokenHash
      ? runOnce(`token_hash:${tokenHash}`, () => authClient.verifyOtp({ token_hash: tokenHash, type: 'signup' }))
      : code
        ? runOnce(`code:${code}`, () => authClient.exchangeCodeForSession(code))
        : authClient.getSession();
    void confirmation.then(async ({ data }) => {
      // After a reload the code is used up, but the session it gave is still here.
      const session = data.session ?? (await authClient.getSession()).data.session;
      if (!session) return go(CONFIRMATION_FAILED_PATH);
      if (!hasOnboardingDataIn(session.user.user_metadata ?? {})) return go(CONFIRMED_PATH);
      setStage('setting-up');
      setUpOrganization();
    });
  }, [handoff, tokenHash, code, isConfirmedByCode, hasLinkFailed, tenancy, navigate, setUpOrganization]);

  const name = organization?.name ?? PRODUCT_NAME;
  if (stage === 'signing-in') {
    return (
      <AuthCard
        icon={<IconLogin2 size={28} stroke={1.75} />}
        title={`Welcome to ${name}`}
        description="Signing you in to your new help desk…"
      >
        <title>{`Welcome · ${name}`}</title>
        <BusyIndicator label="Signing you in" mx="auto" />
      </AuthCard>
    );
  }
  if (stage === 'confirming') {
    return (
      <AuthCard icon={<IconMailCheck size={28} stroke={1.75} />} title="Confirming your e-mail…" description="This takes a moment.">
        <title>{`Confirming your e-mail · ${PRODUCT_NAME}`}</title>
        <BusyIndicator label="Confirming your e-mail" mx="auto" />
      </AuthCard>
    );
  }
  return (
    <AuthCard
      icon={<IconBuildingPlus size={28} stroke={1.75} />}
      title="Setting Up Your Organization..."
      description="Your e-mail is confirmed. We are creating your organization and its help desk; this takes a few seconds."
    >
      <title>{`Setting up your organization · ${PRODUCT_NAME}`}</title>
      {setup.isError ? (
        <>
          <Alert color="red" icon={<IconAlertCircle size={20} />} role="alert">
            {setup.error.message || accountMessages.onboardingFailed}
          </Alert>
          <Group justify="center">
            <Button onClick={() => setUpOrganization()}>Try again</Button>
            <Button component={Link} to={CONFIRMED_PATH} variant="default">
              Go to sign in
            </Button>
          </Group>
        </>
      ) : (
        <BusyIndicator label="Setting up your organization" mx="auto" />
      )}
    </AuthCard>
  );
}
