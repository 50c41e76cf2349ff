import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../api/client.ts';
import { renderInWorkspace, workspaceContextFor } from '../../test/render-in-workspace.tsx';
import { TicketDetailPage } from './ticket-detail-page.tsx';
import { detailOf, ticketOf } from './tickets.fixture.ts';
import { type TicketDetail, ticketDetailQuery } from './tickets-queries.ts';

const userId = workspaceContextFor('org_admin', 'Alice Admin').account.user.id;

function renderDetail(detail: TicketDetail) {
  return renderInWorkspace(<TicketDetailPage />, {
    url: `/tickets/${detail.ticket.id}`,
    path: '/tickets/:ticketId',
    queryData: [[ticketDetailQuery(userId, detail.ticket.id).queryKey, detail]],
  });
}

describe('TicketDetailPage', { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows the ticket with No comments yet. and a comment form that sends only text', async () => {
    const ticket = ticketOf({ displayTitle: 'VPN disconnects every hour', ticketNumber: 'TKT-1001', status: 'in_progress' });
    renderDetail(detailOf(ticket));
    expect(screen.getByRole('heading', { level: 1, name: 'VPN disconnects every hour' })).toBeTruthy();
    expect(screen.getByText('TKT-1001')).toBeTruthy();
    expect(screen.getByText('Carla Customer')).toBeTruthy();
    expect(screen.getByText('No comments yet.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Schedule Appointment' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Scheduled Appointment' })).toBeNull();

    const send = screen.getByRole<HTMLButtonElement>('button', { name: 'Add Comment' });
    expect(send.disabled).toBe(true);
    await userEvent.type(screen.getByLabelText('Add a comment'), '   ');
    expect(send.disabled).toBe(true);
    await userEvent.type(screen.getByLabelText('Add a comment'), 'On it.');
    expect(send.disabled).toBe(false);
  });

  it('shows the scheduled appointment on its card and offers to schedule another', () => {
    const ticket = ticketOf({
      appointment: {
        id: '00000000-0000-4000-8000-0000000000e1',
        ticketId: '00000000-0000-4000-8000-000000000001',
        title: 'On-site visit',
        description: '',
        date: '2030-06-04',
        time: '09:00',
        scheduledAt: '2030-06-04T13:00:00Z',
        endsAt: '2030-06-04T14:00:00Z',
      },
    });
    renderDetail(detailOf(ticket));
    const card = screen.getByRole('region', { name: 'Scheduled Appointment' });
    expect(card.textContent).toContain('On-site visit');
    expect(card.textContent).toContain('Tue, Jun 4, 2030, 9:00 AM · 1 hour');
    expect(screen.getByRole('button', { name: 'Schedule Another' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit Appointment' })).toBeTruthy();
  });

  it('asks for every field before scheduling', async () => {
    renderDetail(detailOf(ticketOf()));
    await userEvent.click(screen.getByRole('button', { name: 'Schedule Appointment' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Schedule' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please fill in all fields');
  });

  it('says Ticket not found. for a ticket it may not see', async () => {
    vi.spyOn(api, 'GET').mockResolvedValue({
      error: { code: 'ticket_not_found', message: 'Ticket not found.' },
      response: new Response('{}', { status: 404 }),
    } as never);
    renderInWorkspace(<TicketDetailPage />, { url: '/tickets/00000000-0000-4000-8000-000000000999', path: '/tickets/:ticketId' });
    expect(await screen.findByRole('heading', { name: 'Ticket not found.' })).toBeTruthy();
  });
});
