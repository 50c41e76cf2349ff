import { expectAccessible, viewportWidths } from './support/accessibility.ts';
import { expect, test } from './support/tenant.ts';
import { openWorkspace } from './support/workspace-session.ts';

test.describe('API keys', () => {
  test.describe.configure({ timeout: 120_000 });

  test('an org admin creates a key in Settings → API, an integration creates a ticket with it that shows in the list, and a revoked key is refused', async ({
    page,
    tenant,
  }) => {
    await openWorkspace(page, tenant.url('/settings?tab=api'));
    await expect(page.getByText('No API keys yet.')).toBeVisible();
    await page.getByRole('button', { name: 'Create key' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create API key' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Helpdesk bridge');
    await dialog.getByRole('checkbox', { name: 'Write tickets' }).check();
    await dialog.getByRole('checkbox', { name: 'Customers' }).check();
    await dialog.getByRole('button', { name: 'Create key' }).click();
    const shown = dialog.getByLabel('New API key');
    await expect(shown).toHaveText(/^tdm_[0-9a-f]{12}_\S{43}$/);
    const secret = (await shown.textContent()) ?? '';
    await expectAccessible(page, 'the new key, shown once');
    await dialog.getByRole('button', { name: 'Done' }).click();

    const row = page.getByRole('table', { name: 'API keys' }).getByRole('row').filter({ hasText: 'Helpdesk bridge' });
    await expect(row).toContainText(secret.slice(0, 16));
    await expect(row).toContainText('Write tickets');
    await expect(row).toContainText('Customers');
    await expect(row).toContainText('by Alice Admin');
    await expect(row).toContainText('Never');
    await expect(page.getByText(secret)).toHaveCount(0);

    // The integration: the key on the organization's address, no session.
    const headers = { authorization: `Bearer ${secret}`, 'x-tenant-subdomain': tenant.organization.subdomain };
    const customers = await tenant.request.get('/api/customers', { headers });
    expect(customers.status()).toBe(200);
    expect(await customers.text()).toContain(tenant.customer.email);
    const created = await tenant.request.post('/api/tickets', {
      headers,
      data: {
        subject: 'Pump pressure alarm from the bridge',
        description: 'Raised by the monitoring system',
        customerName: 'Walk-in customer',
        priority: 'high',
      },
    });
    expect(created.status()).toBe(201);
    // Reading tickets is a scope the key was not given.
    expect((await tenant.request.get('/api/tickets', { headers })).status()).toBe(403);

    await page.goto(tenant.url('/tickets'));
    await expect(page.getByRole('article').filter({ hasText: 'Pump pressure alarm from the bridge' })).toBeVisible();

    await page.goto(tenant.url('/settings?tab=api'));
    await expect(row).toContainText('from 127.0.0.1');
    for (const width of viewportWidths) {
      await page.setViewportSize({ width, height: 900 });
      await expectAccessible(page, `API keys at ${width} px`);
    }
    await page.setViewportSize({ width: 1280, height: 900 });

    await row.getByRole('button', { name: 'Revoke Helpdesk bridge' }).click();
    await page.getByRole('dialog', { name: 'Revoke API key' }).getByRole('button', { name: 'Revoke' }).click();
    await expect(page.getByText('No API keys yet.')).toBeVisible();
    const refused = await tenant.request.get('/api/customers', { headers });
    expect(refused.status()).toBe(401);
  });
});
