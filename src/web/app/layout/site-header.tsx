import { Badge, Burger, Button, Container, Divider, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconBriefcase, IconHome, IconLayoutDashboard, IconLogout, IconSettings, IconTicket, IconUserPlus } from '@tabler/icons-react';
import { type ComponentType, Suspense } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { isStaffRole, type Role } from '../../../domain/roles.ts';
import { BrandMark } from '../../components/brand-mark.tsx';
import { lazyNamed } from '../../components/lazy-named.ts';
import { useOpenedOnce } from '../../components/use-opened-once.ts';
import { describeSessionUser, roleBadgeOf } from '../../session/session-user.ts';
import { useSession } from '../../session/use-session.ts';
import { TenantLink, useTenantPath } from '../../tenancy/tenant-link.tsx';
import { useOrganization } from '../../tenancy/use-organization.ts';
import { PRODUCT_NAME } from '../product-name.ts';
import classes from './site-header.module.css';
import { SiteMark } from './site-mark.tsx';

const SiteMenuDrawer = lazyNamed(() => import('./site-menu-drawer.tsx'), 'SiteMenuDrawer');

interface NavItem {
  label: string;
  to: string;
  icon: ComponentType<{ size?: number; stroke?: number }>;
}

const dashboard: NavItem = { label: 'Dashboard', to: '/dashboard', icon: IconLayoutDashboard };
const tickets: NavItem = { label: 'Tickets', to: '/tickets', icon: IconTicket };
const settings: NavItem = { label: 'Settings', to: '/settings', icon: IconSettings };
const overview: NavItem = { label: 'Overview', to: '/', icon: IconHome };
const businessModels: NavItem = { label: 'Business models', to: '/business-model', icon: IconBriefcase };
const signUp: NavItem = { label: 'Create an account', to: '/signup', icon: IconUserPlus };

export function SiteHeader() {
  const { tenancy, data: organization, isPending } = useOrganization();
  const { user, signOut } = useSession();
  const [isMenuOpen, menu] = useDisclosure(false);
  const hasMenu = useOpenedOnce(isMenuOpen);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const tenantPath = useTenantPath();

  const sessionUser = user ? describeSessionUser(user) : null;
  // A reset link signs in to let the password be changed: no way into the workspace before it is.
  const isChoosingPassword = pathname === '/reset-password';
  // Signed in on the login page is a step of the sign-in (the second factor, its set-up, a new organization): the
  // step's own Sign Out is the only way on, until it is done.
  const isSigningIn = !!sessionUser && pathname === '/login';
  const navItems = isChoosingPassword || isSigningIn ? [] : navItemsFor(sessionUser?.role ?? null, tenancy.kind === 'subdomain');
  const badge = sessionUser ? roleBadgeOf(sessionUser.role) : null;
  const isOrganizationLoading = tenancy.kind === 'subdomain' && isPending;
  const title = (tenancy.kind === 'subdomain' ? organization?.name : null) ?? PRODUCT_NAME;
  // A white-labelled organization's logo in place of the product's mark (decision 178).
  const mark = <SiteMark logoUrl={tenancy.kind === 'subdomain' ? organization?.logoUrl : null} size={30} />;

  async function logOut() {
    menu.close();
    const problem = await signOut();
    if (problem) notifications.show({ color: 'red', title: 'Could not log out', message: problem });
    else navigate(tenantPath('/login'));
  }

  const links = navItems.map((item) => (
    <TenantLink
      key={item.to}
      to={item.to}
      className={classes.link}
      aria-current={isCurrent(pathname, item.to) ? 'page' : undefined}
      onClick={menu.close}
    >
      <item.icon size={18} stroke={1.75} />
      {item.label}
    </TenantLink>
  ));

  const welcome = sessionUser && !isChoosingPassword && !isSigningIn && (
    <Group gap={8} wrap="nowrap">
      <Text size="sm" fw={500}>
        Welcome, {sessionUser.firstName}
      </Text>
      {badge && (
        <Badge variant="light" size="sm" radius="sm">
          {badge}
        </Badge>
      )}
    </Group>
  );

  return (
    <header className={classes.header}>
      <Container size="lg" className={classes.inner}>
        <TenantLink to="/" className={classes.brand} aria-label={`${title} home`}>
          {mark}
          {isOrganizationLoading ? <Skeleton height={20} width={140} radius="sm" /> : <span className={classes.brandName}>{title}</span>}
        </TenantLink>

        <Group gap={8} wrap="nowrap">
          {sessionUser ? (
            <Group gap="xs" wrap="nowrap" visibleFrom="sm">
              {links.length > 0 && (
                <>
                  <nav aria-label="Main">
                    <Group gap={4} wrap="nowrap">
                      {links}
                    </Group>
                  </nav>
                  <Divider orientation="vertical" mx="xs" />
                </>
              )}
              {welcome}
              {!isSigningIn && (
                <Button variant="default" size="sm" ml="xs" leftSection={<IconLogout size={16} />} onClick={logOut}>
                  Log out
                </Button>
              )}
            </Group>
          ) : (
            <Button component={TenantLink} to="/login" size="sm">
              Log in
            </Button>
          )}
          {!isSigningIn && (
            <Burger
              hiddenFrom="sm"
              size="sm"
              opened={isMenuOpen}
              onClick={menu.toggle}
              aria-label={isMenuOpen ? 'Close menu' : 'Open menu'}
            />
          )}
        </Group>
      </Container>

      {hasMenu && (
        <Suspense fallback={null}>
          <SiteMenuDrawer
            opened={isMenuOpen}
            onClose={menu.close}
            title={
              <Group gap={10} wrap="nowrap">
                <BrandMark size={28} />
                <Text fw={700}>{title}</Text>
              </Group>
            }
          >
            <Stack gap="md">
              {sessionUser ? (
                <>
                  {welcome}
                  {links.length > 0 && (
                    <>
                      <nav aria-label="Main">
                        <Stack gap={4}>{links}</Stack>
                      </nav>
                      <Divider />
                    </>
                  )}
                  <Button variant="default" leftSection={<IconLogout size={16} />} onClick={logOut}>
                    Log out
                  </Button>
                </>
              ) : (
                <>
                  <nav aria-label="Main">
                    <Stack gap={4}>{links}</Stack>
                  </nav>
                  <Divider />
                  <Button component={TenantLink} to="/login" fullWidth onClick={menu.close}>
                    Log in
                  </Button>
                </>
              )}
            </Stack>
          </SiteMenuDrawer>
        </Suspense>
      )}
    </header>
  );
}

/** Staff get settings; customers have none (their preferences live on their dashboard); visitors get the public pages. */
function navItemsFor(role: Role | null, isSubdomain: boolean): NavItem[] {
  if (!role) return [overview, isSubdomain ? signUp : businessModels];
  return isStaffRole(role) ? [dashboard, tickets, settings] : [dashboard, tickets];
}

function isCurrent(pathname: string, to: string): boolean {
  return pathname === to || (to !== '/' && pathname.startsWith(`${to}/`));
}
