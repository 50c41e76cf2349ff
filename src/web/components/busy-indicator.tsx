import { Loader, type LoaderProps } from '@mantine/core';

/**
 * A spinner that says what is under way to a screen reader: a status with its name. A named spinner without the
 * role is an element ARIA does not let have a name (axe's aria-prohibited-attr).
 */
export function BusyIndicator({ label, ...props }: { label: string } & Omit<LoaderProps, 'role'>) {
  return <Loader role="status" aria-label={label} {...props} />;
}
