import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { detailOf, ticketOf } from '../../../../tests/support/web/tickets.ts';
import { type ApiRequest, answerApi } from '../../test/api-answers.ts';
import { renderInWorkspace, workspaceContextFor } from '../../test/render-in-workspace.tsx';
import { type TicketField, ticketFieldsQuery } from '../ticket-fields/ticket-fields-queries.ts';
import { TicketDetailPage } from './ticket-detail-page.tsx';
import { ticketDetailQuery } from './tickets-queries.ts';

const userId = workspaceContextFor('org_admin', 'Alice Admin').account.user.id;
const field = (overrides: Pick<TicketField, 'id' | 'key' | 'label' | 'type'> & Partial<TicketField>): TicketField => ({
  options: [],
  isRequiredToClose: false,
  isVisibleToCustomers: false,
  isArchived: false,
  ...overrides,
});
const resolution = field({
  id: '00000000-0000-4000-8000-00000000f001',
  key: 'resolution',
  label: 'Resolution',
  type: 'dropdown',
  options: ['Fixed', 'Replaced'],
  isRequiredToClose: true,
});
const serial = field({ id: '00000000-0000-4000-8000-00000000f002', key: 'serial', label: 'Serial number', type: 'text' });

describe('closing a ticket with a field required to close', { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('names the missing field, takes it in the same dialog, saves it and then the status', async () => {
    const ticket = ticketOf({ status: 'in_progress', customFields: { [serial.id]: 'SN-1' } });
    const order: string[] = [];
    const calls = answerApi({
      'PUT /api/tickets/{id}/custom-fields': (request: ApiRequest) => {
        order.push('fields');
        return { ...ticket, customFields: { ...ticket.customFields, ...(request.body as { customFields: object }).customFields } };
      },
      'PATCH /api/tickets/{id}/status': () => {
        order.push('status');
        return { ticket: { ...ticket, status: 'closed' }, message: 'Ticket status updated to Closed' };
      },
    });
    renderInWorkspace(<TicketDetailPage />, {
      role: 'org_admin',
      name: 'Alice Admin',
      url: `/tickets/${ticket.id}`,
      path: '/tickets/:ticketId',
      queryData: [
        [ticketDetailQuery(userId, ticket.id).queryKey, detailOf(ticket)],
        [ticketFieldsQuery().queryKey, [resolution, serial]],
      ],
    });
    // The side panel shows the fields with their values.
    const panel = screen.getByRole('form', { name: 'Ticket fields' });
    expect(within(panel).getByRole<HTMLInputElement>('textbox', { name: 'Serial number' }).value).toBe('SN-1');

    await userEvent.click(screen.getByRole('button', { name: 'Change Status' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change Status' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Closed' }));
    expect(within(dialog).getByText('Fill in Resolution before closing the ticket.')).toBeTruthy();
    const update = within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Save fields and update status' });
    expect(update.disabled).toBe(true);
    // Another status asks for nothing.
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Waiting on Customer' }));
    expect(within(dialog).queryByText(/Fill in/)).toBeNull();

    await userEvent.click(within(dialog).getByRole('radio', { name: 'Closed' }));
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: /Resolution/ }), 'Replaced');
    expect(within(dialog).getByText('The fields required to close are filled in.')).toBeTruthy();
    await userEvent.click(update);
    await waitFor(() => expect(order).toEqual(['fields', 'status']));
    expect(calls.PUT).toHaveBeenCalledWith('/api/tickets/{id}/custom-fields', {
      params: { path: { id: ticket.id } },
      body: { customFields: { [resolution.id]: 'Replaced' } },
    });
  });
});
