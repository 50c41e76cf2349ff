import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { IconBuildingStore, IconMailCheck } from '@tabler/icons-react';
import { okOrThrow, problemOf } from '../../api/api-error.ts';
import { api } from '../../api/client.ts';
import { PRODUCT_NAME } from '../../app/product-name.ts';
import { AuthCard } from '../../components/auth-card.tsx';
import { FormProblem } from '../../components/form-problem.tsx';
import { BackToLoginLink } from '../login/back-to-login-link.tsx';
import { useEmailRequest } from '../login/use-email-request.ts';

const SEND_FAILED = 'Could not send the e-mail. Please try again.';

/**
 * The main site's way on for an organization's people: their workspace's address by e-mail. The answer is the
 * same whether or not the address has an account, so the page never tells who signs in where.
 */
export function FindWorkspacePage() {
  const { form, sentTo, setSentTo, problem, setProblem, isHydrated } = useEmailRequest();

  async function submit({ email }: { email: string }) {
    setProblem(null);
    const address = email.trim();
    try {
      okOrThrow(await api.POST('/api/account/find-workspace', { body: { email: address } }), SEND_FAILED);
      setSentTo(address);
    } catch (error) {
      setProblem(problemOf(error, SEND_FAILED));
    }
  }

  if (sentTo) {
    return (
      <AuthCard icon={<IconMailCheck size={28} stroke={1.75} />} color="teal" title="Check Your Email">
        <title>{`Check Your Email · ${PRODUCT_NAME}`}</title>
        <Text size="sm" ta="center" role="status">
          If an account uses <strong>{sentTo}</strong>, we have e-mailed it the address of its workspace, where you sign in.
        </Text>
        <Text size="sm" ta="center" c="dimmed">
          Nothing arrived? Check your spam folder, or{' '}
          <Anchor component="button" type="button" size="sm" onClick={() => setSentTo(null)}>
            try another address
          </Anchor>
          .
        </Text>
        <BackToLoginLink />
      </AuthCard>
    );
  }

  return (
    <AuthCard
      icon={<IconBuildingStore size={28} stroke={1.75} />}
      title="Find your workspace"
      description="Teams and their customers sign in on their organization's own site. Enter your e-mail address and we will send you its address."
    >
      <title>{`Find Your Workspace · ${PRODUCT_NAME}`}</title>
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Stack gap="md">
          <TextInput label="Email" type="email" autoComplete="email" required {...form.getInputProps('email')} />
          <FormProblem problem={problem} />
          <Button type="submit" size="md" fullWidth loading={form.submitting} disabled={!isHydrated}>
            Email Me My Workspace
          </Button>
        </Stack>
      </form>
      <BackToLoginLink />
    </AuthCard>
  );
}
