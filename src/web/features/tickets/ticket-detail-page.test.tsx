import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { detailOf, mailOf, ticketOf } from '../../../../tests/support/web/tickets.ts';
import { api } from '../../api/client.ts';
import { type ApiRequest, answerApi } from '../../test/api-answers.ts';
import { dayFirstSettingsData } from '../../test/day-first-settings.ts';
import { renderInWorkspace, workspaceContextFor } from '../../test/render-in-workspace.tsx';
import { permissionsKey } from '../access-settings/access-settings-queries.ts';
import { assigneesQuery } from './staff-picker-queries.ts';
import { TicketDetailPage } from './ticket-detail-page.tsx';
import { type TicketDetail, ticketDetailQuery } from './tickets-queries.ts';

const userId = workspaceContextFor('org_admin', 'Alice Admin').account.user.id;
const agentId = workspaceContextFor('agent', 'Andy Agent').account.user.id;
const team = [
  { id: userId, name: 'Alice Admin', email: 'alice@acme.test', role: 'org_admin' as const },
  { id: '00000000-0000-4000-8000-0000000000a2', name: 'Olga Agent', email: 'olga@acme.test', role: 'agent' as const },
];

function renderDetail(
  detail: TicketDetail,
  as: { role: 'org_admin' | 'agent'; name: string } = { role: 'org_admin', name: 'Alice Admin' },
  granted: string[] = ['tickets.create', 'tickets.view_assigned', 'tickets.edit_assigned'],
) {
  const me = as.role === 'agent' ? agentId : userId;
  return renderInWorkspace(<TicketDetailPage />, {
    ...as,
    url: `/tickets/${detail.ticket.id}`,
    path: '/tickets/:ticketId',
    queryData: [
      [ticketDetailQuery(me, detail.ticket.id).queryKey, detail],
      [assigneesQuery(me).queryKey, team],
      [permissionsKey, { matrix: {}, isStrict: false, granted }],
      dayFirstSettingsData,
    ],
  });
}

