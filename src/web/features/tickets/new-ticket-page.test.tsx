import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ticketOf } from '../../../../tests/support/web/tickets.ts';
import { defaultPermissionMatrix } from '../../../domain/agent-permissions.ts';
import { api } from '../../api/client.ts';
import { answerApi } from '../../test/api-answers.ts';
import { fillFields } from '../../test/fill-fields.ts';
import { renderInWorkspace } from '../../test/render-in-workspace.tsx';
import { NewTicketPage } from './new-ticket-page.tsx';

function submitButton(name: RegExp = /Create/) {
  return screen.getByRole<HTMLButtonElement>('button', { name });
}

function answerCustomerSearchWith(customers: unknown[]) {
  return vi.spyOn(api, 'GET').mockResolvedValue({ data: customers, response: new Response('[]') } as never);
}

// Typing into Mantine's inputs is slow in jsdom on a busy machine.
describe('NewTicketPage', { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('keeps Create Ticket disabled while a required field is blank after trimming, and says so once a field is left', async () => {
    answerCustomerSearchWith([]);
    const user = userEvent.setup();
    renderInWorkspace(<NewTicketPage />, { url: '/tickets/new' });
    expect(submitButton().disabled).toBe(true);
    expect(screen.queryByText('Please fill in all required fields')).toBeNull();

    await fillFields(user, [
      [/^Subject/, 'Printer jams'],
      [/^Description/, '   '],
    ]);
    expect(screen.getByText('Please fill in all required fields')).toBeTruthy();
    await user.click(screen.getByRole('combobox', { name: /Customer name/ }));
    await user.paste('Carla');
    expect(submitButton().disabled).toBe(true);

    await fillFields(user, [[/^Description/, 'Every job jams.']]);
    expect(submitButton(/Create Ticket/).disabled).toBe(false);
    expect(screen.queryByText('Please fill in all required fields')).toBeNull();
  });

  it('turns to escalation mode when the customer field names platform support: no customer needed, low priority raised', async () => {
    answerCustomerSearchWith([]);
    const created = ticketOf({ isEscalation: true });
    const post = vi.spyOn(api, 'POST').mockResolvedValue({ data: created, response: new Response('{}', { status: 201 }) } as never);
    const user = userEvent.setup();
    const { router } = renderInWorkspace(<NewTicketPage />, { url: '/tickets/new?subdomain=acme' });

    await fillFields(user, [
      [/^Subject/, 'Billing export fails'],
      [/^Description/, 'The CSV export stops at 500 rows.'],
    ]);
    await user.click(screen.getByRole('combobox', { name: /Customer name/ }));
    await user.paste('Ask @Tandem please');
    expect(screen.getByText('Escalation to Tandem support')).toBeTruthy();
    const escalate = screen.getByRole<HTMLInputElement>('switch', { name: /^Escalate to platform support/ });
    expect(escalate.checked).toBe(true);
    // On, and not greyed out: it says why it is on.
    expect(escalate.disabled).toBe(false);
    expect(screen.getByText('On because the customer field names platform support.')).toBeTruthy();

    await user.selectOptions(screen.getByRole('combobox', { name: /Priority/ }), 'low');
    expect(screen.getByText('Raised to Medium: escalations start at Medium priority.')).toBeTruthy();

    await user.click(submitButton(/Create Escalation/));
    await vi.waitFor(() =>
      expect(post).toHaveBeenCalledWith('/api/tickets', {
        body: {
          subject: 'Billing export fails',
          description: 'The CSV export stops at 500 rows.',
          priority: 'low',
          customerName: 'Ask @Tandem please',
          escalate: true,
          attachments: [],
          customFields: {},
        },
        headers: { 'Idempotency-Key': expect.any(String) },
      }),
    );
    await vi.waitFor(() => expect(router.state.location.pathname).toBe(`/tickets/${created.id}`));
    expect(router.state.location.search).toBe('?subdomain=acme');
  });

  it('escalates with the switch too, and shows the server’s reason when it refuses', async () => {
    answerCustomerSearchWith([]);
    vi.spyOn(api, 'POST').mockResolvedValue({
      error: { code: 'validation_failed', message: 'subject: Too long' },
      response: new Response('{}', { status: 400 }),
    } as never);
    const user = userEvent.setup();
    renderInWorkspace(<NewTicketPage />, { url: '/tickets/new' });
    await fillFields(user, [
      [/^Subject/, 'Billing export fails'],
      [/^Description/, 'The CSV export stops at 500 rows.'],
    ]);
    await user.click(screen.getByRole('switch', { name: 'Escalate to platform support' }));
    await user.click(submitButton(/Create Escalation/));
    expect((await screen.findByRole('alert')).textContent).toBe('Error creating escalated ticket: subject: Too long');
  });

  it('tells an agent without the permission to create tickets so, instead of a form the server would refuse', async () => {
    answerApi({ 'GET /api/agent-permissions': { matrix: defaultPermissionMatrix, isStrict: false, granted: ['tickets.view_assigned'] } });
    renderInWorkspace(<NewTicketPage />, { url: '/tickets/new', role: 'agent', name: 'Andy Agent' });
    expect(await screen.findByText(/You do not have permission to create tickets\./)).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /^Subject/ })).toBeNull();
  });
});
