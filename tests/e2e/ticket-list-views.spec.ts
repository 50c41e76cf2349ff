import { expectAccessible, viewportWidths } from './support/accessibility.ts';
import { expect, test } from './support/tenant.ts';
import { expectNothingCutOff } from './support/visual-checks.ts';

test('an agent switches the ticket list to the table, sorts it, and finds the table again after a reload', async ({ page, tenant }) => {
  test.setTimeout(90_000);
  for (const subject of ['Printer jammed', 'Heating off', 'Window stuck']) await tenant.createTicket({ subject });
  // The longest status and priority the table shows, whose badges must read whole.
  const busy = await tenant.createTicket({ subject: 'Boiler pressure low', priority: 'urgent' });
  const started = await tenant.request.patch(`/api/tickets/${busy.id}/status`, {
    headers: await tenant.headersFor(tenant.admin),
    data: { status: 'in_progress' },
  });
  expect(started.status(), await started.text()).toBe(200);
  await page.goto(tenant.url('/tickets'));
  await expect(page.getByRole('heading', { level: 1, name: 'Tickets' })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(
    page
      .getByRole('article')
      .first()
      .getByText(/^(Unassigned|Assigned)/),
  ).toBeVisible();

  await page.getByText('Table', { exact: true }).click();
  const table = page.getByRole('table', { name: 'Tickets' });
  await expect(table.getByRole('columnheader')).toHaveText([
    '',
    'Number',
    'Title',
    'Customer',
    'Assignee',
    'Status',
    'Priority',
    'Next due',
    'Updated',
  ]);
  await expect(page.getByRole('article')).toHaveCount(0);

  const firstNewest = await table.getByRole('row').nth(1).getByRole('cell').nth(1).textContent();
  await page.getByRole('combobox', { name: 'Sort' }).selectOption('oldest');
  await expect(table.getByRole('row').nth(1).getByRole('cell').nth(1)).not.toHaveText(firstNewest ?? '');

  await page.reload();
  await expect(page.getByRole('table', { name: 'Tickets' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Sort' })).toHaveValue('oldest');

  for (const width of viewportWidths) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: `test-results/ticket-table-${width}.png` });
    if (width >= 1280) await expectNothingCutOff(table, 'the ticket table at 1280 px');
    await expectAccessible(page, `ticket table at ${width} px`);
  }
});
