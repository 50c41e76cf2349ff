import { formatDateTimeAs } from '../../src/domain/date-formats.ts';
import { localDateOf } from '../../src/domain/zoned-time.ts';
import { expect, type Tenant, test } from './support/tenant.ts';

// Decision 193: one date format, zone and clock, the organization's, across a ticket's page and the calendar.
const dayFirst = { timezone: 'Europe/London', dateFormat: 'DD/MM/YYYY', timeFormat: '24', showSeconds: false } as const;
const dayFirstDateTime = /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/;

/** The organization's Date & Time settings with these changed, saved by its admin; the admin's API headers. */
async function saveDateTimeSettings(tenant: Tenant, changes: Record<string, string | boolean>) {
  const headers = await tenant.headersFor(tenant.admin);
  const current = await tenant.request.get('/api/settings/datetime', { headers });
  const saved = await tenant.request.put('/api/settings/datetime', { headers, data: { ...(await current.json()), ...changes } });
  expect(saved.status(), await saved.text()).toBe(200);
  return headers;
}

test('an organization writing dates day first on a 24-hour clock sees them so on a ticket and on the calendar', async ({
  page,
  tenant,
}) => {
  const headers = await saveDateTimeSettings(tenant, dayFirst);
  const policy = await tenant.request.post('/api/service-levels/policies', {
    headers,
    data: {
      name: 'High within a day',
      calendarId: null,
      match: { priorities: ['high'] },
      targets: { first_response: { minutes: 1440, isBusinessHours: false }, next_response: null, resolution: null },
    },
  });
  expect(policy.status(), await policy.text()).toBe(201);
  const ticket = await tenant.createTicket({ subject: 'Boiler pressure keeps dropping', priority: 'high' });
  const appointment = await tenant.request.post(`/api/tickets/${ticket.id}/appointments`, {
    headers,
    data: { date: '2030-06-04', time: '14:30', title: 'On-site visit' },
  });
  expect(appointment.status(), await appointment.text()).toBe(201);
  const today = localDateOf(new Date(), dayFirst.timezone);
  const meeting = await tenant.request.post('/api/calendar/events', {
    headers,
    data: { title: 'Boiler review', date: today, startTime: '09:00', endTime: '10:00', eventType: 'business_meeting' },
  });
  expect(meeting.status(), await meeting.text()).toBe(201);
  const detail = await (await tenant.request.get(`/api/tickets/${ticket.id}`, { headers })).json();

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(tenant.url(`/tickets/${ticket.id}`));
  await expect(page.getByRole('heading', { name: 'Boiler pressure keeps dropping' })).toBeVisible({ timeout: 20_000 });
  // The relative time stays relative; its hover gives the exact moment in the organization's format.
  const created = page.locator('time').first();
  await expect(created).toHaveAttribute('title', formatDateTimeAs(new Date(detail.ticket.createdAt), dayFirst));
  await expect(created).toHaveAttribute('title', dayFirstDateTime);
  const dueAt = formatDateTimeAs(new Date(detail.serviceLevels[0].dueAt), dayFirst);
  await expect(page.getByRole('region', { name: 'Service Levels' })).toContainText(`Due ${dueAt}`);
  await expect(page.getByRole('region', { name: 'Scheduled Appointment' })).toContainText('Tue, 04/06/2030 14:30');
  await page.screenshot({ path: 'test-results/dates-ticket-1280.png', fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: 'test-results/dates-ticket-375.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });

  // The list's service-level badge says when the target is due on hover, in the same format.
  await page.goto(tenant.url('/tickets'));
  const badge = page.getByRole('article').filter({ hasText: 'Boiler pressure keeps dropping' }).locator('[data-sla-state]');
  await expect(badge).toHaveAttribute('title', new RegExp(`^First response due in .+ \\(due ${dueAt.replaceAll('/', '\\/')}\\)$`));

  await page.goto(tenant.url('/calendar'));
  await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible({ timeout: 20_000 });
  await page.getByText('Week', { exact: true }).click();
  const [year, month, day] = today.split('-');
  await expect(
    page
      .getByRole('columnheader')
      .filter({ hasText: `${day}/${month}` })
      .first(),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 }).filter({ hasText: /^\d{2}\/\d{2}\/\d{4} – \d{2}\/\d{2}\/\d{4}$/ })).toBeVisible();
  await page
    .getByRole('region', { name: "Today's Events" })
    .getByRole('button', { name: /Boiler review/ })
    .click();
  await expect(page.getByRole('dialog')).toContainText(`${day}/${month}/${year} · 09:00 – 10:00`);
  await page.screenshot({ path: 'test-results/dates-calendar-1280.png', fullPage: true });
});

