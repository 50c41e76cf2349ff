import { Alert, Anchor, Button, Group, Loader, PasswordInput, Stack, Text, TextInput, ThemeIcon } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconCircleCheck, IconLogin2, IconLogout, IconRefresh, IconShieldLock } from '@tabler/icons-react';
import { type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { accountMessages } from '../../../domain/account-messages.ts';
import { firstNameOf } from '../../../domain/person-name.ts';
import { PRODUCT_NAME } from '../../app/product-name.ts';
import { AuthCard } from '../../components/auth-card.tsx';
import { BusyIndicator } from '../../components/busy-indicator.tsx';
import { FormProblem } from '../../components/form-problem.tsx';
import { lazyNamed } from '../../components/lazy-named.ts';
import { useHydrated } from '../../components/use-hydrated.ts';
import { loadAuthClient } from '../../session/load-auth-client.ts';
import { runOnce } from '../../session/run-once.ts';
import { useSession } from '../../session/use-session.ts';
import { mainDomainHref } from '../../tenancy/current-tenancy.ts';
import { TenantLink, useTenantPath } from '../../tenancy/tenant-link.tsx';
import { useOrganization } from '../../tenancy/use-organization.ts';
import { useAccount } from '../account/use-account.ts';
import { landingPathFor } from '../routing/landing-path.ts';
import { SsoButton, ssoProblemOf } from './sso-button.tsx';
import { emailProblemOf } from './use-email-request.ts';
import { useOrganizationSetup } from './use-organization-setup.ts';

/** How long the confirmation banner stays, and how long the signed-in state shows before the dashboard. */
const CONFIRMED_BANNER_MS = 5000;
const REDIRECT_DELAY_MS = 1000;

/** The code step of two-factor sign-in: fetched only by someone who has an authenticator app (decision 180). */
const TwoFactorCodeStep = lazyNamed(() => import('../two-factor/two-factor-code-step.tsx'), 'TwoFactorCodeStep');
/** The setup an organization requires (decision 185): fetched only by someone it is asked of. */
const TwoFactorSetupStep = lazyNamed(() => import('../two-factor/two-factor-setup-step.tsx'), 'TwoFactorSetupStep');

const CONFIRMATION_FAILED =
  'We could not confirm your e-mail address: the link is invalid or has expired. If you confirmed it already, sign in below.';

interface LoginValues {
  email: string;
  password: string;
}

/** The login page: the form, then the account check, the organization setup of a new admin, and the way to the dashboard. */
export function LoginPage() {
  const [params, setParams] = useSearchParams();
  const { tenancy, data: organization } = useOrganization();
  const { user, signOut } = useSession();
  const account = useAccount();
  const setup = useOrganizationSetup();
  const navigate = useNavigate();
  const tenantPath = useTenantPath();
  const [problem, setProblem] = useState<string | null>(
    params.get('error') === 'email_confirmation_failed' ? CONFIRMATION_FAILED : ssoProblemOf(params.get('sso_error')),
  );
  // With a token hash still to verify, the address is not confirmed yet: the banner waits for the answer.
  const [isBannerShown, setIsBannerShown] = useState(params.get('confirmed') === 'true' && !params.has('token_hash'));
  const setupStartedFor = useRef<string | null>(null);

  const isHydrated = useHydrated();
  const form = useForm<LoginValues>({
    mode: 'controlled',
    initialValues: { email: params.get('email') ?? '', password: '' },
    validate: {
      email: emailProblemOf,
      password: (value) => (value ? null : 'Please enter your password'),
    },
  });

  const tokenHash = params.get('token_hash');
  useEffect(() => {
    if (!tokenHash) return;
    // The confirmation link's token confirms the address and signs in, in whatever browser opens it (docs/decisions/062).
    void runOnce(`token_hash:${tokenHash}`, async () => (await loadAuthClient()).verifyOtp({ token_hash: tokenHash, type: 'signup' })).then(
      ({ error }) => {
        if (error) setProblem(CONFIRMATION_FAILED);
        else setIsBannerShown(true);
        setParams(
          (current) => {
            current.delete('token_hash');
            current.delete('type');
            return current;
          },
          { replace: true },
        );
      },
    );
  }, [tokenHash, setParams]);

  const code = params.get('code');
  useEffect(() => {
    if (!code) return;
    // The confirmation link has already confirmed the address; its code only saves typing the password.
    void runOnce(`code:${code}`, async () => (await loadAuthClient()).exchangeCodeForSession(code)).then(() =>
      setParams(
        (current) => {
          current.delete('code');
          current.delete('sb_flow_id');
          return current;
        },
        { replace: true },
      ),
    );
  }, [code, setParams]);

  useEffect(() => {
    if (!isBannerShown) return;
    const timer = setTimeout(() => setIsBannerShown(false), CONFIRMED_BANNER_MS);
    return () => clearTimeout(timer);
  }, [isBannerShown]);

  const current = user ? account.data : undefined;
  const refusal = current?.refusal ?? null;
  const isSetupNeeded = !!current && !refusal && current.onboarding === 'needed';
  const isCodeNeeded = !!current && !refusal && current.secondFactor === 'needed';
  const [isSetupPutOff, putSetupOff] = useSetupPutOff(current?.user.id);
  // Required now, or offered after sign-in during the grace period until put off for this visit.
  const isTwoFactorSetupAsked =
    !!current &&
    !refusal &&
    current.onboarding !== 'needed' &&
    (current.secondFactor === 'setup_required' || (current.secondFactor === 'none' && !!current.secondFactorDueAt && !isSetupPutOff));
  const isReady = !!current && !refusal && current.onboarding !== 'needed' && !isCodeNeeded && !isTwoFactorSetupAsked;

  useEffect(() => {
    if (!refusal) return;
    // The account is not active here, whatever a confirmation just said: the reason replaces the green banner.
    setIsBannerShown(false);
    setProblem(refusal.message);
    void signOut();
  }, [refusal, signOut]);

  useEffect(() => {
    if (!isSetupNeeded || !current || setupStartedFor.current === current.user.id) return;
    setupStartedFor.current = current.user.id;
    setup.mutate();
  }, [isSetupNeeded, current, setup]);

  // A path, not the account: the delay must not restart whenever the page renders again.
  const landing = isReady && current ? tenantPath(landingPathFor(current)) : null;
  useEffect(() => {
    if (!landing) return;
    const timer = setTimeout(() => navigate(landing), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [landing, navigate]);

  async function submit(values: LoginValues) {
    setProblem(null);
    const { authClient, isAuthApiError } = await import('../../session/auth-client.ts');
    const { error } = await authClient.signInWithPassword({ email: values.email.trim(), password: values.password });
    if (error) setProblem(isAuthApiError(error) && error.message ? error.message : accountMessages.loginFailed);
  }

  const pageTitle = <title>{`Sign In · ${organization?.name ?? PRODUCT_NAME}`}</title>;

  if (user && !refusal) {
    if (account.isError) {
      return (
        <ProgressCard
          title="Checking Account..."
          description=""
          problem={accountMessages.onboardingCheckFailed}
          onRetry={() => account.refetch()}
          onSignOut={signOut}
        >
          {pageTitle}
        </ProgressCard>
      );
    }
    if (isCodeNeeded) {
      return (
        <AuthCard
          icon={<IconShieldLock size={28} stroke={1.75} />}
          title="Two-Factor Sign-In"
          description="Your account is protected with an authenticator app. Enter its code to continue."
        >
          {pageTitle}
          <Suspense fallback={<BusyIndicator label="Loading…" size="sm" />}>
            <TwoFactorCodeStep onSignOut={signOut} />
          </Suspense>
        </AuthCard>
      );
    }
    if (isTwoFactorSetupAsked && current) {
      const dueAt = current.secondFactorDueAt;
      return (
        <AuthCard
          icon={<IconShieldLock size={28} stroke={1.75} />}
          title="Set Up Two-Factor"
          description={
            current.profile?.role === 'super_admin'
              ? 'Super admins always sign in with two factors. Set up an authenticator app to continue.'
              : current.secondFactor === 'setup_required'
                ? `${current.organization?.name ?? 'Your organization'} requires two-factor sign-in for your account. Set up an authenticator app to continue.`
                : `${current.organization?.name ?? 'Your organization'} requires two-factor sign-in for your account from ${dueAt ? new Date(dueAt).toLocaleDateString(undefined, { dateStyle: 'long' }) : 'soon'}.`
          }
        >
          {pageTitle}
          <Suspense fallback={<BusyIndicator label="Loading…" size="sm" />}>
            <TwoFactorSetupStep onSignOut={signOut} onPutOff={current.secondFactor === 'setup_required' ? undefined : putSetupOff} />
          </Suspense>
        </AuthCard>
      );
    }
    if (isSetupNeeded) {
      return (
        <ProgressCard
          title="Setting Up Your Organization..."
          description="We are creating your organization and its workspace. This takes a few seconds."
          problem={setup.error?.message ?? null}
          onRetry={() => setup.mutate()}
          onSignOut={signOut}
        >
          {pageTitle}
        </ProgressCard>
      );
    }
    if (isReady && current) {
      return (
        <AuthCard
          icon={<IconCircleCheck size={28} stroke={1.75} />}
          color="teal"
          title={`Welcome${current.user.name ? `, ${firstNameOf(current.user.name)}` : ''}!`}
          description="You are signed in. Taking you to your dashboard…"
        >
          {pageTitle}
          <Group justify="center">
            <Loader size="sm" aria-hidden />
          </Group>
        </AuthCard>
      );
    }
    return (
      <ProgressCard title="Checking Account..." description="One moment while we look up your account." problem={null}>
        {pageTitle}
      </ProgressCard>
    );
  }

  // An address with no organization behind it: no form that would only be refused.
  if (tenancy.kind === 'subdomain' && organization === null) {
    return (
      <AuthCard icon={<IconAlertCircle size={28} stroke={1.75} />} color="orange" title="Organization not found">
        {pageTitle}
        <Alert color="orange" icon={<IconAlertCircle size={18} />} role="alert">
          {accountMessages.organizationNotFound} There is no active organization at “{tenancy.subdomain}”.
        </Alert>
        <Button component="a" href={mainDomainHref(tenancy)} variant="light" mt="md">
          Go to the {PRODUCT_NAME} home page
        </Button>
      </AuthCard>
    );
  }

  const isMainDomain = tenancy.kind === 'main';
  const title = isMainDomain ? `Sign in to ${PRODUCT_NAME}` : organization ? `Sign in to ${organization.name}` : 'Sign In';

  return (
    <AuthCard
      icon={<IconLogin2 size={28} stroke={1.75} />}
      title={title}
      description="Welcome back! Enter your e-mail and password to continue."
    >
      {pageTitle}
      {isBannerShown && (
        <Alert
          color="teal"
          icon={<IconCircleCheck size={20} />}
          title="Email Confirmed Successfully!"
          role="status"
          // Mantine's light teal puts its title under 4.5:1 contrast.
          styles={{ root: { backgroundColor: 'var(--mantine-color-teal-0)' }, title: { color: 'var(--mantine-color-teal-9)' } }}
        >
          Your account is now active. Sign in below to complete setup.
        </Alert>
      )}
      {organization?.sso && (
        <>
          <SsoButton sso={organization.sso} onProblem={setProblem} />
          <Text size="sm" ta="center" c="dimmed">
            or with your password
          </Text>
        </>
      )}
      {/* A new attempt, even one the form stops, is about what is typed now: the last attempt's refusal goes. */}
      <form onSubmit={form.onSubmit(submit, () => setProblem(null))} noValidate>
        <Stack gap="md">
          <TextInput label="Email" type="email" autoComplete="email" required {...form.getInputProps('email')} />
          <div>
            <PasswordInput label="Password" autoComplete="current-password" required {...form.getInputProps('password')} />
            <Group justify="flex-end" mt={6}>
              <Anchor component={TenantLink} to="/forgot-password" size="sm">
                Forgot password?
              </Anchor>
            </Group>
          </div>
          <FormProblem problem={problem} />
          <Button type="submit" size="md" fullWidth loading={form.submitting} disabled={!isHydrated}>
            Sign In
          </Button>
        </Stack>
      </form>
      <Text size="sm" ta="center" c="dimmed">
        {isMainDomain ? `New to ${PRODUCT_NAME}? ` : 'No account yet? '}
        <Anchor component={TenantLink} to={isMainDomain ? '/business-model' : '/signup'} fw={600}>
          {isMainDomain ? 'Create your organization' : 'Create an account'}
        </Anchor>
      </Text>
      {isMainDomain && (
        <Group
          gap="sm"
          wrap="nowrap"
          align="flex-start"
          p="sm"
          bg="var(--mantine-color-default-hover)"
          style={{ borderRadius: 'var(--mantine-radius-md)' }}
        >
          <ThemeIcon variant="light" color="gray" size={32} radius="md" aria-hidden>
            <IconShieldLock size={18} stroke={1.75} />
          </ThemeIcon>
          <div>
            <Text size="sm" fw={600}>
              Super Admin Access
            </Text>
            <Text size="xs" c="dimmed">
              This is the platform’s own sign-in, for its staff and for new organizations finishing their setup. Teams and customers sign in
              on their organization’s site:{' '}
              <Anchor component={TenantLink} to="/find-workspace" size="xs" fw={600}>
                Find your workspace
              </Anchor>
              .
            </Text>
          </div>
        </Group>
      )}
    </AuthCard>
  );
}

/** Whether the person put the two-factor setup off in this tab; remembered for the visit, asked again at the next sign-in. */
function useSetupPutOff(userId: string | undefined): [boolean, () => void] {
  const key = `tandem.twoFactorSetupPutOff.${userId}`;
  const [putOffFor, setPutOffFor] = useState<string | null>(() => (userId && sessionStorage.getItem(key) ? userId : null));
  const putOff = () => {
    if (!userId) return;
    sessionStorage.setItem(key, '1');
    setPutOffFor(userId);
  };
  return [!!userId && putOffFor === userId, putOff];
}

interface ProgressCardProps {
  title: string;
  description: string;
  problem: string | null;
  onRetry?(): void;
  onSignOut?(): Promise<unknown>;
  children: ReactNode;
}

/** The account check and the organization setup: progress, or what went wrong with a way to try again. */
function ProgressCard({ title, description, problem, onRetry, onSignOut, children }: ProgressCardProps) {
  return (
    <AuthCard
      icon={problem ? <IconAlertCircle size={28} stroke={1.75} /> : <Loader size={24} color="brand" aria-hidden />}
      color={problem ? 'red' : undefined}
      title={title}
    >
      {children}
      {problem ? (
        <Stack gap="md">
          <FormProblem problem={problem} />
          <Group justify="center">
            {onRetry && (
              <Button leftSection={<IconRefresh size={18} />} onClick={onRetry}>
                Try Again
              </Button>
            )}
            {onSignOut && (
              <Button variant="default" leftSection={<IconLogout size={18} />} onClick={() => void onSignOut()}>
                Sign Out
              </Button>
            )}
          </Group>
        </Stack>
      ) : (
        <Text size="sm" c="dimmed" ta="center" role="status">
          {description}
        </Text>
      )}
    </AuthCard>
  );
}
