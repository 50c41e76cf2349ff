import { Anchor, Button, Group, Stack, TextInput } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormProblem } from '../../components/form-problem.tsx';
import { authClient, isAuthApiError } from '../../session/auth-client.ts';

interface TwoFactorCodeStepProps {
  onSignOut(): Promise<unknown>;
}

/** After the password: the authenticator app's six-digit code, or one of the recovery codes (decision 180). */
export function TwoFactorCodeStep({ onSignOut }: TwoFactorCodeStepProps) {
  const queryClient = useQueryClient();
  const [isRecovery, setIsRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const entered = code.trim();
    if (!isRecovery && !/^\d{6}$/.test(entered)) return setProblem('Enter the 6-digit code from your authenticator app.');
    if (isRecovery && entered.length < 8) return setProblem('Enter one of your recovery codes.');
    setProblem(null);
    setIsBusy(true);
    try {
      const { error } = isRecovery ? await authClient.mfa.recoveryCodes.verify({ code: entered }) : await verifyAuthenticatorCode(entered);
      if (error) {
        setProblem(isAuthApiError(error) && error.message ? error.message : 'The code could not be checked. Try again.');
        return;
      }
      // The account check now finds the session verified and the login page goes on to the dashboard.
      await queryClient.invalidateQueries({ queryKey: ['account'] });
    } finally {
      setIsBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          key={isRecovery ? 'recovery' : 'totp'}
          label={isRecovery ? 'Recovery code' : 'Authentication code'}
          description={
            isRecovery
              ? 'One of the ten codes you saved when you set up two-factor sign-in.'
              : 'The 6-digit code your authenticator app shows.'
          }
          autoComplete="one-time-code"
          inputMode={isRecovery ? 'text' : 'numeric'}
          maxLength={isRecovery ? 40 : 6}
          data-autofocus
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
        />
        <FormProblem problem={problem} />
        <Button type="submit" size="md" fullWidth loading={isBusy}>
          Verify
        </Button>
        <Group justify="space-between">
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() => {
              setIsRecovery(!isRecovery);
              setCode('');
              setProblem(null);
            }}
          >
            {isRecovery ? 'Use the authenticator app' : 'Use a recovery code'}
          </Anchor>
          <Button variant="subtle" size="compact-sm" leftSection={<IconLogout size={16} />} onClick={() => void onSignOut()}>
            Sign Out
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

async function verifyAuthenticatorCode(code: string) {
  const factors = await authClient.mfa.listFactors();
  const factor = factors.data?.totp[0];
  if (!factor) return { error: factors.error ?? new Error('This account has no authenticator app set up.') };
  return authClient.mfa.challengeAndVerify({ factorId: factor.id, code });
}
