import type { Page } from '@playwright/test';
import { expectAccessible, viewportWidths } from './support/accessibility.ts';
import { expect, test } from './support/tenant.ts';
import { expectNothingCutOff } from './support/visual-checks.ts';
import { openWorkspace } from './support/workspace-session.ts';

function unique(text: string): string {
  return `${text}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

async function openCustomers(page: Page) {
  await page.getByRole('navigation', { name: 'Workspace' }).getByRole('link', { name: 'Customers' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();
}

const table = (page: Page) => page.getByRole('table', { name: 'Customers' });

test.describe('customers', () => {
  test.describe.configure({ timeout: 90_000 });

  test('an org admin adds, edits, finds and archives a customer; another staff member sees the list change live', async ({
    page,
    request,
    tenant,
  }) => {
    const name = unique('Paula Zed');
    const email = `${name.replace(/\s+/g, '.').toLowerCase()}@initech.test`;
    // On the main host with the subdomain parameter; the agent on the organization's host.
    await openWorkspace(page, tenant.urlByParameter('/dashboard'));
    await openCustomers(page);
    await expect(table(page).getByRole('row')).not.toHaveCount(1);
    const agentPage = await tenant.newPageAs(tenant.agent);
    await openWorkspace(agentPage, tenant.url('/dashboard'));
    await openCustomers(agentPage);

    await page.getByRole('button', { name: 'Add New Customer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Customer' });
    await expect(dialog.getByRole('button', { name: 'Add Customer' })).toBeDisabled();
    await dialog.getByLabel(/^Organization Name/).fill('Initech');
    await dialog.getByLabel(/^Contact Name/).fill(name);
    await dialog.getByLabel(/^Email/).fill('   ');
    await expect(dialog.getByRole('button', { name: 'Add Customer' })).toBeDisabled();
    await expect(dialog.getByLabel(/^Email/)).toHaveAttribute('type', 'email');
    await expect(dialog.getByLabel(/^Phone/)).toHaveAttribute('type', 'tel');
    await dialog.getByLabel(/^Email/).fill(email);
    await dialog.getByRole('button', { name: 'Add Customer' }).click();
    await expect(page.getByText('Customer added successfully!')).toBeVisible();
    const row = table(page).getByRole('row', { name: new RegExp(name) });
    await expect(row).toContainText('Initech');
    await expect(row.getByRole('cell').nth(4)).toHaveText('-');
    // Andy's open list hears of it without a reload.
    await expect(agentPage.getByRole('table', { name: 'Customers' }).getByRole('row', { name: new RegExp(name) })).toBeVisible({
      timeout: 15_000,
    });

    await row.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Customer' });
    await expect(edit.getByLabel(/^Email/)).toHaveValue(email);
    await edit.getByLabel(/^Phone/).fill('+1 555 0142');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Customer updated successfully!')).toBeVisible();
    await expect(row.getByRole('cell').nth(4)).toHaveText('+1 555 0142');

    await page.getByRole('searchbox', { name: 'Search customers' }).fill(name.slice(-8).toUpperCase());
    await expect(table(page).getByRole('row')).toHaveCount(2);
    await page.getByRole('searchbox', { name: 'Search customers' }).fill('no such customer anywhere');
    await expect(page.getByText('No customers found')).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search customers' }).fill(email);
    await expect(table(page).getByRole('row')).toHaveCount(2);

    // With a ticket, deleting archives: the dialog says so before anything happens.
    const headers = await tenant.headersFor(tenant.admin);
    const customerId = (await row.getByRole('link', { name }).getAttribute('href'))?.match(/customers\/([\w-]+)/)?.[1];
    const ticket = await tenant.createTicket({ subject: `Boiler for ${name}`, customerId });
    await row.getByRole('button', { name: `Delete ${name}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Customer' });
    await expect(confirm).toContainText('has 1 ticket, so they will be archived');
    await confirm.getByRole('button', { name: 'Archive Customer' }).click();
    await expect(page.getByText(`${name} was archived.`)).toBeVisible();
    await expect(page.getByText('No customers found')).toBeVisible();
    const kept = await request.get(`/api/tickets/${ticket.id}`, { headers });
    expect((await kept.json()).ticket.customerName).toBe(name);

    // Archived is not gone: the Archived list has them, with the date, and Restore brings them back.
    await page.getByRole('radiogroup', { name: 'Which customers' }).getByText('Archived').click();
    const archivedRow = table(page).getByRole('row', { name: new RegExp(name) });
    await expect(archivedRow.getByRole('cell').nth(5)).not.toBeEmpty();
    await expect(table(page).getByRole('columnheader', { name: 'Archived' })).toBeVisible();
    await archivedRow.getByRole('button', { name: `Restore ${name}` }).click();
    await expect(page.getByText(`${name} is back on the customer list.`)).toBeVisible();
    await expect(page.getByText('No customers found')).toBeVisible();
    await page.getByRole('radiogroup', { name: 'Which customers' }).getByText('Customers').click();
    await expect(
      table(page)
        .getByRole('row', { name: new RegExp(name) })
        .getByRole('link', { name }),
    ).toBeVisible();
  });

  test("a customer's page lists their tickets and links to them", async ({ page, tenant }) => {
    await tenant.createTicket({ subject: 'Heating off in the office', customerId: tenant.customer.recordId ?? '' });
    await openWorkspace(page, tenant.url('/dashboard'));
    await openCustomers(page);
    await page.getByRole('searchbox', { name: 'Search customers' }).fill(tenant.customer.email);
    await table(page).getByRole('link', { name: 'Carla Customer' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Carla Customer' })).toBeVisible();
    const ticketLink = page.getByRole('link', { name: /^TKT-\d+ · / }).first();
    await expect(ticketLink).toBeVisible();
    const title = (await ticketLink.textContent())?.split(' · ')[1] ?? '';
    await ticketLink.click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  });

  test('a CSV import shows the bad row in the preview and adds the good ones', async ({ page, tenant }) => {
    const tag = unique('csv');
    const csv = [
      'Company,Name,E-mail,Phone',
      `Globo Gym,Good One,one.${tag}@globo.test,555-0101`,
      `Globo Gym,Bad Row,not-an-email,`,
      `Globo Gym,Good Two,two.${tag}@globo.test,`,
      `Globo Gym,Same Again,ONE.${tag}@globo.test,`,
    ].join('\n');
    await openWorkspace(page, tenant.url('/dashboard'));
    await openCustomers(page);
    await page.getByRole('button', { name: 'Import' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import Customers' });
    await dialog.locator('input[type="file"]').setInputFiles({ name: 'customers.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await expect(dialog.getByText('2 rows ready, 1 row with errors, 1 duplicate skipped.')).toBeVisible();
    const preview = dialog.getByRole('table', { name: 'Rows of the file' });
    await expect(preview.getByRole('row', { name: /Bad Row/ })).toContainText('Please enter a valid email address.');
    await expect(preview.getByRole('row', { name: /Same Again/ })).toContainText('This email appears on an earlier row of the file.');
    await expectAccessible(page, 'the import preview');
    await dialog.getByRole('button', { name: 'Import 2 customers' }).click();
    await expect(page.getByText('2 customers added, 2 skipped (1 duplicate, 1 with errors).')).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search customers' }).fill(tag);
    await expect(table(page).getByRole('row')).toHaveCount(3);
    await expect(table(page)).toContainText('Good One');
    await expect(table(page)).toContainText('Good Two');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('customers.csv');
    const text = await (await file.createReadStream()).toArray();
    const lines = Buffer.concat(text).toString('utf8').trim().split('\n');
    expect(lines[0]).toBe('Company,Name,Email,Phone,Added');
    expect(lines).toHaveLength(3);
  });

  test('an agent may only view by default: no Add, Edit or Delete, and the API refuses a delete with the reason', async ({
    request,
    tenant,
  }) => {
    const page = await tenant.newPageAs(tenant.agent);
    await openWorkspace(page, tenant.url('/dashboard'));
    await openCustomers(page);
    await expect(table(page).getByRole('row').nth(1)).toBeVisible();
    await expect(page.getByRole('button', { name: /^Delete / })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Edit / })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Add New Customer' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Import' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Export' })).toBeVisible();

    const admin = await tenant.headersFor(tenant.admin);
    const someone = await request.post('/api/customers', {
      headers: admin,
      data: { organizationName: 'Vandelay', contactName: 'Art Vandelay', email: `${unique('art')}@vandelay.test` },
    });
    const headers = await tenant.headersFor(tenant.agent);
    const refused = await request.delete(`/api/customers/${(await someone.json()).id}`, { headers });
    expect(refused.status()).toBe(403);
    expect(await refused.json()).toEqual({ code: 'forbidden', message: 'You do not have permission to delete customers.' });
  });

  for (const width of viewportWidths) {
    test(`the customers screens read well and pass axe at ${width} px`, async ({ page, tenant }) => {
      // A name and a company with no place to break a line, as some imports have.
      const added = await tenant.request.post('/api/customers', {
        headers: await tenant.headersFor(tenant.admin),
        data: {
          organizationName: 'VandelayIndustriesImportExportLatexWholesale',
          contactName: 'BartholomewMaximilianVandelayKensington',
          email: `${unique('art')}@vandelay.test`,
        },
      });
      expect(added.status(), await added.text()).toBe(201);
      await page.setViewportSize({ width, height: 900 });
      await page.goto(tenant.url('/customers'));
      await expect(page.getByText('Total Customers')).toBeVisible();
      const list = width < 768 ? page.getByRole('list', { name: 'Customers' }) : table(page);
      await expect(list).toBeVisible();
      await expect(list).toContainText('Carla Customer');
      await expect(list).toContainText('BartholomewMaximilianVandelayKensington');
      await expectNothingCutOff(list, `the customer list at ${width} px`);
      await expectAccessible(page, `the customer list at ${width} px`);
      await page.getByRole('button', { name: 'Add New Customer' }).click();
      await expect(page.getByRole('dialog', { name: 'Add New Customer' })).toBeVisible();
      await expectAccessible(page, `the Add New Customer dialog at ${width} px`);
      await page.keyboard.press('Escape');
      await list.getByRole('link', { name: 'Carla Customer' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Carla Customer' })).toBeVisible();
      await expectAccessible(page, `a customer's page at ${width} px`);
    });
  }
});
