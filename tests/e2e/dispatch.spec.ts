import type { Locator, Page } from '@playwright/test';
import { instantOfLocal, localDateOf } from '../../src/domain/zoned-time.ts';
import { expectAccessible } from './support/accessibility.ts';
import { expect, type Tenant, test } from './support/tenant.ts';
import { saveWorkOrderLayout, setMiddayTimeZone } from './support/work-orders.ts';

// A dispatcher's wide screen: the afternoon is on it without scrolling the board.
test.use({ viewport: { width: 1600, height: 900 } });

// Business hours are 09:00 to 17:00 (a new organization's): the day view starts at 9:00 AM, half an hour is 56 px.
const HALF_HOUR_PX = 56;

/** The organization's day: it is now between noon and 1 PM in its time zone, so the day shown stays today. */
interface Day {
  zone: string;
  today: string;
}

async function middayOf(tenant: Tenant): Promise<Day> {
  const zone = await setMiddayTimeZone(tenant);
  await saveWorkOrderLayout(tenant);
  return { zone, today: localDateOf(new Date(), zone) };
}

async function newWorkOrder(tenant: Tenant, title: string): Promise<{ id: string; workOrderNumber: string }> {
  const created = await tenant.request.post('/api/work-orders', {
    headers: await tenant.headersFor(tenant.admin),
    data: { title, customerId: tenant.customer.recordId, address: '12 Harbour Road', assignedTo: null },
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()) as { id: string; workOrderNumber: string };
}

/** Drags with the mouse in small steps, as a hand does: the board starts a drag after a few pixels. */
async function drag(page: Page, from: Locator, to: { x: number; y: number }): Promise<void> {
  const box = await from.boundingBox();
  if (!box) throw new Error('nothing to drag');
  await page.mouse.move(box.x + 20, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + 30, box.y + box.height / 2, { steps: 3 });
  await page.mouse.move(to.x, to.y, { steps: 12 });
  await page.mouse.up();
}

/** A point of a technician's row at a time of today. */
async function rowPoint(page: Page, { zone, today }: Day, name: string, time: string): Promise<{ x: number; y: number }> {
  const row = page.locator(`[data-technician="${name}"]`);
  const box = await row.boundingBox();
  if (!box) throw new Error(`no row for ${name}`);
  const minutes = (instantOfLocal(today, time, zone).getTime() - instantOfLocal(today, '09:00', zone).getTime()) / 60_000;
  return { x: box.x + (minutes / 30) * HALF_HOUR_PX + 4, y: box.y + box.height / 2 };
}

test('a work order dragged from the tray onto a technician is theirs at once, on their own day too', async ({ page, tenant }) => {
  const day = await middayOf(tenant);
  const job = await newWorkOrder(tenant, 'Replace the boiler valve');
  const technicianPage = await tenant.newPageAs(tenant.agent);
  await technicianPage.goto(tenant.url('/my-day'));
  await expect(technicianPage.getByRole('heading', { name: 'My Day' })).toBeVisible();
  await expect(technicianPage.getByText(job.workOrderNumber)).toHaveCount(0);

  await page.goto(tenant.url(`/dispatch?date=${day.today}&span=day`));
  const tray = page.getByRole('region', { name: 'Unassigned' });
  const card = tray.getByRole('button', { name: new RegExp(`^${job.workOrderNumber} Replace the boiler valve`) });
  await expect(card).toBeVisible();
  await expectAccessible(page, 'the dispatch board');

  await drag(page, card, await rowPoint(page, day, 'Andy Agent', '13:00'));
  const chip = page.locator('[data-technician="Andy Agent"]').getByRole('button', { name: new RegExp(`^${job.workOrderNumber} `) });
  await expect(chip).toHaveAccessibleName(/1:00 PM to 2:00 PM, Scheduled/);
  await expect(tray.getByText(job.workOrderNumber)).toHaveCount(0);
  await expect(page.getByText(`${job.workOrderNumber} moved to Andy Agent`)).toBeVisible();

  // The technician's phone shows it without a reload, by the realtime channel.
  await expect(technicianPage.getByText(job.workOrderNumber)).toBeVisible({ timeout: 2_000 });
});

test('a drop on time off asks first, and keeping it where it was leaves the job in the tray', async ({ page, tenant }) => {
  const day = await middayOf(tenant);
  const adminHeaders = await tenant.headersFor(tenant.admin);
  const settings = await tenant.request.put('/api/settings/timecard', {
    headers: adminHeaders,
    data: { submissionMethod: 'system_only', ptoTracking: { enabled: true, mode: 'fixed', maxBalance: 80 } },
  });
  expect(settings.status(), await settings.text()).toBe(200);
  const asked = await tenant.request.post('/api/time-cards/pto/requests', {
    headers: await tenant.headersFor(tenant.agent),
    data: { category: 'Vacation', startDate: day.today, hours: 8 },
  });
  expect(asked.status(), await asked.text()).toBe(200);
  const [request] = (await asked.json()).requests as { id: string }[];
  const approved = await tenant.request.post(`/api/time-cards/pto/requests/${request?.id}/review`, {
    headers: adminHeaders,
    data: { decision: 'approve' },
  });
  expect(approved.status()).toBe(204);
  const job = await newWorkOrder(tenant, 'Service the heat pump');

  await page.goto(tenant.url(`/dispatch?date=${day.today}&span=day`));
  await expect(page.locator('[data-technician="Andy Agent"]')).toContainText('Time off: Vacation (8 h)');
  const card = page.getByRole('region', { name: 'Unassigned' }).getByRole('button', { name: new RegExp(`^${job.workOrderNumber} `) });
  await drag(page, card, await rowPoint(page, day, 'Andy Agent', '13:00'));

  const dialog = page.getByRole('dialog', { name: 'The technician is not free then' });
  await expect(dialog).toContainText(/Andy Agent is not free then: Time off: Vacation \(8 h\)/);
  await dialog.getByRole('button', { name: 'Keep it where it was' }).click();
  await expect(dialog).toBeHidden();
  await expect(card).toBeVisible();
  await expect(page.locator('[data-technician="Andy Agent"]').getByRole('button')).toHaveCount(0);
});

test('a job moved with the keyboard can be undone', async ({ page, tenant }) => {
  const { zone, today } = await middayOf(tenant);
  const job = await newWorkOrder(tenant, 'Check the meter');
  const placed = await tenant.request.put(`/api/dispatch/work-orders/${job.id}/slot`, {
    headers: await tenant.headersFor(tenant.admin),
    data: { assignedTo: tenant.agent.id, start: instantOfLocal(today, '10:00', zone).toISOString(), durationMinutes: 60, version: 1 },
  });
  expect(placed.status(), await placed.text()).toBe(200);

  await page.goto(tenant.url(`/dispatch?date=${today}&span=day`));
  const chip = page.locator('[data-technician="Andy Agent"]').getByRole('button', { name: new RegExp(`^${job.workOrderNumber} `) });
  await expect(chip).toHaveAccessibleName(/10:00 AM to 11:00 AM/);
  await chip.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Shift+ArrowRight');
  await expect(page.getByText(/Andy Agent, .* 11:00 AM, 90 minutes\. Press Enter to save/)).toBeAttached();
  await page.keyboard.press('Enter');
  await expect(chip).toHaveAccessibleName(/11:00 AM to 12:30 PM/);

  const moved = page.getByRole('alert').filter({ hasText: `${job.workOrderNumber} moved to Andy Agent` });
  await moved.getByRole('button', { name: 'Undo' }).click();
  await expect(chip).toHaveAccessibleName(/10:00 AM to 11:00 AM/);
  await expect(page.getByText(`${job.workOrderNumber}: move undone.`)).toBeVisible();
});
