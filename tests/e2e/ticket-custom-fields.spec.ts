import { readFile } from 'node:fs/promises';
import { expectAccessible, viewportWidths } from './support/accessibility.ts';
import { expect as baseExpect, test } from './support/tenant.ts';
import { openWorkspace } from './support/workspace-session.ts';

// Three browsers on a shared machine: more time than the default five seconds.
const expect = baseExpect.configure({ timeout: 15_000 });

test.describe('ticket custom fields', () => {
  test.describe.configure({ timeout: 90_000 });

  test('a dropdown required to close: the admin makes it, the agent is told and fills it in to close, the customer sees only the fields shown to customers', async ({
    page,
    tenant,
  }) => {
    // The admin adds a staff-only dropdown required to close in Settings → Ticket Fields.
    await openWorkspace(page, tenant.url('/settings?tab=ticket-fields'));
    await expect(page.getByText('No ticket fields yet.')).toBeVisible();
    await page.getByRole('button', { name: 'New field' }).click();
    const editor = page.getByRole('dialog', { name: 'New ticket field' });
    await editor.getByRole('textbox', { name: 'Name' }).fill('Resolution code');
    await editor.getByRole('combobox', { name: 'Type' }).selectOption('Dropdown');
    const options = editor.getByRole('combobox', { name: 'Options' });
    for (const option of ['Fixed remotely', 'Part replaced']) {
      await options.fill(option);
      await options.press('Enter');
    }
    await editor.getByRole('checkbox', { name: 'Required to close' }).check();
    await expectAccessible(page, 'the ticket field editor');
    await editor.getByRole('button', { name: 'Add field' }).click();
    await expect(editor).toBeHidden();
    const fields = page.getByRole('table', { name: 'Ticket fields' });
    const row = fields.getByRole('row').filter({ hasText: 'Resolution code' });
    await expect(row).toContainText('resolution_code');
    await expect(row).toContainText('Required to close');
    await expect(row).toContainText('Staff only');
    for (const width of viewportWidths) {
      await page.setViewportSize({ width, height: 900 });
      await expectAccessible(page, `the Ticket Fields tab at ${width} px`);
    }

    // A field shown to customers, and a ticket of the customer's with a value in it.
    const admin = await tenant.headersFor(tenant.admin);
    const serial = await tenant.request.post('/api/ticket-fields', {
      headers: admin,
      data: { label: 'Serial number', type: 'text', isVisibleToCustomers: true },
    });
    expect(serial.status()).toBe(201);
    const serialId = (await serial.json()).id as string;
    const created = await tenant.request.post('/api/tickets', {
      headers: admin,
      data: {
        subject: 'Boiler keeps tripping',
        description: 'Every evening around six',
        customerId: tenant.customer.recordId,
        priority: 'medium',
        customFields: { [serialId]: 'SN-4471' },
      },
    });
    expect(created.status()).toBe(201);
    const ticket = (await created.json()) as { id: string; ticketNumber: string };

    // The agent tries to close it and is told which field is missing, fills it in in the same dialog, and closes it.
    const agent = await tenant.newPageAs(tenant.agent);
    await agent.goto(tenant.url(`/tickets/${ticket.id}`));
    const panel = agent.getByRole('form', { name: 'Ticket fields' });
    await expect(panel.getByRole('textbox', { name: 'Serial number' })).toHaveValue('SN-4471');
    await agent.getByRole('button', { name: 'Change Status' }).click();
    const dialog = agent.getByRole('dialog', { name: 'Change Status' });
    await dialog.getByRole('radio', { name: 'Closed' }).check();
    await expect(dialog.getByText('Fill in Resolution code before closing the ticket.')).toBeVisible();
    const update = dialog.getByRole('button', { name: 'Save fields and update status' });
    await expect(update).toBeDisabled();
    for (const width of viewportWidths) {
      await agent.setViewportSize({ width, height: 900 });
      await expectAccessible(agent, `the close dialog asking for a required field at ${width} px`);
    }
    await dialog.getByRole('combobox', { name: 'Resolution code' }).selectOption('Part replaced');
    await expect(dialog.getByText('The fields required to close are filled in.')).toBeVisible();
    await update.click();
    await expect(dialog).toBeHidden();
    await expect(agent.getByText('Ticket status updated to Closed')).toBeVisible();
    await expect(panel.getByRole('combobox', { name: 'Resolution code' })).toHaveValue('Part replaced');
    for (const width of viewportWidths) {
      await agent.setViewportSize({ width, height: 900 });
      await expectAccessible(agent, `a closed ticket with its fields at ${width} px`);
    }

    // The customer's portal shows the serial number, never the staff-only resolution code.
    const customer = await tenant.newPageAs(tenant.customer);
    await customer.goto(tenant.url(`/tickets/${ticket.id}`));
    const portalTicket = customer.getByRole('dialog', { name: 'Boiler keeps tripping' });
    const details = portalTicket.getByRole('region', { name: 'Details' });
    await expect(details).toContainText('Serial number');
    await expect(details).toContainText('SN-4471');
    await expect(portalTicket).not.toContainText('Resolution code');
    await expect(portalTicket).not.toContainText('Part replaced');
    for (const width of viewportWidths) {
      await customer.setViewportSize({ width, height: 900 });
      await expectAccessible(customer, `the customer's ticket with its fields at ${width} px`);
    }
  });

  test('the staff table shows a field as a column, filters on its value and exports the list so filtered', async ({ page, tenant }) => {
    const admin = await tenant.headersFor(tenant.admin);
    const fieldIds: string[] = [];
    for (const data of [
      { label: 'Resolution code', type: 'dropdown', options: ['Fixed remotely', 'Part replaced'], isRequiredToClose: true },
      { label: 'Serial number', type: 'text', isVisibleToCustomers: true },
    ]) {
      const response = await tenant.request.post('/api/ticket-fields', { headers: admin, data });
      expect(response.status()).toBe(201);
      fieldIds.push((await response.json()).id);
    }
    const [resolutionId, serialId] = fieldIds as [string, string];
    const created = await tenant.request.post('/api/tickets', {
      headers: admin,
      data: {
        subject: 'Boiler keeps tripping',
        description: 'Every evening around six',
        customerId: tenant.customer.recordId,
        priority: 'medium',
        customFields: { [resolutionId]: 'Part replaced', [serialId]: 'SN-4471' },
      },
    });
    expect(created.status()).toBe(201);
    const ticket = (await created.json()) as { id: string; ticketNumber: string };

    await tenant.createTicket({ subject: 'Printer offline' });
    await page.setViewportSize({ width: 1280, height: 900 });
    await openWorkspace(page, tenant.url('/tickets'));
    await page.getByText('Table', { exact: true }).click();
    const table = page.getByRole('table', { name: 'Tickets' });
    await expect(table.getByRole('columnheader', { name: 'Resolution code' })).toBeVisible();
    await expect(table.getByRole('row').filter({ hasText: 'Printer offline' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Field value' }).selectOption('Resolution code: Part replaced');
    await expect(table.getByRole('row').filter({ hasText: 'Printer offline' })).toBeHidden();
    await expect(table.getByRole('row').filter({ hasText: ticket.ticketNumber })).toContainText('Part replaced');
    for (const width of viewportWidths) {
      await page.setViewportSize({ width, height: 900 });
      await expectAccessible(page, `the ticket table filtered on a field at ${width} px`);
    }
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const csv = await readFile(await (await download).path(), 'utf8');
    const lines = csv.trim().split('\n');
    expect(lines[0]).toBe('Number,Title,Status,Priority,Customer,Assignee,Tags,Created,Updated,Resolution code,Serial number');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`${ticket.ticketNumber},Boiler keeps tripping,Open,Medium,`);
    expect(lines[1]).toMatch(/,Part replaced,SN-4471$/);
  });
});
