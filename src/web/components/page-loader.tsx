import { Center, Loader, Stack, Text } from '@mantine/core';

/** A whole-page wait with a visible, announced label. */
export function PageLoader({ label }: { label: string }) {
  return (
    <Center mih="60dvh" p="xl">
      <Stack align="center" gap="sm" role="status" aria-live="polite">
        <Loader size="md" aria-hidden />
        <Text c="dimmed" size="sm">
          {label}
        </Text>
      </Stack>
    </Center>
  );
}
