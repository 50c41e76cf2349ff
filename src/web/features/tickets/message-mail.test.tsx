import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mailOf } from '../../../../tests/support/web/tickets.ts';
import { renderApp } from '../../test/render-app.tsx';
import { MessageBody } from './message-mail.tsx';

const ticketId = '00000000-0000-4000-8000-000000000abc';

describe('MessageBody', { timeout: 20_000 }, () => {
  let fetched: string[];

  beforeEach(() => {
    fetched = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation((async (url: string) => {
      fetched.push(url);
      return new Response(new Blob(['png'], { type: 'image/png' }), { status: 200 });
    }) as typeof fetch);
    URL.createObjectURL = vi.fn(() => 'blob:http://localhost:3000/image');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows a mail’s sender and HTML, loads its own images but not remote ones until asked', async () => {
    renderApp(<MessageBody ticketId={ticketId} text="It is the one by the dock." mail={mailOf()} attachments={[]} />);
    expect(screen.getByText('By e-mail from dana@example.org')).toBeTruthy();
    expect(screen.getByText('one by the dock').tagName).toBe('B');

    const inline = screen.getByRole<HTMLImageElement>('img', { name: 'Jam' });
    await waitFor(() => expect(inline.getAttribute('src')).toBe('blob:http://localhost:3000/image'));
    expect(fetched).toContain(`/api/tickets/${ticketId}/attachments/00000000-0000-4000-8000-0000000000f1`);

    const remote = screen.getByRole<HTMLImageElement>('img', { name: 'Logo' });
    expect(remote.getAttribute('src')).toBeNull();
    expect(screen.getByText('Remote images are blocked.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Show remote images' }));
    await waitFor(() => expect(remote.getAttribute('src')).toBe('https://cdn.example.org/logo.png'));
    expect(inline.getAttribute('src')).toBe('blob:http://localhost:3000/image');
    expect(remote.referrerPolicy).toBe('no-referrer');
    expect(screen.queryByRole('button', { name: 'Show remote images' })).toBeNull();
  });

  it('keeps the quoted history behind a toggle', async () => {
    renderApp(
      <MessageBody
        ticketId={ticketId}
        text="It is the one by the dock."
        mail={mailOf({ html: null, quotedHtml: null })}
        attachments={[]}
      />,
    );
    expect(screen.getByText('It is the one by the dock.')).toBeTruthy();
    expect(screen.queryByText(/Which printer is it\?/)).toBeNull();
    const toggle = screen.getByRole('button', { name: 'Show quoted text' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(toggle);
    expect(await screen.findByText(/Which printer is it\?/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Hide quoted text' }));
    await waitFor(() => expect(screen.queryByText(/Which printer is it\?/)).toBeNull());
  });

  it('lists the files that are not shown inline, with their size, to download; images with a thumbnail', async () => {
    const photo = {
      id: '00000000-0000-4000-8000-0000000000f3',
      filename: 'dock.jpg',
      contentType: 'image/jpeg',
      size: 820,
      isInline: false,
    };
    renderApp(
      <MessageBody ticketId={ticketId} text="" mail={mailOf({ attachments: [...mailOf().attachments, photo] })} attachments={[]} />,
    );
    const files = within(screen.getByRole('list', { name: 'Attachments' })).getAllByRole('listitem');
    expect(files.map((file) => file.textContent)).toEqual(['Delivery note.pdf14 KB', 'dock.jpg820 bytes']);
    await waitFor(() => expect(within(files[1] as HTMLElement).getByRole('button', { name: 'Download dock.jpg' })).toBeTruthy());

    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await userEvent.click(within(files[0] as HTMLElement).getByRole('button', { name: 'Delivery note.pdf' }));
    await waitFor(() => expect(fetched).toContain(`/api/tickets/${ticketId}/attachments/00000000-0000-4000-8000-0000000000f2`));
    await waitFor(() => expect(click).toHaveBeenCalled());
  });

  it('shows a message written in the app as its text alone', () => {
    renderApp(<MessageBody ticketId={ticketId} text="Written in the app." mail={null} attachments={[]} />);
    expect(screen.getByText('Written in the app.')).toBeTruthy();
    expect(screen.queryByText(/By e-mail/)).toBeNull();
  });
});
