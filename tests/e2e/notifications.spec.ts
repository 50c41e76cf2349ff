import type { APIRequestContext } from '@playwright/test';
import { expectAccessible, viewportWidths } from './support/accessibility.ts';
import { expect, test } from './support/tenant.ts';

/** The subjects of the mails to an address in the server's dev mailbox, newest first. */
async function subjectsTo(request: APIRequestContext, to: string): Promise<string[]> {
  const response = await request.get(`/dev/mail/api?to=${encodeURIComponent(to)}`);
  return ((await response.json()) as { messages: { subject: string }[] }).messages.map((message) => message.subject);
}

test('a bulk change tells each person once, and the notifications page behind the bell marks all read', async ({ tenant }) => {
  test.setTimeout(90_000);
  const customerId = tenant.customer.recordId ?? undefined;
  const ids: string[] = [];
  for (const subject of ['Printer jams', 'Scanner offline', 'Badge reader beeps'])
    ids.push((await tenant.createTicket({ subject, customerId })).id);
  const headers = await tenant.headersFor(tenant.admin);
  for (const action of [
    { type: 'assign', assignedTo: tenant.agent.id },
    { type: 'status', status: 'closed' },
  ]) {
    const response = await tenant.request.post('/api/tickets/bulk-changes', { headers, data: { action, ticketIds: ids } });
    expect(response.status(), await response.text()).toBe(200);
  }

  // One mail each, naming the tickets' numbers.
  await expect(async () => {
    expect((await subjectsTo(tenant.request, tenant.agent.email)).filter((subject) => subject.includes('assigned'))).toEqual([
      expect.stringMatching(/^3 tickets assigned to you: TKT-\d+, TKT-\d+, TKT-\d+$/),
    ]);
    expect((await subjectsTo(tenant.request, tenant.customer.email)).filter((subject) => subject.includes('Closed'))).toEqual([
      expect.stringMatching(/^3 tickets Closed: TKT-\d+, TKT-\d+, TKT-\d+$/),
    ]);
  }).toPass({ timeout: 15_000 });

  const agent = await tenant.newPageAs(tenant.agent);
  await agent.goto(tenant.url('/dashboard'));
  await agent.getByRole('button', { name: 'Notifications, 1 unread' }).click();
  await agent.getByRole('button', { name: 'View all notifications' }).click();
  await expect(agent).toHaveURL(/\/notifications$/);
  await expect(agent.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
  // The page's own list: the bell's list may still be closing over it.
  const page = agent.getByRole('main');
  const entry = page.getByRole('button', { name: /3 tickets assigned to you/ });
  await expect(entry).toContainText('Alice Admin assigned you:');
  await expect(entry).toContainText('Scanner offline');
  await expect(page.getByText('Unread', { exact: true })).toHaveCount(1);
  for (const width of viewportWidths) {
    await agent.setViewportSize({ width, height: 800 });
    await agent.screenshot({ path: `test-results/notifications-page-${width}.png` });
    await expectAccessible(agent, `notifications page at ${width} px`);
  }

  await page.getByRole('button', { name: 'Mark all read' }).click();
  await expect(page.getByText('All read', { exact: true })).toBeVisible();
  await expect(page.getByText('Unread', { exact: true })).toHaveCount(0);
  await expect(agent.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark all read' })).toBeDisabled();
  await entry.click();
  await expect(agent).toHaveURL(/\/tickets$/);

  // The customer's own page on the portal, with their tickets only.
  const customer = await tenant.newPageAs(tenant.customer);
  await customer.goto(tenant.url('/notifications'));
  const closed = customer.getByRole('button', { name: /3 tickets Closed/ });
  await expect(closed).toContainText('Printer jams');
  for (const width of viewportWidths) {
    await customer.setViewportSize({ width, height: 800 });
    await expectAccessible(customer, `portal notifications page at ${width} px`);
  }
  await customer.getByRole('button', { name: 'Mark all read' }).click();
  await expect(customer.getByText('All read', { exact: true })).toBeVisible();
  await customer.getByRole('link', { name: 'Back to your dashboard' }).click();
  await expect(customer.getByRole('heading', { name: /Welcome/ })).toBeVisible();
});