/** Answers the assignment with the ticket as the server would, and records what was asked. */
function answerAssignment(detail: TicketDetail) {
  return vi.spyOn(api, 'PUT').mockImplementation((async (_path: string, init: { body: { assignedTo: string | null } }) => ({
    data: { ticket: { ...detail.ticket, assignedTo: init.body.assignedTo }, message: 'Ticket assigned' },
    response: new Response('{}', { status: 200 }),
  })) as never);
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

  it('names the channel the ticket came in through', () => {
    renderDetail(detailOf(ticketOf({ source: 'email' })));
    expect(screen.getByText('Channel').nextElementSibling?.textContent).toBe('E-mail');
    cleanup();
    renderDetail(detailOf(ticketOf({ source: 'web' })));
    expect(screen.getByText('Channel').nextElementSibling?.textContent).toBe('Web');
  });

  it('shows each service-level target: met, breached, or paused with the time it has left', () => {
    const clock = {
      workOrderId: null,
      policyName: 'High priority',
      isBusinessHours: true,
      usedMinutes: 0,
      startedAt: '2026-03-02T15:00:00.000Z',
      warnAt: null,
      breachedAt: null,
      stoppedAt: null,
      isPaused: false,
    };
    renderDetail({
      ...detailOf(ticketOf()),
      serviceLevels: [
        {
          ...clock,
          id: '00000000-0000-4000-8000-0000000005a1',
          target: 'first_response',
          targetMinutes: 60,
          dueAt: '2026-03-02T16:00:00.000Z',
          stoppedAt: '2026-03-02T15:20:00.000Z',
        },
        {
          ...clock,
          id: '00000000-0000-4000-8000-0000000005a2',
          target: 'next_response',
          targetMinutes: 120,
          dueAt: '2026-03-02T17:30:00.000Z',
          breachedAt: '2026-03-02T17:30:00.000Z',
        },
        {
          ...clock,
          id: '00000000-0000-4000-8000-0000000005a3',
          target: 'resolution',
          targetMinutes: 480,
          usedMinutes: 60,
          dueAt: null,
          isPaused: true,
        },
      ],
    });
    const section = screen.getByRole('region', { name: 'Service Levels' });
    const target = (name: string) => section.querySelector(`[data-sla-target="${name}"]`) as HTMLElement;
    expect(within(target('first_response')).getByText('Met')).toBeTruthy();
    expect(within(target('next_response')).getByText('Breached')).toBeTruthy();
    expect(within(target('resolution')).getByText('Paused')).toBeTruthy();
    expect(within(target('resolution')).getByText('Paused with 7 h left')).toBeTruthy();
    expect(within(target('resolution')).getByText('8 h in business hours · High priority')).toBeTruthy();
  });

  it('shows the mail a ticket started as and each comment that came by mail, with its sender and files', () => {
    const ticket = ticketOf({ description: 'It is the one by the dock.' });
    const reply = {
      id: '00000000-0000-4000-8000-0000000000c7',
      ticketId: ticket.id,
      userId: null,
      userName: 'Dana Ortiz',
      userEmail: 'dana@example.org',
      content: 'Here is the delivery note.',
      isPlatformSupport: false,
      isInternal: false,
      createdAt: new Date().toISOString(),
      mail: mailOf({ html: null, quotedText: '', quotedHtml: null }),
      attachments: [],
    };
    renderDetail({ ...detailOf(ticket, [reply]), mail: mailOf({ from: 'dana@example.org', attachments: [] }) });
    expect(screen.getAllByText('By e-mail from dana@example.org')).toHaveLength(2);
    expect(screen.getByText('one by the dock').tagName).toBe('B');
    expect(screen.getByText('Here is the delivery note.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delivery note.pdf' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Show quoted text' })).toHaveLength(1);
  });

  it('marks a comment whose e-mail bounced as not delivered, with the reason the mail server gave', () => {
    const ticket = ticketOf();
    const comment = {
      ticketId: ticket.id,
      userId,
      userName: 'Alice Admin',
      userEmail: 'alice@acme.test',
      isPlatformSupport: false,
      isInternal: false,
      createdAt: '2026-11-27T09:00:00.000Z',
      mail: null,
      attachments: [],
    };
    renderDetail(
      detailOf(ticket, [
        {
          ...comment,
          id: '00000000-0000-4000-8000-0000000000c1',
          content: 'Which printer is it?',
          undelivered: { reason: '5.1.1 (smtp; 550 User unknown)' },
        },
        { ...comment, id: '00000000-0000-4000-8000-0000000000c2', content: 'Any news?' },
      ]),
    );
    const [bounced, delivered] = screen.getAllByRole('listitem');
    expect(bounced?.textContent).toContain('Not delivered');
    expect(bounced?.textContent).toContain('The e-mail of this comment came back undelivered: 5.1.1 (smtp; 550 User unknown)');
    expect(delivered?.textContent).not.toContain('Not delivered');
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
        notes: '',
        durationMinutes: 60,
      },
    });
    renderDetail(detailOf(ticket));
    const card = screen.getByRole('region', { name: 'Scheduled Appointment' });
    expect(card.textContent).toContain('On-site visit');
    // In the organization's date format and clock: day first, 24 hours.
    expect(card.textContent).toContain('Tue, 04/06/2030 09:00 · 1 hour');
    expect(screen.getByRole('button', { name: 'Schedule Another' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit Appointment' })).toBeTruthy();
  });

  it('asks for every field before scheduling', async () => {
    renderDetail(detailOf(ticketOf()));
    await userEvent.click(screen.getByRole('button', { name: 'Schedule Appointment' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Schedule' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please fill in all fields');
  });

  it('lets an org admin give the ticket to anyone on the team, showing who has it', async () => {
    const detail = detailOf(ticketOf({ assignedTo: userId, assigneeName: 'Alice Admin' }));
    const put = answerAssignment(detail);
    renderDetail(detail);
    const picker = screen.getByRole<HTMLInputElement>('combobox', { name: 'Assigned to' });
    expect(picker.value).toBe('Alice Admin');

    // Choosing the one who has it again leaves it with them; the clear button is what unassigns.
    await userEvent.click(picker);
    await userEvent.click(await screen.findByRole('option', { name: 'Alice Admin' }));
    expect(put).not.toHaveBeenCalled();
    expect(picker.value).toBe('Alice Admin');

    await userEvent.click(picker);
    await userEvent.click(await screen.findByRole('option', { name: 'Olga Agent' }));
    expect(put).toHaveBeenCalledWith('/api/tickets/{id}/assignee', {
      params: { path: { id: detail.ticket.id } },
      body: { assignedTo: '00000000-0000-4000-8000-0000000000a2' },
    });
  });

  it('lets an agent take an unassigned ticket, and give back their own', async () => {
    const unassigned = detailOf(ticketOf());
    const put = answerAssignment(unassigned);
    renderDetail(unassigned, { role: 'agent', name: 'Andy Agent' });
    expect(screen.getByText('Unassigned')).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Assigned to' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Assign to me' }));
    expect(put).toHaveBeenCalledWith('/api/tickets/{id}/assignee', expect.objectContaining({ body: { assignedTo: agentId } }));
    cleanup();

    const mine = detailOf(ticketOf({ assignedTo: agentId, assigneeName: 'Andy Agent' }));
    renderDetail(mine, { role: 'agent', name: 'Andy Agent' });
    expect(screen.getByText('You')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Assign to me' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Give back to the queue' }));
    expect(put).toHaveBeenLastCalledWith('/api/tickets/{id}/assignee', expect.objectContaining({ body: { assignedTo: null } }));
  });

  it('says Ticket not found. for a ticket it may not see', async () => {
    vi.spyOn(api, 'GET').mockResolvedValue({
      error: { code: 'ticket_not_found', message: 'Ticket not found.' },
      response: new Response('{}', { status: 404 }),
    } as never);
    renderInWorkspace(<TicketDetailPage />, { url: '/tickets/00000000-0000-4000-8000-000000000999', path: '/tickets/:ticketId' });
    expect(await screen.findByRole('heading', { name: 'Ticket not found.' })).toBeTruthy();
  });

  it('merges the ticket into one found by the search, after saying what will happen, and opens that one', async () => {
    const ticket = ticketOf({ ticketNumber: 'TKT-1043', displayTitle: 'Printer jams again' });
    const target = ticketOf({ ticketNumber: 'TKT-1042', displayTitle: 'Printer jams', customerName: 'Dan Customer' });
    const merged = ticketOf({ ticketNumber: 'TKT-1040', mergedInto: { id: target.id, ticketNumber: 'TKT-1042' } });
    const calls = answerApi({
      'GET /api/tickets': (request: ApiRequest) => ({
        items: request.params?.query?.search === 'printer' ? [ticket, target, merged] : [],
        nextCursor: null,
      }),
      'POST /api/tickets/{id}/merge': { ticket, into: target, message: 'TKT-1043 merged into TKT-1042' },
    });
    renderDetail(detailOf(ticket));
    await userEvent.click(screen.getByRole('button', { name: 'Merge into…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Merge TKT-1043 into…' });
    await userEvent.type(within(dialog).getByLabelText(/Find the ticket to merge into/), 'printer');
    // Neither itself nor a ticket merged already is offered.
    const choice = await within(dialog).findByRole('radio', { name: 'TKT-1042 · Printer jams' });
    expect(within(dialog).getAllByRole('radio')).toHaveLength(1);
    expect(dialog.textContent).toContain('Dan Customer');
    await userEvent.click(choice);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(dialog.textContent).toContain('Its comments, files, appointments and e-mail move to TKT-1042');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Merge tickets' }));
    await waitFor(() =>
      expect(calls.POST).toHaveBeenCalledWith('/api/tickets/{id}/merge', {
        params: { path: { id: ticket.id } },
        body: { intoTicketId: target.id },
      }),
    );
  });

  it('shows a merged ticket with a link to the ticket it was merged into, and no Merge into…', () => {
    const ticket = ticketOf({ status: 'closed', mergedInto: { id: '00000000-0000-4000-8000-00000000beef', ticketNumber: 'TKT-1042' } });
    renderDetail(detailOf(ticket));
    expect(screen.getByRole('link', { name: 'TKT-1042' }).getAttribute('href')).toBe('/tickets/00000000-0000-4000-8000-00000000beef');
    expect(screen.queryByRole('button', { name: 'Merge into…' })).toBeNull();
  });

  it('offers Delete ticket to an org admin, names the ticket in the confirmation, and deletes it only once confirmed', async () => {
    const ticket = ticketOf({ ticketNumber: 'TKT-1050', displayTitle: 'Boiler leaks' });
    const calls = answerApi({
      'DELETE /api/tickets/{id}': { ticketNumber: 'TKT-1050', subject: 'Boiler leaks', message: 'Ticket TKT-1050 deleted.' },
    });
    renderDetail(detailOf(ticket));
    await userEvent.click(screen.getByRole('button', { name: 'Delete ticket' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete ticket TKT-1050?' });
    expect(dialog.textContent).toContain('“Boiler leaks” will be deleted for good');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.DELETE).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Delete ticket' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Delete ticket TKT-1050?' })).getByRole('button', { name: 'Delete ticket' }),
    );
    await waitFor(() => expect(calls.DELETE).toHaveBeenCalledWith('/api/tickets/{id}', { params: { path: { id: ticket.id } } }));
  });

  it('shows Delete ticket to an agent only with the box ticked', () => {
    const ticket = ticketOf({ ticketNumber: 'TKT-1051', assignedTo: agentId });
    const { unmount } = renderDetail(detailOf(ticket), { role: 'agent', name: 'Andy Agent' });
    expect(screen.getByRole('button', { name: 'Change Status' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete ticket' })).toBeNull();
    unmount();
    renderDetail(detailOf(ticket), { role: 'agent', name: 'Andy Agent' }, [
      'tickets.view_assigned',
      'tickets.edit_assigned',
      'tickets.delete',
    ]);
    expect(screen.getByRole('button', { name: 'Delete ticket' })).toBeTruthy();
  });

  it("shows an agent a colleague's ticket without the changes Edit all tickets would allow", () => {
    const olga = '00000000-0000-4000-8000-0000000000a2';
    const ticket = ticketOf({ ticketNumber: 'TKT-1052', assignedTo: olga, createdBy: olga });
    const { unmount } = renderDetail(detailOf(ticket), { role: 'agent', name: 'Andy Agent' }, [
      'tickets.view_all',
      'tickets.edit_assigned',
    ]);
    expect(screen.getByText('You do not have permission to edit tickets not assigned to you.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Change Status' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Merge into…' })).toBeNull();
    unmount();
    renderDetail(detailOf(ticket), { role: 'agent', name: 'Andy Agent' }, ['tickets.view_all', 'tickets.edit_all']);
    expect(screen.getByRole('button', { name: 'Change Status' })).toBeTruthy();
  });
});
