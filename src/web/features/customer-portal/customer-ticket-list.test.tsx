import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { customerId } from '../../../../tests/support/web/customer-portal.ts';
import { ticketOf } from '../../../../tests/support/web/tickets.ts';
import { type ApiRequest, answerApi } from '../../test/api-answers.ts';
import { renderApp } from '../../test/render-app.tsx';
import { CustomerTicketList } from './customer-ticket-list.tsx';

const first = ticketOf({ displayTitle: 'VPN disconnects every hour' });
const second = ticketOf({ displayTitle: 'Printer jammed' });

/** Two keyset pages: the second one is asked for with the first one's cursor. */
function twoPages() {
  return answerApi({
    'GET /api/tickets': ({ params }: ApiRequest) =>
      params?.query?.cursor === 'after-first' ? { items: [second], nextCursor: null } : { items: [first], nextCursor: 'after-first' },
  });
}

function renderList() {
  renderApp(<CustomerTicketList userId={customerId} filter="all" search="" onShowAll={vi.fn()} />, {
    signedInAs: { name: 'Casey Customer', role: 'user' },
  });
}

describe('CustomerTicketList', { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('loads the next page when its end comes into view', async () => {
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        readonly report: IntersectionObserverCallback;
        constructor(report: IntersectionObserverCallback) {
          this.report = report;
        }
        observe(target: Element) {
          this.report([{ isIntersecting: true, target } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
        }
        disconnect() {}
      },
    );
    const { GET } = twoPages();
    renderList();

    expect(await screen.findByRole('link', { name: 'Printer jammed' })).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(GET).toHaveBeenCalledWith(
      '/api/tickets',
      expect.objectContaining({ params: { query: expect.objectContaining({ cursor: 'after-first' }) } }),
    );
    expect(screen.queryByRole('button', { name: 'Show more tickets' })).toBeNull();
  });

  it('offers Show more tickets to keyboards', async () => {
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
    twoPages();
    renderList();

    await screen.findByRole('link', { name: 'VPN disconnects every hour' });
    await userEvent.click(screen.getByRole('button', { name: 'Show more tickets' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(2));
    expect(screen.queryByRole('button', { name: 'Show more tickets' })).toBeNull();
  });
});
