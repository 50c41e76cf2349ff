import type { Page } from '@playwright/test';
import { expectAccessible, viewportWidths } from './support/accessibility.ts';
import { expect, type Tenant, test } from './support/tenant.ts';

/** A new organization's time zone. */
const ORGANIZATION_TIME_ZONE = 'America/New_York';

function unique(text: string): string {
  return `${text} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
}

/** A date (YYYY-MM-DD) in the organization's time zone, days from today. */
function localDate(days = 0): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: ORGANIZATION_TIME_ZONE }).format(new Date(Date.now() + days * 86_400_000));
}

async function openCalendar(page: Page, tenant: Tenant) {
  await page.goto(tenant.url('/calendar'));
  await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible({ timeout: 20_000 });
}

/** The type filter's chip (its checkbox is drawn by its label). */
const typeChip = (page: Page, label: string) => page.locator('label').filter({ hasText: label });

const dayCell = (page: Page, date: string) => page.locator(`[role="cell"][data-date="${date}"]`);
const eventNamed = (page: Page, title: string) =>
  page.getByRole('region', { name: 'Calendar view' }).getByRole('button', { name: new RegExp(title) });

async function dragOnto(page: Page, from: ReturnType<Page['locator']>, to: ReturnType<Page['locator']>) {
  // The calendar redraws once the organization's settings arrive: drag what is there after that.
  await page.waitForLoadState('networkidle');
  await from.scrollIntoViewIfNeeded();
  const start = await from.boundingBox();
  const end = await to.boundingBox();
  if (!start || !end) throw new Error('nothing to drag or nowhere to drop');
  await page.mouse.move(start.x + 8, start.y + start.height / 2);
  await page.mouse.down();
  await page.waitForTimeout(150);
  await page.mouse.move(start.x + 20, start.y + start.height / 2, { steps: 4 });
  // The top of the day, beside its number: clear of its events.
  await page.mouse.move(end.x + 12, end.y + 10, { steps: 12 });
  await page.mouse.up();
}

test.describe('calendar', () => {
  test.describe.configure({ timeout: 90_000 });

  test('an admin adds an event by clicking a day, sees it in month, week and day views and deletes it', async ({ page, tenant }) => {
    const title = unique('Roof inspection');
    const today = localDate();
    await openCalendar(page, tenant);
    await expect(page.getByRole('navigation', { name: 'Workspace' }).getByRole('link', { name: 'Calendar' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByRole('radio', { name: 'Month' })).toBeChecked();

    // The top-left corner of the day: above its events, beside its number.
    await dayCell(page, today).click({ position: { x: 6, y: 6 } });
    const dialog = page.getByRole('dialog', { name: 'Add New Event' });
    await expect(dialog.getByLabel(/^Date/)).toHaveValue(today);
    await expect(dialog.getByRole('textbox', { name: 'Meeting link' })).toHaveAttribute('type', 'url');
    await dialog.getByRole('button', { name: 'Create Event' }).click();
    await expect(dialog.getByText('Please enter a title for the event.')).toBeVisible();
    await dialog.getByLabel(/^Title/).fill(title);
    await dialog.getByLabel(/^Start time/).fill('');
    await dialog.getByRole('button', { name: 'Create Event' }).click();
    await expect(dialog.getByText('Please enter a start and end time, or mark the event as all day.')).toBeVisible();
    await dialog.getByRole('switch', { name: 'All day' }).check();
    await dialog.getByRole('textbox', { name: 'Location' }).fill('Warehouse roof');
    await dialog.getByRole('button', { name: 'Create Event' }).click();
    await expect(page.getByText('Event created')).toBeVisible();
    await expect(dialog).toBeHidden();

    // All-day events come first in a day, ahead of the three-event limit.
    await expect(dayCell(page, today).getByRole('button', { name: new RegExp(title) })).toBeVisible();
    await expect(page.getByRole('region', { name: "Today's Events" })).toContainText(title);

    // The week and the day show it too.
    await page.getByText('Week', { exact: true }).click();
    await expect(eventNamed(page, title)).toBeVisible();
    await page.getByText('Day', { exact: true }).click();
    await expect(eventNamed(page, title)).toBeVisible();
    await page.getByText('Month', { exact: true }).click();

    await dayCell(page, today)
      .getByRole('button', { name: new RegExp(title) })
      .click();
    const details = page.getByRole('dialog', { name: 'Event Details' });
    await expect(details).toContainText('Warehouse roof');
    await expect(details).toContainText('All day');
    await details.getByRole('button', { name: 'Delete Event' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Event' });
    await expect(confirm).toContainText(`Are you sure you want to delete “${title}”?`);
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page.getByText('Event deleted')).toBeVisible();
    await expect(eventNamed(page, title)).toHaveCount(0);
  });

  test('a ticket appointment on the calendar opens its ticket', async ({ page, request, tenant }) => {
    const headers = await tenant.headersFor(tenant.admin);
    const ticket = await tenant.createTicket({ subject: 'Printer on floor 2 is jammed' });
    const appointment = await request.post(`/api/tickets/${ticket.id}/appointments`, {
      headers,
      data: { date: localDate(), time: '12:00', title: 'On-site visit' },
    });
    expect(appointment.status(), await appointment.text()).toBe(201);
    const meeting = await request.post('/api/calendar/events', {
      headers,
      data: { title: 'Team standup', date: localDate(), isAllDay: true, eventType: 'business_meeting' },
    });
    expect(meeting.status(), await meeting.text()).toBe(201);
    await openCalendar(page, tenant);
    await typeChip(page, 'Ticket Appointment').click();
    const visit = eventNamed(page, 'On-site visit');
    await expect(visit).toBeVisible();
    await expect(page.getByRole('button', { name: /Team standup/ })).toHaveCount(0);
    await visit.click();
    const details = page.getByRole('dialog', { name: 'Event Details' });
    await expect(details).toContainText('Ticket Appointment');
    await expect(details.getByRole('button', { name: 'Edit Event' })).toHaveCount(0);
    await details.getByRole('link', { name: 'Open related ticket' }).click();
    await expect(page.getByRole('heading', { name: /Printer on floor 2 is jammed/ })).toBeVisible();
  });

  test.describe('as an agent', () => {
    test.use({ signedInAs: 'agent' });

    test('an agent drags an event to another day, and a drag that cannot be saved goes back with the reason', async ({
      page,
      context,
      request,
      tenant,
    }) => {
      const title = unique('Van wash');
      const today = localDate();
      const headers = await tenant.headersFor(tenant.agent);
      const created = await request.post('/api/calendar/events', {
        headers,
        data: { title, date: today, isAllDay: true, eventType: 'other' },
      });
      expect(created.status()).toBe(201);
      await openCalendar(page, tenant);
      await page.getByRole('switch', { name: 'My events' }).check();
      const ownEvent = dayCell(page, today).getByRole('button', { name: new RegExp(title) });
      await expect(ownEvent).toBeVisible();

      const neighbour = (await dayCell(page, localDate(1)).count()) > 0 ? localDate(1) : localDate(-1);
      const moved = dayCell(page, neighbour).getByRole('button', { name: new RegExp(title) });
      await dragOnto(page, ownEvent, dayCell(page, neighbour));
      await expect(page.getByText('Event moved.')).toBeVisible();
      await expect(moved).toBeVisible();
      await page.reload();
      await expect(moved).toBeVisible({ timeout: 20_000 });

      // Without a connection the drag back cannot be saved: the event stays where the server has it.
      await page.getByRole('switch', { name: 'My events' }).check();
      await context.setOffline(true);
      await dragOnto(page, moved, dayCell(page, today));
      await expect(page.getByText('Event not moved')).toBeVisible();
      await expect(page.getByText(/^Error updating event: /)).toBeVisible();
      await expect(moved).toBeVisible();
      await expect(ownEvent).toHaveCount(0);
      await context.setOffline(false);
    });

    test('on a phone, a day with nothing in it shows what is coming up', async ({ page, request, tenant }) => {
      const created = await request.post('/api/calendar/events', {
        headers: await tenant.headersFor(tenant.agent),
        data: { title: 'Boiler service', date: localDate(3), startTime: '09:00', endTime: '10:00', eventType: 'maintenance' },
      });
      expect(created.status(), await created.text()).toBe(201);
      await page.setViewportSize({ width: 375, height: 800 });
      await openCalendar(page, tenant);
      const comingUp = page.getByRole('region', { name: 'Coming up' });
      await expect(comingUp).toContainText('Boiler service');
      await expect(comingUp).toContainText('9:00 AM');
      await comingUp.getByRole('button', { name: /Boiler service/ }).click();
      await expect(page.getByRole('dialog')).toContainText('Boiler service');
    });

    for (const width of viewportWidths) {
      test(`the calendar reads well and passes axe at ${width} px`, async ({ page, request, tenant }) => {
        // An agent's day with an event in it (an empty one shows a scroller with nothing to focus).
        const created = await request.post('/api/calendar/events', {
          headers: await tenant.headersFor(tenant.agent),
          data: { title: 'Van check', date: localDate(), startTime: '10:00', endTime: '11:00', eventType: 'maintenance' },
        });
        expect(created.status(), await created.text()).toBe(201);
        await page.setViewportSize({ width, height: 900 });
        await openCalendar(page, tenant);
        const myEvents = page.getByRole('switch', { name: 'My events' });
        // On a phone an agent starts with their own events and the day.
        if (width < 768) {
          await expect(myEvents).toBeChecked();
          await expect(page.getByRole('radio', { name: 'Day' })).toBeChecked();
        } else {
          await expect(myEvents).not.toBeChecked();
          await expect(page.getByRole('radio', { name: 'Month' })).toBeChecked();
        }
        await expect(page.locator('[role="cell"], [role="gridcell"], [role="columnheader"]').first()).toBeVisible();
        await expectAccessible(page, `the calendar at ${width} px`);
        await page.screenshot({ path: `test-results/calendar-${width}.png`, fullPage: true });
        await page.getByRole('button', { name: 'Add Event' }).click();
        await expect(page.getByRole('dialog', { name: 'Add New Event' })).toBeVisible();
        await expectAccessible(page, `the Add New Event dialog at ${width} px`);
        await page.screenshot({ path: `test-results/calendar-add-${width}.png` });
      });
    }
  });
});
