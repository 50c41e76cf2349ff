import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRefusal, type ApiRequest, answerApi } from '../../test/api-answers.ts';
import { renderInWorkspace } from '../../test/render-in-workspace.tsx';
import { CustomAddressesSection } from './custom-addresses-section.tsx';
import type { MailAddress, MailAddressList } from './mail-addresses-queries.ts';

const forwardTo = 'support@acme.mail.example.com';
const sentAt = new Date(Date.now() - 5 * 60_000).toISOString();
const verified: MailAddress = {
  id: '00000000-0000-4000-8000-0000000000d1',
  address: 'help@acme.com',
  status: 'verified',
  checkSentAt: sentAt,
  verifiedAt: sentAt,
};
const waiting: MailAddress = {
  id: '00000000-0000-4000-8000-0000000000d2',
  address: 'sales@acme.com',
  status: 'waiting',
  checkSentAt: sentAt,
  verifiedAt: null,
};

describe('Settings → Email: your own addresses', { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('lists the addresses with their state and where to forward them, and adds one that then waits for its check', async () => {
    let list: MailAddressList = { forwardTo, addresses: [verified] };
    const calls = answerApi({
      'GET /api/settings/email/addresses': () => list,
      'POST /api/settings/email/addresses': (request: ApiRequest) => {
        const added = { ...waiting, address: (request.body as { address: string }).address };
        list = { forwardTo, addresses: [added, verified] };
        return added;
      },
    });
    renderInWorkspace(<CustomAddressesSection />);
    expect(await screen.findByText(forwardTo)).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Your own addresses' });
    expect(within(table).getByRole('row', { name: /help@acme\.com/ }).textContent).toContain('Verified');

    await userEvent.type(screen.getByLabelText('Add an address'), 'sales@acme.com');
    await userEvent.click(screen.getByRole('button', { name: 'Add and send check' }));
    const row = await within(table).findByRole('row', { name: /sales@acme\.com/ });
    expect(row.textContent).toContain('Waiting for its check');
    expect(within(row).getByRole('button', { name: 'Send check again' })).toBeTruthy();
    expect(calls.POST).toHaveBeenCalledWith('/api/settings/email/addresses', { body: { address: 'sales@acme.com' } });
    expect((screen.getByLabelText('Add an address') as HTMLInputElement).value).toBe('');
  });

  it('shows why the server refused a check or an address', async () => {
    answerApi({
      'GET /api/settings/email/addresses': { forwardTo, addresses: [waiting] },
      'POST /api/settings/email/addresses/{id}/check': new ApiRefusal(429, {
        code: 'mail_address_check_recent',
        message: 'A check was sent less than a minute ago. Wait for it, or try again in a minute.',
      }),
      'POST /api/settings/email/addresses': new ApiRefusal(409, {
        code: 'mail_address_exists',
        message: 'This address is already on the list.',
      }),
    });
    renderInWorkspace(<CustomAddressesSection />);
    await userEvent.click(await screen.findByRole('button', { name: 'Send check again' }));
    expect(await screen.findByText('A check was sent less than a minute ago. Wait for it, or try again in a minute.')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Add an address'), 'sales@acme.com');
    await userEvent.click(screen.getByRole('button', { name: 'Add and send check' }));
    expect(await screen.findByText('This address is already on the list.')).toBeTruthy();
  });
});
