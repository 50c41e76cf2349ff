import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRefusal, answerApi } from '../../test/api-answers.ts';
import { renderInWorkspace } from '../../test/render-in-workspace.tsx';
import type { QuarantinedMail } from './mail-quarantine-queries.ts';
import { MailQuarantineSection } from './mail-quarantine-section.tsx';

const flooded: QuarantinedMail = {
  id: '0b6f3c2e-8a41-4d7e-9c15-2f8e6d4a1b30',
  sender: 'orders@northwind.test',
  subject: 'Order 21',
  reason: 'sender_over_limit',
  receivedAt: '2026-11-27T09:15:00.000Z',
};
const unreadable: QuarantinedMail = {
  id: '5d2a9e14-7c3b-4f60-8e21-9b4c7a1d0e52',
  sender: '',
  subject: '',
  reason: 'undecodable',
  receivedAt: '2026-11-27T08:05:00.000Z',
};

describe('MailQuarantineSection', { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('lists each held message with its sender, subject, reason and time; an unreadable one can only be discarded', async () => {
    answerApi({ 'GET /api/mail-quarantine': { messages: [flooded, unreadable], hasMore: false } });
    renderInWorkspace(<MailQuarantineSection />);

    const rows = within(await screen.findByRole('table'))
      .getAllByRole('row')
      .slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(0, 3)
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['orders@northwind.test', 'Order 21', 'Sender over 20 messages in 10 minutes'],
      ['Unknown sender', '(no subject)', 'The message could not be read'],
    ]);
    // Received at 09:15 UTC, shown in the organization's time zone (New York by default).
    expect(within(rows[0] as HTMLElement).getAllByRole('cell')[3]?.textContent).toContain('4:15 AM');
    expect(screen.getByRole('button', { name: 'Release “Order 21” from orders@northwind.test' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Release “\(no subject\)”/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Discard “(no subject)” from an unknown sender' })).toBeTruthy();
  });

  it('says so when the quarantine is empty', async () => {
    answerApi({ 'GET /api/mail-quarantine': { messages: [], hasMore: false } });
    renderInWorkspace(<MailQuarantineSection />);
    expect(await screen.findByText('No mail is in the quarantine.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('releases a message, says what it made, and shows the list without it; a refused discard says why', async () => {
    let held = [flooded, unreadable];
    const spies = answerApi({
      'GET /api/mail-quarantine': () => ({ messages: held, hasMore: false }),
      'POST /api/mail-quarantine/{id}/release': () => {
        held = [unreadable];
        return { outcome: 'ticket_created', ticketId: '7e1c4b2a-3d5f-4a68-9b07-1c2d3e4f5a6b' };
      },
      'DELETE /api/mail-quarantine/{id}': new ApiRefusal(404, {
        code: 'quarantined_mail_not_found',
        message: 'This message is not in the quarantine: it was released or discarded.',
      }),
    });
    const toast = vi.spyOn(notifications, 'show').mockReturnValue('toast');
    const user = userEvent.setup();
    renderInWorkspace(<MailQuarantineSection />);

    await user.click(await screen.findByRole('button', { name: 'Release “Order 21” from orders@northwind.test' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith({ color: 'green', message: 'The message opened a ticket.' }));
    expect(spies.POST).toHaveBeenCalledWith('/api/mail-quarantine/{id}/release', { params: { path: { id: flooded.id } } });
    await waitFor(() => expect(screen.queryByText('Order 21')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Discard “(no subject)” from an unknown sender' }));
    await waitFor(() =>
      expect(toast).toHaveBeenLastCalledWith({
        color: 'red',
        title: 'Could not discard',
        message: 'This message is not in the quarantine: it was released or discarded.',
      }),
    );
  });
});
