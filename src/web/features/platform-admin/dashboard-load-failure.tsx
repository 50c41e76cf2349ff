import { Button, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';

/** A list of the dashboard that could not be loaded: the specification's message and Retry. */
export function DashboardLoadFailure({ onRetry, isRetrying }: { onRetry(): void; isRetrying: boolean }) {
  return (
    <Stack align="center" gap="md" py={48} role="alert">
      <ThemeIcon size={48} radius="xl" variant="light" color="red">
        <IconAlertTriangle size={26} aria-hidden />
      </ThemeIcon>
      <Text fw={500}>Unable to load dashboard information.</Text>
      <Button onClick={onRetry} loading={isRetrying} leftSection={<IconRefresh size={16} />}>
        Retry
      </Button>
    </Stack>
  );
}
