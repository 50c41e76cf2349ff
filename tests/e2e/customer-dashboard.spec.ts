import type { Page } from '@playwright/test';
import { expectAccessible, viewportWidths } from './support/accessibility.ts';
import { expect, type Tenant, test } from './support/tenant.ts';

/** Waits for what the server has to answer first (the first lists), slow on a busy machine. */
const loading = { timeout: 20_000 };

function unique(text: string): string {
  return `${text} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** The customer's dashboard, signed in already. */
async function openDashboard(page: Page, tenant: Tenant) {
  await page.goto(tenant.url('/dashboard'));
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Carla' })).toBeVisible(loading);
}

async function submitTicket(page: Page, subject: string, description: string) {
  await page.getByRole('button', { name: 'Submit New Ticket' }).click();
  const dialog = page.getByRole('dialog', { name: 'Submit New Ticket' });
  await dialog.getByLabel(/^Subject/).fill(subject);
  await dialog.getByLabel('Priority').selectOption('high');
  await dialog.getByLabel(/^Description/).fill(description);
  await dialog.getByRole('button', { name: 'Submit Ticket' }).click();
}

test.describe('the customer dashboard', () => {
  // Each test submits and waits for live updates: more than the default budget on a busy machine.
  test.describe.configure({ timeout: 90_000 });
  test.use({ signedInAs: 'customer' });

  test('a customer submits a ticket, support answers it, and the answer and its notification arrive without reloading', async ({
    page,
    tenant,
  }) => {
    const subject = unique('Lobby display flickers');
    await openDashboard(page, tenant);
    const counts = page.getByRole('group', { name: 'Ticket counts' });
    const total = counts.getByRole('button', { name: /^Total/ });
    await expect(total).toHaveText(/^Total\d+$/, loading);
    const totalBefore = Number((await total.textContent())?.replace('Total', ''));

    await submitTicket(page, subject, 'Since this morning the display in the lobby flickers every few seconds.');
    const success = page.getByRole('dialog', { name: 'Ticket Submitted Successfully!' });
    await expect(success).toBeVisible();
    await expect(page.getByRole('link', { name: subject })).toBeVisible();
    await expect(total).toHaveText(`Total${totalBefore + 1}`);

    await success.getByRole('button', { name: 'View Ticket' }).click();
    const ticket = page.getByRole('dialog', { name: subject });
    await expect(ticket.getByText('No comments yet. Be the first to comment!')).toBeVisible();
    await expect(ticket.getByText('Open', { exact: true })).toBeVisible();
    const ticketId = new URL(page.url()).pathname.split('/').at(-1) as string;
    const bell = page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
    const unreadBefore = Number((await bell.getAttribute('aria-label'))?.match(/(\d+) unread/)?.[1] ?? 0);

    // Support answers in another browser, on the staff ticket screen. Agents see only the tickets assigned to
    // them and nothing assigns this one (round robin is off), so the organization's admin answers.
    const staff = await tenant.newPageAs(tenant.admin);
    await staff.goto(tenant.url(`/tickets/${ticketId}`));
    const answer = `We are on it: ${subject}`;
    await staff.getByLabel('Add a comment').fill(answer);
    await staff.getByRole('button', { name: 'Add Comment' }).click();
    // The form may still hold the text for a moment after the comment is listed: look in the list.
    await expect(staff.getByRole('listitem').getByText(answer)).toBeVisible();

    await expect(ticket.getByText(answer)).toBeVisible();
    // Signed as the team signs, never with a staff member's address.
    await expect(ticket.getByText('Alice from Acme Field Services')).toBeVisible();
    await expect(ticket).not.toContainText(tenant.admin.email);
    await expect(ticket.getByRole('heading', { name: 'Comments (1)' })).toBeVisible();
    await expect(bell).toHaveAccessibleName(`Notifications, ${unreadBefore + 1} unread`);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('link', { name: subject }).locator('xpath=ancestor::article')).toContainText('1 comment');

    await bell.click();
    const newest = page.getByRole('dialog').filter({ hasText: 'Mark all read' }).getByRole('listitem').first();
    await expect(newest).toContainText(subject);
    await newest.getByRole('button').click();
    await expect(page).toHaveURL(tenant.url(`/tickets/${ticketId}`));
    await expect(page.getByRole('dialog', { name: subject }).getByText(answer)).toBeVisible();
  });

  test("a customer's first comment moves the ticket to In Progress", async ({ page, tenant }) => {
    const subject = unique('Badge reader refuses badges');
    await openDashboard(page, tenant);
    await submitTicket(page, subject, 'The reader at the east entrance refuses every badge.');
    await page.getByRole('dialog', { name: 'Ticket Submitted Successfully!' }).getByRole('button', { name: 'View Ticket' }).click();

    const ticket = page.getByRole('dialog', { name: subject });
    await expect(ticket.getByRole('button', { name: 'Send' })).toBeDisabled();
    await ticket.getByLabel('Add a comment').fill('It started after the weekend.');
    await ticket.getByRole('button', { name: 'Send' }).click();
    // The form may still hold the text for a moment after the comment is listed: look among the comments.
    await expect(ticket.getByRole('region', { name: /^Comments/ }).getByText('It started after the weekend.')).toBeVisible();
    await expect(ticket.getByText('In Progress', { exact: true })).toBeVisible();
    await expect(ticket.getByLabel('Add a comment')).toHaveValue('');
  });

  test('the Open and Resolved cards and the search narrow the list', async ({ page, tenant }) => {
    const subject = unique('Searchable projector');
    await openDashboard(page, tenant);
    await submitTicket(page, subject, 'The projector in room 4 shows no picture.');
    await page.getByRole('dialog', { name: 'Ticket Submitted Successfully!' }).getByRole('button', { name: 'Close' }).click();

    const counts = page.getByRole('group', { name: 'Ticket counts' });
    await counts.getByRole('button', { name: /^Resolved/ }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Resolved tickets' })).toBeVisible();
    await expect(page.getByRole('link', { name: subject })).toBeHidden();
    await counts.getByRole('button', { name: /^Open/ }).click();
    await expect(page.getByRole('link', { name: subject })).toBeVisible();

    await page.getByRole('searchbox', { name: 'Search tickets' }).fill(subject.split(' ').at(-1) as string);
    await expect(page.getByRole('list', { name: 'Your tickets' }).getByRole('listitem')).toHaveCount(1);
    await page.getByRole('searchbox', { name: 'Search tickets' }).fill('no ticket says this');
    await expect(page.getByText('No tickets found')).toBeVisible();
  });

  test('saved notification preferences survive a reload', async ({ page, tenant }) => {
    await openDashboard(page, tenant);
    await page.getByRole('button', { name: 'Profile and settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Profile and Settings' });
    await expect(dialog.getByRole('tabpanel')).toContainText(tenant.customer.email);
    await dialog.getByRole('tab', { name: 'Notifications' }).click();

    const emailStatus = dialog.getByRole('group', { name: 'Email Notifications' }).getByRole('switch', { name: 'Status Updates' });
    const wasOn = await emailStatus.isChecked();
    await emailStatus.click({ force: true });
    await dialog.getByLabel(/^Email Frequency/).selectOption('daily');
    await dialog.getByRole('button', { name: 'Save Preferences' }).click();
    await expect(dialog.getByRole('button', { name: 'Saved!' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Save Preferences' })).toBeVisible({ timeout: 5000 });

    await page.goto(tenant.url('/profile'));
    const reloaded = page.getByRole('dialog', { name: 'Profile and Settings' });
    await reloaded.getByRole('tab', { name: 'Notifications' }).click();
    const reloadedStatus = reloaded.getByRole('group', { name: 'Email Notifications' }).getByRole('switch', { name: 'Status Updates' });
    await expect(reloadedStatus).toBeChecked({ checked: !wasOn });
    await expect(reloaded.getByLabel(/^Email Frequency/)).toHaveValue('daily');
  });

  test('on a phone the header keeps the organization on one line, the bell in view and Sign out by its name', async ({ page, tenant }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await openDashboard(page, tenant);
    const banner = page.getByRole('banner');
    const name = banner.getByText('Acme Field Services', { exact: true });
    await expect(name).toBeVisible();
    const lines = await name.evaluate(
      (element) => element.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(element).lineHeight),
    );
    expect(lines).toBeLessThan(1.5);
    await expect(banner.getByRole('button', { name: 'Notifications' })).toBeVisible();

    await banner.getByRole('button', { name: 'Account menu' }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem', { name: 'Refresh' })).toBeVisible();
    await menu.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/login/);
  });

  test("the header's bell, tooltips and phone menu, fetched when first used, keep a keyboard user's focus", async ({ page, tenant }) => {
    await openDashboard(page, tenant);
    const banner = page.getByRole('banner');
    const bell = banner.getByRole('button', { name: /^Notifications/ });
    await bell.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog').filter({ hasText: 'Mark all read' })).toBeVisible();
    await expect(bell).toBeFocused();
    await expect(bell).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(bell).toHaveAttribute('aria-expanded', 'false');

    await banner.getByRole('button', { name: 'Refresh' }).hover();
    await expect(page.getByRole('tooltip')).toHaveText('Refresh');

    await page.setViewportSize({ width: 375, height: 800 });
    const menuButton = banner.getByRole('button', { name: 'Account menu' });
    await menuButton.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'Sign out' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
    await expect(menuButton).toBeFocused();
  });

  for (const width of viewportWidths) {
    test(`has no serious accessibility problems at ${width}px: the dashboard and its dialogs`, async ({ page, tenant }) => {
      await tenant.createTicket({ subject: 'Lobby door sticks', customerId: tenant.customer.recordId ?? '' });
      await page.setViewportSize({ width, height: 900 });
      await openDashboard(page, tenant);
      await expect(page.getByRole('list', { name: 'Your tickets' })).toBeVisible(loading);
      await expectAccessible(page, 'dashboard');

      await page.getByRole('list', { name: 'Your tickets' }).getByRole('link').first().click();
      await expect(page.getByRole('dialog').getByRole('heading', { name: 'Description' })).toBeVisible();
      await expectAccessible(page, 'ticket dialog');
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: 'Submit New Ticket' }).click();
      const form = page.getByRole('dialog', { name: 'Submit New Ticket' });
      await form.getByRole('button', { name: 'Submit Ticket' }).click();
      await expect(form.getByRole('alert')).toHaveText('Please fill in both subject and description');
      await expectAccessible(page, 'new ticket dialog');
      await form.getByRole('button', { name: 'Cancel' }).click();

      if (width < 576) {
        await page.getByRole('button', { name: 'Account menu' }).click();
        await expect(page.getByRole('menuitem', { name: 'Sign out' })).toBeVisible();
        await expectAccessible(page, 'account menu');
        await page.getByRole('menuitem', { name: 'Profile and settings' }).click();
      } else {
        await page.getByRole('button', { name: 'Profile and settings' }).click();
      }
      const profile = page.getByRole('dialog', { name: 'Profile and Settings' });
      await expect(profile.getByRole('tabpanel')).toContainText(tenant.customer.email);
      await expectAccessible(page, 'profile tab');
      await profile.getByRole('tab', { name: 'Notifications' }).click();
      await expect(profile.getByRole('button', { name: 'Save Preferences' })).toBeVisible();
      await expectAccessible(page, 'notifications tab');
    });
  }
});
