import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listOf, summaryOf, ticketOf } from '../../../../tests/support/web/tickets.ts';
import { formatDateTimeAs } from '../../../domain/datetime-settings.ts';
import { api } from '../../api/client.ts';
import { dayFirstSettings, dayFirstSettingsData } from '../../test/day-first-settings.ts';
import { renderInWorkspace, testOrganization, workspaceContextFor } from '../../test/render-in-workspace.tsx';
import { filtersOf } from './ticket-list-filters.ts';
import { rememberedTicketList } from './ticket-list-memory.ts';
import { TicketsPage } from './tickets-page.tsx';
import { ticketListQuery, ticketSummaryQuery } from './tickets-queries.ts';

const userId = workspaceContextFor('org_admin', 'Alice Admin').account.user.id;

function renderList(url: string, tickets = listOf([]), summary = summaryOf()) {
  const filters = filtersOf(new URL(url, 'http://localhost').searchParams);
  return renderInWorkspace(<TicketsPage />, {
    url,
    queryData: [[ticketListQuery(userId, filters).queryKey, tickets], [ticketSummaryQuery(userId).queryKey, summary], dayFirstSettingsData],
  });
}

describe('TicketsPage', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('says so when no ticket matches the search or filters', () => {
    renderList('/tickets?search=printer');
    expect(screen.getByRole('heading', { name: 'Tickets' })).toBeTruthy();
    expect(screen.getByText('Manage all tickets and escalations')).toBeTruthy();
    expect(screen.getByText('No tickets found. Try adjusting your search terms or filters.')).toBeTruthy();
  });

  it('tells an organization without tickets how the first one arrives', () => {
    renderList('/tickets');
    expect(screen.getByRole('heading', { name: 'No tickets yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create the first ticket' }).getAttribute('href')).toContain('/tickets/new');
    expect(screen.getByText(/\/signup/)).toBeTruthy();
    expect(screen.queryByText(/Try adjusting/)).toBeNull();
  });

  it('shows Loading tickets... until the server answers', () => {
    vi.spyOn(api, 'GET').mockReturnValue(new Promise(() => {}) as never);
    renderInWorkspace(<TicketsPage />, { url: '/tickets' });
    expect(screen.getByText('Loading tickets...')).toBeTruthy();
  });

  it('cannot load without an organization', async () => {
    const response = new Response(null, { status: 404 });
    vi.spyOn(api, 'GET').mockResolvedValue({
      error: { code: 'organization_not_found', message: 'Unable to load organization information.' },
      response,
    } as never);
    renderInWorkspace(<TicketsPage />, { url: '/tickets' });
    expect(await screen.findByText('Unable to load organization information.')).toBeTruthy();
  });

  it('shows each card with its number, customer, badges and the escalation tag, opening the ticket', async () => {
    const escalation = ticketOf({ displayTitle: 'Billing export fails', isEscalation: true, customerName: 'Acme Field Services' });
    const scheduled = ticketOf({
      priority: 'high',
      status: 'in_progress',
      commentCount: 2,
      appointment: {
        id: '00000000-0000-4000-8000-0000000000e1',
        ticketId: '00000000-0000-4000-8000-000000000001',
        title: 'Visit',
        description: '',
        date: '2030-06-04',
        time: '14:30',
        scheduledAt: '2030-06-04T18:30:00Z',
        endsAt: '2030-06-04T19:30:00Z',
        notes: '',
        durationMinutes: 60,
      },
    });
    renderList('/tickets?subdomain=acme', listOf([escalation, scheduled]), summaryOf({ total: 2, open: 2, inProgress: 1 }));

    const [first, second] = screen.getAllByRole('article');
    if (!first || !second) throw new Error('two cards expected');
    expect(within(first).getByText('Escalated')).toBeTruthy();
    expect(within(first).getByRole('link', { name: 'Billing export fails' }).getAttribute('href')).toBe(
      `/tickets/${escalation.id}?subdomain=acme`,
    );
    expect(within(second).queryByText('Escalated')).toBeNull();
    expect(within(second).getByText(scheduled.ticketNumber)).toBeTruthy();
    expect(within(second).getByText('Carla Customer')).toBeTruthy();
    expect(within(second).getByText('In Progress')).toBeTruthy();
    expect(within(second).getByText('High')).toBeTruthy();
    expect(within(second).getByText('2 comments')).toBeTruthy();
    // The appointment, and the exact moments on hover, in the organization's date format and clock.
    expect(within(second).getByText('Tue, 04/06/2030 14:30')).toBeTruthy();
    expect(within(second).getAllByText('3 hours ago')).toHaveLength(2);
    const created = formatDateTimeAs(new Date(scheduled.createdAt), dayFirstSettings);
    expect(created).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    await waitFor(() => expect(within(second).getAllByText('3 hours ago')[0]?.getAttribute('title')).toBe(created));
    expect(within(second).getByText('Unassigned')).toBeTruthy();
  });

  it('shows who each ticket is assigned to on its card', () => {
    renderList('/tickets', listOf([ticketOf({ assignedTo: userId, assigneeName: 'Alice Admin' })]));
    expect(within(screen.getByRole('article')).getByText('Assigned to Alice Admin')).toBeTruthy();
  });

  it('selects the card in focus with x, as the table does, and offers the bulk changes', async () => {
    window.localStorage.clear();
    const [first, second] = [ticketOf(), ticketOf()];
    renderList('/tickets?subdomain=acme', listOf([first, second]));
    const [, secondCard] = screen.getAllByRole('article');
    if (!secondCard) throw new Error('two cards expected');

    await userEvent.keyboard('jj');
    expect(document.activeElement).toBe(within(secondCard).getByRole('link', { name: second.displayTitle }));
    await userEvent.keyboard('x');
    expect(within(secondCard).getByRole<HTMLInputElement>('checkbox', { name: `Select ${second.ticketNumber}` }).checked).toBe(true);
    expect(secondCard.hasAttribute('data-selected')).toBe(true);
    expect(screen.getByRole('region', { name: 'Selected tickets' }).textContent).toContain('1 ticket selected');

    await userEvent.keyboard('x');
    expect(within(secondCard).getByRole<HTMLInputElement>('checkbox', { name: `Select ${second.ticketNumber}` }).checked).toBe(false);
    expect(screen.queryByRole('region', { name: 'Selected tickets' })).toBeNull();
  });

  it('switches to a table of number, title, customer, assignee, status, priority, next due and updated, and keeps the choice', async () => {
    window.localStorage.clear();
    const dueAt = new Date(Date.now() + (2 * 60 + 30) * 60_000 + 20_000).toISOString();
    const assigned = ticketOf({
      assignedTo: userId,
      assigneeName: 'Alice Admin',
      priority: 'high',
      serviceLevel: { target: 'first_response', dueAt, warnAt: dueAt, breachedAt: null, isPaused: false },
    });
    renderList('/tickets?subdomain=acme', listOf([assigned, ticketOf()]));
    await userEvent.click(screen.getByRole('radio', { name: 'Table' }));

    const table = screen.getByRole('table', { name: 'Tickets' });
    expect(screen.queryByRole('article')).toBeNull();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['', 'Number', 'Title', 'Customer', 'Assignee', 'Status', 'Priority', 'Next due', 'Updated']);
    const [, row, unassignedRow] = within(table).getAllByRole('row');
    if (!row || !unassignedRow) throw new Error('two rows expected');
    expect(within(row).getByText(assigned.ticketNumber)).toBeTruthy();
    expect(within(row).getByText('Alice Admin')).toBeTruthy();
    expect(within(row).getByText('High')).toBeTruthy();
    expect(within(row).getByText('Due in 2 h 30 min').closest('[title]')?.getAttribute('title')).toBe(
      `First response due in 2 h 30 min (due ${formatDateTimeAs(new Date(dueAt), dayFirstSettings)})`,
    );
    expect(within(row).getByRole('link', { name: assigned.displayTitle }).getAttribute('href')).toBe(
      `/tickets/${assigned.id}?subdomain=acme`,
    );
    expect(within(unassignedRow).getByText('Unassigned')).toBeTruthy();

    cleanup();
    renderList('/tickets?subdomain=acme', listOf([assigned]));
    expect(screen.getByRole('table', { name: 'Tickets' })).toBeTruthy();
    window.localStorage.clear();
  });

  it('reads its filters from the address and writes the summary cards’ filters back, keeping the subdomain', async () => {
    const { router } = renderList(
      '/tickets?subdomain=acme&search=printer&status=high_priority&sort=oldest',
      listOf([ticketOf()]),
      summaryOf({ total: 7 }),
    );
    expect(screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search tickets' }).value).toBe('printer');
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Status' }).value).toBe('high_priority');
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Sort' }).value).toBe('oldest');
    expect(screen.getByRole('button', { name: /High Priority/ }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: /Total Tickets/ }).textContent).toContain('7');

    await userEvent.click(screen.getByRole('button', { name: /Resolved Tickets/ }));
    const params = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(params)).toEqual({ subdomain: 'acme', search: 'printer', status: 'resolved', sort: 'oldest' });
  });

  it('reads an old link’s q as the search and rewrites it as search, as the API names it', async () => {
    const { router } = renderList('/tickets?subdomain=acme&q=printer&status=resolved', listOf([ticketOf()]));
    expect(screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search tickets' }).value).toBe('printer');
    await waitFor(() =>
      expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
        subdomain: 'acme',
        search: 'printer',
        status: 'resolved',
      }),
    );
  });

  it('empties its search when the address loses it (the Tickets link), without writing the old words back', async () => {
    const { router } = renderList('/tickets?subdomain=acme&search=printer', listOf([ticketOf()]));
    const searchBox = screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search tickets' });
    expect(searchBox.value).toBe('printer');

    const shown = router.locations.length;
    await act(() => router.navigate('/tickets?subdomain=acme'));
    expect(searchBox.value).toBe('');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(router.locations.slice(shown).map((location) => location.search)).toEqual(['?subdomain=acme']);
  });

  it('opens a ticket carrying the filtered list it came from, for the way back', async () => {
    const ticket = ticketOf();
    const { router } = renderList('/tickets?subdomain=acme&status=resolved&sort=oldest', listOf([ticket]));

    await userEvent.click(screen.getByRole('link', { name: ticket.displayTitle }));
    expect(router.state.location.pathname).toBe(`/tickets/${ticket.id}`);
    expect(router.state.location.state).toEqual({ ticketList: '/tickets?subdomain=acme&status=resolved&sort=oldest' });
  });

  it('remembers the filters it shows for this tab, for the way back from a ticket or another section', () => {
    const owner = { organizationId: testOrganization.id, userId };
    renderList('/tickets?subdomain=acme&search=printer&status=resolved&tag=vip&assignee=me&sort=oldest', listOf([ticketOf()]));
    expect(rememberedTicketList(owner)).toBe('/tickets?search=printer&status=resolved&tag=vip&assignee=me&sort=oldest');
    window.sessionStorage.clear();
  });
});
