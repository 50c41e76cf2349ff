import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { customerAccount } from '../../../../tests/support/web/customer-portal.ts';
import { detailOf, summaryOf, ticketOf } from '../../../../tests/support/web/tickets.ts';
import { dateTimeDefaults } from '../../../domain/datetime-settings.ts';
import { ApiRefusal, type ApiRequest, answerApi } from '../../test/api-answers.ts';
import { emitRealtimeEvent } from '../../test/fake-realtime-connection.ts';
import { fillFields } from '../../test/fill-fields.ts';
import { renderApp } from '../../test/render-app.tsx';
import { CustomerHomePage } from './customer-home-page.tsx';

vi.mock('../realtime/realtime-connection.ts', () => import('../../test/fake-realtime-connection.ts'));

const vpn = ticketOf({
  ticketNumber: 'TKT-1001',
  title: 'VPN disconnects every hour',
  displayTitle: 'VPN disconnects every hour',
  description: 'Remote staff lose the VPN connection roughly every 60 minutes.',
  priority: 'high',
  createdAt: new Date(Date.now() - 3 * 3600_000).toISOString(),
  updatedAt: new Date(Date.now() - 10 * 60_000).toISOString(),
  commentCount: 2,
});
const counts = summaryOf({ total: 3, open: 2, inProgress: 1, resolved: 1, highOrUrgent: 2 });
const printer = ticketOf({
  ticketNumber: 'TKT-1000',
  title: '[Northwind Corp] Printer on floor 2 is jammed',
  displayTitle: 'Printer on floor 2 is jammed',
  description: 'The printer near reception shows a paper jam.',
  status: 'resolved',
  priority: 'medium',
  commentCount: 1,
});

const emptyBell = { items: [], nextCursor: null, unreadCount: 0 };

/** The dashboard's server: the account, the bell, the counts and a ticket list that answers each filter and search. */
function dashboardServer(options: { tickets?: (typeof vpn)[]; answers?: Record<string, unknown> } = {}) {
  const tickets = options.tickets ?? [vpn, printer];
  return answerApi({
    'GET /api/me': customerAccount,
    'GET /api/notifications': emptyBell,
    'GET /api/tickets/summary': counts,
    'GET /api/settings/datetime': dateTimeDefaults,
    'GET /api/tickets': ({ params }: ApiRequest) => {
      const { status = 'all', search = '' } = params?.query ?? {};
      const items = tickets.filter(
        (ticket) =>
          (status === 'all' || (status === 'resolved') === (ticket.status === 'resolved')) &&
          `${ticket.title} ${ticket.description} ${ticket.ticketNumber}`.toLowerCase().includes(String(search).toLowerCase()),
      );
      return { items, nextCursor: null };
    },
    ...options.answers,
  });
}

function renderDashboard(url = '/dashboard?subdomain=acme') {
  return renderApp(<CustomerHomePage />, { url, signedInAs: { name: 'Casey Customer', role: 'user' } });
}

function lastQueryOf(get: ReturnType<typeof answerApi>['GET'], path: string) {
  const calls = get.mock.calls.filter(([calledPath]) => String(calledPath) === path);
  return (calls.at(-1)?.[1] as ApiRequest | undefined)?.params?.query;
}

