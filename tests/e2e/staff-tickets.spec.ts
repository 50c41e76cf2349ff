import type { Page } from '@playwright/test';
import { expectAccessible, viewportWidths } from './support/accessibility.ts';
import { saveWith } from './support/settings.ts';
import { expect, test } from './support/tenant.ts';
import { openWorkspace } from './support/workspace-session.ts';

function unique(text: string): string {
  return `${text} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

async function createTicket(page: Page, ticket: { subject: string; customer?: string; priority?: string }) {
  await page.getByRole('link', { name: 'New Ticket' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New Ticket' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create Ticket' })).toBeDisabled();
  await page.getByLabel(/^Subject/).fill(ticket.subject);
  if (ticket.customer) {
    await page.getByRole('combobox', { name: /^Customer name/ }).fill(ticket.customer.slice(0, 4).toLowerCase());
    await page.getByRole('option', { name: new RegExp(ticket.customer) }).click();
  }
  await page.getByLabel(/^Description/).fill(`Opened from the staff screens: ${ticket.subject}`);
  if (ticket.priority) await page.getByRole('combobox', { name: 'Priority' }).selectOption(ticket.priority);
  await page.getByRole('button', { name: 'Create Ticket' }).click();
  await expect(page.getByRole('heading', { level: 1, name: ticket.subject })).toBeVisible({ timeout: 15_000 });
}

/** A date a month ahead, as the date field takes it. */
function nextMonth(): string {
  const date = new Date(Date.now() + 30 * 86_400_000);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

test.describe('staff tickets', () => {
  // Each test walks several screens; axe runs on four pages at two widths.
  test.describe.configure({ timeout: 90_000 });

  test('an org admin opens a ticket for a customer, finds it by card and search, comments, sets its status and schedules a visit', async ({
    page,
    tenant,
  }) => {
    const subject = unique('Boiler pressure drops');
    // On the main host with the subdomain parameter.
    await openWorkspace(page, tenant.urlByParameter('/dashboard'));
    await page.getByRole('navigation', { name: 'Workspace' }).getByRole('link', { name: 'Tickets' }).click();
    await expect(page).toHaveURL(tenant.urlByParameter('/tickets'));
    await expect(page.getByRole('heading', { level: 1, name: 'Tickets' })).toBeVisible();

    await createTicket(page, { subject, customer: 'Carla Customer', priority: 'high' });
    await expect(page).toHaveURL(new RegExp(`/tickets/[0-9a-f-]{36}\\?subdomain=${tenant.organization.subdomain}$`));
    const ticketUrl = page.url();
    await expect(page.getByText('Carla Customer')).toBeVisible();
    await expect(page.getByText('No comments yet.')).toBeVisible();

    await page.getByRole('link', { name: 'Tickets' }).first().click();
    const card = page.getByRole('article').filter({ hasText: subject });
    await expect(card).toBeVisible();
    await expect(card.getByText(/^TKT-\d{4,}$/)).toBeVisible();
    await expect(card).toContainText('Carla Customer');
    await expect(card).toContainText('High');

    await page.getByRole('button', { name: /^High Priority/ }).click();
    await expect(page).toHaveURL(/status=high_priority/);
    await expect(card).toBeVisible();
    await page.getByRole('button', { name: /^Resolved Tickets/ }).click();
    await expect(card).toBeHidden();
    await page.getByRole('button', { name: /^Total Tickets/ }).click();
    await expect(card).toBeVisible();

    const word = subject.split(' ').at(-1) as string;
    await page.getByRole('searchbox', { name: 'Search tickets' }).fill(word);
    await expect(page).toHaveURL(new RegExp(`search=${word}`));
    await expect(page.getByRole('article')).toHaveCount(1);
    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Search tickets' })).toHaveValue(word);
    await expect(page.getByRole('article')).toHaveCount(1);

    await card.getByRole('link', { name: subject }).click();
    await expect(page).toHaveURL(ticketUrl);
    await page.getByLabel('Add a comment').fill('Technician booked; bring the pressure gauge.');
    await page.getByRole('button', { name: 'Add Comment' }).click();
    // The form may still hold the text for a moment after the comment is listed: look in the list.
    await expect(page.getByRole('listitem').getByText('Technician booked; bring the pressure gauge.')).toBeVisible();
    await expect(page.getByText('No comments yet.')).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Comments (1)' })).toBeVisible();

    await page.getByRole('button', { name: 'Change Status' }).click();
    const statusDialog = page.getByRole('dialog', { name: 'Change Status' });
    await statusDialog.getByRole('radio', { name: 'In Progress' }).check();
    await statusDialog.getByRole('button', { name: 'Update Status' }).click();
    await expect(page.getByText('Ticket status updated to In Progress')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Details' }).getByText('In Progress')).toBeVisible();

    await page.getByRole('button', { name: 'Schedule Appointment' }).click();
    const scheduleDialog = page.getByRole('dialog', { name: 'Schedule Appointment' });
    await scheduleDialog.getByLabel('Title').fill('');
    await scheduleDialog.getByRole('button', { name: 'Schedule' }).click();
    await expect(scheduleDialog.getByRole('alert')).toHaveText('Please fill in all fields');
    await scheduleDialog.getByLabel(/^Date/).fill(nextMonth());
    await scheduleDialog.getByLabel(/^Time/).fill('10:30');
    await scheduleDialog.getByLabel(/^Title/).fill('Boiler inspection');
    await scheduleDialog.getByLabel('Duration').selectOption({ label: '2 hours' });
    await scheduleDialog.getByLabel(/^Notes/).fill('Gate code 4512');
    await scheduleDialog.getByRole('button', { name: 'Schedule' }).click();
    const confirmation = page.getByRole('dialog', { name: 'Appointment Scheduled' });
    await expect(confirmation.getByText('Appointment scheduled successfully!')).toBeVisible();
    await confirmation.getByRole('button', { name: 'Done' }).click();
    const appointment = page.getByRole('region', { name: 'Scheduled Appointment' });
    await expect(appointment).toContainText('Boiler inspection');
    await expect(appointment).toContainText('10:30 AM');
    await expect(page.getByRole('button', { name: 'Schedule Another' })).toBeVisible();
    // Editing it starts from its length and its notes, which a save keeps.
    await page.getByRole('button', { name: 'Edit Appointment' }).click();
    const editDialog = page.getByRole('dialog', { name: 'Edit Appointment' });
    await expect(editDialog.getByLabel(/^Notes/)).toHaveValue('Gate code 4512');
    await expect(editDialog.getByLabel('Duration')).toHaveValue('120');
    await editDialog.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('link', { name: 'Tickets' }).first().click();
    await expect(page.getByRole('article').filter({ hasText: subject })).toContainText('10:30 AM');
  });

  test('the list and its counts update live when another session adds a ticket', async ({ page, tenant }) => {
    await page.goto(tenant.urlByParameter('/tickets'));
    const total = page.getByRole('button', { name: /^Total Tickets/ });
    await expect(total).toHaveText(/\d+$/, { timeout: 10_000 });
    const before = Number((await total.textContent())?.match(/(\d+)$/)?.[1]);

    // The agent on the organization's own host, in a browser of their own.
    const agent = await tenant.newPageAs(tenant.agent);
    await agent.goto(tenant.url('/tickets'));
    const subject = unique('Gate sensor offline');
    await createTicket(agent, { subject, customer: 'Carla Customer' });
    await expect(agent).toHaveURL(new RegExp(`^${tenant.origin}/tickets/[0-9a-f-]{36}$`));

    await expect(page.getByRole('article').filter({ hasText: subject })).toBeVisible({ timeout: 15_000 });
    await expect(total).toHaveText(new RegExp(`${before + 1}$`));

    await agent.getByRole('link', { name: 'Tickets' }).first().click();
    await expect(agent.getByRole('article').filter({ hasText: subject })).toBeVisible();
    // An agent's Settings is their profile; the organization's tabs are refused.
    await agent.goto(tenant.url('/settings?tab=tickets'));
    await expect(agent.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  });

  test('an org admin sets the ticket numbering with a live preview', async ({ page, tenant }) => {
    await openWorkspace(page, tenant.url('/dashboard'));
    await page.getByRole('navigation', { name: 'Workspace' }).getByRole('link', { name: 'Settings' }).click();
    // Profile comes first, in the specification's order of the tabs.
    await expect(page.getByRole('tab', { name: 'Profile', selected: true })).toBeVisible();
    await page.getByRole('tab', { name: 'Tickets' }).click();
    await expect(page.getByRole('tab', { name: 'Tickets', selected: true })).toBeVisible();
    const preview = page.getByRole('region', { name: 'Preview' });
    await expect(preview).toContainText(/Next ticket: \S+/);
    await page.getByLabel('Zero padding').selectOption('5');
    await expect(preview).toContainText('Next ticket with the saved settings');
    await expect(preview).toContainText(/-0\d{4}/);
    await page.getByLabel('Zero padding').selectOption('4');
    await saveWith(page, 'Save Settings', '/api/settings/ticket-numbering');
  });

  for (const width of viewportWidths) {
    test(`has no serious accessibility problems at ${width}px`, async ({ page, tenant }) => {
      await tenant.createTicket({ subject: 'Printer jammed' });
      await page.setViewportSize({ width, height: 900 });
      await page.goto(tenant.url('/tickets'));
      await expect(page.getByRole('article').first()).toBeVisible({ timeout: 15_000 });
      await expectAccessible(page, `/tickets at ${width}px`);

      await page.getByRole('article').first().getByRole('link').click();
      await expect(page.getByRole('heading', { level: 2, name: 'Quick Actions' })).toBeVisible();
      await expectAccessible(page, `/tickets/{id} at ${width}px`);

      await page.goto(tenant.url('/tickets/new'));
      await page.getByRole('combobox', { name: /^Customer name/ }).fill('@tandem');
      await expect(page.getByText('Escalation to Tandem support')).toBeVisible();
      await expectAccessible(page, `/tickets/new at ${width}px`);

      await page.goto(tenant.url('/settings?tab=tickets'));
      await expect(page.getByRole('region', { name: 'Preview' })).toBeVisible();
      await expectAccessible(page, `/settings?tab=tickets at ${width}px`);
    });
  }
});
