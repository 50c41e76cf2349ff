import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { IconKey, IconMailCheck } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { accountMessages } from '../../../domain/account-messages.ts';
import { PRODUCT_NAME } from '../../app/product-name.ts';
import { AuthCard } from '../../components/auth-card.tsx';
import { FormProblem } from '../../components/form-problem.tsx';
import { authClient } from '../../session/auth-client.ts';
import { TenantLink, useTenantPath } from '../../tenancy/tenant-link.tsx';
import { BackToLoginLink } from '../login/back-to-login-link.tsx';
import { useEmailRequest } from '../login/use-email-request.ts';
import { codeVerifiedState } from '../verification/code-verified-state.ts';
import { EmailCodeForm } from '../verification/email-code-form.tsx';

/** Asks for a reset link by e-mail; the link brings the browser back to /reset-password on this site. */
export function ForgotPasswordPage() {
  const tenantPath = useTenantPath();
  const navigate = useNavigate();
  const { form, sentTo, setSentTo, problem, setProblem, isHydrated } = useEmailRequest();

  async function submit({ email }: { email: string }) {
    setProblem(null);
    const address = email.trim();
    const redirectTo = new URL(tenantPath('/reset-password'), window.location.origin).toString();
    const { error } = await authClient.resetPasswordForEmail(address, { redirectTo });
    if (error) return setProblem(error.message || accountMessages.resetSendFailed);
    setSentTo(address);
  }

  if (sentTo) {
    return (
      <AuthCard icon={<IconMailCheck size={28} stroke={1.75} />} color="teal" title="Check Your Email">
        <title>{`Check Your Email · ${PRODUCT_NAME}`}</title>
        <Text size="sm" ta="center" role="status">
          If an account exists for <strong>{sentTo}</strong>, we have sent it a link and a code to choose a new password. They are valid for
          1 hour.
        </Text>
        <EmailCodeForm
          email={sentTo}
          type="recovery"
          onVerified={() => navigate(tenantPath('/reset-password'), { replace: true, state: codeVerifiedState })}
        />
        <Text size="sm" ta="center" c="dimmed">
          Nothing arrived? Check your spam folder, or{' '}
          <Anchor component="button" type="button" size="sm" onClick={() => setSentTo(null)}>
            send the link again
          </Anchor>
          .
        </Text>
        <Button component={TenantLink} to="/login" variant="default" fullWidth>
          Back to login
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      icon={<IconKey size={28} stroke={1.75} />}
      title="Forgot your password?"
      description="Enter the e-mail address of your account and we will send you a link to choose a new password."
    >
      <title>{`Forgot Password · ${PRODUCT_NAME}`}</title>
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Stack gap="md">
          <TextInput label="Email" type="email" autoComplete="email" required {...form.getInputProps('email')} />
          <FormProblem problem={problem} />
          <Button type="submit" size="md" fullWidth loading={form.submitting} disabled={!isHydrated}>
            Send Reset Link
          </Button>
        </Stack>
      </form>
      <BackToLoginLink />
    </AuthCard>
  );
}