describe('CustomerHomePage', { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows the header: the organization, refresh, the bell, profile and settings, the address and sign out', async () => {
    const { GET } = dashboardServer();
    const { session, router } = renderDashboard();

    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Casey' })).toBeTruthy();
    const banner = screen.getByRole('banner');
    expect(banner.textContent).toContain('Acme Field Services');
    expect(banner.textContent).toContain('casey@northwind.test');
    expect(within(banner).getByRole('button', { name: 'Notifications' })).toBeTruthy();
    expect(within(banner).getByRole('button', { name: 'Profile and settings' })).toBeTruthy();

    const user = userEvent.setup();
    const before = GET.mock.calls.length;
    await user.click(within(banner).getByRole('button', { name: 'Refresh' }));
    await waitFor(() =>
      expect(GET.mock.calls.slice(before).map(([path]) => path)).toEqual(
        expect.arrayContaining(['/api/me', '/api/tickets', '/api/tickets/summary', '/api/notifications']),
      ),
    );

    await user.click(within(banner).getByRole('button', { name: 'Sign out' }));
    expect(session.signOut).toHaveBeenCalled();
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/login?subdomain=acme'));
  });

  it("shows the five counts, with high priority counting urgent, and the customer's ticket cards", async () => {
    dashboardServer();
    renderDashboard();

    const cards = await screen.findByRole('group', { name: 'Ticket counts' });
    await waitFor(() => expect(cards.textContent).toBe('Total3Open2In Progress1Resolved1High Priority2'));

    const card = (await screen.findByRole('link', { name: 'VPN disconnects every hour' })).closest('article') as HTMLElement;
    expect(card.textContent).toContain('TKT-1001');
    expect(card.textContent).toContain('Remote staff lose the VPN connection');
    expect(card.textContent).toContain('Open');
    expect(card.textContent).toContain('High');
    expect(card.textContent).toContain('2 comments');
    expect(card.textContent).toContain('Updated 10 minutes ago');
    expect(card.textContent).toContain('Created 3 hours ago');
    expect(screen.getByRole('link', { name: 'Printer on floor 2 is jammed' }).closest('article')?.textContent).toContain('1 comment');
  });

  it('filters the list with the Total, Open and Resolved cards', async () => {
    const { GET } = dashboardServer();
    renderDashboard();
    const user = userEvent.setup();
    await screen.findByRole('link', { name: 'Printer on floor 2 is jammed' });
    const cards = screen.getByRole('group', { name: 'Ticket counts' });
    const card = (name: RegExp) => within(cards).getByRole('button', { name });

    expect(card(/^Total/).getAttribute('aria-pressed')).toBe('true');
    expect(within(cards).queryByRole('button', { name: /^In Progress/ })).toBeNull();
    expect(within(cards).queryByRole('button', { name: /^High Priority/ })).toBeNull();

    await user.click(card(/^Open/));
    expect(await screen.findByRole('heading', { level: 2, name: 'Open tickets' })).toBeTruthy();
    expect(card(/^Open/).getAttribute('aria-pressed')).toBe('true');
    expect(card(/^Total/).getAttribute('aria-pressed')).toBe('false');
    expect(lastQueryOf(GET, '/api/tickets')).toMatchObject({ status: 'open' });
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Printer on floor 2 is jammed' })).toBeNull());
    expect(screen.getByRole('link', { name: 'VPN disconnects every hour' })).toBeTruthy();

    await user.click(card(/^Resolved/));
    expect(await screen.findByRole('heading', { level: 2, name: 'Resolved tickets' })).toBeTruthy();
    expect(lastQueryOf(GET, '/api/tickets')).toMatchObject({ status: 'resolved' });
    await waitFor(() => expect(screen.queryByRole('link', { name: 'VPN disconnects every hour' })).toBeNull());

    await user.click(card(/^Total/));
    expect(await screen.findByRole('heading', { level: 2, name: 'All tickets' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'VPN disconnects every hour' })).toBeTruthy();
  });

  it('searches on the server once typing pauses, and says when nothing matches', async () => {
    const { GET } = dashboardServer();
    renderDashboard();
    const user = userEvent.setup();
    await screen.findByRole('link', { name: 'VPN disconnects every hour' });

    await user.click(screen.getByRole('searchbox', { name: 'Search tickets' }));
    await user.paste('tkt-1000');
    await waitFor(() => expect(lastQueryOf(GET, '/api/tickets')).toMatchObject({ search: 'tkt-1000' }));
    expect(
      GET.mock.calls.filter(([path, request]) => String(path) === '/api/tickets' && (request as ApiRequest).params?.query?.search).length,
    ).toBe(1);
    await waitFor(() => expect(screen.queryByRole('link', { name: 'VPN disconnects every hour' })).toBeNull());
    expect(screen.getByRole('link', { name: 'Printer on floor 2 is jammed' })).toBeTruthy();

    await user.paste(' nothing like this');
    expect(await screen.findByText('No tickets found')).toBeTruthy();
    expect(screen.getByText('Try other words, or show all your tickets.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Show all tickets' }));
    expect(await screen.findByRole('link', { name: 'VPN disconnects every hour' })).toBeTruthy();
    expect((screen.getByRole('searchbox', { name: 'Search tickets' }) as HTMLInputElement).value).toBe('');
  });

  it('says that a card shows none of the tickets without speaking of search words', async () => {
    dashboardServer({ tickets: [vpn] });
    renderDashboard();
    const user = userEvent.setup();
    await screen.findByRole('link', { name: 'VPN disconnects every hour' });

    await user.click(within(screen.getByRole('group', { name: 'Ticket counts' })).getByRole('button', { name: /^Resolved/ }));
    expect(await screen.findByText('No tickets found')).toBeTruthy();
    expect(screen.getByText('None of your tickets is in this group.')).toBeTruthy();
    expect(screen.queryByText('Try other words, or show all your tickets.')).toBeNull();
  });

  it('says No tickets yet to a customer without tickets', async () => {
    dashboardServer({ tickets: [] });
    renderDashboard();
    expect(await screen.findByText('No tickets yet')).toBeTruthy();
  });

  it('opens the ticket named by /tickets/{id}, and goes back to the dashboard when closed', async () => {
    dashboardServer({ answers: { 'GET /api/tickets/{id}': detailOf(vpn) } });
    const { router } = renderDashboard(`/tickets/${vpn.id}?subdomain=acme`);

    const dialog = await screen.findByRole('dialog', { name: 'VPN disconnects every hour' });
    expect(await within(dialog).findByText('No comments yet. Be the first to comment!')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/dashboard?subdomain=acme'));
  });

  it('opens a ticket from its card, and its dialog closes back to the list', async () => {
    dashboardServer({ answers: { 'GET /api/tickets/{id}': detailOf(vpn) } });
    const { router } = renderDashboard();
    const user = userEvent.setup();

    await user.click(await screen.findByRole('link', { name: 'VPN disconnects every hour' }));
    expect(router.state.location.pathname).toBe(`/tickets/${vpn.id}`);
    expect(await screen.findByRole('dialog', { name: 'VPN disconnects every hour' })).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('opens the profile and settings dialog at /profile, with the profile and the notification preferences', async () => {
    dashboardServer();
    renderDashboard('/profile?subdomain=acme');

    const dialog = await screen.findByRole('dialog', { name: 'Profile and Settings' });
    const profile = within(dialog).getByRole('tabpanel', { name: 'Profile' });
    expect(profile.textContent).toContain('NameCasey Customer');
    expect(profile.textContent).toContain('Emailcasey@northwind.test');
    expect(profile.textContent).toContain('RoleUser');
    expect(profile.textContent).toContain('OrganizationAcme Field Services');
    expect(within(dialog).getByRole('tab', { name: 'Notifications' })).toBeTruthy();
  });

  it('submits a new ticket from /new-ticket and confirms it, then shows it in the list', async () => {
    const created = ticketOf({
      ticketNumber: 'TKT-1009',
      title: 'Badge reader',
      displayTitle: 'Badge reader',
    });
    let tickets = [vpn];
    const { POST } = dashboardServer({
      answers: {
        'GET /api/tickets': () => ({ items: tickets, nextCursor: null }),
        'POST /api/tickets': () => {
          tickets = [created, vpn];
          return created;
        },
      },
    });
    const { router } = renderDashboard('/new-ticket?subdomain=acme');
    const user = userEvent.setup();

    const dialog = await screen.findByRole('dialog', { name: 'Submit New Ticket' });
    await fillFields(user, [
      [/^Subject/, 'Badge reader'],
      [/^Description/, 'The east entrance reader refuses every badge.'],
    ]);
    await user.selectOptions(within(dialog).getByLabelText('Priority'), 'urgent');
    await user.click(within(dialog).getByRole('button', { name: 'Submit Ticket' }));

    expect(POST).toHaveBeenCalledWith('/api/tickets', {
      body: {
        subject: 'Badge reader',
        description: 'The east entrance reader refuses every badge.',
        priority: 'urgent',
        attachments: [],
        customFields: {},
      },
      headers: { 'Idempotency-Key': expect.any(String) },
    });
    const success = await screen.findByRole('dialog', { name: 'Ticket Submitted Successfully!' });
    expect(success.textContent).toContain('TKT-1009');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(await screen.findByRole('link', { name: 'Badge reader' })).toBeTruthy();

    await user.click(within(success).getByRole('button', { name: 'View Ticket' }));
    expect(router.state.location.pathname).toBe(`/tickets/${created.id}`);
  });

  it('follows realtime events: the list, the counts and an open ticket update without reloading', async () => {
    let status: 'open' | 'in_progress' = 'open';
    dashboardServer({
      answers: {
        'GET /api/tickets': () => ({ items: [{ ...vpn, status }], nextCursor: null }),
        'GET /api/tickets/summary': () => (status === 'open' ? counts : { ...counts, inProgress: 2 }),
        'GET /api/tickets/{id}': () => detailOf({ ...vpn, status }),
      },
    });
    renderDashboard(`/tickets/${vpn.id}?subdomain=acme`);
    const dialog = await screen.findByRole('dialog', { name: 'VPN disconnects every hour' });
    await within(dialog).findByText('Open');

    status = 'in_progress';
    emitRealtimeEvent('ticket.updated', { ticketId: vpn.id, status, change: 'status' });

    expect(await within(dialog).findByText('In Progress')).toBeTruthy();
    const cards = screen.getByRole('group', { name: 'Ticket counts' });
    await waitFor(() => expect(cards.textContent).toContain('In Progress2'));
  });

  it("shows a work order's visit, its window in the organization's time zone, date format and clock, and where it stands, live", async () => {
    const start = '2026-12-01T15:00:00.000Z';
    let visit = { start, end: '2026-12-01T16:00:00.000Z', state: 'scheduled', technicianFirstName: 'Terry' };
    const workOrder = {
      id: '5b1e0c9a-7d2f-4e3a-9c1b-2a3b4c5d6e7f',
      workOrderNumber: 'WO-0007',
      title: 'Service the heat pump',
      status: 'pending',
      scheduledDate: start,
      completedAt: null,
      documentUrl: null,
      createdAt: '2026-11-27T12:00:00.000Z',
    };
    dashboardServer({
      answers: {
        'GET /api/customer/work-orders': () => [{ ...workOrder, visit }],
        'GET /api/settings/datetime': { ...dateTimeDefaults, timezone: 'America/New_York', dateFormat: 'DD/MM/YYYY', timeFormat: '24' },
      },
    });
    renderDashboard();

    const section = await screen.findByRole('region', { name: 'Your Work Orders' });
    expect(await within(section).findByText('Visit: Tue, 01/12/2026, 10:00 to 11:00 · Terry')).toBeTruthy();
    expect(within(section).getByText('Scheduled')).toBeTruthy();

    visit = { ...visit, state: 'on_the_way' };
    emitRealtimeEvent('work_order.changed', { workOrderId: workOrder.id, change: 'on_the_way' });
    expect(await within(section).findByText('On the way')).toBeTruthy();
  });

  it('says so when the tickets cannot be loaded, and tries again', async () => {
    let isDown = true;
    dashboardServer({
      answers: {
        'GET /api/tickets': () => (isDown ? new ApiRefusal(500, { code: 'internal_error' }) : { items: [vpn], nextCursor: null }),
      },
    });
    renderDashboard();
    expect(await screen.findByText('Your tickets could not be loaded')).toBeTruthy();
    isDown = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'VPN disconnects every hour' })).toBeTruthy();
  });
});
