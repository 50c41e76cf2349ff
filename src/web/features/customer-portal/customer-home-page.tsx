import { ActionIcon, Alert, Button, Card, Container, Group, SimpleGrid, Stack, Text, Title, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconLogout, IconRefresh, IconUserCircle } from '@tabler/icons-react';
import { isRole, roleLabels } from '../../../domain/roles.ts';
import siteHeaderClasses from '../../app/layout/site-header.module.css';
import { PRODUCT_NAME } from '../../app/product-name.ts';
import { BrandMark } from '../../components/brand-mark.tsx';
import { PageLoader } from '../../components/page-loader.tsx';
import { useAccount } from '../account/use-account.ts';
import { useSignOut } from '../auth/use-sign-out.ts';
import classes from './customer-home-page.module.css';

/** The customer's home on the organization's site: its header and the customer's profile. */
export function CustomerHomePage() {
  const account = useAccount();
  const signOut = useSignOut();

  async function logOut() {
    const problem = await signOut();
    if (problem) notifications.show({ color: 'red', title: 'Could not sign out', message: problem });
  }

  if (account.isPending) return <PageLoader label="Loading your account…" />;
  if (account.isError) {
    return (
      <Container size={560} py={96}>
        <Alert color="red" icon={<IconAlertCircle size={18} />} title="Your account could not be loaded" role="alert">
          <Stack gap="sm" align="flex-start">
            <Text size="sm">Check your connection and try again.</Text>
            <Button size="xs" variant="white" color="red" onClick={() => account.refetch()}>
              Try again
            </Button>
          </Stack>
        </Alert>
      </Container>
    );
  }

  const { user, profile, organization } = account.data;
  const organizationName = organization?.name ?? PRODUCT_NAME;
  const name = profile?.name || user.name || user.email;
  const role = profile && isRole(profile.role) ? roleLabels[profile.role] : (profile?.role ?? '');

  return (
    <div className={classes.page}>
      <title>{`Dashboard · ${organizationName}`}</title>
      <header className={siteHeaderClasses.header}>
        <Container size="lg" className={siteHeaderClasses.inner}>
          <div className={siteHeaderClasses.brand}>
            <span className={classes.brandMark}>
              <BrandMark size={30} />
            </span>
            <span className={siteHeaderClasses.brandName}>{organizationName}</span>
          </div>
          <Group gap="xs" wrap="nowrap">
            <Tooltip label="Refresh">
              <ActionIcon
                variant="subtle"
                color="gray"
                size="lg"
                aria-label="Refresh"
                loading={account.isFetching}
                onClick={() => account.refetch()}
              >
                <IconRefresh size={20} stroke={1.75} />
              </ActionIcon>
            </Tooltip>
            <Text size="sm" c="dimmed" className={classes.email} visibleFrom="sm">
              {user.email}
            </Text>
            <Button variant="default" size="sm" leftSection={<IconLogout size={16} />} onClick={logOut} className={classes.signOutButton}>
              <span className={classes.signOutLabel}>Sign out</span>
            </Button>
          </Group>
        </Container>
      </header>

      <Container size="lg" component="main" py={{ base: 'lg', sm: 40 }}>
        <Stack gap="lg">
          <div>
            <Title order={1} fz={{ base: 24, sm: 30 }}>
              Welcome, {name.split(/\s+/)[0]}
            </Title>
            <Text c="dimmed" mt={4}>
              This is your support portal at {organizationName}.
            </Text>
          </div>
          <Card withBorder radius="lg" padding="lg" maw={640}>
            <Group gap="sm" mb="md">
              <IconUserCircle size={24} stroke={1.75} aria-hidden />
              <Title order={2} fz="lg">
                Your profile
              </Title>
            </Group>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" component="dl" m={0}>
              <ProfileField label="Name" value={name} />
              <ProfileField label="Email" value={user.email} />
              <ProfileField label="Role" value={role} />
              <ProfileField label="Organization" value={organizationName} />
            </SimpleGrid>
          </Card>
        </Stack>
      </Container>
    </div>
  );
}

function ProfileField({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text component="dd" m={0} fw={500} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </div>
  );
}
