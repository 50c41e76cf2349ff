import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { commentOf, customerId } from '../../../../tests/support/web/customer-portal.ts';
import { detailOf, mailOf, ticketOf } from '../../../../tests/support/web/tickets.ts';
import { dateTimeDefaults } from '../../../domain/datetime-settings.ts';
import { ApiRefusal, answerApi } from '../../test/api-answers.ts';
import { renderApp } from '../../test/render-app.tsx';
import { customerTicketMessages } from './customer-ticket-messages.ts';
import { TicketDetailDialog } from './ticket-detail-dialog.tsx';

const ticket = ticketOf({
  ticketNumber: 'TKT-1001',
  title: 'Ticket #4521: VPN disconnects every hour',
  displayTitle: 'VPN disconnects every hour',
  description: 'Remote staff lose the VPN connection roughly every 60 minutes.',
  priority: 'high',
});

function renderDialog(ticketId: string | null = ticket.id) {
  const onClose = vi.fn();
  renderApp(<TicketDetailDialog userId={customerId} ticketId={ticketId} onClose={onClose} />, {
    signedInAs: { name: 'Casey Customer', role: 'user' },
  });
  return { onClose };
}

describe('TicketDetailDialog', { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows the cleaned title, number, status, priority, description and comments', async () => {
    answerApi({
      'GET /api/tickets/{id}': detailOf(ticket, [
        commentOf(ticket.id),
        commentOf(ticket.id, {
          userId: customerId,
          userName: 'Casey Customer',
          userEmail: 'casey@northwind.test',
          content: 'Thanks, it happened again at 10:05.',
        }),
      ]),
    });
    renderDialog();

    const dialog = await screen.findByRole('dialog', { name: 'VPN disconnects every hour' });
    expect(dialog.textContent).toContain('TKT-1001');
    expect(within(dialog).getByText('Open')).toBeTruthy();
    expect(within(dialog).getByText('High')).toBeTruthy();
    expect(within(dialog).getByRole('heading', { name: 'Description' })).toBeTruthy();
    expect(dialog.textContent).toContain('Remote staff lose the VPN connection roughly every 60 minutes.');
    expect(within(dialog).getByRole('heading', { name: 'Comments (2)' })).toBeTruthy();
    const comments = within(within(dialog).getByRole('list', { name: 'Comments' })).getAllByRole('listitem');
    expect(comments.map((comment) => comment.textContent)).toEqual([
      'andy@acme.test5 minutes agoWe are checking the gateway logs.',
      'casey@northwind.testYou5 minutes agoThanks, it happened again at 10:05.',
    ]);
  });

  it('shows a comment that came by mail like any other, with its sender and attachments', async () => {
    answerApi({
      'GET /api/tickets/{id}': detailOf(ticket, [
        commentOf(ticket.id, {
          userId: customerId,
          userEmail: 'casey@northwind.test',
          content: 'Here is the delivery note.',
          mail: mailOf({ from: 'casey@northwind.test', html: null }),
        }),
      ]),
    });
    renderDialog();
    const comments = await screen.findByRole('list', { name: 'Comments' });
    expect(within(comments).getByText('By e-mail from casey@northwind.test')).toBeTruthy();
    expect(within(comments).getByText('Here is the delivery note.')).toBeTruthy();
    expect(within(comments).getByRole('button', { name: 'Delivery note.pdf' })).toBeTruthy();
    expect(within(comments).getByRole('button', { name: 'Show quoted text' })).toBeTruthy();
  });

  it('lists the upcoming appointments by date, time and title, and nothing when there are none', async () => {
    const visit = {
      id: '7d3f0a52-9d1e-4a39-9b43-3c0f1a1e0001',
      ticketId: ticket.id,
      title: 'On-site visit',
      description: 'Appointment for ticket',
      date: '2030-06-04',
      time: '14:30',
      scheduledAt: '2030-06-04T18:30:00.000Z',
      endsAt: '2030-06-04T19:30:00.000Z',
      notes: '',
      durationMinutes: 60,
    };
    answerApi({
      'GET /api/tickets/{id}': detailOf(
        ticket,
        [],
        [visit, { ...visit, id: '7d3f0a52-9d1e-4a39-9b43-3c0f1a1e0002', title: 'Follow-up', date: '2030-06-11', time: '09:00' }],
      ),
      'GET /api/settings/datetime': { ...dateTimeDefaults, dateFormat: 'DD/MM/YYYY', timeFormat: '24' },
    });
    renderDialog();
    const section = await screen.findByRole('region', { name: 'Upcoming appointments' });
    // In the organization's date format and clock, the day first here.
    await waitFor(() =>
      expect(
        within(section)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['Tue, 04/06/2030 14:30On-site visit', 'Tue, 11/06/2030 09:00Follow-up']),
    );
  });

  it('shows no appointments section without upcoming appointments', async () => {
    answerApi({ 'GET /api/tickets/{id}': detailOf(ticket) });
    renderDialog();
    expect(await screen.findByText('No comments yet. Be the first to comment!')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Upcoming appointments' })).toBeNull();
  });

  it('invites the first comment, and keeps Send disabled while the comment is blank', async () => {
    answerApi({ 'GET /api/tickets/{id}': detailOf(ticket) });
    renderDialog();
    const user = userEvent.setup();

    expect(await screen.findByText('No comments yet. Be the first to comment!')).toBeTruthy();
    const send = screen.getByRole<HTMLButtonElement>('button', { name: 'Send' });
    expect(send.disabled).toBe(true);
    await user.type(screen.getByLabelText('Add a comment'), '   ');
    expect(send.disabled).toBe(true);
    await user.type(screen.getByLabelText('Add a comment'), 'Hello');
    expect(send.disabled).toBe(false);
  });

  it('sends a comment and shows the ticket as the server now has it: In Progress after the first comment', async () => {
    let detail = detailOf(ticket);
    const reply = commentOf(ticket.id, { userId: customerId, userEmail: 'casey@northwind.test', content: 'It dropped again at 09:00.' });
    const { POST } = answerApi({
      'GET /api/tickets/{id}': () => detail,
      'POST /api/tickets/{id}/comments': () => {
        detail = detailOf({ ...ticket, status: 'in_progress' }, [reply]);
        return reply;
      },
    });
    renderDialog();
    const user = userEvent.setup();

    const field = await screen.findByLabelText('Add a comment');
    await user.click(field);
    await user.paste('  It dropped again at 09:00.  ');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(POST).toHaveBeenCalledWith('/api/tickets/{id}/comments', {
      params: { path: { id: ticket.id } },
      body: { content: 'It dropped again at 09:00.', isInternal: false, attachments: [] },
      headers: { 'Idempotency-Key': expect.any(String) },
    });
    expect(await screen.findByText('In Progress')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Comments (1)' })).toBeTruthy();
    expect((field as HTMLTextAreaElement).value).toBe('');
  });

  it('says when a comment could not be sent, and keeps what was written', async () => {
    answerApi({
      'GET /api/tickets/{id}': detailOf(ticket),
      'POST /api/tickets/{id}/comments': new ApiRefusal(500, { code: 'internal_error' }),
    });
    renderDialog();
    const user = userEvent.setup();

    await user.click(await screen.findByLabelText('Add a comment'));
    await user.paste('Any news?');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect((await screen.findByRole('alert')).textContent).toBe(customerTicketMessages.commentFailed);
    expect((screen.getByLabelText('Add a comment') as HTMLTextAreaElement).value).toBe('Any news?');

    // Editing the reply for another try puts the failure away.
    await user.type(screen.getByLabelText('Add a comment'), '!');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps what is typed while a reply is on its way', async () => {
    let deliver: (comment: unknown) => void = () => {};
    answerApi({
      'GET /api/tickets/{id}': detailOf(ticket),
      'POST /api/tickets/{id}/comments': () => new Promise((resolve) => (deliver = resolve)),
    });
    renderDialog();
    const user = userEvent.setup();
    const box = (await screen.findByLabelText('Add a comment')) as HTMLTextAreaElement;

    await user.click(box);
    await user.paste('Any news?');
    const send = screen.getByRole('button', { name: 'Send' });
    await user.click(send);
    await waitFor(() => expect(send.hasAttribute('data-loading')).toBe(true));
    await user.type(box, ' Also');
    deliver({});
    await waitFor(() => expect(send.hasAttribute('data-loading')).toBe(false));
    expect(box.value).toBe('Any news? Also');
  });

  it('says Ticket not found for a ticket that is not the customer’s, and offers the way back', async () => {
    answerApi({ 'GET /api/tickets/{id}': new ApiRefusal(404, { code: 'ticket_not_found', message: 'Ticket not found.' }) });
    const { onClose } = renderDialog();

    expect((await screen.findByRole('alert')).textContent).toContain('Ticket not found.');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Back to your tickets' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('offers Try again when the ticket could not be loaded', async () => {
    let isDown = true;
    answerApi({ 'GET /api/tickets/{id}': () => (isDown ? new ApiRefusal(503, { code: 'service_unavailable' }) : detailOf(ticket)) });
    renderDialog();

    // The query tries once more by itself before it gives up.
    await screen.findByRole('alert', {}, { timeout: 5000 });
    isDown = false;
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'VPN disconnects every hour' })).toBeTruthy());
  });

  it("says a merged ticket was merged, with a link when the other ticket is the customer's too, and offers no comment form", async () => {
    const merged = {
      ...ticket,
      status: 'closed' as const,
      mergedInto: { id: '00000000-0000-4000-8000-00000000beef', ticketNumber: 'TKT-1000' },
    };
    answerApi({ 'GET /api/tickets/{id}': detailOf(merged) });
    renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'VPN disconnects every hour' });
    expect(within(dialog).getByRole('status').textContent).toBe('This ticket was merged into TKT-1000: the conversation continues there.');
    expect(within(dialog).getByRole('link', { name: 'TKT-1000' }).getAttribute('href')).toBe(
      '/tickets/00000000-0000-4000-8000-00000000beef',
    );
    expect(within(dialog).queryByRole('textbox')).toBeNull();
  });

  it("says a ticket merged into another customer's was merged and closed, without a link", async () => {
    answerApi({ 'GET /api/tickets/{id}': detailOf({ ...ticket, status: 'closed', mergedInto: { id: null, ticketNumber: 'TKT-0999' } }) });
    renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'VPN disconnects every hour' });
    expect(within(dialog).getByRole('status').textContent).toBe('This ticket was merged into another ticket and closed.');
    expect(within(dialog).queryByRole('link', { name: /TKT-/ })).toBeNull();
  });
});
