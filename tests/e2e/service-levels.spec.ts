import { expect, test } from './support/tenant.ts';

test('a ticket counts down to its first-response target, turns breached when it passes, the team is told, and the report counts it', async ({
  page,
  tenant,
}) => {
  // A target of one minute around the clock: the shortest a policy takes, so the breach comes within the test.
  test.setTimeout(150_000);
  const policy = await tenant.request.post('/api/service-levels/policies', {
    headers: await tenant.headersFor(tenant.admin),
    data: {
      name: 'Urgent within a minute',
      calendarId: null,
      match: { priorities: ['urgent'] },
      targets: { first_response: { minutes: 1, isBusinessHours: false }, next_response: null, resolution: null },
    },
  });
  expect(policy.status(), await policy.text()).toBe(201);
  const { id } = await tenant.createTicket({ subject: 'Server room too hot', priority: 'urgent' });
  await tenant.createTicket({ subject: 'Spare toner', priority: 'low' });

  await page.goto(tenant.url('/tickets'));
  const card = (subject: string) => page.getByRole('article').filter({ hasText: subject });
  const badge = card('Server room too hot').locator('[data-sla-state]');
  await expect(badge).toHaveText(/^First response due in \d+ s$/);
  await expect(badge).toHaveAttribute('data-sla-state', /on_track|warning/);
  await expect(card('Spare toner').locator('[data-sla-state]')).toHaveCount(0);

  await expect(badge).toHaveAttribute('data-sla-state', 'breached', { timeout: 75_000 });
  await expect(badge).toHaveText(/^First response overdue by \d+ s$/);

  // The breach job tells the org admin in the bell.
  const bell = page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName(/Notifications, [1-9]\d* unread/, { timeout: 15_000 });
  await bell.click();
  const breached = page.getByRole('dialog').getByRole('listitem').filter({ hasText: 'First response target breached' });
  await expect(breached).toContainText('Server room too hot');

  await page.goto(tenant.url(`/tickets/${id}`));
  const targets = page.getByRole('region', { name: 'Service Levels' });
  await expect(targets).toContainText('First response');
  await expect(targets).toContainText('Breached');
  await expect(targets).toContainText('1 min around the clock · Urgent within a minute');

  // The report counts the breached target against its policy: none of one met.
  await page.goto(tenant.url('/reports'));
  const targetsMet = page.getByRole('region', { name: 'Service-level targets met' });
  const policyRow = targetsMet.getByRole('row').filter({ hasText: 'Urgent within a minute' });
  await expect(policyRow).toContainText('0%');
  await expect(policyRow).toContainText('0 of 1 met');
});
