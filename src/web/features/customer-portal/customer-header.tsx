import { ActionIcon, Button, Container, Group, Menu, Text, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDotsVertical, IconLogout, IconRefresh, IconUserCog } from '@tabler/icons-react';
import siteHeaderClasses from '../../app/layout/site-header.module.css';
import { useSignOut } from '../auth/use-sign-out.ts';
import { NotificationBell } from '../notifications/notification-bell.tsx';
import { OrganizationLogo, useCompanyName } from '../theme-settings/organization-logo.tsx';
import classes from './customer-home-page.module.css';

interface CustomerHeaderProps {
  organizationName: string;
  email: string;
  isRefreshing: boolean;
  onRefresh(): void;
  onOpenProfile(): void;
}

/**
 * The customer dashboard's header: the organization, refresh, the bell, profile and settings, the address, sign out.
 * On a phone the organization keeps one line and the bell stays in view; the rest, with their labels, are in a menu.
 */
export function CustomerHeader({ organizationName, email, isRefreshing, onRefresh, onOpenProfile }: CustomerHeaderProps) {
  const signOut = useSignOut();
  const companyName = useCompanyName(organizationName);

  async function logOut() {
    const problem = await signOut();
    if (problem) notifications.show({ color: 'red', title: 'Could not sign out', message: problem });
  }

  return (
    <header className={siteHeaderClasses.header}>
      <Container size="lg" className={siteHeaderClasses.inner}>
        <div className={siteHeaderClasses.brand}>
          <span className={classes.brandMark}>
            <OrganizationLogo size={30} />
          </span>
          <span className={siteHeaderClasses.brandName} title={companyName}>
            {companyName}
          </span>
        </div>
        <Group gap={4} wrap="nowrap">
          <Tooltip label="Refresh">
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              aria-label="Refresh"
              loading={isRefreshing}
              onClick={onRefresh}
              visibleFrom="sm"
            >
              <IconRefresh size={20} stroke={1.75} />
            </ActionIcon>
          </Tooltip>
          <NotificationBell />
          <Tooltip label="Profile and settings">
            <ActionIcon variant="subtle" color="gray" size="lg" aria-label="Profile and settings" onClick={onOpenProfile} visibleFrom="sm">
              <IconUserCog size={20} stroke={1.75} />
            </ActionIcon>
          </Tooltip>
          <Text size="sm" c="dimmed" className={classes.email} visibleFrom="sm" mx="xs">
            {email}
          </Text>
          <Button variant="default" size="sm" leftSection={<IconLogout size={16} />} onClick={logOut} visibleFrom="sm">
            Sign out
          </Button>
          <Menu position="bottom-end" width={240} withinPortal withInitialFocusPlaceholder={false}>
            <Menu.Target>
              <ActionIcon variant="subtle" color="gray" size="lg" aria-label="Account menu" hiddenFrom="sm">
                <IconDotsVertical size={20} stroke={1.75} />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item leftSection={<IconUserCog size={16} />} onClick={onOpenProfile}>
                Profile and settings
              </Menu.Item>
              <Menu.Item leftSection={<IconRefresh size={16} />} onClick={onRefresh} disabled={isRefreshing}>
                Refresh
              </Menu.Item>
              <Menu.Item leftSection={<IconLogout size={16} />} onClick={logOut}>
                Sign out
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>
      </Container>
    </header>
  );
}
