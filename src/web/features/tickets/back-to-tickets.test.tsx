import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInWorkspace, workspaceContextFor } from '../../test/render-in-workspace.tsx';
import { BackToTickets } from './back-to-tickets.tsx';
import { defaultTicketListFilters } from './ticket-list-filters.ts';
import { rememberTicketList } from './ticket-list-memory.ts';

describe('BackToTickets', () => {
  it('leads to the filtered list the ticket was opened from', async () => {
    const { router } = renderInWorkspace(<BackToTickets />, { url: '/tickets/1?subdomain=acme' });
    expect(screen.getByRole('link', { name: 'Tickets' }).getAttribute('href')).toBe('/tickets?subdomain=acme');

    await act(() => router.navigate('/tickets/2?subdomain=acme', { state: { ticketList: '/tickets?subdomain=acme&status=resolved' } }));
    expect(screen.getByRole('link', { name: 'Tickets' }).getAttribute('href')).toBe('/tickets?subdomain=acme&status=resolved');
  });

  it('leads to the list last shown in this tab when the ticket was not opened from it (a reload, a notification)', () => {
    const context = workspaceContextFor('org_admin', 'Alice Admin');
    rememberTicketList(
      { organizationId: context.organization.id, userId: context.account.user.id },
      { ...defaultTicketListFilters, priority: 'urgent', tag: 'vip', sort: 'oldest' },
    );
    renderInWorkspace(<BackToTickets />, { url: '/tickets/1?subdomain=acme' });
    expect(screen.getByRole('link', { name: 'Tickets' }).getAttribute('href')).toBe(
      '/tickets?priority=urgent&tag=vip&sort=oldest&subdomain=acme',
    );
    window.sessionStorage.clear();
  });
});
