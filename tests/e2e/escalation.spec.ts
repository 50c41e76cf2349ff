import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expectAccessible, viewportWidths } from './support/accessibility.ts';
import { signInSuperAdmin } from './support/api-session.ts';
import { expect as baseExpect, signedInStorage, test } from './support/tenant.ts';

// Two browsers and live events on a shared machine: more time than the default five seconds.
const expect = baseExpect.configure({ timeout: 15_000 });

function unique(text: string): string {
  return `${text} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** A super admin of the platform, of the test's own, on the main domain, on their own device. */
async function superAdmin(browser: Browser, request: APIRequestContext, baseURL: string | undefined): Promise<Page> {
  const { session } = await signInSuperAdmin(request);
  const page = await (await browser.newContext({ storageState: signedInStorage(session, [baseURL ?? '']) })).newPage();
  await page.goto(`${baseURL}/admin`);
  await expect(page.getByRole('heading', { level: 1, name: 'Platform Admin' })).toBeVisible();
  return page;
}

test.describe('the super admin dashboard', () => {
  test.describe.configure({ timeout: 120_000 });

  test('an org admin escalates, the super admin answers and moves it on, and the org admin hears of it live', async ({
    page,
    browser,
    request,
    baseURL,
    tenant,
  }) => {
    const subject = unique('Invoices export stalls');
    const answer = `Platform support here, looking into it: ${subject}`;

    await page.goto(tenant.url('/tickets/new'));
    await page.getByLabel(/^Subject/).fill(subject);
    await page.getByRole('switch', { name: 'Escalate to platform support' }).check({ force: true });
    await page.getByLabel(/^Description/).fill('The invoice export spins forever since this morning.');
    await page.getByRole('button', { name: 'Create Escalation' }).click();
    await expect(page).toHaveURL(new RegExp(`^${tenant.origin}/tickets/[0-9a-f-]{36}$`));
    const bell = page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
    await expect(bell).toBeVisible();
    const unreadBefore = Number((await bell.getAttribute('aria-label'))?.match(/(\d+) unread/)?.[1] ?? 0);

    const admin = await superAdmin(browser, request, baseURL);
    await admin.getByRole('searchbox', { name: 'Search escalated tickets' }).fill(subject.split(' ').at(-1) as string);
    const list = admin.getByRole('list', { name: 'Escalated tickets' });
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list).toContainText(subject);
    await expect(list).toContainText('Acme Field Services');
    await list.getByRole('button', { name: new RegExp(subject) }).click();

    const pane = admin.getByRole('region', { name: 'Ticket details' });
    await expect(pane.getByRole('heading', { name: subject })).toBeVisible();
    await expect(pane.getByText(/No comments yet/)).toBeVisible();
    await expect(pane.getByRole('button', { name: 'Add Comment' })).toBeDisabled();
    await pane.getByLabel('Add a comment').fill(answer);
    await pane.getByRole('button', { name: 'Add Comment' }).click();
    // The form may still hold the text for a moment after the comment is listed: look in the list.
    await expect(pane.getByRole('listitem').getByText(answer)).toBeVisible();
    await expect(pane.getByText('Platform support', { exact: true })).toBeVisible();

    await pane.getByRole('combobox', { name: 'Status' }).selectOption('in_progress');
    await expect(admin.getByText('Ticket status updated to In Progress')).toBeVisible();
    await expect(list.getByText('In Progress', { exact: true })).toBeVisible();

    await expect(page.getByText(answer)).toBeVisible();
    await expect(bell).toHaveAccessibleName(/^Notifications, ([1-9]\d*) unread$/);
    expect(Number((await bell.getAttribute('aria-label'))?.match(/(\d+) unread/)?.[1])).toBeGreaterThan(unreadBefore);
    await bell.click();
    await expect(page.getByRole('dialog').filter({ hasText: 'Mark all read' }).getByRole('listitem').first()).toBeVisible();
    await admin.context().close();
  });

  test('the super admin extends a trial by 7 days from its end and sees the new end date', async ({
    browser,
    request,
    baseURL,
    tenant,
  }) => {
    const admin = await superAdmin(browser, request, baseURL);
    await admin.getByRole('tab', { name: 'Organizations' }).click();
    const acmeCard = admin
      .getByRole('list', { name: 'Organizations' })
      .getByRole('listitem')
      .filter({ has: admin.locator(`a[href="${tenant.origin}/"]`) });
    await expect(acmeCard.getByText('Acme Field Services', { exact: true })).toBeVisible();
    // Seven days are added to the trial's end, not counted from today.
    // The platform's dates are written as its Date & Time settings say: MM/DD/YYYY unless changed.
    const [month, day, year] = ((await acmeCard.getByText(/^Ends /).textContent()) ?? '').replace('Ends ', '').split('/').map(Number);
    await acmeCard.getByRole('button', { name: '+7 days' }).click();
    await expect(admin.getByText('Trial extended by 7 days!')).toBeVisible();
    const later = new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, (day ?? 0) + 7)).toISOString().slice(0, 10);
    await expect(acmeCard.getByText(`Ends ${later.slice(5, 7)}/${later.slice(8, 10)}/${later.slice(0, 4)}`)).toBeVisible();
    await expect(acmeCard.getByText('Trial', { exact: true })).toBeVisible();
    await admin.context().close();
  });

  for (const width of viewportWidths) {
    test(`at ${width}px an escalation's card spans the list like the search field above it`, async ({
      browser,
      request,
      baseURL,
      tenant,
    }) => {
      const subject = unique('Width check');
      const created = await request.post('/api/tickets', {
        headers: await tenant.headersFor(tenant.admin),
        data: { subject, description: 'The card of this escalation must be as wide as its list.', priority: 'medium', escalate: true },
      });
      expect(created.status(), await created.text()).toBe(201);
      const admin = await superAdmin(browser, request, baseURL);
      await admin.setViewportSize({ width, height: 900 });
      const search = admin.getByRole('searchbox', { name: 'Search escalated tickets' });
      await search.fill(subject.split(' ').at(-1) as string);
      const list = admin.getByRole('list', { name: 'Escalated tickets' });
      await expect(list.getByRole('listitem')).toHaveCount(1);

      const card = await list.getByRole('button', { name: new RegExp(subject) }).boundingBox();
      const field = await search.boundingBox();
      const container = await list.boundingBox();
      expect(card && field && container, 'the card, the search field and the list are laid out').toBeTruthy();
      if (!card || !field || !container) return;
      expect(Math.abs(card.x - field.x)).toBeLessThanOrEqual(1);
      expect(Math.abs(card.width - field.width)).toBeLessThanOrEqual(1);
      expect(Math.abs(card.width - container.width)).toBeLessThanOrEqual(1);
      await admin.context().close();
    });

    test(`has no serious accessibility problems at ${width}px`, async ({ browser, request, baseURL }) => {
      const admin = await superAdmin(browser, request, baseURL);
      await admin.setViewportSize({ width, height: 900 });
      await expect(admin.getByRole('list', { name: 'Escalated tickets' }).or(admin.getByText('No escalated tickets yet'))).toBeVisible();
      await expectAccessible(admin, `/admin at ${width}px`);
      await admin.getByRole('tab', { name: 'Organizations' }).click();
      await expect(admin.getByRole('list', { name: 'Organizations' })).toBeVisible();
      await expectAccessible(admin, `/admin organizations at ${width}px`);
      await admin.context().close();
    });
  }
});
