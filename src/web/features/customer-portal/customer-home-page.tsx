import { Anchor, Button, Container, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconArrowLeft, IconPlus, IconSearch } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import { firstNameOf } from '../../../domain/person-name.ts';
import { isRole, roleLabels } from '../../../domain/roles.ts';
import { ticketLimits } from '../../../domain/ticket-limits.ts';
import { PRODUCT_NAME } from '../../app/product-name.ts';
import { lazyNamed } from '../../components/lazy-named.ts';
import { LoadFailure } from '../../components/load-failure.tsx';
import { PageLoader } from '../../components/page-loader.tsx';
import { useOpenedOnce } from '../../components/use-opened-once.ts';
import { useSession } from '../../session/use-session.ts';
import { TenantLink } from '../../tenancy/tenant-link.tsx';
import { useAccount } from '../account/use-account.ts';
import { notificationKeys } from '../notifications/notification-queries.ts';
import { type Ticket, ticketKeys, ticketSummaryQuery } from '../tickets/tickets-queries.ts';
import { useTicketListRefresh } from '../tickets/use-ticket-refresh.ts';
import { CustomerHeader } from './customer-header.tsx';
import classes from './customer-home-page.module.css';
import { CustomerTicketList } from './customer-ticket-list.tsx';
import type { CustomerTicketFilter } from './customer-ticket-messages.ts';
import { TicketStatCards } from './ticket-stat-cards.tsx';
import { useCustomerDialog } from './use-customer-dialog.ts';

// The dialogs' code (forms, the ticket's conversation, the modal itself) is fetched when one is first opened.
const NewTicketDialog = lazyNamed(() => import('./new-ticket-dialog.tsx'), 'NewTicketDialog');
const ProfileSettingsDialog = lazyNamed(() => import('./profile-settings-dialog.tsx'), 'ProfileSettingsDialog');
const TicketDetailDialog = lazyNamed(() => import('./ticket-detail-dialog.tsx'), 'TicketDetailDialog');
const TicketSubmittedDialog = lazyNamed(() => import('./ticket-submitted-dialog.tsx'), 'TicketSubmittedDialog');
// The work orders, below the tickets, with their visits and PDFs, come after the page has shown.
const CustomerWorkOrders = lazyNamed(() => import('./customer-work-orders.tsx'), 'CustomerWorkOrders');
// The notifications page, behind the bell's View all, in the dashboard's frame.
const NotificationList = lazyNamed(() => import('../notifications/notification-list.tsx'), 'NotificationList');

const SEARCH_DEBOUNCE_MS = 300;

const listHeadings: Record<CustomerTicketFilter, string> = {
  all: 'All tickets',
  open: 'Open tickets',
  resolved: 'Resolved tickets',
};

