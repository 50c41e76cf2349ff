import { Button, Group, Stack } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { TwoFactorCard } from './two-factor-card.tsx';

interface TwoFactorSetupStepProps {
  onSignOut(): Promise<unknown>;
  /** Absent once the grace period is over. */
  onPutOff: (() => void) | undefined;
}

/** After sign-in, the authenticator app the organization requires (decision 185): set up now, or put off while it may be. */
export function TwoFactorSetupStep({ onSignOut, onPutOff }: TwoFactorSetupStepProps) {
  const queryClient = useQueryClient();
  return (
    <Stack gap="md">
      {/* The account check then finds the session verified, and the login page goes on to the dashboard. */}
      <TwoFactorCard onSetUp={() => void queryClient.invalidateQueries({ queryKey: ['account'] })} />
      <Group justify="space-between">
        {onPutOff ? (
          <Button variant="subtle" size="compact-sm" onClick={onPutOff}>
            Set Up Later
          </Button>
        ) : (
          <span />
        )}
        <Button variant="subtle" size="compact-sm" leftSection={<IconLogout size={16} />} onClick={() => void onSignOut()}>
          Sign Out
        </Button>
      </Group>
    </Stack>
  );
}
