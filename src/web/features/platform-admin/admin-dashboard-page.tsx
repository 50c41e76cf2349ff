import { Button, Card, Drawer, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconBuildingSkyscraper, IconRefresh, IconTicket } from '@tabler/icons-react';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useTicketListRefresh } from '../tickets/use-ticket-refresh.ts';
import { useWorkspace } from '../workspace/workspace-context.ts';
import classes from './admin-dashboard.module.css';
import { DashboardLoadFailure } from './dashboard-load-failure.tsx';
import { EscalationDetail } from './escalation-detail.tsx';
import { filtersOf, useEscalationView } from './escalation-filters.ts';
import { EscalationList } from './escalation-list.tsx';
import { EscalationToolbar } from './escalation-toolbar.tsx';
import { OrganizationList } from './organization-list.tsx';
import { escalationsQuery } from './platform-admin-queries.ts';

type AdminTab = 'escalations' | 'organizations';

// The specification's mobile breakpoint, 768 px (Mantine's sm).
const DESKTOP_QUERY = '(min-width: 48em)';

/** /admin: the platform's escalated tickets with a detail pane, and the tenant organizations with their trials. */
export function AdminDashboardPage() {
  const { account } = useWorkspace();
  const [params, setParams] = useSearchParams();
  const tab: AdminTab = params.get('tab') === 'organizations' ? 'organizations' : 'escalations';

  function showTab(next: AdminTab) {
    setParams(
      (current) => {
        const changed = new URLSearchParams(current);
        if (next === 'escalations') changed.delete('tab');
        else changed.set('tab', next);
        return changed;
      },
      { replace: true },
    );
  }

  return (
    <>
      <title>Platform Admin</title>
      <Stack gap="lg" maw={1280}>
        <div>
          <Title order={1} fz={{ base: 26, sm: 30 }}>
            Platform Admin
          </Title>
          <Text c="dimmed" size="sm" mt={2}>
            Escalated tickets from every organization, and the organizations' subscriptions
          </Text>
        </div>
        <Tabs value={tab} onChange={(value) => showTab(value === 'organizations' ? 'organizations' : 'escalations')}>
          <Tabs.List>
            <Tabs.Tab value="escalations" leftSection={<IconTicket size={16} aria-hidden />}>
              Escalated Tickets
            </Tabs.Tab>
            <Tabs.Tab value="organizations" leftSection={<IconBuildingSkyscraper size={16} aria-hidden />}>
              Organizations
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="escalations" pt="md">
            <EscalationsPanel userId={account.user.id} />
          </Tabs.Panel>
          <Tabs.Panel value="organizations" pt="md">
            {tab === 'organizations' && <OrganizationList userId={account.user.id} />}
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </>
  );
}

/** The list beside the open ticket on a desktop; on a phone the ticket opens over the list. */
function EscalationsPanel({ userId }: { userId: string }) {
  const [view, changeView] = useEscalationView();
  const filters = filtersOf(view);
  const list = useInfiniteQuery({ ...escalationsQuery(userId, filters), placeholderData: keepPreviousData });
  const refresh = useTicketListRefresh();
  const isDesktop = useMediaQuery(DESKTOP_QUERY, true, { getInitialValueInEffect: false });
  const isFiltered = Boolean(filters.search) || filters.status !== 'all' || filters.priority !== 'all';
  const closeTicket = () => changeView({ ticketId: null });

  if (list.isError && !list.data) {
    return <DashboardLoadFailure list={list} />;
  }

  const detail = view.ticketId ? (
    <EscalationDetail key={view.ticketId} userId={userId} ticketId={view.ticketId} />
  ) : (
    <Text c="dimmed" size="sm" ta="center" py={48}>
      Select a ticket to see its details and reply.
    </Text>
  );

  return (
    <div className={classes.split}>
      <Card withBorder radius="md" padding="md">
        <Stack gap="md">
          <Group justify="space-between" gap="xs">
            <Title order={2} fz="md">
              Escalations
            </Title>
            <Button
              variant="subtle"
              size="compact-sm"
              leftSection={<IconRefresh size={14} />}
              onClick={() => void refresh()}
              loading={list.isRefetching && !list.isFetchingNextPage}
            >
              Refresh
            </Button>
          </Group>
          <EscalationToolbar filters={filters} onChange={changeView} />
          <EscalationList list={list} isFiltered={isFiltered} selectedId={view.ticketId} onOpen={(ticketId) => changeView({ ticketId })} />
        </Stack>
      </Card>
      {isDesktop ? (
        <Card withBorder radius="md" padding="lg" className={classes.detailPane} component="section" aria-label="Ticket details">
          {detail}
        </Card>
      ) : (
        <Drawer opened={Boolean(view.ticketId)} onClose={closeTicket} position="right" size="100%" title="Ticket details">
          {detail}
        </Drawer>
      )}
    </div>
  );
}
