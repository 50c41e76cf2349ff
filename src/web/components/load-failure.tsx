import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface LoadFailureProps {
  title: string;
  message?: ReactNode;
  /** Offers the retry button when given. */
  onRetry?(): void;
  isRetrying?: boolean;
  retryLabel?: string;
  /** Further actions beside the retry button. */
  children?: ReactNode;
}

/** A part of a page that could not be loaded, with the way to try again. */
export function LoadFailure({
  title,
  message = 'Check your connection and try again.',
  onRetry,
  isRetrying = false,
  retryLabel = 'Try again',
  children,
}: LoadFailureProps) {
  return (
    <Alert color="red" icon={<IconAlertCircle size={18} />} title={title} role="alert">
      {message && <Text size="sm">{message}</Text>}
      <Group gap="xs" mt="sm">
        {onRetry && (
          <Button size="xs" variant="white" color="red" loading={isRetrying} onClick={onRetry}>
            {retryLabel}
          </Button>
        )}
        {children}
      </Group>
    </Alert>
  );
}
