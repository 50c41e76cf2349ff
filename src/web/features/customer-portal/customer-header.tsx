import { ActionIcon, Button, Container, Group, Text, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconLogout, IconRefresh, IconUserCog } from '@tabler/icons-react';
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

/** The customer dashboard's header: the organization, refresh, the bell, profile and settings, the address, sign out. */
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
          <span className={`${siteHeaderClasses.brandName} ${classes.organizationName}`}>{companyName}</span>
        </div>
        <Group gap={4} wrap="nowrap">
          <Tooltip label="Refresh">
            <ActionIcon variant="subtle" color="gray" size="lg" aria-label="Refresh" loading={isRefreshing} onClick={onRefresh}>
              <IconRefresh size={20} stroke={1.75} />
            </ActionIcon>
          </Tooltip>
          <NotificationBell />
          <Tooltip label="Profile and settings">
            <ActionIcon variant="subtle" color="gray" size="lg" aria-label="Profile and settings" onClick={onOpenProfile}>
              <IconUserCog size={20} stroke={1.75} />
            </ActionIcon>
          </Tooltip>
          <Text size="sm" c="dimmed" className={classes.email} visibleFrom="sm" mx="xs">
            {email}
          </Text>
          <Button variant="default" size="sm" leftSection={<IconLogout size={16} />} onClick={logOut} className={classes.signOutButton}>
            <span className={classes.signOutLabel}>Sign out</span>
          </Button>
        </Group>
      </Container>
    </header>
  );
}
