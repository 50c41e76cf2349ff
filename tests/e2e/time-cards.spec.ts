import type { Page } from '@playwright/test';
import { addDays } from '../../src/domain/time-cards.ts';
import type { TestMember } from '../support/factories.ts';
import { expectAccessible } from './support/accessibility.ts';
import { waitForMail } from './support/dev-mailbox.ts';
import { expect, type Tenant, test } from './support/tenant.ts';
import { expectNothingCutOff } from './support/visual-checks.ts';

const weekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];

/** The organization's time card rules, as the demo has them: a time clock, and timesheets approved by a supervisor. */
async function setUpTimeCards(tenant: Tenant) {
  const response = await tenant.request.put('/api/settings/timecard', {
    headers: await tenant.headersFor(tenant.admin),
    data: { trackingMode: 'clock_in_out', submissionMethod: 'system_only', requiresSupervisorApproval: true },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** A staff member's device of their own, signed in, with the Time Cards page open. */
async function timeCardsOf(tenant: Tenant, member: TestMember, options: { width?: number; view?: string } = {}): Promise<Page> {
  const page = await tenant.newPageAs(member);
  await page.setViewportSize({ width: options.width ?? 1280, height: 900 });
  await openTimeCards(page, tenant, options.view);
  return page;
}

async function openTimeCards(page: Page, tenant: Tenant, view = '') {
  await page.goto(tenant.url(`/time-cards${view ? `?view=${view}` : ''}`));
  await expect(page.getByRole('heading', { level: 1, name: 'Time Cards' })).toBeVisible();
}

const summary = (page: Page, figure: 'worked' | 'break' | 'overtime') => page.getByTestId(`summary-${figure}`);
const status = (page: Page) => page.getByTestId('timesheet-status');

test.describe('time cards', () => {
  test.describe.configure({ timeout: 90_000 });

  test("an agent clocks in and out on a phone, a second device follows, and Today's Summary counts the time", async ({ tenant }) => {
    await setUpTimeCards(tenant);
    const phone = await timeCardsOf(tenant, tenant.agent, { width: 375 });
    const desk = await timeCardsOf(tenant, tenant.agent);
    await expect(phone.getByText('You are clocked out')).toBeVisible();
    await expect(summary(phone, 'worked')).toHaveText('0.00');
    await expectAccessible(phone, 'time clock at 375 px');

    await phone.getByRole('button', { name: 'Clock In' }).click();
    await expect(phone.getByText(/^Clocked in at /)).toBeVisible();
    // The other device hears of it live, without a reload.
    await expect(desk.getByText(/^Clocked in at /)).toBeVisible();
    await expect(desk.getByRole('button', { name: 'Clock Out' })).toBeVisible();
    await phone.screenshot({ path: 'test-results/time-cards-clock-375.png', fullPage: true });

    await phone.getByRole('button', { name: 'Start Break' }).click();
    await expect(phone.getByText(/^On a break since /)).toBeVisible();
    await phone.getByRole('button', { name: 'End Break' }).click();
    await expect(phone.getByText(/^Clocked in at /)).toBeVisible();
    // Hours show with two decimals: the clock started two minutes earlier counts 0.03 h, without waiting for them.
    const movedBack = await tenant.request.post(`/test/tenants/${tenant.organization.id}/clocks-back`, { data: { minutes: 2 } });
    expect(await movedBack.json()).toEqual({ moved: 1 });
    await phone.getByRole('button', { name: 'Clock Out' }).click();
    await expect(phone.getByText('You are clocked out')).toBeVisible();
    await expect(summary(phone, 'worked')).not.toHaveText('0.00');
    // The shift is listed as punched, from clock-in to clock-out.
    await expect(phone.getByRole('list', { name: "Today's Punches" }).getByRole('listitem')).toHaveText([
      /^\d{1,2}:\d{2} [AP]M – \d{1,2}:\d{2} [AP]M$/,
    ]);
    await expect(desk.getByText('You are clocked out')).toBeVisible();
    await expect(summary(desk, 'worked')).toHaveText(await summary(phone, 'worked').innerText());
  });

  test('a holiday with a long name reads whole in the timesheet, on a desk and on a phone', async ({ tenant }) => {
    // A Wednesday long past, so the week is the same wherever and whenever the test runs.
    const week = '2026-11-01';
    const holiday = addDays(week, 3);
    const saved = await tenant.request.put('/api/settings/timecard', {
      headers: await tenant.headersFor(tenant.admin),
      data: {
        submissionMethod: 'system_only',
        holidayList: [{ name: 'Founders and Volunteers Remembrance Day', dates: [holiday] }],
      },
    });
    expect(saved.status(), await saved.text()).toBe(200);
    for (const width of [1280, 375]) {
      const page = await tenant.newPageAs(tenant.agent);
      await page.setViewportSize({ width, height: 900 });
      await page.goto(tenant.url(`/time-cards?date=${holiday}`));
      const days = page.getByRole(width < 768 ? 'list' : 'region', { name: 'Timesheet days' });
      await expect(days).toContainText('Founders and Volunteers Remembrance Day');
      await expectNothingCutOff(days, `the timesheet at ${width} px`);
      await days.screenshot({ path: `test-results/time-cards-holiday-${width}.png` });
      await page.context().close();
    }
  });

  test('an agent fills a week with overtime and submits it; the admin sends it back, the agent fixes it, the admin approves', async ({
    tenant,
  }) => {
    await setUpTimeCards(tenant);
    const andy = await timeCardsOf(tenant, tenant.agent);
    const alice = await timeCardsOf(tenant, tenant.admin, { view: 'approvals' });
    // Next week: nothing is in it yet.
    await andy.getByRole('button', { name: 'Next' }).click();
    await expect(status(andy)).toHaveText('Draft');
    const period = (await andy.getByText(/^Pay period /).innerText()).replace('Pay period ', '');
    for (const day of weekdays) {
      await andy.getByLabel(`Start time, ${day}`).fill('08:00');
      await andy.getByLabel(`End time, ${day}`).fill('17:00');
    }
    await expect(andy.getByLabel('Regular hours, Wednesday')).toHaveValue('9');
    // 45 hours in the week: 40 regular, 5 overtime after 40 a week.
    await expect(andy.getByTestId('period-regular')).toHaveText('40.00');
    await expect(andy.getByTestId('period-overtime')).toHaveText('5.00');
    // The week's overtime is on its last hours, and Friday says so.
    await expect(andy.getByText(/ \+ .* OT$/)).toHaveText(['4.00 + 5.00 OT']);
    await expect(andy.getByTestId('save-state')).toHaveText('Unsaved changes');
    await andy.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(andy.getByTestId('save-state')).toHaveText('Saved');
    await expectAccessible(andy, 'timesheet at 1280 px');
    await andy.screenshot({ path: 'test-results/time-cards-timesheet-1280.png', fullPage: true });

    await andy.getByRole('button', { name: 'Submit Timesheet' }).click();
    await expect(status(andy)).toHaveText('Submitted');
    await expect(andy.getByLabel('Start time, Monday')).toHaveCount(0);

    const row = alice.getByRole('row').filter({ hasText: 'Andy Agent' }).filter({ hasText: period });
    await expect(row).toContainText('40.00');
    await expect(row).toContainText('5.00');
    await row.getByRole('button', { name: /Review/ }).click();
    const dialog = alice.getByRole('dialog');
    await expect(dialog.getByText('Overtime 5.00 h')).toBeVisible();
    await expectAccessible(alice, 'review dialog');
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Say what needs fixing: the comment is shown to the person.');
    await dialog.getByLabel('Comment').fill('Friday was an 8-hour day');
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toHaveCount(0);

    // The agent sees it come back live, editable, with the comment; and in the bell.
    await expect(status(andy)).toHaveText('Changes requested');
    await expect(andy.getByText('Friday was an 8-hour day')).toBeVisible();
    await andy.getByLabel('End time, Friday').fill('16:00');
    await expect(andy.getByTestId('period-overtime')).toHaveText('4.00');
    await andy.getByRole('button', { name: 'Submit Timesheet' }).click();
    await expect(status(andy)).toHaveText('Submitted');

    await expect(row).toContainText('4.00');
    await row.getByRole('button', { name: /Review/ }).click();
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await expect(dialog).toBeHidden();
    await expect(status(andy)).toHaveText('Approved');
    await expect(andy.getByText('This timesheet has been approved.', { exact: false })).toBeVisible();

    await openTimeCards(alice, tenant, 'team');
    await expect(alice.getByRole('heading', { name: 'Team Hours' })).toBeVisible();
    await expectAccessible(alice, 'team view');
  });

  test('an e-mailed period arrives in the mailbox with its CSV; the settings tab shows the fall-back for an invalid threshold', async ({
    page: alice,
    request,
    tenant,
  }) => {
    await alice.goto(tenant.urlByParameter('/settings?tab=timecard'));
    // The tab's code loads when it is first opened.
    await expect(alice.getByRole('heading', { name: 'Time Tracking' })).toBeVisible({ timeout: 15_000 });
    await alice.getByLabel('Overtime after (hours per week)').fill('');
    await expect(alice.getByText('Not a valid number of hours: overtime will start after 40 hours.')).toBeVisible();
    await alice.getByLabel('Submission method').selectOption('email_submit');
    const payroll = `payroll-${Date.now().toString(36)}@acme.test`;
    await alice.getByLabel('Send timesheets to').fill(payroll);
    await expectAccessible(alice, 'time card settings');
    await alice.getByRole('button', { name: 'Save Settings' }).click();
    await expect(alice.getByText('Saved', { exact: true })).toBeVisible();
    await expect(alice.getByLabel('Overtime after (hours per week)')).toHaveValue('40');
    const saved = await request.get('/api/settings/timecard', {
      headers: await tenant.headersFor(tenant.admin),
    });
    expect((await saved.json()).settings).toMatchObject({
      submissionMethod: 'email_submit',
      submissionEmail: payroll,
      overtimeAfterHours: 40,
    });

    const agent = await timeCardsOf(tenant, tenant.agent, { width: 375 });
    await agent.getByRole('button', { name: 'Next' }).click();
    await expect(status(agent)).toHaveText('Draft');
    await agent.getByLabel('Start time, Tuesday').fill('07:00');
    await agent.getByLabel('End time, Tuesday').fill('16:30');
    await agent.getByLabel('Notes, Tuesday').fill('Boiler service');
    // A card per day on a phone: every field of the day is on screen without scrolling sideways.
    for (const field of ['Start time, Tuesday', 'End time, Tuesday', 'Regular hours, Tuesday', 'Notes, Tuesday']) {
      const box = await agent.getByLabel(field).boundingBox();
      expect(box && box.x + box.width, field).toBeLessThanOrEqual(375);
    }
    await agent.screenshot({ path: 'test-results/time-cards-timesheet-375.png', fullPage: true });
    await agent.getByRole('button', { name: 'Submit Timesheet' }).click();
    await expect(status(agent)).not.toHaveText('Draft');

    const mail = await waitForMail(request, payroll, { subject: /^Timesheet: Andy Agent/ });
    expect(mail.text).toContain('Regular: 9.50 h');
    const [csv] = mail.attachments;
    expect(csv?.filename).toMatch(/^timesheet-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(csv?.content.split('\n')[0]).toBe('Name,Status,Date,Day,Start,End,Regular,Overtime,Sick,Vacation,Holiday,Total,Notes');
    expect(csv?.content).toContain('Tuesday,07:00,16:30,9.50');
    expect(csv?.content).toContain('Boiler service');
  });
});
