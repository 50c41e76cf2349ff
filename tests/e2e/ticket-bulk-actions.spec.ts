import { expectAccessible, viewportWidths } from './support/accessibility.ts';
import { expect, test } from './support/tenant.ts';

const TICKETS = 30;

test('an admin works the ticket table from the keyboard, assigns a selection and closes all matching tickets at once', async ({
  page,
  tenant,
}) => {
  test.setTimeout(120_000);
  // A word of letters only, so that the search finds these tickets and nothing else.
  const word = `Bulk${Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;
  for (let index = 1; index <= TICKETS; index += 1) await tenant.createTicket({ subject: `${word} printer ${index}` });

  await page.goto(tenant.url(`/tickets?search=${word}`));
  await page.getByText('Table', { exact: true }).click();
  const table = page.getByRole('table', { name: 'Tickets' });
  const rows = table.getByRole('row');
  await expect(rows).toHaveCount(26);

  // j and k move between tickets, x selects the one in focus.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press('j');
  await expect(rows.nth(1).getByRole('link')).toBeFocused();
  await page.keyboard.press('j');
  await expect(rows.nth(2).getByRole('link')).toBeFocused();
  await page.keyboard.press('x');
  await page.keyboard.press('k');
  await page.keyboard.press('x');
  const bar = page.getByRole('region', { name: 'Selected tickets' });
  await expect(bar).toContainText('2 tickets selected');
  await expect(rows.nth(1).getByRole('checkbox')).toBeChecked();
  await expect(rows.nth(2).getByRole('checkbox')).toBeChecked();

  await bar.getByRole('button', { name: 'Assign' }).click();
  await page.getByRole('menuitem', { name: 'Andy Agent' }).click();
  await expect(page.getByText('2 tickets assigned to Andy Agent')).toBeVisible();
  await expect(rows.nth(1).getByRole('cell').nth(4)).toHaveText('Andy Agent');
  await expect(rows.nth(2).getByRole('cell').nth(4)).toHaveText('Andy Agent');
  await expect(bar).toBeHidden();

  // Every ticket shown, then all that match, including those not loaded yet.
  await table.getByRole('checkbox', { name: 'Select all tickets shown' }).check();
  await expect(bar).toContainText('25 tickets selected');
  await bar.getByRole('button', { name: `Select all ${TICKETS} matching` }).click();
  await expect(bar).toContainText(`All ${TICKETS} tickets matching this view selected`);
  for (const width of viewportWidths) {
    await page.setViewportSize({ width, height: 800 });
    await expect(bar.getByRole('button', { name: 'Close', exact: true })).toBeInViewport();
    await page.screenshot({ path: `test-results/ticket-bulk-selection-${width}.png` });
    await expectAccessible(page, `ticket table with a selection at ${width} px`);
  }
  await bar.getByRole('button', { name: 'Close', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Change all matching tickets?' });
  await expect(confirm).toContainText(`Close for all ${TICKETS} tickets matching this view`);
  await confirm.getByRole('button', { name: `Change ${TICKETS} tickets` }).click();
  await expect(page.getByText(`${TICKETS} tickets closed`)).toBeVisible();
  await expect(rows.nth(1).getByRole('cell').nth(5)).toHaveText(/closed/i);

  await page.getByRole('combobox', { name: 'Status', exact: true }).selectOption('open');
  await expect(page.getByText('No tickets found. Try adjusting your search terms or filters.')).toBeVisible();
  await page.getByRole('combobox', { name: 'Status', exact: true }).selectOption('all');

  // Sorted by a column header: the order is the server's, kept in the address.
  await table.getByRole('button', { name: 'Updated' }).click();
  await expect(table.getByRole('columnheader', { name: 'Updated' })).toHaveAttribute('aria-sort', 'descending');
  await expect(page).toHaveURL(/sort=recently_updated/);
  await expect(rows.nth(1).getByRole('cell').nth(4)).toHaveText('Andy Agent');
  await page.screenshot({ path: 'test-results/ticket-bulk-actions-1280.png' });

  // Enter opens the ticket in focus.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press('j');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/tickets\/[0-9a-f-]{36}/);
});
