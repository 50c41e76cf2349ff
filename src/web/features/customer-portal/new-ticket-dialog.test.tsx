import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ticketOf } from '../../../../tests/support/web/tickets.ts';
import { ticketMessages } from '../../../domain/ticket-messages.ts';
import { ApiRefusal, answerApi } from '../../test/api-answers.ts';
import { fillFields } from '../../test/fill-fields.ts';
import { renderApp } from '../../test/render-app.tsx';
import { customerTicketMessages } from './customer-ticket-messages.ts';
import { NewTicketDialog } from './new-ticket-dialog.tsx';

function renderDialog(options: { isSignedIn?: boolean; hasOrganization?: boolean } = {}) {
  const onSubmitted = vi.fn();
  renderApp(
    <NewTicketDialog
      opened
      isSignedIn={options.isSignedIn ?? true}
      hasOrganization={options.hasOrganization ?? true}
      onClose={vi.fn()}
      onSubmitted={onSubmitted}
    />,
    { signedInAs: { name: 'Casey Customer', role: 'user' } },
  );
  return { onSubmitted, user: userEvent.setup(), dialog: screen.getByRole('dialog', { name: 'Submit New Ticket' }) };
}

async function fillAndSubmit(user: ReturnType<typeof userEvent.setup>, subject: string, description: string) {
  await fillFields(user, [
    [/^Subject/, subject],
    [/^Description/, description],
  ]);
  await user.click(screen.getByRole('button', { name: 'Submit Ticket' }));
}

describe('NewTicketDialog', { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('asks for both subject and description, ignoring blanks, without calling the server', async () => {
    const { POST } = answerApi({});
    const { user, dialog } = renderDialog();

    expect((within(dialog).getByLabelText('Priority') as HTMLSelectElement).value).toBe('medium');
    await fillAndSubmit(user, '   ', 'The printer is jammed.');
    expect(within(dialog).getByRole('alert').textContent).toBe('Please fill in both subject and description');
    expect(POST).not.toHaveBeenCalled();
  });

  it('submits subject, description and priority, then hands the new ticket over', async () => {
    const created = ticketOf({ title: 'Printer jammed', displayTitle: 'Printer jammed', priority: 'low' });
    const { POST } = answerApi({ 'POST /api/tickets': created });
    const { user, dialog, onSubmitted } = renderDialog();

    await user.selectOptions(within(dialog).getByLabelText('Priority'), 'low');
    await fillAndSubmit(user, ' Printer jammed ', 'Paper jam on floor 2.');

    expect(POST).toHaveBeenCalledWith('/api/tickets', {
      body: { subject: 'Printer jammed', description: 'Paper jam on floor 2.', priority: 'low', attachments: [], customFields: {} },
      headers: { 'Idempotency-Key': expect.any(String) },
    });
    await vi.waitFor(() => expect(onSubmitted).toHaveBeenCalledWith(created));
  });

  it.each([
    ['a signed-out session', { isSignedIn: false }, customerTicketMessages.signedOut],
    ['an account without an organization', { hasOrganization: false }, customerTicketMessages.organizationUnknown],
  ])('refuses before sending for %s', async (_case, options, message) => {
    const { POST } = answerApi({});
    const { user, dialog } = renderDialog(options);
    await fillAndSubmit(user, 'Printer jammed', 'Paper jam on floor 2.');
    expect(within(dialog).getByRole('alert').textContent).toBe(message);
    expect(POST).not.toHaveBeenCalled();
  });

  it.each([
    ['an expired session', new ApiRefusal(401, { code: 'unauthenticated' }), 'You must be logged in to submit a ticket.'],
    [
      'an unknown organization',
      new ApiRefusal(404, { code: 'organization_not_found', message: ticketMessages.customerOrganizationUnknown }),
      'Error: Unable to determine your organization. Please try refreshing the page.',
    ],
    ['a server failure', new ApiRefusal(500, { code: 'internal_error' }), 'Error creating ticket. Please try again.'],
  ])('says what went wrong for %s', async (_case, refusal, message) => {
    answerApi({ 'POST /api/tickets': refusal });
    const { user, dialog } = renderDialog();
    await fillAndSubmit(user, 'Printer jammed', 'Paper jam on floor 2.');
    expect((await within(dialog).findByRole('alert')).textContent).toBe(message);
  });

  it('names the reason when the request could not be sent at all', async () => {
    answerApi({
      'POST /api/tickets': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const { user, dialog } = renderDialog();
    await fillAndSubmit(user, 'Printer jammed', 'Paper jam on floor 2.');
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Error submitting ticket: Failed to fetch');
  });
});
