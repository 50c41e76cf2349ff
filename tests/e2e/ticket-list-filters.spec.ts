import { expect, test } from './support/tenant.ts';

test('the ticket list keeps its filters on the way back from a ticket, by ← Tickets and by the sidebar, and x selects a card', async ({
  page,
  tenant,
}) => {
  test.setTimeout(90_000);
  // A word of letters only, so that the search finds these tickets and nothing else.
  const word = `Kept${Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;
  await tenant.createTicket({ subject: `${word} boiler`, priority: 'high' });
  await tenant.createTicket({ subject: `${word} printer`, priority: 'high' });
  await tenant.createTicket({ subject: `${word} badge`, priority: 'low' });

  await page.goto(tenant.url('/tickets'));
  const cards = page.getByRole('article');
  await page.getByRole('searchbox', { name: 'Search tickets' }).fill(word);
  await expect(page).toHaveURL(new RegExp(`search=${word}`));
  await page.getByRole('combobox', { name: 'Priority', exact: true }).selectOption('high');
  await expect(cards).toHaveCount(2);
  const filtered = new RegExp(`/tickets\\?(?=.*search=${word})(?=.*priority=high)`);
  await expect(page).toHaveURL(filtered);

  async function expectFiltered() {
    await expect(page).toHaveURL(filtered);
    await expect(page.getByRole('searchbox', { name: 'Search tickets' })).toHaveValue(word);
    await expect(page.getByRole('combobox', { name: 'Priority', exact: true })).toHaveValue('high');
    await expect(cards).toHaveCount(2);
  }

  // ← Tickets, from a ticket opened from the list, then from the same ticket after a reload.
  const main = page.getByRole('main');
  const sidebar = page.getByRole('navigation', { name: 'Workspace' });
  await cards.getByRole('link', { name: `${word} boiler` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `${word} boiler` })).toBeVisible();
  await main.getByRole('link', { name: 'Tickets', exact: true }).click();
  await expectFiltered();
  await cards.getByRole('link', { name: `${word} printer` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `${word} printer` })).toBeVisible();
  await page.reload();
  await main.getByRole('link', { name: 'Tickets', exact: true }).click();
  await expectFiltered();

  // The sidebar, from a ticket; clicked again on the list itself, it clears the filters.
  await cards.getByRole('link', { name: `${word} boiler` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `${word} boiler` })).toBeVisible();
  await sidebar.getByRole('link', { name: 'Tickets', exact: true }).click();
  await expectFiltered();

  // x selects the card in focus, as in the table.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press('j');
  await page.keyboard.press('j');
  await expect(cards.nth(1).getByRole('link')).toBeFocused();
  await page.keyboard.press('x');
  await expect(cards.nth(1).getByRole('checkbox')).toBeChecked();
  await expect(cards.nth(0).getByRole('checkbox')).not.toBeChecked();
  await expect(page.getByRole('region', { name: 'Selected tickets' })).toContainText('1 ticket selected');

  await sidebar.getByRole('link', { name: 'Tickets', exact: true }).click();
  await expect(page).toHaveURL(/\/tickets$/);
  await expect(page.getByRole('searchbox', { name: 'Search tickets' })).toHaveValue('');
});
