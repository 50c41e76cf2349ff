import { Alert, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconAlertCircle, IconConfetti, IconLinkOff, IconUsersPlus } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { accountMessages, inviteAcceptanceFormSchema } from '../../../domain/account-validation.ts';
import { AuthCard } from '../../components/auth-card.tsx';
import { PageLoader } from '../../components/page-loader.tsx';
import { TenantLink } from '../../tenancy/tenant-link.tsx';
import { acceptInvitation, InvitationRequestError, type InvitationSummary, invitationQuery } from './invitation-queries.ts';

interface AcceptValues {
  name: string;
  password: string;
  confirmPassword: string;
}

/** An invited agent's page: who invited them, where, and the name and password of their new account. */
export function InvitationPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const lookup = useQuery({ ...invitationQuery(token), enabled: token !== '' });
  const accept = useMutation({ mutationFn: acceptInvitation });

  if (!token) return <InvalidInvitation message={accountMessages.invalidInvitationLink} />;
  if (lookup.isPending) return <PageLoader label="Checking your invitation…" />;
  if (lookup.isError) {
    const error = lookup.error;
    if (error instanceof InvitationRequestError && error.isInvitationProblem) return <InvalidInvitation message={error.message} />;
    return (
      <AuthCard icon={<IconAlertCircle size={28} stroke={1.75} />} color="red" title="Invitation unavailable">
        <Alert color="red" role="alert">
          The invitation could not be loaded. Check your connection and try again.
        </Alert>
        <Button onClick={() => lookup.refetch()} fullWidth>
          Try again
        </Button>
      </AuthCard>
    );
  }
  if (accept.error instanceof InvitationRequestError && accept.error.isInvitationProblem) {
    return <InvalidInvitation message={accept.error.message} />;
  }
  if (accept.data) return <Welcome email={accept.data.email} organizationName={lookup.data.organizationName} />;
  return (
    <AcceptForm
      invitation={lookup.data}
      isSaving={accept.isPending}
      error={accept.error}
      onAccept={(values) => accept.mutate({ token, ...values })}
    />
  );
}

function AcceptForm({
  invitation,
  isSaving,
  error,
  onAccept,
}: {
  invitation: InvitationSummary;
  isSaving: boolean;
  error: Error | null;
  onAccept: (values: AcceptValues) => void;
}) {
  const form = useForm<AcceptValues>({
    mode: 'controlled',
    // The name the admin typed when inviting, which the invitee may correct.
    initialValues: { name: invitation.name, password: '', confirmPassword: '' },
    validate: schemaResolver(inviteAcceptanceFormSchema, { sync: true }),
  });
  const fieldErrors = error instanceof InvitationRequestError ? error.fieldErrors : [];
  // The form's own check first, then what the server said about the field.
  const fieldProps = (field: keyof AcceptValues) => ({
    ...form.getInputProps(field),
    error: form.errors[field] ?? fieldErrors.find((problem) => problem.field === field)?.message,
  });
  const problem = error && fieldErrors.length === 0 ? `Failed to create account: ${error.message}` : null;

  return (
    <AuthCard
      icon={<IconUsersPlus size={28} stroke={1.75} />}
      title={`Join ${invitation.organizationName}`}
      description={
        <>
          <strong>{invitation.inviterName}</strong> invited you to join <strong>{invitation.organizationName}</strong> as an agent. Choose
          your name and password to create your account.
        </>
      }
    >
      <title>{`Accept your invitation · ${invitation.organizationName}`}</title>
      <form onSubmit={form.onSubmit((values) => onAccept({ ...values, name: values.name.trim() }))} noValidate>
        <Stack gap="md">
          <TextInput
            label="Email"
            type="email"
            value={invitation.email}
            disabled
            readOnly
            // The address the invitation is for stays fixed, but must be as readable as the rest.
            styles={{ input: { color: 'var(--mantine-color-text)', opacity: 1 } }}
          />
          <TextInput label="Full name" autoComplete="name" required {...fieldProps('name')} />
          <PasswordInput
            label="Password"
            description="At least 8 characters"
            autoComplete="new-password"
            required
            {...fieldProps('password')}
          />
          <PasswordInput label="Confirm password" autoComplete="new-password" required {...fieldProps('confirmPassword')} />
          {problem && (
            <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
              {problem}
            </Alert>
          )}
          <Button type="submit" size="md" fullWidth loading={isSaving}>
            Accept invitation
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}

function Welcome({ email, organizationName }: { email: string; organizationName: string }) {
  return (
    <AuthCard
      icon={<IconConfetti size={28} stroke={1.75} />}
      color="green"
      title="Welcome to the Team!"
      description={
        <>
          Your agent account at <strong>{organizationName}</strong> is ready. Log in with <strong>{email}</strong> and the password you just
          chose.
        </>
      }
    >
      <title>{`Welcome to ${organizationName}`}</title>
      <Button component={TenantLink} to={`/login?email=${encodeURIComponent(email)}`} size="md" fullWidth>
        Go to login
      </Button>
    </AuthCard>
  );
}

function InvalidInvitation({ message }: { message: string }) {
  return (
    <AuthCard icon={<IconLinkOff size={28} stroke={1.75} />} color="red" title="Invalid Invitation" description={message}>
      <title>Invalid invitation</title>
      <Text size="sm" c="dimmed" ta="center">
        Ask your administrator to send you a new invitation.
      </Text>
      <Button component={TenantLink} to="/login" variant="default" fullWidth>
        Go to login
      </Button>
    </AuthCard>
  );
}