// Decision 196: an organization that asks for absolute ticket times sees them so, staff and customers alike.
test('an organization set to absolute ticket times sees them on the ticket list and page and in the customer portal', async ({
  page,
  tenant,
}) => {
  const headers = await saveDateTimeSettings(tenant, { ...dayFirst, ticketTimeFormat: 'absolute' });
  const ticket = await tenant.createTicket({ subject: 'Radiator cold upstairs', customerId: tenant.customer.recordId ?? '' });
  const comment = await tenant.request.post(`/api/tickets/${ticket.id}/comments`, {
    headers,
    data: { content: 'An engineer is on the way.', isInternal: false },
  });
  expect(comment.status(), await comment.text()).toBe(201);
  const detail = await (await tenant.request.get(`/api/tickets/${ticket.id}`, { headers })).json();
  const createdAt = formatDateTimeAs(new Date(detail.ticket.createdAt), dayFirst);
  const updatedAt = formatDateTimeAs(new Date(detail.ticket.updatedAt), dayFirst);
  const commentedAt = formatDateTimeAs(new Date((await comment.json()).createdAt), dayFirst);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(tenant.url('/tickets'));
  const card = page.getByRole('article').filter({ hasText: 'Radiator cold upstairs' });
  await expect(card).toContainText(`Created ${createdAt}`, { timeout: 20_000 });
  await expect(card).not.toContainText('ago');
  await page.screenshot({ path: 'test-results/absolute-times-list-1280.png', fullPage: true });

  await page.goto(tenant.url(`/tickets/${ticket.id}`));
  await expect(page.getByRole('heading', { name: 'Radiator cold upstairs' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(`Created ${createdAt}`)).toBeVisible();
  await expect(page.getByText(`Last updated ${updatedAt}`)).toBeVisible();
  const commentTime = page.locator('li').filter({ hasText: 'An engineer is on the way.' }).locator('time');
  await expect(commentTime).toHaveText(commentedAt);
  await expect(commentTime).toHaveText(dayFirstDateTime);
  await page.screenshot({ path: 'test-results/absolute-times-ticket-1280.png', fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: 'test-results/absolute-times-ticket-375.png', fullPage: true });

  const customer = await tenant.newPageAs(tenant.customer);
  await customer.setViewportSize({ width: 375, height: 800 });
  await customer.goto(tenant.url('/dashboard'));
  const yours = customer.getByRole('list', { name: 'Your tickets' });
  await expect(yours).toContainText(`Created ${createdAt}`, { timeout: 20_000 });
  await expect(yours).not.toContainText('ago');
  await customer.screenshot({ path: 'test-results/absolute-times-portal-375.png', fullPage: true });
  await yours.getByRole('link').first().click();
  const dialog = customer.getByRole('dialog');
  // Created, updated and the comment, in that order.
  await expect(dialog.locator('time')).toHaveText([createdAt, updatedAt, commentedAt]);
  await expect(dialog).not.toContainText('ago');
  await customer.setViewportSize({ width: 1280, height: 900 });
  await customer.screenshot({ path: 'test-results/absolute-times-portal-dialog-1280.png', fullPage: true });
});
