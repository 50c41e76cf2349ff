import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconArrowRight, IconRocket, IconShieldCheck, IconTicket, IconUser } from '@tabler/icons-react';
import { firstNameOf } from '../../../domain/person-name.ts';
import { roleLabels } from '../../../domain/roles.ts';
import { PRODUCT_NAME } from '../../app/product-name.ts';
import { TenantLink } from '../../tenancy/tenant-link.tsx';
import { escalationTip } from '../tickets/escalation-tip.ts';
import { DashboardCard } from './dashboard-card.tsx';
import { SupportSiteCard } from './support-site-card.tsx';
import { useWorkspace } from './workspace-context.ts';
import { WorkspacePageHeading } from './workspace-page-heading.tsx';

const GETTING_STARTED_PATH = '/getting-started';
const TICKETS_PATH = '/tickets';

/** The staff home: who is signed in, for which organization, and where to go next. */
export function StaffDashboardPage() {
  const { account, role, organization, sections } = useWorkspace();
  const name = account.profile?.name || account.user.name || account.user.email;
  const firstName = firstNameOf(name);
  const hasGuide = sections.some((section) => section.path === GETTING_STARTED_PATH);
  const hasTickets = sections.some((section) => section.path === TICKETS_PATH);

  return (
    <>
      <title>{`Dashboard · ${organization.name}`}</title>
      <Stack gap="xl" maw={1080}>
        <WorkspacePageHeading organizationName={organization.name} title={`Welcome, ${firstName}`} />

        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          {hasGuide && (
            <DashboardCard
              icon={IconRocket}
              title="Getting Started"
              action={
                <Button component={TenantLink} to={GETTING_STARTED_PATH} rightSection={<IconArrowRight size={16} />}>
                  Open the guide
                </Button>
              }
            >
              <Text size="sm" c="dimmed">
                The first steps to get {organization.name} answering its customers, with a link to each part of the workspace.
              </Text>
            </DashboardCard>
          )}

          {hasTickets && (
            <DashboardCard
              icon={IconTicket}
              title="Tickets"
              action={
                <Button component={TenantLink} to={TICKETS_PATH} rightSection={<IconArrowRight size={16} />}>
                  Open Tickets
                </Button>
              }
            >
              <Text size="sm" c="dimmed">
                Follow your customers’ tickets as they arrive. {escalationTip}
              </Text>
            </DashboardCard>
          )}

          {organization.isPlatform ? (
            <DashboardCard icon={IconShieldCheck} title="Platform support">
              <Text size="sm" c="dimmed">
                As a {roleLabels[role]} of {PRODUCT_NAME} you work the tickets organizations escalate to {organization.name} and look after
                the organizations on the platform.
              </Text>
            </DashboardCard>
          ) : (
            <SupportSiteCard organization={organization} />
          )}

          <DashboardCard icon={IconUser} title="Your account">
            <dl style={{ margin: 0 }}>
              <Fact label="Name" value={name} />
              <Fact label="E-mail" value={account.user.email} />
              <Fact label="Role" value={roleLabels[role]} />
              <Fact label="Organization" value={organization.name} />
            </dl>
          </DashboardCard>
        </SimpleGrid>
      </Stack>
    </>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Group gap="xs" wrap="nowrap" align="baseline" py={4}>
      <Text component="dt" size="sm" c="dimmed" w={110} style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Text component="dd" size="sm" fw={500} m={0} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </Group>
  );
}
