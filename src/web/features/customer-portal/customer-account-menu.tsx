import { Menu } from '@mantine/core';
import { useMounted } from '@mantine/hooks';
import { IconLogout, IconRefresh, IconUserCog } from '@tabler/icons-react';
import type { ReactElement } from 'react';

export interface CustomerAccountMenuProps {
  opened: boolean;
  onChange(opened: boolean): void;
  isRefreshing: boolean;
  onRefresh(): void;
  onOpenProfile(): void;
  onSignOut(): void;
  /** The menu's button, which opens and closes it. */
  children: ReactElement;
}

/** The customer header's menu on a phone. A module of its own, fetched when it is first opened. */
export function CustomerAccountMenu({
  opened,
  onChange,
  isRefreshing,
  onRefresh,
  onOpenProfile,
  onSignOut,
  children,
}: CustomerAccountMenuProps) {
  // Opened once mounted, not mounted open: the menu notes on opening where to give the focus back when it closes.
  const isMounted = useMounted();
  return (
    <Menu
      opened={opened && isMounted}
      onChange={onChange}
      position="bottom-end"
      width={240}
      withinPortal
      withInitialFocusPlaceholder={false}
    >
      <Menu.Target>{children}</Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconUserCog size={16} />} onClick={onOpenProfile}>
          Profile and settings
        </Menu.Item>
        <Menu.Item leftSection={<IconRefresh size={16} />} onClick={onRefresh} disabled={isRefreshing}>
          Refresh
        </Menu.Item>
        <Menu.Item leftSection={<IconLogout size={16} />} onClick={onSignOut}>
          Sign out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
