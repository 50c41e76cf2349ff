import type { Page } from '@playwright/test';
import { expectAccessible, viewportWidths } from './support/accessibility.ts';
import { expect as baseExpect, test } from './support/tenant.ts';

const expect = baseExpect.configure({ timeout: 15_000 });

const tickets = [
  { subject: 'Chiller alarm on the roof', priority: 'urgent' },
  { subject: 'Server room too warm', priority: 'urgent' },
  { subject: 'Invoice copy wanted', priority: 'low' },
];

const cards = (page: Page) => page.locator('article[data-ticket-id]');

test.describe('saved views of the ticket list', () => {
  test.describe.configure({ timeout: 90_000 });

  test('an admin saves the filters as a shared view, sees its count, and opening it shows that many tickets', async ({ page, tenant }) => {
    for (const ticket of tickets) await tenant.createTicket(ticket);
    // The views' sidebar shows from 1408 px; narrower screens choose a view from a list above the tickets.
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(tenant.url('/tickets?priority=urgent'));
    await expect(cards(page)).toHaveCount(2);

    const views = page.getByRole('navigation', { name: 'Views' });
    await views.getByRole('button', { name: 'Save view' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save view' });
    await dialog.getByLabel('Name').fill('Urgent ones');
    await dialog.getByText('The whole team').click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();

    const view = views.getByRole('button', { name: 'Urgent ones 2 tickets', exact: true });
    await expect(view).toHaveAttribute('aria-current', 'true');

    // From the whole list, the view puts its filters back and the list shows exactly its count.
    await page.goto(tenant.url('/tickets'));
    await expect(cards(page)).toHaveCount(3);
    await expect(view).not.toHaveAttribute('aria-current', 'true');
    await view.click();
    await expect(page).toHaveURL(/priority=urgent/);
    await expect(view).toHaveAttribute('aria-current', 'true');
    await expect(cards(page)).toHaveCount(2);

    // A colleague sees the shared view with the count of their own list.
    const agentPage = await tenant.newPageAs(tenant.agent);
    await agentPage.setViewportSize({ width: 1440, height: 900 });
    await agentPage.goto(tenant.url('/tickets'));
    const agentView = agentPage.getByRole('navigation', { name: 'Views' }).getByRole('button', { name: /^Urgent ones \d+ tickets$/ });
    await expect(agentView).toBeVisible();
    const agentCount = Number((await agentView.textContent())?.match(/\d+$/)?.[0]);
    await agentView.click();
    await expect(cards(agentPage)).toHaveCount(agentCount);
  });

  for (const width of viewportWidths) {
    test(`the views read well and pass axe at ${width} px`, async ({ page, tenant }) => {
      await tenant.createTicket(tickets[0] as (typeof tickets)[number]);
      const headers = await tenant.headersFor(tenant.admin);
      const saved = await tenant.request.post('/api/ticket-views', {
        headers,
        data: { name: 'Urgent', scope: 'shared', filters: { priority: 'urgent' } },
      });
      expect(saved.status()).toBe(201);
      await page.setViewportSize({ width, height: 900 });
      await page.goto(tenant.url('/tickets'));
      if (width < 1408) {
        const select = page.getByRole('combobox', { name: 'View' });
        await expect(select).toContainText('Urgent (1)');
        await select.selectOption({ label: 'Urgent (1)' });
      } else {
        await page.getByRole('navigation', { name: 'Views' }).getByRole('button', { name: 'Urgent 1 tickets' }).click();
      }
      await expect(page).toHaveURL(/priority=urgent/);
      await expect(cards(page)).toHaveCount(1);
      await expectAccessible(page, `the ticket list with its views at ${width} px`);
      await page.getByRole('button', { name: 'Save view' }).filter({ visible: true }).click();
      await expect(page.getByRole('dialog', { name: 'Save view' })).toBeVisible();
      await expectAccessible(page, `the Save view dialog at ${width} px`);
    });
  }
});
