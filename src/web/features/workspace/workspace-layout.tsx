import { AppShell, Burger, Button, Group, NavLink, ScrollArea, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconLogout } from '@tabler/icons-react';
import { Outlet, useLocation } from 'react-router';
import { firstNameOf } from '../../../domain/person-name.ts';
import { roleLabels } from '../../../domain/roles.ts';
import headerClasses from '../../app/layout/site-header.module.css';
import siteClasses from '../../app/layout/site-layout.module.css';
import { InitialsAvatar } from '../../components/initials-avatar.tsx';
import { RoleBadge } from '../../components/role-badge.tsx';
import { useSignOut } from '../../session/use-sign-out.ts';
import { TenantLink } from '../../tenancy/tenant-link.tsx';
import { usePermissionCheck } from '../access-settings/access-settings-queries.ts';
import { AgentStatusMenu } from '../agents/agent-status-menu.tsx';
import { NotificationBell } from '../notifications/notification-bell.tsx';
import { useNotificationAlerts } from '../profile/use-notification-alerts.ts';
import { OrganizationLogo, useCompanyName } from '../theme-settings/organization-logo.tsx';
import { rememberedTicketList, TICKET_LIST_PATH, type TicketListOwner } from '../tickets/ticket-list-memory.ts';
import type { WorkspaceContext } from './workspace-context.ts';
import classes from './workspace-layout.module.css';

function isCurrent(pathname: string, path: string): boolean {
  return pathname === path || pathname.startsWith(`${path}/`);
}

/** Where a section's link leads: the ticket list as last shown, except from the list itself, where it clears the filters. */
function linkOf(path: string, pathname: string, owner: TicketListOwner): string {
  return path === TICKET_LIST_PATH && pathname !== TICKET_LIST_PATH ? rememberedTicketList(owner) : path;
}

/** The staff workspace frame: a header with the organization, a sidebar of the user's sections, and the page. */
export function WorkspaceLayout({ context }: { context: WorkspaceContext }) {
  const [isNavOpen, nav] = useDisclosure(false);
  const { pathname } = useLocation();
  const signOut = useSignOut();
  const { account, role, organization } = context;
  const can = usePermissionCheck(role);
  const sections = context.sections.filter((section) => !section.permission || can(section.permission));
  const displayName = account.profile?.name || account.user.name || account.user.email;
  const roleLabel = roleLabels[role];
  const companyName = useCompanyName(organization.name);
  useNotificationAlerts();

  async function logOut() {
    const problem = await signOut();
    if (problem) notifications.show({ color: 'red', title: 'Could not sign out', message: problem });
  }

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 264, breakpoint: 'sm', collapsed: { mobile: !isNavOpen } }}
      padding={{ base: 'md', sm: 'xl' }}
      className={classes.shell}
    >
      <a href="#main" className={siteClasses.skipLink}>
        Skip to content
      </a>
      <AppShell.Header className={classes.header}>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap" miw={0}>
            <Burger
              opened={isNavOpen}
              onClick={nav.toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={isNavOpen ? 'Close navigation' : 'Open navigation'}
            />
            <TenantLink to="/dashboard" className={headerClasses.brand} aria-label={`${companyName} dashboard`}>
              <OrganizationLogo size={30} />
              <span className={headerClasses.brandName}>{companyName}</span>
            </TenantLink>
          </Group>
          <Group gap="md" wrap="nowrap">
            {/* The workspace bell lists the 5 latest unread (spec §9); a super admin's the latest of all. */}
            {role === 'super_admin' ? <NotificationBell /> : <NotificationBell isUnreadOnly limit={5} />}
            <Group gap="sm" wrap="nowrap" visibleFrom="sm">
              <Text size="sm" fw={500}>
                Welcome, {firstNameOf(displayName)}
              </Text>
              <RoleBadge role={role} isShort />
            </Group>
          </Group>
        </Group>
      </AppShell.Header>

      <AppShell.Navbar p="md" className={classes.navbar}>
        <AppShell.Section grow component={ScrollArea}>
          <nav aria-label="Workspace">
            <Stack gap={4}>
              {sections.map((section) => (
                <NavLink
                  key={section.path}
                  component={TenantLink}
                  to={linkOf(section.path, pathname, { organizationId: organization.id, userId: account.user.id })}
                  label={section.label}
                  leftSection={<section.icon size={20} stroke={1.75} />}
                  active={isCurrent(pathname, section.path)}
                  aria-current={isCurrent(pathname, section.path) ? 'page' : undefined}
                  onClick={nav.close}
                  className={classes.navLink}
                />
              ))}
            </Stack>
          </nav>
        </AppShell.Section>
        <AppShell.Section className={classes.account}>
          <Group gap="sm" wrap="nowrap" mb="sm">
            <InitialsAvatar name={displayName} color="brand" />
            <div className={classes.accountText}>
              <Text size="sm" fw={600} truncate>
                {displayName}
              </Text>
              <Text size="xs" c="dimmed">
                {roleLabel}
              </Text>
            </div>
          </Group>
          {(role === 'agent' || role === 'org_admin') && (
            <Stack gap={4} mb="sm">
              <AgentStatusMenu />
            </Stack>
          )}
          <Button variant="default" fullWidth leftSection={<IconLogout size={16} />} onClick={logOut}>
            Sign Out
          </Button>
        </AppShell.Section>
      </AppShell.Navbar>

      <AppShell.Main id="main" tabIndex={-1} className={classes.main}>
        <Outlet context={context} />
      </AppShell.Main>
    </AppShell>
  );
}
