import { Button, Group, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useCallback, useEffect, useRef, useState } from 'react';

/** How long 'Saved' shows after a setting is saved (workspace.md section 9). */
export const SAVED_INDICATOR_MS = 1200;

/** Whether 'Saved' shows, and the call that shows it for 1.2 s. */
export function useSavedIndicator(): { isShown: boolean; flash(): void } {
  const [isShown, setIsShown] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const flash = useCallback(() => {
    setIsShown(true);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setIsShown(false), SAVED_INDICATOR_MS);
  }, []);
  return { isShown, flash };
}

/** A live region that announces 'Saved' while shown. */
export function SavedIndicator({ isShown }: { isShown: boolean }) {
  return (
    // Mantine's green 8 is 3.4:1 on white; this green keeps the 4.5:1 text needs, and a light one on dark.
    <Text size="sm" fw={500} role="status" style={{ color: 'light-dark(#1e6b30, var(--mantine-color-green-4))' }}>
      {isShown && (
        <Group gap={4} component="span">
          <IconCheck size={16} aria-hidden />
          Saved
        </Group>
      )}
    </Text>
  );
}

/** A settings form's submit button with 'Saved' beside it. */
export function SaveRow({
  label,
  isPending,
  isSaved,
  isDisabled = false,
}: {
  label: string;
  isPending: boolean;
  isSaved: boolean;
  isDisabled?: boolean;
}) {
  return (
    <Group gap="md">
      <Button type="submit" loading={isPending} disabled={isDisabled}>
        {label}
      </Button>
      <SavedIndicator isShown={isSaved} />
    </Group>
  );
}
