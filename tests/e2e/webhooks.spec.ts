import { Webhook } from 'standardwebhooks';
import { startWebhookReceiver } from '../support/webhook-receiver.ts';
import { expectAccessible } from './support/accessibility.ts';
import { expect, test } from './support/tenant.ts';
import { openWorkspace } from './support/workspace-session.ts';

test.describe('webhooks', () => {
  test.describe.configure({ timeout: 60_000 });

  test('an org admin adds an endpoint, a ticket change reaches it signed, and the delivery shows in its log', async ({ page, tenant }) => {
    const receiver = await startWebhookReceiver();
    try {
      await openWorkspace(page, tenant.url('/settings?tab=webhooks'));
      await expect(page.getByRole('heading', { name: 'Webhooks' })).toBeVisible();
      await page.getByRole('button', { name: 'Add endpoint' }).click();
      const editor = page.getByRole('dialog', { name: 'Add endpoint' });
      await editor.getByLabel('Endpoint URL').fill(receiver.url);
      await editor.getByLabel('Description').fill('Our CRM');
      await editor.getByRole('checkbox', { name: /Ticket status changed/ }).check();
      await expectAccessible(page, 'the endpoint editor');
      await editor.getByRole('button', { name: 'Add endpoint' }).click();

      const added = page.getByRole('dialog', { name: 'Endpoint added' });
      const secret = (await added.locator('pre, code').first().textContent())?.trim() ?? '';
      expect(secret).toMatch(/^whsec_/);
      await added.getByRole('button', { name: 'Close' }).click();
      const row = page.getByRole('row', { name: new RegExp(receiver.url) });
      await expect(row.getByText('ticket.created, ticket.status_changed')).toBeVisible();
      await expectAccessible(page, 'the Webhooks tab');

      const response = await tenant.request.post('/api/tickets', {
        headers: await tenant.headersFor(tenant.admin),
        data: { subject: 'Boiler is leaking', description: 'Since Monday', customerId: tenant.customer.recordId, priority: 'high' },
      });
      expect(response.status()).toBe(201);
      const ticket = (await response.json()) as { id: string };

      await row.getByRole('button', { name: 'Deliveries' }).click();
      const log = page.getByRole('dialog', { name: 'Delivery log' });
      const delivered = log.getByRole('row', { name: /ticket\.created/ });
      await expect(delivered.getByText('Delivered · 200')).toBeVisible({ timeout: 15_000 });
      await delivered.getByRole('button', { name: 'Details' }).click();
      await expect(log.getByText(ticket.id).first()).toBeVisible();
      await expectAccessible(page, 'the delivery log');

      const [request] = receiver.received;
      const event = new Webhook(secret).verify(request?.body ?? '', request?.headers ?? {}) as { type: string; data: { id: string } };
      expect(event).toMatchObject({ type: 'ticket.created', data: { id: ticket.id } });
    } finally {
      await receiver.close();
    }
  });

  test('the delivery log shows the newest 50 deliveries and loads older ones at Load more', async ({ page, tenant }) => {
    const receiver = await startWebhookReceiver();
    try {
      const headers = await tenant.headersFor(tenant.admin);
      const added = await tenant.request.post('/api/webhooks', { headers, data: { url: receiver.url, events: ['ticket.created'] } });
      expect(added.status(), await added.text()).toBe(201);
      const endpoint = (await added.json()) as { id: string };
      for (let index = 0; index < 51; index += 1) {
        const sent = await tenant.request.post(`/api/webhooks/${endpoint.id}/test`, { headers });
        expect(sent.status(), await sent.text()).toBe(202);
      }

      await openWorkspace(page, tenant.url('/settings?tab=webhooks'));
      await page
        .getByRole('row', { name: new RegExp(receiver.url) })
        .getByRole('button', { name: 'Deliveries' })
        .click();
      const log = page.getByRole('dialog', { name: 'Delivery log' });
      const deliveries = log.getByRole('table', { name: 'Deliveries' }).getByRole('row', { name: /webhook\.test/ });
      await expect(deliveries).toHaveCount(50);
      await expectAccessible(page, 'the delivery log with Load more');
      // Load more loads the next page as it scrolls into view (a keyboard presses it), as the app's other long lists do.
      await log.getByRole('button', { name: 'Load more' }).scrollIntoViewIfNeeded();
      await expect(deliveries).toHaveCount(51);
      await expect(log.getByRole('button', { name: 'Load more' })).toHaveCount(0);
    } finally {
      await receiver.close();
    }
  });
});
