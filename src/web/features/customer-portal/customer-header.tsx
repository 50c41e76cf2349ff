import { ActionIcon, Button, Container, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDotsVertical, IconLogout, IconRefresh, IconUserCog } from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import siteHeaderClasses from '../../app/layout/site-header.module.css';
import { lazyNamed } from '../../components/lazy-named.ts';
import { LazyTooltip } from '../../components/lazy-tooltip.tsx';
import { useKeptFocus } from '../../components/use-kept-focus.ts';
import { useOpenedOnce } from '../../components/use-opened-once.ts';
import { useSignOut } from '../../session/use-sign-out.ts';
import { NotificationBell } from '../notifications/notification-bell.tsx';
import { OrganizationLogo, useCompanyName } from '../theme-settings/organization-logo.tsx';
import classes from './customer-home-page.module.css';

const loadAccountMenu = () => import('./customer-account-menu.tsx');
const CustomerAccountMenu = lazyNamed(loadAccountMenu, 'CustomerAccountMenu');

interface CustomerHeaderProps {
  organizationName: string;
  email: string;
  isRefreshing: boolean;
  onRefresh(): void;
  onOpenProfile(): void;
}

/**
 * The customer dashboard's header: the organization, refresh, the bell, profile and settings, the address, sign out.
 * On a phone the organization keeps one line and the bell stays in view; the rest, with their labels, are in a menu,
 * fetched when it is first opened.
 */
export function CustomerHeader({ organizationName, email, isRefreshing, onRefresh, onOpenProfile }: CustomerHeaderProps) {
  const signOut = useSignOut();
  const companyName = useCompanyName(organizationName);
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const hasMenu = useOpenedOnce(isMenuOpen);
  const keepFocus = useKeptFocus<HTMLButtonElement>();

  async function logOut() {
    const problem = await signOut();
    if (problem) notifications.show({ color: 'red', title: 'Could not sign out', message: problem });
  }

  const menuButton = (
    <ActionIcon
      ref={keepFocus}
      variant="subtle"
      color="gray"
      size="lg"
      aria-label="Account menu"
      aria-haspopup="menu"
      aria-expanded={isMenuOpen}
      hiddenFrom="sm"
      // Once the menu is there, its target opens and closes it.
      onClick={hasMenu ? undefined : () => setIsMenuOpen(true)}
      onPointerEnter={() => void loadAccountMenu()}
      onFocus={() => void loadAccountMenu()}
    >
      <IconDotsVertical size={20} stroke={1.75} />
    </ActionIcon>
  );

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
          <LazyTooltip label="Refresh">
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
          </LazyTooltip>
          <NotificationBell />
          <LazyTooltip label="Profile and settings">
            <ActionIcon variant="subtle" color="gray" size="lg" aria-label="Profile and settings" onClick={onOpenProfile} visibleFrom="sm">
              <IconUserCog size={20} stroke={1.75} />
            </ActionIcon>
          </LazyTooltip>
          <Text size="sm" c="dimmed" className={classes.email} visibleFrom="sm" mx="xs">
            {email}
          </Text>
          <Button variant="default" size="sm" leftSection={<IconLogout size={16} />} onClick={logOut} visibleFrom="sm">
            Sign out
          </Button>
          {hasMenu ? (
            <Suspense fallback={menuButton}>
              <CustomerAccountMenu
                opened={isMenuOpen}
                onChange={setIsMenuOpen}
                isRefreshing={isRefreshing}
                onRefresh={onRefresh}
                onOpenProfile={onOpenProfile}
                onSignOut={logOut}
              >
                {menuButton}
              </CustomerAccountMenu>
            </Suspense>
          ) : (
            menuButton
          )}
        </Group>
      </Container>
    </header>
  );
}