/** The customer dashboard: counts, the customer's tickets with search and filters, and the ticket, new-ticket and profile dialogs. */
export function CustomerHomePage() {
  const account = useAccount();
  const { user } = useSession();
  const userId = user?.id ?? '';
  const queryClient = useQueryClient();
  const { dialog, open, close } = useCustomerDialog();
  const [filter, setFilter] = useState<CustomerTicketFilter>('all');
  const [searchText, setSearchText] = useState('');
  const [search] = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const [submitted, setSubmitted] = useState<Ticket | null>(null);
  const hasOpenedTicket = useOpenedOnce(dialog?.kind === 'ticket');
  const hasOpenedNewTicket = useOpenedOnce(dialog?.kind === 'new-ticket');
  const hasOpenedProfile = useOpenedOnce(dialog?.kind === 'profile');
  const hasSubmitted = useOpenedOnce(submitted !== null);
  const [isRefreshing, setIsRefreshing] = useState(false);
  const summary = useQuery({ ...ticketSummaryQuery(userId), enabled: !!user });
  const isNotificationsPage = /^\/notifications\/?$/.test(useLocation().pathname);

  // Live: ticket events, a reconnection and the window's focus refetch the list and the counts.
  useTicketListRefresh();

  async function refresh() {
    setIsRefreshing(true);
    await Promise.all([
      account.refetch(),
      queryClient.invalidateQueries({ queryKey: ticketKeys.all }),
      queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
    ]);
    setIsRefreshing(false);
  }

  // A failed refetch keeps the account on screen; only a first load that fails stops the page.
  if (!account.data) {
    if (!account.isError) return <PageLoader label="Loading your account…" />;
    return (
      <Container size={560} py={96}>
        <LoadFailure title="Your account could not be loaded" onRetry={() => account.refetch()} isRetrying={account.isFetching} />
      </Container>
    );
  }

  const { profile, organization } = account.data;
  const organizationName = organization?.name ?? PRODUCT_NAME;
  const email = account.data.user.email;
  const name = profile?.name || account.data.user.name || email;
  const role = profile && isRole(profile.role) ? roleLabels[profile.role] : (profile?.role ?? '');

  return (
    <div className={classes.page}>
      <title>{`${isNotificationsPage ? 'Notifications' : 'Dashboard'} · ${organizationName}`}</title>
      <CustomerHeader
        organizationName={organizationName}
        email={email}
        isRefreshing={isRefreshing}
        onRefresh={refresh}
        onOpenProfile={() => open('/profile')}
      />

      {isNotificationsPage ? (
        <Container size="md" component="main" py={{ base: 'lg', sm: 40 }}>
          <Stack gap="lg">
            <Anchor component={TenantLink} to="/dashboard" size="sm" className={classes.backLink}>
              <IconArrowLeft size={16} aria-hidden />
              Back to your dashboard
            </Anchor>
            <Title order={1} fz={{ base: 24, sm: 30 }}>
              Notifications
            </Title>
            <Suspense fallback={<PageLoader label="Loading notifications…" />}>
              <NotificationList />
            </Suspense>
          </Stack>
        </Container>
      ) : (
        <Container size="lg" component="main" py={{ base: 'lg', sm: 40 }}>
          <Stack gap="xl">
            <Group justify="space-between" align="flex-end" gap="md">
              <div>
                <Title order={1} fz={{ base: 24, sm: 30 }}>
                  Welcome, {firstNameOf(name)}
                </Title>
                <Text c="dimmed" mt={4}>
                  Follow your requests to {organizationName} and send new ones.
                </Text>
              </div>
              <Button leftSection={<IconPlus size={18} />} onClick={() => open('/new-ticket')} className={classes.newTicket}>
                Submit New Ticket
              </Button>
            </Group>

            <TicketStatCards summary={summary.data} filter={filter} onFilter={setFilter} />

            <section aria-labelledby="ticket-list-heading">
              <Stack gap="md">
                <Group justify="space-between" align="flex-end" gap="sm">
                  <Title order={2} fz="lg" id="ticket-list-heading">
                    {listHeadings[filter]}
                  </Title>
                  <TextInput
                    aria-label="Search tickets"
                    placeholder="Search by title, description or number"
                    leftSection={<IconSearch size={16} />}
                    value={searchText}
                    onChange={(event) => setSearchText(event.currentTarget.value)}
                    type="search"
                    maxLength={ticketLimits.search}
                    className={classes.search}
                  />
                </Group>
                <CustomerTicketList
                  userId={userId}
                  filter={filter}
                  search={search}
                  onShowAll={() => {
                    setFilter('all');
                    setSearchText('');
                  }}
                />
              </Stack>
            </section>
            <Suspense fallback={null}>
              <CustomerWorkOrders userId={userId} />
            </Suspense>
          </Stack>
        </Container>
      )}

      <Suspense fallback={null}>
        {hasOpenedTicket && (
          <TicketDetailDialog userId={userId} ticketId={dialog?.kind === 'ticket' ? dialog.ticketId : null} onClose={close} />
        )}
        {hasOpenedNewTicket && (
          <NewTicketDialog
            opened={dialog?.kind === 'new-ticket'}
            isSignedIn={!!user}
            hasOrganization={!!organization}
            onClose={close}
            onSubmitted={(ticket) => {
              close();
              setSubmitted(ticket);
            }}
          />
        )}
        {hasSubmitted && (
          <TicketSubmittedDialog
            ticket={submitted}
            onClose={() => setSubmitted(null)}
            onView={(ticket) => {
              setSubmitted(null);
              open(`/tickets/${ticket.id}`);
            }}
          />
        )}
        {hasOpenedProfile && (
          <ProfileSettingsDialog
            opened={dialog?.kind === 'profile'}
            profile={{ name, email, role, organization: organizationName }}
            onClose={close}
          />
        )}
      </Suspense>
    </div>
  );
}
