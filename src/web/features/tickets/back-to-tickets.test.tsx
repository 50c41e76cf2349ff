import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInWorkspace } from '../../test/render-in-workspace.tsx';
import { BackToTickets } from './back-to-tickets.tsx';

describe('BackToTickets', () => {
  it('leads to the filtered list the ticket was opened from', async () => {
    const { router } = renderInWorkspace(<BackToTickets />, { url: '/tickets/1?subdomain=acme' });
    expect(screen.getByRole('link', { name: 'Tickets' }).getAttribute('href')).toBe('/tickets?subdomain=acme');

    await act(() => router.navigate('/tickets/2?subdomain=acme', { state: { ticketList: '/tickets?subdomain=acme&status=resolved' } }));
    expect(screen.getByRole('link', { name: 'Tickets' }).getAttribute('href')).toBe('/tickets?subdomain=acme&status=resolved');
  });
});
