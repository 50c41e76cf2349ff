import { expectAccessible } from './support/accessibility.ts';
import { waitForMail } from './support/dev-mailbox.ts';
import { expect, type Tenant, test } from './support/tenant.ts';
import { drawSignature, saveWorkOrderLayout, setMiddayTimeZone } from './support/work-orders.ts';

test.use({ signedInAs: 'agent' });

const HALF_HOUR_MS = 30 * 60_000;

/**
 * A work order for the tenant's customer, assigned to the agent by the admin on the dispatch board's route, starting
 * on the half hour just begun, its hour-long arrival window open for half an hour at least.
 */
async function scheduleVisitNow(tenant: Tenant): Promise<{ id: string; workOrderNumber: string; start: number }> {
  const headers = await tenant.headersFor(tenant.admin);
  const created = await tenant.request.post('/api/work-orders', {
    headers,
    data: {
      title: 'Replace the lobby thermostat',
      customerId: tenant.customer.recordId,
      address: '22 Crescent Street, Springfield',
      description: 'Ask for Carla at the front desk.',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const workOrder = (await created.json()) as { id: string; workOrderNumber: string };
  const start = Math.floor(Date.now() / HALF_HOUR_MS) * HALF_HOUR_MS;
  await moveVisit(tenant, workOrder.id, { start, version: 1 });
  return { ...workOrder, start };
}

/** The dispatcher's move of the agent's visit, as the board makes it. */
async function moveVisit(tenant: Tenant, id: string, move: { start: number; version: number }): Promise<void> {
  const slot = await tenant.request.put(`/api/dispatch/work-orders/${id}/slot`, {
    headers: await tenant.headersFor(tenant.admin),
    data: {
      assignedTo: tenant.agent.id,
      start: new Date(move.start).toISOString(),
      durationMinutes: 60,
      version: move.version,
      allowConflicts: true,
    },
  });
  expect(slot.status(), await slot.text()).toBe(200);
}

test("a technician's day on a phone: On my way e-mails the customer, whose portal follows the visit live, then Arrived and Complete with the customer's signature", async ({
  page,
  tenant,
}) => {
  test.setTimeout(90_000);
  await saveWorkOrderLayout(tenant);
  await setMiddayTimeZone(tenant);
  const { id, workOrderNumber, start } = await scheduleVisitNow(tenant);

  // The customer's portal, in a browser of their own: the visit's window and who comes.
  const portal = await tenant.newPageAs(tenant.customer);
  await portal.goto(tenant.url('/'));
  const workOrderCard = portal.getByRole('article', { name: `${workOrderNumber}: Replace the lobby thermostat` });
  // In the organization's date format (MM/DD/YYYY, 12-hour clock by default), as every date of the portal.
  await expect(workOrderCard).toContainText(/Visit: \w{3}, \d{2}\/\d{2}\/\d{4}, \d{1,2}:\d{2} [AP]M to \d{1,2}:\d{2} [AP]M · Andy/);
  await expect(workOrderCard).toContainText('Scheduled');

  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(tenant.url('/my-day'));
  await expect(page.getByRole('heading', { level: 1, name: 'My Day' })).toBeVisible();
  const visit = page.getByRole('listitem', { name: new RegExp(`${workOrderNumber} Replace the lobby thermostat$`) });
  await expect(visit).toContainText('Scheduled');
  await expect(visit).toContainText('Carla Customer');
  await expect(visit).toContainText('Ask for Carla at the front desk.');
  await expect(visit.getByRole('link', { name: /^Directions to 22 Crescent Street/ })).toHaveAttribute(
    'href',
    'https://www.google.com/maps/search/?api=1&query=22%20Crescent%20Street%2C%20Springfield',
  );
  await expectAccessible(page, 'My Day at 375 px');
  await page.screenshot({ path: 'test-results/my-day-375.png', fullPage: true });

  // The dispatcher moves the visit half an hour later: the phone shows its new window within 2 s.
  const window = (await visit.getAttribute('aria-label')) ?? '';
  await moveVisit(tenant, id, { start: start + HALF_HOUR_MS, version: 2 });
  await expect(visit).not.toHaveAttribute('aria-label', window, { timeout: 2_000 });

  await visit.getByRole('button', { name: 'On my way' }).click();
  await expect(page.getByText(`${workOrderNumber}: on the way.`)).toBeVisible();
  await expect(visit).toContainText('On the way');
  await expect(visit.getByRole('button', { name: 'On my way' })).toHaveCount(0);

  const mail = await waitForMail(tenant.request, tenant.customer.email, { subject: /is on the way$/ });
  expect(mail.subject).toBe('Andy Agent from Acme Field Services is on the way');
  expect(mail.text).toContain(`Andy Agent from Acme Field Services is on the way for ${workOrderNumber} (Replace the lobby thermostat)`);
  expect(mail.text).toContain('Address: 22 Crescent Street, Springfield');

  // The portal was not reloaded: the change reached the customer on their own channel.
  await expect(workOrderCard).toContainText('On the way');

  await visit.getByRole('button', { name: 'Arrived' }).click();
  await expect(page.getByText(`${workOrderNumber}: arrived, the work order is in progress.`)).toBeVisible();
  await expect(visit).toContainText('On site');
  await expect(workOrderCard).toContainText(`${workOrderNumber} · In Progress`);

  await visit.getByRole('link', { name: 'Complete' }).click();
  await expect(page).toHaveURL(new RegExp(`/work-orders/${id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Replace the lobby thermostat' })).toBeVisible();
  await page.getByRole('button', { name: 'Tap to sign', exact: true }).click();
  await drawSignature(page, 'Carla Customer');
  await page.getByRole('button', { name: 'Mark Complete' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Completed' })).toBeVisible();

  await page.goto(tenant.url('/my-day'));
  await expect(visit).toContainText('Done');
  await expect(visit.getByRole('button')).toHaveCount(0);
  await expect(workOrderCard).toContainText(`${workOrderNumber} · Completed`);
  await expect(workOrderCard.getByRole('button', { name: /^Download PDF/ })).toBeVisible();
  await expect(workOrderCard).not.toContainText('Visit:');
});

test('a technician with nothing scheduled today is told so', async ({ page, tenant }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(tenant.url('/my-day'));
  await expect(page.getByText('No visits today')).toBeVisible();
  await expectAccessible(page, 'an empty My Day at 375 px');
});
