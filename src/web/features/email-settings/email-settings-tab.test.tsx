import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiRefusal, type ApiRequest, answerApi } from '../../test/api-answers.ts';
import { renderInWorkspace } from '../../test/render-in-workspace.tsx';
import { SettingsPage } from '../settings/settings-page.tsx';
import type { EmailSettings } from './email-settings-queries.ts';

const withoutMailbox: EmailSettings = {
  unknownSender: 'create_customer',
  reopenWindowDays: 14,
  attachmentMegabytesPerMessage: 25,
  supportAddress: 'support@acme.mail.example.com',
  mailbox: null,
};

const connected: EmailSettings = {
  ...withoutMailbox,
  supportAddress: null,
  mailbox: {
    isEnabled: true,
    host: 'imap.acme.test',
    port: 993,
    isTls: true,
    username: 'support@acme.test',
    authKind: 'password',
    folder: 'INBOX',
    hasSecret: true,
    reader: {
      state: 'failed',
      isIdle: false,
      lastError: 'The server refused the connection. Check the host and the port.',
      lastCheckedAt: null,
    },
  },
};

describe('Settings → Email', { timeout: 20_000 }, () => {
  it('shows the support address and saves the rules for unknown senders, the reopen window and the attachment limit', async () => {
    const user = userEvent.setup();
    const spies = answerApi({
      'GET /api/settings/email': withoutMailbox,
      'PUT /api/settings/email': ({ body }: ApiRequest) => ({ ...withoutMailbox, ...(body as object) }),
    });
    renderInWorkspace(<SettingsPage />, { url: '/settings?tab=email' });
    expect(await screen.findByText('support@acme.mail.example.com')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Email', selected: true })).toBeTruthy();

    await user.click(screen.getByRole('radio', { name: 'Answer with a polite refusal' }));
    await user.clear(screen.getByLabelText('Reopen window (days)'));
    await user.type(screen.getByLabelText('Reopen window (days)'), '30');
    await user.clear(screen.getByLabelText('Attachments per message (MB)'));
    await user.type(screen.getByLabelText('Attachments per message (MB)'), '10');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('Saved')).toBeTruthy();
    expect(spies.PUT).toHaveBeenCalledWith('/api/settings/email', {
      body: { unknownSender: 'refuse', reopenWindowDays: 30, attachmentMegabytesPerMessage: 10 },
    });
  });

  it('connects a mailbox: Test connection says what the server answered, and saving sends the password once', async () => {
    const user = userEvent.setup();
    const spies = answerApi({
      'GET /api/settings/email': withoutMailbox,
      'POST /api/settings/email/test-connection': ({ body }: ApiRequest) =>
        (body as { secret?: string }).secret === 'right'
          ? { isOk: true, isIdle: true, messages: 3 }
          : { isOk: false, message: 'The server refused to sign in with this user name and password or token: Authentication failed.' },
      'PUT /api/settings/email': {
        ...connected,
        mailbox: { ...connected.mailbox, reader: { ...connected.mailbox?.reader, state: 'waiting' } },
      },
    });
    renderInWorkspace(<SettingsPage />, { url: '/settings?tab=email' });
    const card = within(await screen.findByRole('region', { name: 'Your own mailbox (IMAP)' }));

    // Nothing is sent before the required fields are there.
    await user.click(card.getByRole('button', { name: 'Test connection' }));
    expect(card.getByText('Enter the password (or the access token) Tandem signs in with.')).toBeTruthy();
    expect(spies.POST).not.toHaveBeenCalled();

    await user.type(card.getByLabelText(/IMAP server/), 'imap.acme.test');
    await user.type(card.getByLabelText(/User name/), 'support@acme.test');
    await user.type(card.getByLabelText('Mailbox password'), 'wrong');
    await user.click(card.getByRole('button', { name: 'Test connection' }));
    expect((await card.findByRole('alert')).textContent).toContain('The server refused to sign in with this user name and password');

    await user.clear(card.getByLabelText('Mailbox password'));
    await user.type(card.getByLabelText('Mailbox password'), 'right');
    await user.click(card.getByRole('button', { name: 'Test connection' }));
    expect((await card.findByText(/Signed in and opened INBOX \(3 messages\)/)).textContent).toContain('New mail will arrive at once.');

    await user.click(card.getByRole('switch', { name: /TLS/ }));
    expect(card.getByLabelText<HTMLInputElement>(/Port/).value).toBe('143');
    await user.click(card.getByRole('switch', { name: /TLS/ }));

    await user.click(card.getByRole('button', { name: 'Save Mailbox' }));
    expect(await card.findByText('Saved')).toBeTruthy();
    expect(spies.PUT).toHaveBeenCalledWith('/api/settings/email', {
      body: {
        unknownSender: 'create_customer',
        reopenWindowDays: 14,
        // Saving the mailbox keeps the rules as they are saved.
        attachmentMegabytesPerMessage: 25,
        mailbox: {
          isEnabled: true,
          host: 'imap.acme.test',
          port: 993,
          isTls: true,
          username: 'support@acme.test',
          authKind: 'password',
          folder: 'INBOX',
          secret: 'right',
        },
      },
    });
    expect(card.getByLabelText<HTMLInputElement>('Mailbox password').value).toBe('');
    expect(card.getByText('Saved and encrypted. Leave empty to keep it.')).toBeTruthy();
  });

  it('says plainly when this server receives no mail by address, and shows the reader’s last error', async () => {
    answerApi({ 'GET /api/settings/email': connected });
    renderInWorkspace(<SettingsPage />, { url: '/settings?tab=email' });
    expect(await screen.findByText('Receiving by address is not configured on this server')).toBeTruthy();
    const status = within(screen.getByRole('group', { name: 'Mailbox status' }));
    expect(status.getByText('Not connected')).toBeTruthy();
    expect(status.getByText('The server refused the connection. Check the host and the port.')).toBeTruthy();
    expect(status.getByText(/Last checked: never/)).toBeTruthy();
  });

  it('shows the field the server refuses on that field', async () => {
    const user = userEvent.setup();
    answerApi({
      'GET /api/settings/email': connected,
      'PUT /api/settings/email': new ApiRefusal(400, {
        code: 'validation_failed',
        message: 'Enter the password (or the access token) Tandem signs in with. It is asked again for another server or user name.',
        field: 'mailbox.secret',
      }),
    });
    renderInWorkspace(<SettingsPage />, { url: '/settings?tab=email' });
    const card = within(await screen.findByRole('region', { name: 'Your own mailbox (IMAP)' }));
    await user.clear(card.getByLabelText(/IMAP server/));
    await user.type(card.getByLabelText(/IMAP server/), 'imap.elsewhere.test');
    await user.click(card.getByRole('button', { name: 'Save Mailbox' }));
    expect(await card.findByText(/It is asked again for another server or user name/)).toBeTruthy();
  });
});
