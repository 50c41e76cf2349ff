import { Button, Loader, PasswordInput, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconCircleCheck, IconLinkOff, IconLock } from '@tabler/icons-react';
import { type ReactNode, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { accountMessages, resetPasswordFormSchema } from '../../../domain/account-validation.ts';
import { organizationUrl } from '../../../domain/tenancy.ts';
import { api } from '../../api/client.ts';
import { PRODUCT_NAME } from '../../app/product-name.ts';
import { AuthCard } from '../../components/auth-card.tsx';
import { FormProblem } from '../../components/form-problem.tsx';
import { authClient } from '../../session/auth-client.ts';
import { runOnce } from '../../session/run-once.ts';
import { currentTenancy } from '../../tenancy/current-tenancy.ts';
import { TenantLink, useTenantPath } from '../../tenancy/tenant-link.tsx';
import { isEmailCodeVerified } from '../verification/code-verified-state.ts';
import { PasswordChecklist } from './password-checklist.tsx';
import { readResetLink } from './reset-link.ts';

const REDIRECT_AFTER_UPDATE_MS = 3000;

/** Where the person signs in with the new password: their organization's site when they reset it on another. */
interface SignInSite {
  name: string;
  href: string;
}

type ResetState =
  | { step: 'checking' }
  | { step: 'invalid'; message: string | null }
  | { step: 'ready' }
  | { step: 'updated'; site: SignInSite | null };

/** Turns the e-mailed link into a recovery session; what is wrong with the link otherwise. */
async function startRecovery(search: string, hash: string): Promise<ResetState> {
  const link = readResetLink(search, hash);
  try {
    switch (link.kind) {
      case 'missing':
        return { step: 'invalid', message: null };
      case 'refused':
        return { step: 'invalid', message: accountMessages.resetLinkInvalid };
      case 'tokenHash': {
        const { data, error } = await runOnce(`token_hash:${link.tokenHash}`, () =>
          authClient.verifyOtp({ token_hash: link.tokenHash, type: 'recovery' }),
        );
        if (error) return { step: 'invalid', message: accountMessages.resetLinkInvalid };
        return data.session ? { step: 'ready' } : { step: 'invalid', message: accountMessages.resetSessionInvalid };
      }
      case 'code': {
        const { data, error } = await runOnce(`code:${link.code}`, () => authClient.exchangeCodeForSession(link.code));
        if (error) return { step: 'invalid', message: accountMessages.resetLinkInvalid };
        return data.session ? { step: 'ready' } : { step: 'invalid', message: accountMessages.resetSessionInvalid };
      }
      case 'tokens': {
        const { data, error } = await authClient.setSession({ access_token: link.accessToken, refresh_token: link.refreshToken });
        if (error) return { step: 'invalid', message: accountMessages.resetLinkInvalid };
        return data.session ? { step: 'ready' } : { step: 'invalid', message: accountMessages.resetSessionInvalid };
      }
    }
  } catch {
    return { step: 'invalid', message: accountMessages.resetInitFailed };
  }
}

/** Sets a new password from the e-mailed link (or after its code, entered on Check Your Email), then sends the user to sign in with it. */
export function ResetPasswordPage() {
  const { search, hash, state: arrival } = useLocation();
  const navigate = useNavigate();
  const tenantPath = useTenantPath();
  const [state, setState] = useState<ResetState>(isEmailCodeVerified(arrival) ? { step: 'ready' } : { step: 'checking' });

  // biome-ignore lint/correctness/useExhaustiveDependencies: the link is read once, when the page opens; its code is single use.
  useEffect(() => {
    if (state.step === 'ready') return;
    let isCurrent = true;
    void startRecovery(search, hash).then((next) => {
      if (isCurrent) setState(next);
    });
    return () => {
      isCurrent = false;
    };
  }, []);

  const loginPath = tenantPath('/login');
  const siteHref = state.step === 'updated' ? (state.site?.href ?? null) : null;
  useEffect(() => {
    if (state.step !== 'updated') return;
    const timer = setTimeout(() => (siteHref ? window.location.assign(siteHref) : navigate(loginPath)), REDIRECT_AFTER_UPDATE_MS);
    return () => clearTimeout(timer);
  }, [state.step, siteHref, navigate, loginPath]);

  const title = <title>{`Reset Password · ${PRODUCT_NAME}`}</title>;

  switch (state.step) {
    case 'checking':
      return (
        <AuthCard icon={<Loader size={24} aria-hidden />} title="Checking your link">
          {title}
          <Text size="sm" c="dimmed" ta="center" role="status">
            One moment while we check your reset link.
          </Text>
        </AuthCard>
      );
    case 'invalid':
      return (
        <AuthCard icon={<IconLinkOff size={28} stroke={1.75} />} color="red" title="Invalid Reset Link">
          {title}
          <Text size="sm" ta="center" role="alert">
            {state.message ?? 'This password reset link is invalid or has expired. Reset links work once, for 1 hour.'}
          </Text>
          <Button component={TenantLink} to="/forgot-password" fullWidth>
            Request New Reset Link
          </Button>
        </AuthCard>
      );
    case 'updated':
      return (
        <AuthCard icon={<IconCircleCheck size={28} stroke={1.75} />} color="teal" title="Password Updated!">
          {title}
          <Text size="sm" ta="center" role="status">
            {state.site
              ? `Your password has been changed. Taking you to ${state.site.name}'s sign-in page to sign in with it…`
              : 'Your password has been changed. Taking you to the login page to sign in with it…'}
          </Text>
          {state.site ? (
            <Button component="a" href={state.site.href} variant="default" fullWidth>
              Go to {state.site.name} now
            </Button>
          ) : (
            <Button component={TenantLink} to="/login" variant="default" fullWidth>
              Go to login now
            </Button>
          )}
        </AuthCard>
      );
    case 'ready':
      return (
        <NewPasswordForm
          onUpdated={(site) => setState({ step: 'updated', site })}
          onSessionLost={() => setState({ step: 'invalid', message: accountMessages.resetSessionInvalid })}
        >
          {title}
        </NewPasswordForm>
      );
  }
}

/**
 * The organization's own sign-in page, for an account of an organization whose password was reset on another site (the
 * main one, with the mailed code): that site would refuse it. Null when this site is the account's own.
 */
async function homeSignInSite(): Promise<SignInSite | null> {
  const { data } = await api.GET('/api/me');
  const organization = data?.organization;
  if (!organization || organization.isPlatform || data?.refusal === null) return null;
  const { origin, protocol, hostname } = window.location;
  // This page is on the main site: its address is the deployment's, as the server's mails build theirs.
  const href = organization.domain
    ? `${protocol}//${organization.domain}/login`
    : organizationUrl({ publicUrl: origin, appDomain: hostname, subdomain: organization.subdomain, path: '/login' });
  return { name: organization.name, href };
}

function NewPasswordForm({
  onUpdated,
  onSessionLost,
  children,
}: {
  onUpdated(site: SignInSite | null): void;
  onSessionLost(): void;
  children: ReactNode;
}) {
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm({
    mode: 'controlled',
    initialValues: { password: '', confirmPassword: '' },
    validate: schemaResolver(resetPasswordFormSchema, { sync: true }),
  });

  async function submit({ password }: { password: string }) {
    setProblem(null);
    const { data } = await authClient.getSession();
    if (!data.session) return onSessionLost();
    const { error } = await authClient.updateUser({ password });
    if (error) return setProblem(error.message || accountMessages.resetUpdateFailed);
    const site = currentTenancy().kind === 'main' ? await homeSignInSite().catch(() => null) : null;
    // The recovery session has done its job: the user signs in again with the new password.
    await authClient.signOut({ scope: 'local' });
    onUpdated(site);
  }

  return (
    <AuthCard
      icon={<IconLock size={28} stroke={1.75} />}
      title="Choose a new password"
      description="Pick a password you have not used here before."
    >
      {children}
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Stack gap="md">
          <PasswordInput
            label="New password"
            autoComplete="new-password"
            visibilityToggleFocusable
            required
            {...form.getInputProps('password')}
          />
          <PasswordInput
            label="Confirm new password"
            autoComplete="new-password"
            visibilityToggleFocusable
            required
            {...form.getInputProps('confirmPassword')}
          />
          <PasswordChecklist password={form.values.password} confirmation={form.values.confirmPassword} />
          <FormProblem problem={problem} />
          <Button type="submit" size="md" fullWidth loading={form.submitting}>
            Update Password
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
