import { Alert, Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconAlertCircle, IconBuildingStore, IconMailCheck, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { accountMessages, customerSignupFormSchema } from '../../../domain/account-validation.ts';
import { AuthCard } from '../../components/auth-card.tsx';
import { PageLoader } from '../../components/page-loader.tsx';
import { useHydrated } from '../../components/use-hydrated.ts';
import { authClient } from '../../session/auth-client.ts';
import { TenantLink, useTenantPath } from '../../tenancy/tenant-link.tsx';
import { type Organization, useOrganization } from '../../tenancy/use-organization.ts';
import { EmailCodeForm } from '../verification/email-code-form.tsx';
import { customerSignupErrorMessage } from './customer-signup-errors.ts';

/** Where the confirmation link, or its code, takes the new customer: the login, signed in, with the confirmation banner. */
function confirmedLoginPath(email: string): string {
  return `/login?confirmed=true&email=${encodeURIComponent(email)}`;
}

interface SignupValues {
  name: string;
  email: string;
  organizationName: string;
  password: string;
  confirmPassword: string;
}

/** Customer sign-up on an organization's subdomain; on the main domain there is nothing to join, so it goes to the login. */
export function CustomerSignupPage() {
  const { tenancy, data: organization, isPending, isError } = useOrganization();
  const [sentTo, setSentTo] = useState<string | null>(null);

  if (tenancy.kind === 'main') return <Navigate to="/login" replace />;
  if (isPending) return <PageLoader label="Loading the organization…" />;
  if (isError || !organization) {
    return (
      <AuthCard icon={<IconBuildingStore size={28} stroke={1.75} />} color="orange" title="Organization not found">
        <Alert color="orange" icon={<IconAlertCircle size={18} />} role="alert">
          {isError ? 'The organization could not be loaded. Check your connection and try again.' : accountMessages.organizationNotFound}
        </Alert>
      </AuthCard>
    );
  }
  if (sentTo) return <CheckYourEmail email={sentTo} organization={organization} />;
  return <SignupForm organization={organization} subdomain={tenancy.subdomain} onSignedUp={setSentTo} />;
}

function SignupForm({
  organization,
  subdomain,
  onSignedUp,
}: {
  organization: Organization;
  subdomain: string;
  onSignedUp: (email: string) => void;
}) {
  const [problem, setProblem] = useState<string | null>(null);
  const tenantPath = useTenantPath();
  const isHydrated = useHydrated();
  const form = useForm<SignupValues>({
    mode: 'controlled',
    initialValues: { name: '', email: '', organizationName: '', password: '', confirmPassword: '' },
    validate: schemaResolver(customerSignupFormSchema, { sync: true }),
  });
  // Someone whose address names the organization belongs to it; anyone else may say which company they are from.
  const isOrganizationNameShown = !form.values.email.trim().toLowerCase().includes(subdomain);

  async function submit(values: SignupValues) {
    setProblem(null);
    const { name, email, password, organizationName } = customerSignupFormSchema.parse(values);
    const landing = tenantPath(confirmedLoginPath(email));
    const { data, error } = await authClient.signUp({
      email,
      password,
      options: {
        emailRedirectTo: new URL(landing, window.location.origin).toString(),
        data: {
          name,
          full_name: name,
          role: 'user',
          user_type: 'customer',
          organization_id: organization.id,
          organization_name: isOrganizationNameShown ? (organizationName ?? '') : organization.name,
          permissions: {},
        },
      },
    });
    if (error) return setProblem(customerSignupErrorMessage(error));
    if (!data.user) return setProblem(accountMessages.customerSignupFailed);
    onSignedUp(email);
  }

  return (
    <AuthCard
      icon={<IconUserPlus size={28} stroke={1.75} />}
      title="Create your account"
      description={
        <>
          Sign up to submit requests to <strong>{organization.name}</strong> and follow their progress.
          {organization.isApprovalRequired && ` ${approvalNote(organization)}`}
        </>
      }
    >
      <title>{`Create an account · ${organization.name}`}</title>
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Stack gap="md">
          <TextInput label="Full name" autoComplete="name" required {...form.getInputProps('name')} />
          <TextInput label="Email" type="email" autoComplete="email" required {...form.getInputProps('email')} />
          {isOrganizationNameShown && (
            <TextInput
              label="Organization name"
              description="Optional: the company you work for"
              autoComplete="organization"
              {...form.getInputProps('organizationName')}
            />
          )}
          <PasswordInput
            label="Password"
            description="At least 8 characters, with a special character such as ! or ?"
            autoComplete="new-password"
            required
            {...form.getInputProps('password')}
          />
          <PasswordInput label="Confirm password" autoComplete="new-password" required {...form.getInputProps('confirmPassword')} />
          {problem && (
            <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
              {problem}
            </Alert>
          )}
          <Button type="submit" size="md" fullWidth loading={form.submitting} disabled={!isHydrated}>
            Create account
          </Button>
          <Text size="sm" ta="center" c="dimmed">
            Already have an account?{' '}
            <Anchor component={TenantLink} to="/login" fw={500}>
              Log in
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}

/** What a new customer of an organization that approves accounts is told before and after signing up. */
function approvalNote(organization: Organization): string {
  return `${organization.name} approves new accounts: you can sign in once yours is approved.`;
}

function CheckYourEmail({ email, organization }: { email: string; organization: Organization }) {
  const navigate = useNavigate();
  const tenantPath = useTenantPath();
  return (
    <AuthCard
      icon={<IconMailCheck size={28} stroke={1.75} />}
      color="green"
      title="Check your email"
      description={
        <>
          We sent a verification link and code to <strong>{email}</strong>. Click the link in that e-mail to activate your account, or enter
          its code here.{organization.isApprovalRequired && ` ${approvalNote(organization)}`}
        </>
      }
    >
      <EmailCodeForm email={email} type="signup" onVerified={() => navigate(tenantPath(confirmedLoginPath(email)), { replace: true })} />
      <Text size="sm" c="dimmed" ta="center">
        The link and the code are valid for 1 hour. Nothing arrived? Check your spam folder, or sign up again to get a new one.
      </Text>
      <Button component={TenantLink} to={`/login?email=${encodeURIComponent(email)}`} variant="default" fullWidth>
        Go to login
      </Button>
    </AuthCard>
  );
}
