import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { webhookDeliveryOf, webhookEndpointOf } from '../../../../tests/support/web/webhooks.ts';
import { type ApiRequest, answerApi } from '../../test/api-answers.ts';
import { renderInWorkspace } from '../../test/render-in-workspace.tsx';
import { WebhookDeliveriesModal } from './webhook-deliveries.tsx';

const endpoint = webhookEndpointOf();
const newest = Array.from({ length: 50 }, () => webhookDeliveryOf({ eventType: 'ticket.updated' }));
const oldest = webhookDeliveryOf({ eventType: 'customer.created' });

describe('WebhookDeliveriesModal', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows the newest deliveries and loads older ones with Load more, asking with the cursor of the page before', async () => {
    // The button stays out of view, so only a click loads the next page.
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
    const { GET } = answerApi({
      'GET /api/webhooks/{id}/deliveries': ({ params }: ApiRequest) =>
        params?.query?.cursor === 'after-50' ? { deliveries: [oldest], nextCursor: null } : { deliveries: newest, nextCursor: 'after-50' },
    });
    renderInWorkspace(<WebhookDeliveriesModal endpoint={endpoint} onClose={vi.fn()} />);

    const table = await screen.findByRole('table', { name: 'Deliveries' });
    expect(within(table).getAllByText('ticket.updated')).toHaveLength(50);
    expect(within(table).queryByText('customer.created')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await within(table).findByText('customer.created')).toBeTruthy();
    expect(within(table).getAllByRole('row')).toHaveLength(52);
    expect(GET).toHaveBeenCalledWith(
      '/api/webhooks/{id}/deliveries',
      expect.objectContaining({ params: { path: { id: endpoint.id }, query: { cursor: 'after-50' } } }),
    );
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull());
  });

  it('offers no Load more when the log fits on one page', async () => {
    answerApi({ 'GET /api/webhooks/{id}/deliveries': { deliveries: [oldest], nextCursor: null } });
    renderInWorkspace(<WebhookDeliveriesModal endpoint={endpoint} onClose={vi.fn()} />);

    expect(await screen.findByText('customer.created')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });
});
